CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"scene" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_sim_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" varchar(64) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","scene","created_at");--> statement-breakpoint
CREATE INDEX "sms_sim_messages_phone_idx" ON "sms_sim_messages" USING btree ("phone_number","created_at");