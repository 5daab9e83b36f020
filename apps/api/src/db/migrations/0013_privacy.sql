ALTER TABLE "enquiries" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "enquiries_updated_idx" ON "enquiries" USING btree ("updated_at");--> statement-breakpoint
CREATE TABLE "enquiry_counts" (
	"week" date NOT NULL,
	"kind" text NOT NULL,
	"class_sought" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enquiry_counts_week_kind_class_sought_pk" PRIMARY KEY("week","kind","class_sought")
);--> statement-breakpoint
CREATE TABLE "privacy_notice_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
