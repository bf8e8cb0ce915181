CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"client_id" text,
	"art_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_action_valid" CHECK ("admin_audit"."action" in ('art_started', 'art_delivered', 'credits_granted', 'client_deactivated'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_art_id_art_request_id_fk" FOREIGN KEY ("art_id") REFERENCES "public"."art_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_client_idx" ON "admin_audit" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_actor_idx" ON "admin_audit" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "art_open_due_idx" ON "art_request" USING btree ("due_at","id") WHERE "art_request"."status" in ('Solicitado', 'Em andamento', 'Alteração');--> statement-breakpoint
CREATE INDEX "art_done_created_idx" ON "art_request" USING btree ("created_at","id") WHERE "art_request"."status" in ('Finalizado', 'Aprovado');--> statement-breakpoint
CREATE INDEX "user_active_client_name_idx" ON "user" USING btree ("name","id") WHERE "user"."role" = 'client' and "user"."deleted_at" is null;