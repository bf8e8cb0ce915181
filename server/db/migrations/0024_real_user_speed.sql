CREATE TABLE "rum_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"device" text NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	"buckets" integer[] NOT NULL,
	"elements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "rum_daily_day_page_device_metric_pk" PRIMARY KEY("day","page","device","metric"),
	CONSTRAINT "rum_daily_device_valid" CHECK ("rum_daily"."device" in ('mobile', 'desktop')),
	CONSTRAINT "rum_daily_metric_valid" CHECK ("rum_daily"."metric" in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
	CONSTRAINT "rum_daily_count_positive" CHECK ("rum_daily"."count" > 0)
);
