ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_kind_valid";--> statement-breakpoint
ALTER TABLE "art_request" ADD COLUMN "brief" jsonb;--> statement-breakpoint
ALTER TABLE "art_request" ADD COLUMN "piece_type" text GENERATED ALWAYS AS ("art_request"."brief" ->> 'pieceType') STORED;--> statement-breakpoint
CREATE INDEX "art_open_piece_due_idx" ON "art_request" USING btree ("piece_type","due_at","id") WHERE "art_request"."status" in ('Solicitado', 'Em andamento', 'Alteração');--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_kind_valid" CHECK ("stored_file"."kind" in ('attachment', 'delivery', 'die_line'));