-- What kind of e-mail each outbox row is (booking_confirmation, review_request, ...), for the
-- development mail viewer (the dashboard's Outbox tab). Rows queued before it have none.
ALTER TABLE "email_outbox" ADD COLUMN "kind" TEXT;
