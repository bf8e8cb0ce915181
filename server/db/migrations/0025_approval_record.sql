CREATE TABLE "art_approval" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"art_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"version" integer,
	"code" text NOT NULL,
	"files" jsonb NOT NULL,
	"preview_pages" jsonb,
	"brief" jsonb,
	"preflight" jsonb,
	"approver_name" text NOT NULL,
	"approver_email" text NOT NULL,
	"company" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"terms_version" text NOT NULL,
	"checklist" jsonb NOT NULL,
	"open_pins" jsonb NOT NULL,
	"open_pins_acknowledged" boolean DEFAULT false NOT NULL,
	"termo_storage_key" text,
	"termo_sha256" text,
	"termo_size" integer,
	"termo_made_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"replaced_by_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "art_approval_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_valid";--> statement-breakpoint
ALTER TABLE "art_approval" ADD CONSTRAINT "art_approval_art_id_art_request_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_approval" ADD CONSTRAINT "art_approval_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "art_approval_art_idx" ON "art_approval" USING btree ("art_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "art_approval_current_unique" ON "art_approval" USING btree ("art_id") WHERE "art_approval"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "art_approval_termo_sha_idx" ON "art_approval" USING btree ("termo_sha256");--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_valid" CHECK ("admin_audit"."action" in ('art_started', 'art_delivered', 'art_withdrawn', 'credits_granted', 'client_deactivated', 'client_reactivated', 'account_data_exported', 'account_deleted', 'preflight_warning_accepted', 'turnaround_changed', 'art_cancelled', 'mail_resent', 'payment_settings_changed', 'charge_confirmed', 'charge_refunded', 'charge_waived', 'art_approved'));