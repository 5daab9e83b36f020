CREATE TABLE "visit_counts" (
	"period" text NOT NULL,
	"start" date NOT NULL,
	"measure" text NOT NULL,
	"key" text NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_counts_period_start_measure_key_locale_pk" PRIMARY KEY("period","start","measure","key","locale")
);
--> statement-breakpoint
CREATE TABLE "visit_uniques" (
	"period" text NOT NULL,
	"start" date NOT NULL,
	"registers" smallint[] NOT NULL,
	CONSTRAINT "visit_uniques_period_start_pk" PRIMARY KEY("period","start")
);
