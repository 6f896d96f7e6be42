CREATE TABLE "product_facts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"version_date" date NOT NULL,
	"facts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "review_reports_review_reporter" UNIQUE("review_id","reporter_key"),
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'off-topic', 'false'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"website" text,
	"message" text NOT NULL,
	"attachment_id" uuid,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_attachment_id_unique" UNIQUE("attachment_id"),
	CONSTRAINT "applications_kind_check" CHECK ("applications"."kind" in ('partner', 'job'))
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"key" text PRIMARY KEY NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"title" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"employment" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"tasks" jsonb NOT NULL,
	"profile" jsonb NOT NULL,
	"published_on" date NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "job_openings_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "job_openings_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
CREATE TABLE "press_releases" (
	"key" text PRIMARY KEY NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"published_on" date NOT NULL,
	"product_id" integer,
	"title" jsonb NOT NULL,
	"lead" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "press_releases_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "press_releases_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "product_facts" ADD CONSTRAINT "product_facts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "press_releases_published_idx" ON "press_releases" USING btree ("published_on");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_locale_check" CHECK ("product_images"."locale" is null or "product_images"."locale" in ('de', 'en'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'published', 'rejected'));