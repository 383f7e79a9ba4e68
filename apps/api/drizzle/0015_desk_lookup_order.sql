DROP INDEX "reservation_requests_desk_idx";--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("last_name_folded" collate "C","first_name_folded" collate "C","id");--> statement-breakpoint
CREATE INDEX "reservation_requests_decided_idx" ON "reservation_requests" USING btree ("desk_status","decided_at","id");--> statement-breakpoint
CREATE INDEX "reservation_requests_desk_idx" ON "reservation_requests" USING btree ("desk_status","created_at","id");