CREATE TABLE "file_preview" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_pages" integer,
	"key_prefix" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_preview_status_valid" CHECK ("file_preview"."status" in ('pending', 'ready', 'unavailable', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "file_preview" ADD CONSTRAINT "file_preview_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_preview" ADD CONSTRAINT "file_preview_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_preview_owner_idx" ON "file_preview" USING btree ("owner_id");