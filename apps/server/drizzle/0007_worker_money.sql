CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"alipay_name" varchar(32) NOT NULL,
	"alipay_phone" varchar(11) NOT NULL,
	"alipay_payment_code" text NOT NULL,
	"alipay_reference" varchar(64),
	"reject_reason" varchar(200),
	"staff_id" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "worker_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"sex" varchar(1) NOT NULL,
	"region" varchar(1) NOT NULL,
	"brief_introduction" varchar(140) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200),
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"event" varchar(24) NOT NULL,
	"amount" bigint NOT NULL,
	"available_change" bigint DEFAULT 0 NOT NULL,
	"frozen_change" bigint DEFAULT 0 NOT NULL,
	"owed_change" bigint DEFAULT 0 NOT NULL,
	"deposit_change" bigint DEFAULT 0 NOT NULL,
	"available_after" bigint NOT NULL,
	"frozen_after" bigint NOT NULL,
	"owed_after" bigint NOT NULL,
	"deposit_after" bigint NOT NULL,
	"order_id" integer,
	"order_num" varchar(32),
	"withdrawal_id" integer,
	"remarks" varchar(200) DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_ledger_amount_positive" CHECK ("worker_ledger"."amount" > 0),
	CONSTRAINT "worker_ledger_after_not_negative" CHECK ("worker_ledger"."available_after" >= 0 and "worker_ledger"."frozen_after" >= 0 and "worker_ledger"."owed_after" >= 0 and "worker_ledger"."deposit_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_worker_id_workers_user_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_applications" ADD CONSTRAINT "worker_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_applications" ADD CONSTRAINT "worker_applications_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_ledger" ADD CONSTRAINT "worker_ledger_worker_id_workers_user_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_ledger" ADD CONSTRAINT "worker_ledger_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_ledger" ADD CONSTRAINT "worker_ledger_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_worker_idx" ON "withdrawals" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "worker_applications_user_idx" ON "worker_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "worker_applications_status_idx" ON "worker_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_applications_one_pending" ON "worker_applications" USING btree ("user_id") WHERE "worker_applications"."status" = 0;--> statement-breakpoint
CREATE INDEX "worker_ledger_worker_idx" ON "worker_ledger" USING btree ("worker_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_ledger_settle_once" ON "worker_ledger" USING btree ("order_id") WHERE "worker_ledger"."event" = 'settle';--> statement-breakpoint
CREATE UNIQUE INDEX "worker_ledger_deposit_once" ON "worker_ledger" USING btree ("order_num") WHERE "worker_ledger"."event" = 'deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "worker_ledger_withdrawal_step_once" ON "worker_ledger" USING btree ("withdrawal_id","event") WHERE "worker_ledger"."withdrawal_id" is not null;