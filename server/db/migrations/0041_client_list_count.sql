CREATE TABLE "client_list_count" (
	"list" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Keeps client_list_count exact, as art_status_count is kept (migration 0004): statement-level
-- triggers with transition tables, so a bulk insert of 10,000 clients is one counter update per
-- list. A row counts in 'active' (a client not deactivated), 'deactivated', or in no list.
CREATE OR REPLACE FUNCTION client_list_count_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_list_count (list, n)
    SELECT CASE WHEN deleted_at IS NULL THEN 'active' ELSE 'deactivated' END, count(*)
    FROM inserted_rows WHERE role = 'client' GROUP BY 1
  ON CONFLICT (list) DO UPDATE SET n = client_list_count.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_list_count_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only lists whose count changed are written: a credit or a name change leaves them alone.
  INSERT INTO client_list_count (list, n)
    SELECT list, sum(delta) FROM (
      SELECT CASE WHEN deleted_at IS NULL THEN 'active' ELSE 'deactivated' END AS list, 1 AS delta
        FROM new_rows WHERE role = 'client'
      UNION ALL
      SELECT CASE WHEN deleted_at IS NULL THEN 'active' ELSE 'deactivated' END AS list, -1 AS delta
        FROM old_rows WHERE role = 'client'
    ) AS moves
    GROUP BY list HAVING sum(delta) <> 0
  ON CONFLICT (list) DO UPDATE SET n = client_list_count.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_list_count_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_list_count AS c SET n = c.n - d.n
    FROM (
      SELECT CASE WHEN deleted_at IS NULL THEN 'active' ELSE 'deactivated' END AS list, count(*) AS n
      FROM deleted_rows WHERE role = 'client' GROUP BY 1
    ) AS d
    WHERE c.list = d.list;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER client_list_count_insert AFTER INSERT ON "user"
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_list_count_after_insert();--> statement-breakpoint
CREATE TRIGGER client_list_count_update AFTER UPDATE ON "user"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_list_count_after_update();--> statement-breakpoint
CREATE TRIGGER client_list_count_delete AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_list_count_after_delete();--> statement-breakpoint
-- Start from the clients already there (both lists, even when empty).
INSERT INTO client_list_count (list, n)
  SELECT list, (SELECT count(*) FROM "user" u WHERE u.role = 'client'
    AND (u.deleted_at IS NULL) = (list = 'active'))
  FROM (VALUES ('active'), ('deactivated')) AS lists (list)
ON CONFLICT (list) DO UPDATE SET n = EXCLUDED.n;
