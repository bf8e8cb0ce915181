CREATE TABLE "proof_comment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"art_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"parent_id" uuid,
	"number" integer,
	"page" integer,
	"x" double precision,
	"y" double precision,
	"w" double precision,
	"h" double precision,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'aberto' NOT NULL,
	"change_event_id" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_comment_state_valid" CHECK ("proof_comment"."state" in ('aberto', 'resolvido')),
	CONSTRAINT "proof_comment_pin_or_reply" CHECK (("proof_comment"."parent_id" is null and "proof_comment"."number" is not null and "proof_comment"."page" >= 1 and "proof_comment"."x" between 0 and 1 and "proof_comment"."y" between 0 and 1) or ("proof_comment"."parent_id" is not null and "proof_comment"."number" is null)),
	CONSTRAINT "proof_comment_box_valid" CHECK (("proof_comment"."w" is null and "proof_comment"."h" is null) or ("proof_comment"."w" between 0 and 1 and "proof_comment"."h" between 0 and 1)),
	CONSTRAINT "proof_comment_text_length" CHECK (char_length("proof_comment"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "art_event" DROP CONSTRAINT "art_event_type_valid";--> statement-breakpoint
ALTER TABLE "proof_comment" ADD CONSTRAINT "proof_comment_art_id_art_request_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_comment" ADD CONSTRAINT "proof_comment_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_comment" ADD CONSTRAINT "proof_comment_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_comment" ADD CONSTRAINT "proof_comment_parent_id_proof_comment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."proof_comment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_comment" ADD CONSTRAINT "proof_comment_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_comment" ADD CONSTRAINT "proof_comment_change_event_id_art_event_id_fk" FOREIGN KEY ("change_event_id") REFERENCES "public"."art_event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_comment" ADD CONSTRAINT "proof_comment_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proof_comment_pin_number_unique" ON "proof_comment" USING btree ("file_id","number") WHERE "proof_comment"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "proof_comment_art_idx" ON "proof_comment" USING btree ("art_id","version");--> statement-breakpoint
CREATE INDEX "proof_comment_parent_idx" ON "proof_comment" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "proof_comment_change_idx" ON "proof_comment" USING btree ("change_event_id");--> statement-breakpoint
ALTER TABLE "art_event" ADD CONSTRAINT "art_event_type_valid" CHECK ("art_event"."type" in ('requested', 'started', 'delivered', 'approved', 'change_requested', 'imported', 'comment_added', 'comment_resolved', 'comment_reopened'));