ALTER TABLE "subscription_sends" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_sends" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "subscription_sends" ADD COLUMN "recipient_key" text;--> statement-breakpoint
ALTER TABLE "subscription_sends" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "subscription_sends" ADD CONSTRAINT "subscription_sends_recipient_check" CHECK ("subscription_sends"."subscription_id" IS NOT NULL OR "subscription_sends"."recipient_key" IS NOT NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_sends_address_once_idx" ON "subscription_sends" USING btree ("kind","item_id","round","recipient_key") WHERE "subscription_sends"."subscription_id" IS NULL;--> statement-breakpoint
ALTER TABLE "privacy_incidents" RENAME COLUMN "notice_sent_at" TO "notice_approved_at";--> statement-breakpoint
ALTER TABLE "privacy_incidents" RENAME COLUMN "notice_sent_count" TO "notice_queued";--> statement-breakpoint
ALTER TABLE "privacy_incidents" ADD COLUMN "notice_text_hi" text DEFAULT '' NOT NULL;
