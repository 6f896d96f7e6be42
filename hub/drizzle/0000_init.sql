CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "product_prices_currency_check" CHECK ("product_prices"."currency" in ('EUR', 'USD', 'GBP', 'CHF')),
	CONSTRAINT "product_prices_amount_check" CHECK ("product_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "products_slug_en_unique" UNIQUE("slug_en"),
	CONSTRAINT "products_platform_check" CHECK ("products"."platform" in ('windows', 'mac', 'android', 'ios'))
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;