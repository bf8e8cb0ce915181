ALTER TABLE "art_event" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_event_id_art_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."art_event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_event_idx" ON "stored_file" USING btree ("event_id");