-- Keeps art_status_count exact: statement-level triggers with transition tables, so a bulk insert
-- of 100,000 arts costs one counter update per status, not one per row.
CREATE OR REPLACE FUNCTION art_status_count_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO art_status_count (status, n)
    SELECT status, count(*) FROM inserted_rows GROUP BY status
  ON CONFLICT (status) DO UPDATE SET n = art_status_count.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION art_status_count_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only statuses whose count changed are written: other updates leave the counters alone.
  INSERT INTO art_status_count (status, n)
    SELECT status, sum(delta) FROM (
      SELECT status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT status, -1 AS delta FROM old_rows
    ) AS moves
    GROUP BY status HAVING sum(delta) <> 0
  ON CONFLICT (status) DO UPDATE SET n = art_status_count.n + EXCLUDED.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION art_status_count_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE art_status_count AS c SET n = c.n - d.n
    FROM (SELECT status, count(*) AS n FROM deleted_rows GROUP BY status) AS d
    WHERE c.status = d.status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER art_status_count_insert AFTER INSERT ON art_request
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION art_status_count_after_insert();--> statement-breakpoint
CREATE TRIGGER art_status_count_update AFTER UPDATE ON art_request
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION art_status_count_after_update();--> statement-breakpoint
CREATE TRIGGER art_status_count_delete AFTER DELETE ON art_request
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION art_status_count_after_delete();--> statement-breakpoint
-- Start from the arts already there.
INSERT INTO art_status_count (status, n)
  SELECT status, count(*) FROM art_request GROUP BY status
ON CONFLICT (status) DO UPDATE SET n = EXCLUDED.n;
