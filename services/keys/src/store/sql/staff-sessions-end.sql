-- A session ended bumps its person's state_version.
DROP TRIGGER IF EXISTS staff_sessions_end ON keys.staff_sessions;
CREATE TRIGGER staff_sessions_end AFTER UPDATE OF ended_at ON keys.staff_sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION keys.bump_staff_on_session_end();
