CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"description_de" text NOT NULL,
	"description_en" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "categories_slug_en_unique" UNIQUE("slug_en"),
	CONSTRAINT "categories_kind_check" CHECK ("categories"."kind" in ('platform', 'product'))
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"locale" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"layout" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "pages_key_locale_pk" PRIMARY KEY("key","locale"),
	CONSTRAINT "pages_locale_path" UNIQUE("locale","path"),
	CONSTRAINT "pages_layout_check" CHECK ("pages"."layout" in ('default', 'press'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_content" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"file" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb NOT NULL,
	CONSTRAINT "product_images_role_check" CHECK ("product_images"."role" in ('icon', 'screenshot'))
);
--> statement-breakpoint
CREATE TABLE "product_modifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	CONSTRAINT "product_modifications_product_key" UNIQUE("product_id","key")
);
--> statement-breakpoint
CREATE TABLE "product_platforms" (
	"product_id" integer NOT NULL,
	"platform" text NOT NULL,
	CONSTRAINT "product_platforms_product_id_platform_pk" PRIMARY KEY("product_id","platform"),
	CONSTRAINT "product_platforms_platform_check" CHECK ("product_platforms"."platform" in ('windows', 'mac', 'android', 'ios'))
);
--> statement-breakpoint
CREATE TABLE "promo_banners" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"headline" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"product_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "related_products_product_id_related_id_pk" PRIMARY KEY("product_id","related_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"author" text NOT NULL,
	"stars" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_product_locale_author" UNIQUE("product_id","locale","author"),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_locale_check" CHECK ("reviews"."locale" in ('de', 'en'))
);
--> statement-breakpoint
CREATE TABLE "setup_files" (
	"file_name" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"version" text NOT NULL,
	"platform" text NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "setup_files_product_version_platform" UNIQUE("product_id","version","platform"),
	CONSTRAINT "setup_files_version_check" CHECK ("setup_files"."version" in ('full', 'plus', 'trial', 'free'))
);
--> statement-breakpoint
CREATE TABLE "special_promo_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_options" (
	"product_id" integer NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount_per_period" integer NOT NULL,
	"strike_amount" integer,
	CONSTRAINT "subscription_options_product_id_period_currency_pk" PRIMARY KEY("product_id","period","currency"),
	CONSTRAINT "subscription_options_period_check" CHECK ("subscription_options"."period" ~ '^[1-9][0-9]?[dmy]$'),
	CONSTRAINT "subscription_options_amount_check" CHECK ("subscription_options"."amount_per_period" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "strike_amount" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "release_date" date DEFAULT '2024-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "download_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_content" ADD CONSTRAINT "product_content_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_modifications" ADD CONSTRAINT "product_modifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_platforms" ADD CONSTRAINT "product_platforms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_banners" ADD CONSTRAINT "promo_banners_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_banners" ADD CONSTRAINT "promo_banners_file_name_setup_files_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."setup_files"("file_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_products" ADD CONSTRAINT "related_products_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_files" ADD CONSTRAINT "setup_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_promo_products" ADD CONSTRAINT "special_promo_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_promo_products" ADD CONSTRAINT "special_promo_products_file_name_setup_files_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."setup_files"("file_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_options" ADD CONSTRAINT "subscription_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;