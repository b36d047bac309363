-- The booking id's allocation, read with an allocation's BEGIN (without the property's time zone, which the caller's catalog has).
CREATE OR REPLACE FUNCTION inventory.allocation_of(p_booking text) RETURNS SETOF inventory.allocations
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT * FROM inventory.allocations a WHERE a.booking_id = p_booking;
END $$;
