ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_valid";--> statement-breakpoint
ALTER TABLE "art_event" DROP CONSTRAINT "art_event_type_valid";--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_kind_valid";--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "withdrawn_note" text;--> statement-breakpoint
CREATE INDEX "stored_file_draft_created_idx" ON "stored_file" USING btree ("created_at") WHERE "stored_file"."kind" = 'delivery_draft';--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_valid" CHECK ("admin_audit"."action" in ('art_started', 'art_delivered', 'art_withdrawn', 'credits_granted', 'client_deactivated', 'client_reactivated', 'account_data_exported', 'account_deleted', 'preflight_warning_accepted', 'turnaround_changed', 'art_cancelled', 'mail_resent'));--> statement-breakpoint
ALTER TABLE "art_event" ADD CONSTRAINT "art_event_type_valid" CHECK ("art_event"."type" in ('requested', 'started', 'delivered', 'approved', 'change_requested', 'imported', 'comment_added', 'comment_replied', 'comment_resolved', 'comment_reopened', 'cancelled', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_kind_valid" CHECK ("stored_file"."kind" in ('attachment', 'delivery', 'die_line', 'delivery_draft'));