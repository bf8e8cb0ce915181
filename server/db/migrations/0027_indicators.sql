CREATE TABLE "art_cycle" (
	"art_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"business_ms" bigint,
	"after_approval" boolean DEFAULT false NOT NULL,
	CONSTRAINT "art_cycle_art_id_seq_pk" PRIMARY KEY("art_id","seq"),
	CONSTRAINT "art_cycle_kind_valid" CHECK ("art_cycle"."kind" in ('request', 'change'))
);
--> statement-breakpoint
CREATE TABLE "art_fact" (
	"art_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"first_delivered_at" timestamp with time zone,
	"first_approved_at" timestamp with time zone,
	"rounds_before_approval" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "art_fact_stale" (
	"art_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "art_cycle" ADD CONSTRAINT "art_cycle_art_id_art_request_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_fact" ADD CONSTRAINT "art_fact_art_id_art_request_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "art_cycle_due_idx" ON "art_cycle" USING btree ("due_at","delivered_at","owner_id");--> statement-breakpoint
CREATE INDEX "art_cycle_delivered_idx" ON "art_cycle" USING btree ("delivered_at","kind","business_ms","owner_id");--> statement-breakpoint
CREATE INDEX "art_fact_requested_idx" ON "art_fact" USING btree ("requested_at","owner_id");--> statement-breakpoint
CREATE INDEX "art_fact_delivered_idx" ON "art_fact" USING btree ("first_delivered_at","owner_id");--> statement-breakpoint
CREATE INDEX "art_fact_approved_idx" ON "art_fact" USING btree ("first_approved_at","owner_id","rounds_before_approval");--> statement-breakpoint
CREATE INDEX "art_event_type_created_idx" ON "art_event" USING btree ("type","created_at","art_id","version");--> statement-breakpoint
CREATE INDEX "charge_refunded_at_idx" ON "charge" USING btree ("refunded_at") WHERE "charge"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "credit_ledger_created_idx" ON "credit_ledger" USING btree ("created_at","kind","amount","user_id");--> statement-breakpoint
-- An art whose history grew is marked stale; its facts are derived again before the next read
-- (server/indicators/art-facts.service.ts). A statement-level trigger: one insert per statement.
CREATE OR REPLACE FUNCTION art_fact_mark_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO art_fact_stale (art_id) SELECT DISTINCT art_id FROM new_events ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER art_event_mark_stale AFTER INSERT ON art_event
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION art_fact_mark_stale();--> statement-breakpoint
-- The arts already there are derived on the first read.
INSERT INTO art_fact_stale (art_id) SELECT id FROM art_request;
