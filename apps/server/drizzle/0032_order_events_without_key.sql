ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_id_orders_id_fk";
