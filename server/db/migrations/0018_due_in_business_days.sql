CREATE TABLE "data_migration" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"turnaround_days" integer DEFAULT 2 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_settings_single_row" CHECK ("studio_settings"."id" = 1),
	CONSTRAINT "studio_settings_turnaround_bounds" CHECK ("studio_settings"."turnaround_days" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_valid";--> statement-breakpoint
ALTER TABLE "art_request" ADD COLUMN "turnaround_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_settings" ADD CONSTRAINT "studio_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_valid" CHECK ("admin_audit"."action" in ('art_started', 'art_delivered', 'credits_granted', 'client_deactivated', 'client_reactivated', 'account_data_exported', 'account_deleted', 'preflight_warning_accepted', 'turnaround_changed'));