CREATE TABLE "wechat_sim_certificates" (
	"serial" varchar(40) PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"certificate" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_sim_transactions" ADD COLUMN "time_expire" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wechat_sim_transactions" ADD COLUMN "attach" varchar(128);