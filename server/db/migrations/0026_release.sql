CREATE TABLE "art_release" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"art_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"plate_maker_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"confirmed_at" timestamp with time zone,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "art_release_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "art_release_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"type" text NOT NULL,
	"entry" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "art_release_event_type_valid" CHECK ("art_release_event"."type" in ('downloaded', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "plate_maker" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"whatsapp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_valid";--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "tech_sheet" jsonb;--> statement-breakpoint
ALTER TABLE "art_release" ADD CONSTRAINT "art_release_art_id_art_request_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_release" ADD CONSTRAINT "art_release_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_release" ADD CONSTRAINT "art_release_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_release" ADD CONSTRAINT "art_release_plate_maker_id_plate_maker_id_fk" FOREIGN KEY ("plate_maker_id") REFERENCES "public"."plate_maker"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_release" ADD CONSTRAINT "art_release_revoked_by_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_release" ADD CONSTRAINT "art_release_sent_by_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_release_event" ADD CONSTRAINT "art_release_event_release_id_art_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."art_release"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_maker" ADD CONSTRAINT "plate_maker_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "art_release_art_idx" ON "art_release" USING btree ("art_id","created_at");--> statement-breakpoint
CREATE INDEX "art_release_event_release_idx" ON "art_release_event" USING btree ("release_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_maker_owner_email_unique" ON "plate_maker" USING btree ("owner_id","email");--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_valid" CHECK ("admin_audit"."action" in ('art_started', 'art_delivered', 'art_withdrawn', 'credits_granted', 'client_deactivated', 'client_reactivated', 'account_data_exported', 'account_deleted', 'preflight_warning_accepted', 'turnaround_changed', 'art_cancelled', 'mail_resent', 'payment_settings_changed', 'charge_confirmed', 'charge_refunded', 'charge_waived', 'art_approved', 'release_sent', 'release_revoked'));