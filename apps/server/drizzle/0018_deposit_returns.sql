CREATE TABLE "deposit_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"leaving_number" varchar(32) NOT NULL,
	"attempt" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint NOT NULL,
	"payout_method" smallint NOT NULL,
	"out_biz_no" varchar(64),
	"alipay_name" varchar(32) DEFAULT '' NOT NULL,
	"alipay_phone" varchar(11) DEFAULT '' NOT NULL,
	"alipay_reference" varchar(64),
	"fail_code" varchar(64),
	"fail_reason" varchar(200),
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "deposit_returns_out_biz_no_unique" UNIQUE("out_biz_no"),
	CONSTRAINT "deposit_returns_amount_positive" CHECK ("deposit_returns"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_returns" ADD CONSTRAINT "deposit_returns_worker_id_workers_user_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_returns" ADD CONSTRAINT "deposit_returns_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_returns_attempt_once" ON "deposit_returns" USING btree ("worker_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_returns_one_live" ON "deposit_returns" USING btree ("worker_id","leaving_number") WHERE "deposit_returns"."status" <> 2;--> statement-breakpoint
CREATE INDEX "deposit_returns_transferring_idx" ON "deposit_returns" USING btree ("id") WHERE "deposit_returns"."status" = 0;