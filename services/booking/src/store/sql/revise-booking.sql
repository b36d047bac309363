-- A change of a booking: its version, updated_at and place in commit order (change_xid, change_seq) move, and one revision records each changed column before and after, who (the transaction's booking.actor, else the system) and why.
CREATE OR REPLACE FUNCTION booking.revise_booking()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  o jsonb := to_jsonb(OLD);
  n jsonb := to_jsonb(NEW);
  v_changes jsonb;
BEGIN
  SELECT jsonb_object_agg(f, jsonb_build_array(o -> f, n -> f)) INTO v_changes
    FROM unnest(ARRAY['status', 'is_hold', 'hold_origin', 'hold_expires_at', 'unit_id', 'room_id',
                      'rate_plan_id', 'start_date', 'end_date', 'adults', 'children', 'guest_id',
                      'total_minor', 'taxes', 'cancellation_policy', 'free_cancellation_until',
                      'conflict', 'cancellation_reason',
                      'cancellation_fee_minor']) f
   WHERE o -> f IS DISTINCT FROM n -> f;
  -- Nothing changed, or only a hold's clock moved on (the sandbox's expiry, which cancels it at once).
  IF v_changes IS NULL OR v_changes - 'hold_expires_at' = '{}' THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  NEW.updated_at := now();
  NEW.change_xid := pg_current_xact_id();
  NEW.change_seq := nextval('booking.change_seq');
  INSERT INTO booking.revisions (booking_id, version, tenant_id, at, actor, action, changes)
  VALUES (NEW.id, NEW.version, NEW.tenant_id, NEW.updated_at,
    COALESCE(NULLIF(current_setting('booking.actor', true), '')::jsonb, '{"type": "system", "id": null}'),
    CASE
      WHEN NEW.status <> OLD.status THEN
        CASE NEW.status
          WHEN 'confirmed' THEN 'confirm'
          WHEN 'checked_in' THEN 'check_in'
          WHEN 'checked_out' THEN 'check_out'
          WHEN 'no_show' THEN 'no_show'
          ELSE CASE NEW.cancellation_reason WHEN 'hold_expired' THEN 'hold_expiry' WHEN 'voided' THEN 'void'
                                            ELSE 'cancel' END
        END
      WHEN NEW.conflict AND NOT OLD.conflict THEN 'conflict'
      WHEN v_changes - 'guest_id' = '{}' THEN 'occupant'
      ELSE 'change'
    END,
    v_changes);
  RETURN NEW;
END
$function$

;
