CREATE TABLE "disclosure_link_checks" (
	"target" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"section" text NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"error" text DEFAULT '' NOT NULL,
	"first_failed_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_disclosure_sections" (
	"section" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
