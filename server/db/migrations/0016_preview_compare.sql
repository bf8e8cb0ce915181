CREATE TABLE "preview_compare" (
	"from_file_id" uuid NOT NULL,
	"to_file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"changed_percent" double precision,
	"width" integer,
	"height" integer,
	"image_key" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_compare_from_file_id_to_file_id_page_pk" PRIMARY KEY("from_file_id","to_file_id","page"),
	CONSTRAINT "preview_compare_status_valid" CHECK ("preview_compare"."status" in ('pending', 'ready', 'failed')),
	CONSTRAINT "preview_compare_page_positive" CHECK ("preview_compare"."page" >= 1)
);
--> statement-breakpoint
ALTER TABLE "preview_compare" ADD CONSTRAINT "preview_compare_from_file_id_stored_file_id_fk" FOREIGN KEY ("from_file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preview_compare" ADD CONSTRAINT "preview_compare_to_file_id_stored_file_id_fk" FOREIGN KEY ("to_file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_compare_to_idx" ON "preview_compare" USING btree ("to_file_id");