CREATE TABLE "order_paid_effects" (
	"out_trade_no" varchar(32) PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Orders paid whose effects were still pending keep them pending, in the new table.
INSERT INTO "order_paid_effects" ("out_trade_no", "order_id", "paid_at")
  SELECT "out_trade_no", "id", coalesce("paid_at", now()) FROM "orders" WHERE "paid_effects_pending";--> statement-breakpoint
DROP INDEX "orders_paid_effects_pending_idx";--> statement-breakpoint
ALTER TABLE "order_paid_effects" ADD CONSTRAINT "order_paid_effects_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "paid_effects_pending";