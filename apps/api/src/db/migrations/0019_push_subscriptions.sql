ALTER TABLE "subscriptions" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "push_endpoint" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "push_p256dh" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "push_auth" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_push_endpoint_idx" ON "subscriptions" USING btree ("push_endpoint");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_channel_check" CHECK (("channel" = 'email' AND "email" IS NOT NULL) OR ("channel" = 'push' AND "push_endpoint" IS NOT NULL AND "push_p256dh" IS NOT NULL AND "push_auth" IS NOT NULL));--> statement-breakpoint
CREATE TABLE "push_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_keys_one_row" CHECK ("id" = 1)
);
