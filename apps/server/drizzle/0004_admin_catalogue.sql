ALTER TABLE "products" ADD COLUMN "kind" varchar(16) DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lottery_prizes" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lottery_draws_per_unit" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kind_known" CHECK ("products"."kind" in ('normal', 'lottery'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lottery_fields" CHECK (("products"."kind" = 'lottery') = ("products"."lottery_prizes" is not null and "products"."lottery_draws_per_unit" is not null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lottery_draws_positive" CHECK ("products"."lottery_draws_per_unit" is null or "products"."lottery_draws_per_unit" >= 1);