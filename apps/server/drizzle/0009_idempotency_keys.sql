CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" smallint,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");