CREATE TABLE "coupon_redemptions" (
	"coupon_code" text NOT NULL,
	"email_hash" text NOT NULL,
	"used_count" integer NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_code_email_hash_pk" PRIMARY KEY("coupon_code","email_hash"),
	CONSTRAINT "coupon_redemptions_used_count_check" CHECK ("coupon_redemptions"."used_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_download_counts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_sequence";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "uploader_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_ip" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_user_agent" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_text_version" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "claim_token_hash" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "minimum_amounts" jsonb;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_token_hash" text;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "idle_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_download_counts" ADD CONSTRAINT "product_download_counts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_customer_idx" ON "support_tickets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_claim_token_hash_unique" UNIQUE("claim_token_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_claim_token_hash_unique" UNIQUE("claim_token_hash");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_customer_limit_check" CHECK ("coupons"."per_customer_limit" is null or "coupons"."per_customer_limit" >= 1);--> statement-breakpoint
-- Tickets filed before this upgrade were listed by address in the account of a verified
-- holder; keep them there (new tickets join an account only when its holder claims them).
UPDATE "support_tickets" SET "customer_id" = "customers"."id" FROM "customers" WHERE "support_tickets"."customer_id" IS NULL AND lower("support_tickets"."email") = "customers"."email" AND "customers"."password_hash" IS NOT NULL AND "customers"."email_verified_at" IS NOT NULL AND "customers"."deleted_at" IS NULL;
