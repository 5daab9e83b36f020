CREATE TABLE "transfer_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tc_number" text NOT NULL,
	"admission_number" text NOT NULL,
	"student_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"class_last_studied" text NOT NULL,
	"date_of_leaving" date NOT NULL,
	"date_of_issue" date NOT NULL,
	"scan_key" text NOT NULL,
	"scan_file_name" text DEFAULT '' NOT NULL,
	"scan_size" integer DEFAULT 0 NOT NULL,
	"scan_pages" integer DEFAULT 1 NOT NULL,
	"verify_token" text NOT NULL,
	"withdrawn_on" date,
	"withdrawn_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_certificates_tc_number_idx" ON "transfer_certificates" USING btree ("tc_number");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_certificates_verify_token_idx" ON "transfer_certificates" USING btree ("verify_token");--> statement-breakpoint
CREATE INDEX "transfer_certificates_created_idx" ON "transfer_certificates" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "tc_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL,
	"tc_number" text NOT NULL,
	"result" text NOT NULL,
	"via" text DEFAULT 'form' NOT NULL,
	"certificate_id" uuid,
	"copy_token_hash" text,
	"copy_expires_at" timestamp with time zone,
	"looked_up_on" date,
	"copy_served" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tc_lookups" ADD CONSTRAINT "tc_lookups_certificate_id_transfer_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."transfer_certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tc_lookups_created_idx" ON "tc_lookups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tc_lookups_copy_token_idx" ON "tc_lookups" USING btree ("copy_token_hash");
