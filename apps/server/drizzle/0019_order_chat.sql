CREATE TABLE "order_chat_marks" (
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"delivered_id" bigint DEFAULT 0 NOT NULL,
	"read_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_chat_marks_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "order_message_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"handled_by" integer,
	"handled_note" varchar(200),
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sender_role" varchar(8) NOT NULL,
	"sender_id" integer NOT NULL,
	"body" varchar(500) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_chat_marks" ADD CONSTRAINT "order_chat_marks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_chat_marks" ADD CONSTRAINT "order_chat_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message_reports" ADD CONSTRAINT "order_message_reports_message_id_order_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."order_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message_reports" ADD CONSTRAINT "order_message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message_reports" ADD CONSTRAINT "order_message_reports_handled_by_staff_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_chat_marks_user_idx" ON "order_chat_marks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_message_reports_once" ON "order_message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "order_message_reports_pending_idx" ON "order_message_reports" USING btree ("created_at") WHERE "order_message_reports"."status" = 0;--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","id");