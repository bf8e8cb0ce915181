CREATE TABLE "art_mockup" (
	"art_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"shape" text,
	"diameter_mm" double precision,
	"depth_mm" double precision,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "art_mockup_shape_valid" CHECK ("art_mockup"."shape" in ('cilindro', 'caixa', 'sacola', 'pouch')),
	CONSTRAINT "art_mockup_sizes_valid" CHECK (("art_mockup"."diameter_mm" is null or "art_mockup"."diameter_mm" between 5 and 2000) and ("art_mockup"."depth_mm" is null or "art_mockup"."depth_mm" between 5 and 2000))
);
--> statement-breakpoint
ALTER TABLE "art_mockup" ADD CONSTRAINT "art_mockup_art_id_art_request_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "art_mockup" ADD CONSTRAINT "art_mockup_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;