-- Keeps art_request.owner_search equal to its owner's user.search_text (folded name and e-mail):
-- set when an art is created (or moves to another owner), rewritten when a client's name or
-- e-mail changes. The panel's search by client then reads art_request's own indexes.
CREATE OR REPLACE FUNCTION art_request_copy_owner_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.search_text INTO NEW.owner_search FROM "user" u WHERE u.id = NEW.owner_id;
  NEW.owner_search := coalesce(NEW.owner_search, '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER art_request_owner_search
  BEFORE INSERT OR UPDATE OF owner_id ON art_request
  FOR EACH ROW EXECUTE FUNCTION art_request_copy_owner_search();--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_search_text_to_arts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE art_request SET owner_search = NEW.search_text WHERE owner_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_search_text_to_arts
  AFTER UPDATE OF name, email ON "user"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION user_search_text_to_arts();--> statement-breakpoint
UPDATE art_request a SET owner_search = u.search_text FROM "user" u WHERE u.id = a.owner_id;
