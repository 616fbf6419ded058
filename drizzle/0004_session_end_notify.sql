-- Event streams end as soon as their session does: sign-out, a password change or reset
-- delete session rows, and every app instance's realtime hub LISTENs here and closes those sessions' streams.
-- One notification per statement (a password reset deletes all of a user's sessions at once), with the ids
-- in chunks of 200 so a payload stays under NOTIFY's 8000-byte limit. Sent only if the deletion commits.
CREATE OR REPLACE FUNCTION tb_notify_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tb_sessions_ended', chunk.ids)
  FROM (
    SELECT string_agg(id::text, ',') AS ids
    FROM (SELECT id, (row_number() OVER () - 1) / 200 AS n FROM ended) AS numbered
    GROUP BY n
  ) AS chunk;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION tb_notify_sessions_ended();
