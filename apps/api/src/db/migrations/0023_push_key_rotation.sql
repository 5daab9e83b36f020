ALTER TABLE "push_keys" DROP CONSTRAINT "push_keys_one_row";--> statement-breakpoint
ALTER TABLE "push_keys" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "push_keys" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "push_keys_current_idx" ON "push_keys" USING btree ((true)) WHERE "push_keys"."retired_at" IS NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "push_key_id" smallint;--> statement-breakpoint
UPDATE "subscriptions" SET "push_key_id" = (SELECT "id" FROM "push_keys" ORDER BY "id" LIMIT 1) WHERE "channel" = 'push';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_push_key_id_push_keys_id_fk" FOREIGN KEY ("push_key_id") REFERENCES "public"."push_keys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_push_key_idx" ON "subscriptions" USING btree ("push_key_id") WHERE "subscriptions"."push_key_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "subscription_sends_item_idx" ON "subscription_sends" USING btree ("kind","item_id");
