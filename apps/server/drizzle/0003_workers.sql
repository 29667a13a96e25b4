CREATE TABLE "worker_games" (
	"worker_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "worker_games_worker_id_game_id_pk" PRIMARY KEY("worker_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"real_name" varchar(20) NOT NULL,
	"sex" varchar(1) NOT NULL,
	"region" varchar(1) NOT NULL,
	"brief_introduction" varchar(140) DEFAULT '' NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"rating" integer DEFAULT 500 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"completed_orders" integer DEFAULT 0 NOT NULL,
	"on_duty" boolean DEFAULT true NOT NULL,
	"membership_expires_at" timestamp with time zone,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"available_balance" bigint DEFAULT 0 NOT NULL,
	"frozen_balance" bigint DEFAULT 0 NOT NULL,
	"fine_owed" bigint DEFAULT 0 NOT NULL,
	"alipay_name" varchar(32),
	"alipay_phone" varchar(11),
	"alipay_payment_code" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workers_money_not_negative" CHECK ("workers"."deposit" >= 0 and "workers"."available_balance" >= 0 and "workers"."frozen_balance" >= 0 and "workers"."fine_owed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "worker_games" ADD CONSTRAINT "worker_games_worker_id_workers_user_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_games" ADD CONSTRAINT "worker_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workers_rating_idx" ON "workers" USING btree ("rating");