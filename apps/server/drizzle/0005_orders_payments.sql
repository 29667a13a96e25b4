CREATE TABLE "wechat_sim_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"merchant_serial" varchar(64) NOT NULL,
	"merchant_private_key" text NOT NULL,
	"merchant_public_key" text NOT NULL,
	"platform_key_id" varchar(64) NOT NULL,
	"platform_private_key" text NOT NULL,
	"platform_public_key" text NOT NULL,
	"api_v3_key" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_sim_refunds" (
	"out_refund_no" varchar(64) PRIMARY KEY NOT NULL,
	"refund_id" varchar(64) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"refund" bigint NOT NULL,
	"total" bigint NOT NULL,
	"notify_url" text,
	"status" varchar(16) NOT NULL,
	"success_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_sim_transactions" (
	"out_trade_no" varchar(32) PRIMARY KEY NOT NULL,
	"mchid" varchar(32) NOT NULL,
	"appid" varchar(64) NOT NULL,
	"description" varchar(127) NOT NULL,
	"total" bigint NOT NULL,
	"openid" varchar(64) NOT NULL,
	"notify_url" text NOT NULL,
	"prepay_id" varchar(64) NOT NULL,
	"transaction_id" varchar(64),
	"trade_state" varchar(16) NOT NULL,
	"success_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_sim_transactions_prepay_id_unique" UNIQUE("prepay_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_num" varchar(24) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"game_type_id" integer NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"product_json" text NOT NULL,
	"amount" bigint NOT NULL,
	"worker_amount" bigint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"biz_status" smallint DEFAULT 0 NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"refund_reason" varchar(200) DEFAULT '' NOT NULL,
	"refuse_refund_reason" varchar(200) DEFAULT '' NOT NULL,
	"game_account" varchar(64) NOT NULL,
	"text_id" varchar(64) DEFAULT '' NOT NULL,
	"game_region" varchar(32) NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"order_remarks" varchar(200) DEFAULT '' NOT NULL,
	"order_type" smallint DEFAULT 0 NOT NULL,
	"designated_worker_id" integer,
	"worker_id" integer,
	"worker_name" varchar(20) DEFAULT '' NOT NULL,
	"lottery_num" integer DEFAULT 0 NOT NULL,
	"lottery_num_already" integer DEFAULT 0 NOT NULL,
	"lottery_results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachment" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_num_unique" UNIQUE("order_num"),
	CONSTRAINT "orders_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount" > 0 and "orders"."worker_amount" >= 0),
	CONSTRAINT "orders_quantity_range" CHECK ("orders"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"description" varchar(127) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"method" varchar(8) DEFAULT 'wechat' NOT NULL,
	"prepay_id" varchar(64),
	"transaction_id" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_refund_no" varchar(64) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"amount" bigint NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"refund_id" varchar(64),
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "refunds_out_refund_no_unique" UNIQUE("out_refund_no"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_game_type_id_games_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_designated_worker_id_users_id_fk" FOREIGN KEY ("designated_worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_hall_idx" ON "orders" USING btree ("status","biz_status","refund_status");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "refunds_trade_idx" ON "refunds" USING btree ("out_trade_no");