CREATE TABLE "conversion_postbacks" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"last_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"rejected_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversion_postbacks" ADD CONSTRAINT "conversion_postbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversion_postbacks_due_idx" ON "conversion_postbacks" USING btree ("next_attempt_at") WHERE "conversion_postbacks"."sent_at" is null and "conversion_postbacks"."rejected_at" is null;