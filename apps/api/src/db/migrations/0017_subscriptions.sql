CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"topics" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"digest_day" smallint DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	"pending_choices" jsonb,
	"confirm_round" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_token_idx" ON "subscriptions" USING btree ("token");--> statement-breakpoint
CREATE TABLE "subscription_announcements" (
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"audience" text DEFAULT 'matching' NOT NULL,
	"queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_announcements_item_kind_item_id_round_pk" PRIMARY KEY("item_kind","item_id","round")
);
--> statement-breakpoint
CREATE TABLE "subscription_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"delivery" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_sends" ADD CONSTRAINT "subscription_sends_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_sends_once_idx" ON "subscription_sends" USING btree ("subscription_id","kind","item_id","round");--> statement-breakpoint
CREATE INDEX "subscription_sends_due_idx" ON "subscription_sends" USING btree ("next_attempt_at") WHERE "subscription_sends"."delivery" = 'pending';--> statement-breakpoint
INSERT INTO "subscription_announcements" ("item_kind", "item_id", "round", "queued_at") SELECT 'notice', "id", 1, now() FROM "notices" WHERE "publication" = 'published' AND ("publish_at" IS NULL OR "publish_at" <= now());--> statement-breakpoint
INSERT INTO "subscription_announcements" ("item_kind", "item_id", "round", "queued_at") SELECT 'event', "id", 1, now() FROM "events" WHERE "publication" = 'published' AND ("publish_at" IS NULL OR "publish_at" <= now());
