ALTER TABLE "enquiries" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "note" text DEFAULT '' NOT NULL;
