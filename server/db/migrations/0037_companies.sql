-- Client companies (docs/product/companies.md,
-- docs/decisions/0018-companies-on-the-organization-plugin.md): better-auth's organization plugin's
-- tables (organization, member, invitation; session.active_organization_id). Every account becomes
-- a company whose id is the account's own, with the account as its administrator, so every
-- owner_id keeps its value and now names a company: only its foreign key moves to organization.
-- New accounts get their company from a trigger, in the statement that creates them.
CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL,
	CONSTRAINT "invitation_status_valid" CHECK ("invitation"."status" in ('pending', 'accepted', 'rejected', 'canceled')),
	CONSTRAINT "invitation_roles_valid" CHECK ("invitation"."role" is null or ("invitation"."role" <> '' and string_to_array("invitation"."role", ',') <@ array['administrador', 'solicitante', 'aprovador', 'financeiro', 'leitor']::text[]))
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_roles_valid" CHECK ("member"."role" <> '' and string_to_array("member"."role", ',') <@ array['administrador', 'solicitante', 'aprovador', 'financeiro', 'leitor']::text[])
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" text;
--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invitation_organization_idx" ON "invitation" USING btree ("organization_id");
--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");
--> statement-breakpoint
CREATE UNIQUE INDEX "member_organization_user_unique" ON "member" USING btree ("organization_id","user_id");
--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user_id");
--> statement-breakpoint
-- The account's own company: same id, the account's name, the account as its administrator.
-- Used by the backfill below and by bulk loads that run with triggers off (scripts/seed-demo.ts).
CREATE OR REPLACE FUNCTION create_own_companies() RETURNS void LANGUAGE sql AS $$
  INSERT INTO organization (id, name, slug, created_at)
    SELECT u.id, u.name, u.id, u.created_at FROM "user" u
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO member (id, organization_id, user_id, role, created_at)
    SELECT gen_random_uuid()::text, u.id, u.id, 'administrador', u.created_at FROM "user" u
      JOIN organization o ON o.id = u.id
  ON CONFLICT (organization_id, user_id) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_own_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organization (id, name, slug, created_at)
    VALUES (NEW.id, NEW.name, NEW.id, NEW.created_at)
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO member (id, organization_id, user_id, role, created_at)
    VALUES (gen_random_uuid()::text, NEW.id, NEW.id, 'administrador', NEW.created_at)
  ON CONFLICT (organization_id, user_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_own_company AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_own_company();
--> statement-breakpoint
-- The founding account's name is the company's name (the client area calls it 'Empresa').
CREATE OR REPLACE FUNCTION user_name_to_own_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organization SET name = NEW.name WHERE id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_name_to_own_company AFTER UPDATE OF name ON "user"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION user_name_to_own_company();
--> statement-breakpoint
SELECT create_own_companies();
--> statement-breakpoint
ALTER TABLE "art_approval" DROP CONSTRAINT "art_approval_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "art_release" DROP CONSTRAINT "art_release_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "art_request" DROP CONSTRAINT "art_request_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "charge" DROP CONSTRAINT "charge_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "file_preview" DROP CONSTRAINT "file_preview_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "plate_maker" DROP CONSTRAINT "plate_maker_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "proof_comment" DROP CONSTRAINT "proof_comment_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "stored_file" DROP CONSTRAINT "stored_file_owner_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "art_approval" ADD CONSTRAINT "art_approval_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "art_release" ADD CONSTRAINT "art_release_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "art_request" ADD CONSTRAINT "art_request_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "charge" ADD CONSTRAINT "charge_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_organization_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "file_preview" ADD CONSTRAINT "file_preview_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "plate_maker" ADD CONSTRAINT "plate_maker_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proof_comment" ADD CONSTRAINT "proof_comment_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_owner_id_organization_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."organization"("id") ON DELETE no action ON UPDATE no action;
