CREATE TABLE "alipay_sim_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"root_cert" text NOT NULL,
	"app_private_key" text NOT NULL,
	"app_cert" text NOT NULL,
	"alipay_private_key" text NOT NULL,
	"alipay_cert" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alipay_sim_transfers" (
	"out_biz_no" varchar(64) PRIMARY KEY NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"params" jsonb NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payee_identity" varchar(100) NOT NULL,
	"payee_name" varchar(100) NOT NULL,
	"order_id" varchar(32) NOT NULL,
	"pay_fund_order_id" varchar(32) NOT NULL,
	"status" varchar(16) NOT NULL,
	"error_code" varchar(64),
	"fail_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_method" smallint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "out_biz_no" varchar(64);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fail_code" varchar(64);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fail_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "withdrawals_transferring_idx" ON "withdrawals" USING btree ("id") WHERE "withdrawals"."status" = 3;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_out_biz_no_unique" UNIQUE("out_biz_no");