ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_valid";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "resent_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_resent_id_mail_outbox_id_fk" FOREIGN KEY ("resent_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."failed_at" is not null;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_valid" CHECK ("admin_audit"."action" in ('art_started', 'art_delivered', 'credits_granted', 'client_deactivated', 'client_reactivated', 'account_data_exported', 'account_deleted', 'preflight_warning_accepted', 'turnaround_changed', 'art_cancelled', 'mail_resent'));