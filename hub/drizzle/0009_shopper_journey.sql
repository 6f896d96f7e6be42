-- Trigram similarity for typo-tolerant search (issue 19, point 19). PostgreSQL ships it in contrib;
-- PGlite loads it as an extension (hub/src/db/database.ts). drizzle-kit does not write this line.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"product_id" integer NOT NULL,
	"mailbox" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_claims_product_id_mailbox_pk" PRIMARY KEY("product_id","mailbox")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"headline" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	CONSTRAINT "promotions_key_unique" UNIQUE("key"),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('free-full-version'))
);
--> statement-breakpoint
CREATE TABLE "personal_coupons" (
	"coupon_code" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"owner_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_coupons_purpose_owner" UNIQUE("purpose","owner_hash")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"group_key" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_synonyms_group_key_term_pk" PRIMARY KEY("group_key","term")
);
--> statement-breakpoint
ALTER TABLE "product_platforms" ADD COLUMN "store_url" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_coupons" ADD CONSTRAINT "personal_coupons_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotions_window_idx" ON "promotions" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "search_synonyms_term_idx" ON "search_synonyms" USING btree ("term");--> statement-breakpoint
ALTER TABLE "product_platforms" ADD CONSTRAINT "product_platforms_store_url_check" CHECK ("product_platforms"."store_url" is null or "product_platforms"."store_url" ~ '^https://');