ALTER TABLE "reservation_requests" ADD COLUMN "request_number" varchar(32);--> statement-breakpoint
-- The requests made before the column: an open one's reservation still has the REQ- number; a
-- confirmed one's is in its confirmation's audit row.
UPDATE "reservation_requests" q SET "request_number" = r."reservation_number" FROM "reservations" r WHERE r."id" = q."reservation_id" AND r."reservation_number" LIKE 'REQ-%';--> statement-breakpoint
UPDATE "reservation_requests" q SET "request_number" = (SELECT a."detail"->>'request_number' FROM "audit_log" a WHERE a."event" = 'reservation_request_confirmed' AND a."detail"->>'request_id' = q."id"::text ORDER BY a."id" DESC LIMIT 1) WHERE q."request_number" IS NULL;
