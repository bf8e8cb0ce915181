CREATE TABLE "charge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"credits" integer,
	"art_id" uuid,
	"txid" text NOT NULL,
	"provider" text,
	"provider_id" text,
	"pix_copia_e_cola" text,
	"pay_url" text,
	"expires_at" timestamp with time zone,
	"end_to_end_id" text,
	"paid_cents" integer,
	"paid_at" timestamp with time zone,
	"refunded_cents" integer,
	"refunded_at" timestamp with time zone,
	"refund_id" text,
	"credits_removed" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_txid_unique" UNIQUE("txid"),
	CONSTRAINT "charge_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "charge_reason_valid" CHECK ("charge"."reason" in ('credits', 'approval_fee')),
	CONSTRAINT "charge_status_valid" CHECK ("charge"."status" in ('open', 'paid', 'expired', 'refunded', 'cancelled', 'waived')),
	CONSTRAINT "charge_amount_positive" CHECK ("charge"."amount_cents" > 0),
	CONSTRAINT "charge_reason_fields" CHECK (("charge"."reason" = 'credits' and "charge"."credits" > 0 and "charge"."art_id" is null) or ("charge"."reason" = 'approval_fee' and "charge"."credits" is null and "charge"."art_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "charge_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_id" text,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_event_type_valid" CHECK ("charge_event"."type" in ('created', 'paid', 'expired', 'refunded', 'waived', 'cancelled', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_valid";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_kind_valid";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "charge_id" uuid;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "credit_price_cents" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "credit_packages" jsonb DEFAULT '[{"credits":5,"discountPercent":0},{"credits":10,"discountPercent":0},{"credits":20,"discountPercent":0}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "approval_fee_cents" integer DEFAULT 6000 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "pix_expiry_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "pix_merchant_name" text;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD COLUMN "pix_merchant_city" text;--> statement-breakpoint
ALTER TABLE "charge" ADD CONSTRAINT "charge_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge" ADD CONSTRAINT "charge_art_id_art_request_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_event" ADD CONSTRAINT "charge_event_charge_id_charge_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_event" ADD CONSTRAINT "charge_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_owner_created_idx" ON "charge" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "charge_created_idx" ON "charge" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "charge_paid_at_idx" ON "charge" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "charge_art_idx" ON "charge" USING btree ("art_id");--> statement-breakpoint
CREATE INDEX "charge_open_expires_idx" ON "charge" USING btree ("expires_at") WHERE "charge"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "charge_open_fee_unique" ON "charge" USING btree ("art_id") WHERE "charge"."reason" = 'approval_fee' and "charge"."status" = 'open';--> statement-breakpoint
CREATE INDEX "charge_event_charge_idx" ON "charge_event" USING btree ("charge_id","created_at");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_charge_id_charge_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_purchase_charge_unique" ON "credit_ledger" USING btree ("charge_id") WHERE "credit_ledger"."kind" = 'purchase';--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_valid" CHECK ("admin_audit"."action" in ('art_started', 'art_delivered', 'art_withdrawn', 'credits_granted', 'client_deactivated', 'client_reactivated', 'account_data_exported', 'account_deleted', 'preflight_warning_accepted', 'turnaround_changed', 'art_cancelled', 'mail_resent', 'payment_settings_changed', 'charge_confirmed', 'charge_refunded', 'charge_waived'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_kind_valid" CHECK ("credit_ledger"."kind" in ('grant', 'debit', 'expiry', 'import', 'purchase', 'refund'));--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_credit_price_bounds" CHECK ("studio_settings"."credit_price_cents" between 100 and 1000000);--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_approval_fee_bounds" CHECK ("studio_settings"."approval_fee_cents" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_pix_expiry_bounds" CHECK ("studio_settings"."pix_expiry_minutes" between 5 and 1440);