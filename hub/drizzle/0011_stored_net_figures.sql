ALTER TABLE "order_items" ADD COLUMN "offer_price_net" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_net" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill of the orders placed before the pricing module stored these figures: the §9 net of
-- a gross amount exactly as @schaufenster/pricing netOfGross computes it (numeric is exact and
-- rounds half away from zero): net = round(gross − round₃(gross·rate / (100 + rate)) · 100).
UPDATE "orders" SET "coupon_discount_net" = round("coupon_discount"::numeric - round("coupon_discount"::numeric * "tax_vat_percentage"::numeric / (100 * (100 + "tax_vat_percentage"::numeric)), 3) * 100) WHERE coalesce("coupon_discount", 0) > 0;--> statement-breakpoint
UPDATE "order_items" SET "offer_price_net" = round("order_items"."offer_price_gross"::numeric - round("order_items"."offer_price_gross"::numeric * "orders"."tax_vat_percentage"::numeric / (100 * (100 + "orders"."tax_vat_percentage"::numeric)), 3) * 100) FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "order_items"."offer_price_gross" IS NOT NULL;--> statement-breakpoint
-- The analysts' order figures now sum the stored coupon net: the covering index carries it
-- instead of the two columns the SQL formula needed (drizzle-kit writes no INCLUDE).
DROP INDEX IF EXISTS "orders_placed_at_idx";--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at") INCLUDE ("net_amount", "item_count", "coupon_discount_net", "sequence", "currency");
