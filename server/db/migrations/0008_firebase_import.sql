ALTER TABLE "art_event" DROP CONSTRAINT "art_event_type_valid";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_kind_valid";--> statement-breakpoint
ALTER TABLE "art_request" ADD COLUMN "firebase_doc_id" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "firebase_uid" text;--> statement-breakpoint
ALTER TABLE "art_request" ADD CONSTRAINT "art_request_firebase_doc_id_unique" UNIQUE("firebase_doc_id");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_firebase_uid_unique" UNIQUE("firebase_uid");--> statement-breakpoint
ALTER TABLE "art_event" ADD CONSTRAINT "art_event_type_valid" CHECK ("art_event"."type" in ('requested', 'started', 'delivered', 'approved', 'change_requested', 'imported'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_kind_valid" CHECK ("credit_ledger"."kind" in ('grant', 'debit', 'expiry', 'import'));