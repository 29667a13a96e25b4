CREATE TABLE "game_login_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_game_logins" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"ciphertext" text,
	"iv" varchar(24),
	"auth_tag" varchar(32),
	"key_id" varchar(32) NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "order_game_logins_sealed_or_erased" CHECK (("order_game_logins"."erased_at" is null) = ("order_game_logins"."ciphertext" is not null and "order_game_logins"."iv" is not null and "order_game_logins"."auth_tag" is not null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "needs_game_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_login_reveals" ADD CONSTRAINT "game_login_reveals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_login_reveals" ADD CONSTRAINT "game_login_reveals_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_game_logins" ADD CONSTRAINT "order_game_logins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_login_reveals_order_idx" ON "game_login_reveals" USING btree ("order_id","revealed_at");--> statement-breakpoint
CREATE INDEX "order_game_logins_key_idx" ON "order_game_logins" USING btree ("key_id");