CREATE TABLE "thread_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "canned_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_en" varchar(128) NOT NULL,
	"title_es" varchar(128) NOT NULL,
	"body_en" text NOT NULL,
	"body_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_by_staff_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(128) NOT NULL,
	"role" varchar(16) NOT NULL,
	"language_id" varchar(2) DEFAULT 'en' NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_enrolled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"created_by_staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"stage" varchar(16) DEFAULT 'password' NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_setup_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor" varchar(16) DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "staff_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD COLUMN "previous_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD COLUMN "new_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD COLUMN "reviewed_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name_folded" varchar(128) GENERATED ALWAYS AS (translate(lower(first_name), 'áàâäãåéèêëíìîïóòôöõúùûüñçý', 'aaaaaaeeeeiiiiooooouuuuncy')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name_folded" varchar(128) GENERATED ALWAYS AS (translate(lower(last_name), 'áàâäãåéèêëíìîïóòôöõúùûüñçý', 'aaaaaaeeeeiiiiooooouuuuncy')) STORED;--> statement-breakpoint
ALTER TABLE "message_entries" ADD COLUMN "staff_id" bigint;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "desk_status" varchar(16) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "assigned_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "last_member_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "reservation_id" bigint;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "desk_status" varchar(16) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "decided_by_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "thread_notes" ADD CONSTRAINT "thread_notes_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_notes" ADD CONSTRAINT "thread_notes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_updated_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_setup_links" ADD CONSTRAINT "staff_setup_links_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_notes_thread_idx" ON "thread_notes" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_key" ON "staff_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_key" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_setup_links_token_key" ON "staff_setup_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_setup_links_staff_idx" ON "staff_setup_links" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD CONSTRAINT "profile_reviews_reviewed_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_entries" ADD CONSTRAINT "message_entries_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_decided_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profile_reviews_status_idx" ON "profile_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_first_name_folded_idx" ON "users" USING btree ("first_name_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_folded_idx" ON "users" USING btree ("last_name_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_pattern_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_vida_member_idx" ON "users" USING btree ("vida_member_id");--> statement-breakpoint
CREATE INDEX "message_threads_desk_idx" ON "message_threads" USING btree ("desk_status","last_member_message_at") WHERE "message_threads"."message_type" = 'support';--> statement-breakpoint
CREATE INDEX "message_threads_assigned_idx" ON "message_threads" USING btree ("assigned_staff_id","desk_status");--> statement-breakpoint
CREATE INDEX "reservation_requests_desk_idx" ON "reservation_requests" USING btree ("desk_status","created_at");--> statement-breakpoint
-- The desk's state of the threads and requests written before it (issue 21).
UPDATE "message_threads" t SET "last_member_message_at" = (SELECT max(e."created_at") FROM "message_entries" e WHERE e."thread_id" = t."id" AND e."author" = 'member');--> statement-breakpoint
UPDATE "message_threads" t SET "desk_status" = 'waiting' WHERE t."message_type" = 'support' AND (SELECT e."author" FROM "message_entries" e WHERE e."thread_id" = t."id" ORDER BY e."created_at" DESC, e."id" DESC LIMIT 1) = 'club';--> statement-breakpoint
UPDATE "reservation_requests" q SET "reservation_id" = (SELECT r."id" FROM "reservations" r WHERE r."user_id" = q."user_id" AND r."hotel_id" = q."hotel_id" AND r."arriving_date" = q."arriving_date" AND r."departing_date" = q."departing_date" ORDER BY r."id" LIMIT 1);--> statement-breakpoint
UPDATE "reservation_requests" q SET "desk_status" = 'confirmed' WHERE EXISTS (SELECT 1 FROM "reservations" r WHERE r."id" = q."reservation_id" AND r."reservation_status" <> 1);
