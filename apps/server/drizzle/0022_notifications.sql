CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"title" varchar(40) NOT NULL,
	"body" varchar(200) NOT NULL,
	"order_id" integer,
	"link" varchar(200) DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{"orderNum":"","amount":null}'::jsonb NOT NULL,
	"dedupe_key" varchar(80),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_access_tokens" (
	"app_id" varchar(32) PRIMARY KEY NOT NULL,
	"token" varchar(512) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_sim_template_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"openid" varchar(64) NOT NULL,
	"template_id" varchar(64) NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_template_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" bigint NOT NULL,
	"openid" varchar(64) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" varchar(200),
	"msgid" varchar(32),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_template_sends" ADD CONSTRAINT "wechat_template_sends_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "wechat_sim_template_messages_openid_idx" ON "wechat_sim_template_messages" USING btree ("openid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_template_sends_once" ON "wechat_template_sends" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "wechat_template_sends_due_idx" ON "wechat_template_sends" USING btree ("next_attempt_at") WHERE "wechat_template_sends"."status" = 0;