CREATE TABLE "job_runs" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"actor" varchar(8) NOT NULL,
	"actor_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_stars_range" CHECK ("order_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "worker_rankings" (
	"kind" smallint NOT NULL,
	"worker_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"value" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_rankings_kind_worker_id_pk" PRIMARY KEY("kind","worker_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hall_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settled_by" varchar(8);--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_rankings" ADD CONSTRAINT "worker_rankings_worker_id_workers_user_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_reviews_worker_idx" ON "order_reviews" USING btree ("worker_id","created_at");--> statement-breakpoint
CREATE INDEX "worker_rankings_rank_idx" ON "worker_rankings" USING btree ("kind","rank");--> statement-breakpoint
CREATE INDEX "orders_worker_idx" ON "orders" USING btree ("worker_id","biz_status");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
UPDATE "orders" SET "hall_at" = "paid_at" WHERE "status" = 1 AND "order_type" = 0;
