ALTER TABLE "checkout_attempts" ADD COLUMN "request_fields" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "request_fields" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("status","updated_at") WHERE "orders"."status" in (1, 6, 7);