-- Stale marks become append-only: a mark per writing statement, no unique key. With one, a writer's
-- `INSERT … ON CONFLICT DO NOTHING` waited for the refresh that had taken (deleted, uncommitted)
-- the same art's or day's mark, while that refresh's own marks could wait for the writer: a
-- deadlock under load (docs/decisions/0015-indicators-from-derived-cycles.md). A refresh now reads
-- the distinct marks and deletes the ones it saw; a mark written meanwhile stays for the next.
ALTER TABLE "art_fact_stale" DROP CONSTRAINT "art_fact_stale_pkey";--> statement-breakpoint
ALTER TABLE "indicator_day_stale" DROP CONSTRAINT "indicator_day_stale_pkey";--> statement-breakpoint
CREATE INDEX "art_fact_stale_art_idx" ON "art_fact_stale" USING btree ("art_id");--> statement-breakpoint
CREATE INDEX "indicator_day_stale_day_idx" ON "indicator_day_stale" USING btree ("day");
