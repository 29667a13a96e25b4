-- A users row is announced to every process when what a process keeps of it changes (a session keeps
-- its user, decision 009), not when only its growth points do: every paid order adds some, and the
-- announcement made every process drop the customer's cached session, to read it again on the next
-- request. What shows the points reads them from the table (account/repo.growthPointsOf). An update
-- that changes nothing is not announced either.
DROP TRIGGER users_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'growth_points') IS DISTINCT FROM (to_jsonb(NEW) - 'growth_points'))
  EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
