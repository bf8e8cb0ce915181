DROP INDEX "art_open_due_idx";--> statement-breakpoint
ALTER TABLE "art_request" ADD COLUMN "owner_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "art_owner_search_trgm" ON "art_request" USING gin ("owner_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "art_open_due_idx" ON "art_request" USING btree ("due_at","id","search_name","owner_search") WHERE "art_request"."status" in ('Solicitado', 'Em andamento', 'Alteração');