CREATE TABLE "arbitration_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"arbitration_id" integer NOT NULL,
	"side" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"text" varchar(500) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arbitrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"opened_by" varchar(8) NOT NULL,
	"opener_id" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"evidence_due_at" timestamp with time zone NOT NULL,
	"evidence_closed_at" timestamp with time zone,
	"ruled_refund" bigint,
	"ruled_worker_amount" bigint,
	"ruled_reason" varchar(200) DEFAULT '' NOT NULL,
	"ruled_fine" bigint DEFAULT 0 NOT NULL,
	"ruled_by" integer,
	"ruled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancel_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"proposed_by" varchar(8) NOT NULL,
	"proposer_id" integer NOT NULL,
	"refund" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"answer_note" varchar(200) DEFAULT '' NOT NULL,
	"agreed_by_deadline" boolean DEFAULT false NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancel_proposals_refund_not_negative" CHECK ("cancel_proposals"."refund" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_refund" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_worker_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_by" varchar(8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "negotiated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arbitration_evidence" ADD CONSTRAINT "arbitration_evidence_arbitration_id_arbitrations_id_fk" FOREIGN KEY ("arbitration_id") REFERENCES "public"."arbitrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitration_evidence" ADD CONSTRAINT "arbitration_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitrations" ADD CONSTRAINT "arbitrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitrations" ADD CONSTRAINT "arbitrations_opener_id_users_id_fk" FOREIGN KEY ("opener_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbitrations" ADD CONSTRAINT "arbitrations_ruled_by_staff_id_fk" FOREIGN KEY ("ruled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_proposals" ADD CONSTRAINT "cancel_proposals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancel_proposals" ADD CONSTRAINT "cancel_proposals_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arbitration_evidence_idx" ON "arbitration_evidence" USING btree ("arbitration_id","id");--> statement-breakpoint
CREATE INDEX "arbitrations_order_idx" ON "arbitrations" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "arbitrations_one_open" ON "arbitrations" USING btree ("order_id") WHERE "arbitrations"."status" = 0;--> statement-breakpoint
CREATE INDEX "arbitrations_queue_idx" ON "arbitrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cancel_proposals_order_idx" ON "cancel_proposals" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cancel_proposals_one_open" ON "cancel_proposals" USING btree ("order_id") WHERE "cancel_proposals"."status" = 0;--> statement-breakpoint
CREATE INDEX "cancel_proposals_due_idx" ON "cancel_proposals" USING btree ("due_at") WHERE "cancel_proposals"."status" = 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_split_within_amount" CHECK ("orders"."split_refund" >= 0 and "orders"."split_worker_amount" >= 0 and "orders"."split_refund" + "orders"."split_worker_amount" <= "orders"."amount");