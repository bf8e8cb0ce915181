CREATE TABLE "rum_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"buckets" integer[] NOT NULL,
	"elements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"in_window" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rum_daily_day_page_device_metric_pk" PRIMARY KEY("day","page","device","metric"),
	CONSTRAINT "rum_daily_device_valid" CHECK ("rum_daily"."device" in ('mobile', 'desktop')),
	CONSTRAINT "rum_daily_metric_valid" CHECK ("rum_daily"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "rum_daily_count_positive" CHECK ("rum_daily"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "rum_summary" (
	"page" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"buckets" integer[] NOT NULL,
	"elements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "rum_summary_page_device_metric_pk" PRIMARY KEY("page","device","metric"),
	CONSTRAINT "rum_summary_count_not_negative" CHECK ("rum_summary"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rum_daily_in_window_idx" ON "rum_daily" USING btree ("day") WHERE "rum_daily"."in_window";