CREATE TABLE "order_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"percent" smallint NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_progress_percent_range" CHECK ("order_progress"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "order_progress" ADD CONSTRAINT "order_progress_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_progress" ADD CONSTRAINT "order_progress_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_progress_order_idx" ON "order_progress" USING btree ("order_id","id");