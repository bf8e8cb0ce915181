ALTER TABLE "notification" ADD COLUMN "company_id" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_company_id_organization_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Until now a client's notices went to the founding account, whose company has its id.
UPDATE "notification" n SET "company_id" = n."recipient_id"
FROM "user" u WHERE u."id" = n."recipient_id" AND u."role" = 'client'
  AND EXISTS (SELECT 1 FROM "organization" o WHERE o."id" = n."recipient_id");--> statement-breakpoint
-- A client the studio deactivated is a deactivated company (its id is the founding account's).
UPDATE "organization" o SET "deactivated_at" = u."deleted_at"
FROM "user" u WHERE u."id" = o."id" AND u."role" = 'client' AND u."deleted_at" IS NOT NULL
  AND u."anonymized_at" IS NULL;
