ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_ends_after_start" CHECK ("banners"."ends_at" > "banners"."starts_at");