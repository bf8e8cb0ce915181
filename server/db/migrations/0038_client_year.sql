CREATE TABLE "indicator_client_year" (
	"year" date NOT NULL,
	"owner_id" text NOT NULL,
	"dated" integer NOT NULL,
	"requested" integer NOT NULL,
	"approved" integer NOT NULL,
	"received_cents" integer NOT NULL,
	CONSTRAINT "indicator_client_year_year_owner_id_pk" PRIMARY KEY("year","owner_id")
);
--> statement-breakpoint
CREATE INDEX "indicator_client_year_rank_idx" ON "indicator_client_year" USING btree ("year","owner_id","dated","received_cents","requested","approved");--> statement-breakpoint
-- The clients' years from their months already built (a month still stale rebuilds its clients'
-- years with its days: server/indicators/indicator-days.service.ts).
INSERT INTO indicator_client_year (year, owner_id, dated, requested, approved, received_cents)
SELECT date_trunc('year', month)::date, owner_id, sum(dated), sum(requested), sum(approved),
  sum(received_cents)
FROM indicator_client_month GROUP BY 1, 2;
