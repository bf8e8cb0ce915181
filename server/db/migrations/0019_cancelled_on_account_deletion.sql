ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_valid";--> statement-breakpoint
ALTER TABLE "art_event" DROP CONSTRAINT "art_event_type_valid";--> statement-breakpoint
ALTER TABLE "art_request" DROP CONSTRAINT "art_status_valid";--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_valid" CHECK ("admin_audit"."action" in ('art_started', 'art_delivered', 'credits_granted', 'client_deactivated', 'client_reactivated', 'account_data_exported', 'account_deleted', 'preflight_warning_accepted', 'turnaround_changed', 'art_cancelled'));--> statement-breakpoint
ALTER TABLE "art_event" ADD CONSTRAINT "art_event_type_valid" CHECK ("art_event"."type" in ('requested', 'started', 'delivered', 'approved', 'change_requested', 'imported', 'comment_added', 'comment_replied', 'comment_resolved', 'comment_reopened', 'cancelled'));--> statement-breakpoint
ALTER TABLE "art_request" ADD CONSTRAINT "art_status_valid" CHECK ("art_request"."status" in ('Solicitado', 'Em andamento', 'Finalizado', 'Aprovado', 'Alteração', 'Cancelado'));--> statement-breakpoint
-- Accounts erased before this migration: their open requests are closed as the deletion now closes
-- them (server/account/account-deletion.ts), each with its event and audit row, and their arts'
-- names lose the account's id ('Arte excluída 1', 'Arte excluída 2'… in request order).
INSERT INTO "art_event" ("art_id", "type", "actor_id")
  SELECT a."id", 'cancelled', a."owner_id" FROM "art_request" a JOIN "user" u ON u."id" = a."owner_id"
  WHERE u."anonymized_at" IS NOT NULL AND a."status" IN ('Solicitado', 'Em andamento', 'Alteração');--> statement-breakpoint
INSERT INTO "admin_audit" ("actor_id", "action", "client_id", "art_id", "details")
  SELECT a."owner_id", 'art_cancelled', a."owner_id", a."id",
    jsonb_build_object('from', a."status", 'to', 'Cancelado')
  FROM "art_request" a JOIN "user" u ON u."id" = a."owner_id"
  WHERE u."anonymized_at" IS NOT NULL AND a."status" IN ('Solicitado', 'Em andamento', 'Alteração');--> statement-breakpoint
UPDATE "art_request" a SET "status" = 'Cancelado', "updated_at" = now()
  FROM "user" u
  WHERE u."id" = a."owner_id" AND u."anonymized_at" IS NOT NULL
    AND a."status" IN ('Solicitado', 'Em andamento', 'Alteração');--> statement-breakpoint
UPDATE "art_request" a SET "name" = 'Arte excluída ' || numbered.k
  FROM (
    SELECT r."id", row_number() OVER (PARTITION BY r."owner_id" ORDER BY r."created_at", r."id") AS k
    FROM "art_request" r JOIN "user" u ON u."id" = r."owner_id"
    WHERE u."anonymized_at" IS NOT NULL
  ) AS numbered
  WHERE a."id" = numbered."id";
