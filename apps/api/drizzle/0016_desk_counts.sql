CREATE TABLE "desk_counts" (
	"name" varchar(64) NOT NULL,
	"shard" smallint NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "desk_counts_name_shard_pk" PRIMARY KEY("name","shard")
);
--> statement-breakpoint
-- The desk's queue sizes (issue 23), kept by the database: each statement on reservation_requests
-- or message_threads adds its net changes to desk_counts, one upsert per changed name, in name
-- order (two writers lock names in the same order). A statement that changes no count writes
-- nothing. Names: requests:<desk_status>; threads:<desk_status> for support threads, and
-- threads:<desk_status>:timed for those with a member message time (the overdue count).
-- Each name is 16 rows (shards); a transaction adds to the shard of its own id, so two concurrent
-- writers rarely share a row (a row stays locked until its writer commits), and all of one
-- transaction's statements share theirs (sharding adds no lock order between them). Readers sum
-- the shards.
CREATE FUNCTION desk_count_requests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := txid_current() % 16;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM desk_counts WHERE name LIKE 'requests:%';
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO desk_counts AS c (name, shard, value)
      SELECT 'requests:' || desk_status, this_shard, count(*) FROM new_rows
      WHERE desk_status IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (name, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO desk_counts AS c (name, shard, value)
      SELECT 'requests:' || desk_status, this_shard, -count(*) FROM old_rows
      WHERE desk_status IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (name, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSE
    INSERT INTO desk_counts AS c (name, shard, value)
      SELECT d.name, this_shard, sum(d.n) FROM (
        SELECT 'requests:' || desk_status AS name, 1 AS n FROM new_rows
        UNION ALL
        SELECT 'requests:' || desk_status, -1 FROM old_rows
      ) d
      WHERE d.name IS NOT NULL GROUP BY d.name HAVING sum(d.n) <> 0 ORDER BY d.name
      ON CONFLICT (name, shard) DO UPDATE SET value = c.value + excluded.value;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION desk_count_threads() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_shard smallint := txid_current() % 16;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM desk_counts WHERE name LIKE 'threads:%';
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO desk_counts AS c (name, shard, value)
      SELECT k.name, this_shard, count(*) FROM new_rows r
      CROSS JOIN LATERAL (VALUES
        ('threads:' || r.desk_status),
        (CASE WHEN r.last_member_message_at IS NOT NULL THEN 'threads:' || r.desk_status || ':timed' END)
      ) k(name)
      WHERE r.message_type = 'support' AND k.name IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (name, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO desk_counts AS c (name, shard, value)
      SELECT k.name, this_shard, -count(*) FROM old_rows r
      CROSS JOIN LATERAL (VALUES
        ('threads:' || r.desk_status),
        (CASE WHEN r.last_member_message_at IS NOT NULL THEN 'threads:' || r.desk_status || ':timed' END)
      ) k(name)
      WHERE r.message_type = 'support' AND k.name IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT (name, shard) DO UPDATE SET value = c.value + excluded.value;
  ELSE
    INSERT INTO desk_counts AS c (name, shard, value)
      SELECT k.name, this_shard, sum(d.n) FROM (
        SELECT message_type, desk_status, last_member_message_at, 1 AS n FROM new_rows
        UNION ALL
        SELECT message_type, desk_status, last_member_message_at, -1 FROM old_rows
      ) d
      CROSS JOIN LATERAL (VALUES
        ('threads:' || d.desk_status),
        (CASE WHEN d.last_member_message_at IS NOT NULL THEN 'threads:' || d.desk_status || ':timed' END)
      ) k(name)
      WHERE d.message_type = 'support' AND k.name IS NOT NULL
      GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
      ON CONFLICT (name, shard) DO UPDATE SET value = c.value + excluded.value;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER desk_count_requests_insert AFTER INSERT ON reservation_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION desk_count_requests();
--> statement-breakpoint
CREATE TRIGGER desk_count_requests_update AFTER UPDATE ON reservation_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION desk_count_requests();
--> statement-breakpoint
CREATE TRIGGER desk_count_requests_delete AFTER DELETE ON reservation_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION desk_count_requests();
--> statement-breakpoint
CREATE TRIGGER desk_count_requests_truncate AFTER TRUNCATE ON reservation_requests
  FOR EACH STATEMENT EXECUTE FUNCTION desk_count_requests();
--> statement-breakpoint
CREATE TRIGGER desk_count_threads_insert AFTER INSERT ON message_threads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION desk_count_threads();
--> statement-breakpoint
CREATE TRIGGER desk_count_threads_update AFTER UPDATE ON message_threads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION desk_count_threads();
--> statement-breakpoint
CREATE TRIGGER desk_count_threads_delete AFTER DELETE ON message_threads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION desk_count_threads();
--> statement-breakpoint
CREATE TRIGGER desk_count_threads_truncate AFTER TRUNCATE ON message_threads
  FOR EACH STATEMENT EXECUTE FUNCTION desk_count_threads();
--> statement-breakpoint
-- The counts so far, in shard 0; the triggers above hold both tables' write locks until this
-- commits, so no write falls between the count and the triggers.
INSERT INTO desk_counts (name, shard, value)
  SELECT 'requests:' || desk_status, 0, count(*) FROM reservation_requests
  WHERE desk_status IS NOT NULL GROUP BY 1
  UNION ALL
  SELECT k.name, 0, count(*) FROM message_threads r
  CROSS JOIN LATERAL (VALUES
    ('threads:' || r.desk_status),
    (CASE WHEN r.last_member_message_at IS NOT NULL THEN 'threads:' || r.desk_status || ':timed' END)
  ) k(name)
  WHERE r.message_type = 'support' AND k.name IS NOT NULL GROUP BY 1;
