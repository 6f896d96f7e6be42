ALTER TABLE "product_prices" ADD COLUMN "offer_ends_at" timestamp with time zone;--> statement-breakpoint
-- Offers made before offers had an end: they end two weeks after this migration, and a
-- "former price" no higher than the price was never a saving.
UPDATE "product_prices" SET "strike_amount" = NULL WHERE "strike_amount" <= "amount";--> statement-breakpoint
UPDATE "product_prices" SET "offer_ends_at" = now() + interval '14 days' WHERE "strike_amount" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_offer_check" CHECK ("product_prices"."strike_amount" is null or ("product_prices"."strike_amount" > "product_prices"."amount" and "product_prices"."offer_ends_at" is not null));
