-- Payments and refunds are only ever inserted: an edit or a delete of one raises (a correction is a refund).
CREATE OR REPLACE FUNCTION booking.refuse_money_edit()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% rows are never edited or deleted', TG_TABLE_NAME;
END
$function$

;
