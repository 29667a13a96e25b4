-- Committed changes announced to every server process, which keep in-process caches of sessions,
-- users and the catalogue current by them (decision 009). NOTIFY is delivered at commit, never for a
-- rolled-back change.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changed', coalesce(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', coalesce(NEW.token_hash, OLD.token_hash));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE FUNCTION notify_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache_changed', NEW.key);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cache_versions_changed AFTER INSERT OR UPDATE ON cache_versions
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
