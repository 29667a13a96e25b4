ALTER TABLE "order_paid_effects" DROP CONSTRAINT "order_paid_effects_order_id_orders_id_fk";
--> statement-breakpoint
CREATE INDEX "payments_payer_pending_idx" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 0;