CREATE TABLE "indicator_client_month" (
	"month" date NOT NULL,
	"owner_id" text NOT NULL,
	"dated" integer NOT NULL,
	"requested" integer NOT NULL,
	"approved" integer NOT NULL,
	"received_cents" integer NOT NULL,
	CONSTRAINT "indicator_client_month_month_owner_id_pk" PRIMARY KEY("month","owner_id")
);
--> statement-breakpoint
CREATE TABLE "indicator_day" (
	"day" date NOT NULL,
	"owner_id" text NOT NULL,
	"dated" integer DEFAULT 0 NOT NULL,
	"requested" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"right_first_time" integer DEFAULT 0 NOT NULL,
	"credits_cents" integer DEFAULT 0 NOT NULL,
	"fees_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"due" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"failed_deliveries" integer DEFAULT 0 NOT NULL,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"credits_refunded" integer DEFAULT 0 NOT NULL,
	"waived_fees" integer DEFAULT 0 NOT NULL,
	"waived_fees_cents" integer DEFAULT 0 NOT NULL,
	"turnaround" jsonb DEFAULT '{"request":[],"change":[]}'::jsonb NOT NULL,
	CONSTRAINT "indicator_day_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
CREATE TABLE "indicator_day_stale" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "indicator_client_month_rank_idx" ON "indicator_client_month" USING btree ("month","owner_id","dated","received_cents","requested","approved");--> statement-breakpoint
CREATE INDEX "indicator_day_clients_idx" ON "indicator_day" USING btree ("day","owner_id","dated","credits_cents","fees_cents","refunded_cents","requested","approved");--> statement-breakpoint
CREATE INDEX "charge_unpaid_fee_idx" ON "charge" USING btree ("created_at") WHERE "charge"."reason" = 'approval_fee' and "charge"."status" in ('open', 'expired');--> statement-breakpoint
-- A write to a row 'Indicadores' counts marks its studio day (America/Bahia, STUDIO_TIME_ZONE)
-- stale; the day's indicator_day rows are rebuilt before the next read
-- (server/indicators/indicator-days.service.ts, docs/decisions/0015-indicators-from-derived-cycles.md). Statement-level: one insert
-- per statement. TG_ARGV[0] is a query of the moments a row counts at, over `$rows`: the
-- statement's new rows, its old rows, or both for an update. In day order, so two writers marking
-- the same days take them in the same order.
CREATE OR REPLACE FUNCTION indicator_day_mark_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_name text;
BEGIN
  FOREACH rows_name IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows']
    ELSE ARRAY['new_rows', 'old_rows'] END
  LOOP
    EXECUTE format(
      'INSERT INTO indicator_day_stale (day) SELECT DISTINCT (m.at AT TIME ZONE %L)::date FROM (%s) m(at) WHERE m.at IS NOT NULL ORDER BY 1 ON CONFLICT DO NOTHING',
      'America/Bahia', replace(TG_ARGV[0], '$rows', rows_name));
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER art_fact_day_ins AFTER INSERT ON art_fact REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT requested_at FROM $rows UNION ALL SELECT first_delivered_at FROM $rows UNION ALL SELECT first_approved_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER art_fact_day_upd AFTER UPDATE ON art_fact REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT requested_at FROM $rows UNION ALL SELECT first_delivered_at FROM $rows UNION ALL SELECT first_approved_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER art_fact_day_del AFTER DELETE ON art_fact REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT requested_at FROM $rows UNION ALL SELECT first_delivered_at FROM $rows UNION ALL SELECT first_approved_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER art_cycle_day_ins AFTER INSERT ON art_cycle REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT due_at FROM $rows UNION ALL SELECT delivered_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER art_cycle_day_upd AFTER UPDATE ON art_cycle REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT due_at FROM $rows UNION ALL SELECT delivered_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER art_cycle_day_del AFTER DELETE ON art_cycle REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT due_at FROM $rows UNION ALL SELECT delivered_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER art_event_day_ins AFTER INSERT ON art_event REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT created_at FROM $rows WHERE type = ''delivered''');--> statement-breakpoint
CREATE TRIGGER art_event_day_upd AFTER UPDATE ON art_event REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT created_at FROM $rows WHERE type = ''delivered''');--> statement-breakpoint
CREATE TRIGGER art_event_day_del AFTER DELETE ON art_event REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT created_at FROM $rows WHERE type = ''delivered''');--> statement-breakpoint
CREATE TRIGGER stored_file_day_ins AFTER INSERT ON stored_file REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT e.created_at FROM $rows f JOIN art_event e ON e.art_id = f.art_id AND e.version = f.version AND e.type = ''delivered'' WHERE f.kind = ''delivery''');--> statement-breakpoint
CREATE TRIGGER stored_file_day_upd AFTER UPDATE ON stored_file REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT e.created_at FROM $rows f JOIN art_event e ON e.art_id = f.art_id AND e.version = f.version AND e.type = ''delivered'' WHERE f.kind = ''delivery''');--> statement-breakpoint
CREATE TRIGGER stored_file_day_del AFTER DELETE ON stored_file REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT e.created_at FROM $rows f JOIN art_event e ON e.art_id = f.art_id AND e.version = f.version AND e.type = ''delivered'' WHERE f.kind = ''delivery''');--> statement-breakpoint
CREATE TRIGGER preflight_report_day_ins AFTER INSERT ON preflight_report REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT e.created_at FROM $rows r JOIN stored_file f ON f.id = r.file_id AND f.kind = ''delivery'' JOIN art_event e ON e.art_id = f.art_id AND e.version = f.version AND e.type = ''delivered''');--> statement-breakpoint
CREATE TRIGGER preflight_report_day_upd AFTER UPDATE ON preflight_report REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT e.created_at FROM $rows r JOIN stored_file f ON f.id = r.file_id AND f.kind = ''delivery'' JOIN art_event e ON e.art_id = f.art_id AND e.version = f.version AND e.type = ''delivered''');--> statement-breakpoint
CREATE TRIGGER preflight_report_day_del AFTER DELETE ON preflight_report REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT e.created_at FROM $rows r JOIN stored_file f ON f.id = r.file_id AND f.kind = ''delivery'' JOIN art_event e ON e.art_id = f.art_id AND e.version = f.version AND e.type = ''delivered''');--> statement-breakpoint
CREATE TRIGGER credit_ledger_day_ins AFTER INSERT ON credit_ledger REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT created_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER credit_ledger_day_upd AFTER UPDATE ON credit_ledger REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT created_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER credit_ledger_day_del AFTER DELETE ON credit_ledger REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT created_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER charge_day_ins AFTER INSERT ON charge REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT paid_at FROM $rows UNION ALL SELECT refunded_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER charge_day_upd AFTER UPDATE ON charge REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT paid_at FROM $rows UNION ALL SELECT refunded_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER charge_day_del AFTER DELETE ON charge REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT paid_at FROM $rows UNION ALL SELECT refunded_at FROM $rows');--> statement-breakpoint
CREATE TRIGGER charge_event_day_ins AFTER INSERT ON charge_event REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT created_at FROM $rows WHERE type = ''waived''');--> statement-breakpoint
CREATE TRIGGER charge_event_day_del AFTER DELETE ON charge_event REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION indicator_day_mark_stale('SELECT created_at FROM $rows WHERE type = ''waived''');--> statement-breakpoint
-- Every day a counted row falls on (after a bulk load that bypassed the triggers, too).
CREATE OR REPLACE FUNCTION indicator_days_mark_all_stale() RETURNS void LANGUAGE sql AS $$
  INSERT INTO indicator_day_stale (day)
  SELECT DISTINCT (m.at AT TIME ZONE 'America/Bahia')::date FROM (
    SELECT requested_at FROM art_fact UNION ALL SELECT first_delivered_at FROM art_fact
    UNION ALL SELECT first_approved_at FROM art_fact
    UNION ALL SELECT due_at FROM art_cycle UNION ALL SELECT delivered_at FROM art_cycle
    UNION ALL SELECT created_at FROM art_event WHERE type = 'delivered'
    UNION ALL SELECT created_at FROM credit_ledger
    UNION ALL SELECT paid_at FROM charge UNION ALL SELECT refunded_at FROM charge
    UNION ALL SELECT created_at FROM charge_event WHERE type = 'waived'
  ) m(at) WHERE m.at IS NOT NULL ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- Every day with a row already there is built on the first read.
SELECT indicator_days_mark_all_stale();
