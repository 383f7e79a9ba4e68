CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"event" varchar(48) NOT NULL,
	"ip" varchar(64),
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_records" (
	"vida_member_id" bigint PRIMARY KEY NOT NULL,
	"first_name" varchar(128) NOT NULL,
	"last_name" varchar(128) NOT NULL,
	"email" varchar(254),
	"resort_name" varchar(128),
	"affiliation" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" bigint,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"access_token_hash" varchar(64) NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(128) NOT NULL,
	"last_name" varchar(128) NOT NULL,
	"home_phone" varchar(32),
	"mobile_phone" varchar(32),
	"address_line_1" varchar(128),
	"address_line_2" varchar(128),
	"country" varchar(2),
	"state" varchar(128),
	"city" varchar(128),
	"postal_code" varchar(16),
	"language_id" varchar(2) DEFAULT 'en' NOT NULL,
	"all_communications" boolean DEFAULT true NOT NULL,
	"monthly_communications" boolean DEFAULT true NOT NULL,
	"vida_member_id" bigint,
	"member_confirmed_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_reasons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"name_es" varchar(128) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"contract_number" varchar(32) NOT NULL,
	"contract_status" varchar(16) NOT NULL,
	"resort" varchar(128) NOT NULL,
	"currency_id" smallint NOT NULL,
	"affiliation" varchar(64) NOT NULL,
	"finance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"loan_payment_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pay_in_full" numeric(12, 2) DEFAULT '0' NOT NULL,
	"maintenance_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"room_type" varchar(64) NOT NULL,
	"contract_date" date NOT NULL,
	"total_weeks" integer NOT NULL,
	"used_weeks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."contract_status" in ('Active', 'Cancelled', 'Pending', 'Blocked')),
	CONSTRAINT "contracts_weeks_check" CHECK ("contracts"."used_weeks" >= 0 and "contracts"."total_weeks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"card_token" varchar(128) NOT NULL,
	"card_type" varchar(32) NOT NULL,
	"last_four" varchar(4) NOT NULL,
	"card_holder_name" varchar(128) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"first_name" varchar(128) NOT NULL,
	"last_name" varchar(128) NOT NULL,
	"address" varchar(128) NOT NULL,
	"city" varchar(128) NOT NULL,
	"state" varchar(128) NOT NULL,
	"country" varchar(2) NOT NULL,
	"post_code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destination_highlights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"location" varchar(128) NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"image_location" varchar(64) NOT NULL,
	"read_more_link" text NOT NULL,
	"buy_link" text DEFAULT '#' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"payment_type" varchar(16) NOT NULL,
	"amount_due" numeric(12, 2) DEFAULT '0' NOT NULL,
	"closing_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"late_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"invoice_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"due_date" date NOT NULL,
	"available_for_payment" boolean DEFAULT true NOT NULL,
	"fee_type" varchar(32),
	"paid_at" timestamp with time zone,
	"order_id" bigint,
	CONSTRAINT "due_items_payment_type_check" CHECK ("due_items"."payment_type" in ('down', 'monthly', 'cash_out', 'other_fees'))
);
--> statement-breakpoint
CREATE TABLE "exchange_memberships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"membership_type" varchar(64) NOT NULL,
	"membership_number" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"content_en" text NOT NULL,
	"content_es" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" varchar(256) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"destination" varchar(32) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"invoice_number" varchar(32) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"author" varchar(8) NOT NULL,
	"from_name" varchar(256) NOT NULL,
	"to_name" varchar(256) NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"message_type" varchar(16) DEFAULT 'support' NOT NULL,
	"reason" varchar(128),
	"subject" varchar(256) NOT NULL,
	"replied" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"payment_type" varchar(16) NOT NULL,
	"monthly_type" varchar(16),
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"card_id" bigint,
	"last_four" varchar(4),
	"reference" varchar(64) NOT NULL,
	"provider_transaction_id" varchar(64),
	"provider_message" text,
	"due_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"is_member" boolean NOT NULL,
	"first_name" varchar(128) NOT NULL,
	"last_name" varchar(128) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32),
	"country" varchar(2),
	"destination" varchar(128) NOT NULL,
	"hotel_id" bigint,
	"unit_type_id" bigint,
	"arriving_date" date NOT NULL,
	"departing_date" date NOT NULL,
	"guests" integer NOT NULL,
	"promo_code" varchar(32),
	"add_transportation" boolean DEFAULT false NOT NULL,
	"flexible_dates" boolean DEFAULT true NOT NULL,
	"flexible_destinations" boolean DEFAULT true NOT NULL,
	"travelers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"reservation_number" varchar(32) NOT NULL,
	"reservation_status" smallint NOT NULL,
	"hotel_id" bigint NOT NULL,
	"arriving_date" date NOT NULL,
	"departing_date" date NOT NULL,
	"number_of_adults" integer NOT NULL,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"guest" varchar(256) NOT NULL,
	"lead_last_name" varchar(128) NOT NULL,
	"room_type" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."departing_date" >= "reservations"."arriving_date")
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" bigint NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"name_es" varchar(128) NOT NULL,
	"max_guests" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_items" ADD CONSTRAINT "due_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_items" ADD CONSTRAINT "due_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_memberships" ADD CONSTRAINT "exchange_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_entries" ADD CONSTRAINT "message_entries_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_requests" ADD CONSTRAINT "reservation_requests_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_access_token_hash_key" ON "sessions" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "used_captchas_expires_idx" ON "used_captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_confirmed_member_key" ON "users" USING btree ("vida_member_id") WHERE "users"."member_confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_key" ON "contracts" USING btree ("contract_number");--> statement-breakpoint
CREATE INDEX "credit_cards_user_idx" ON "credit_cards" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_one_default_key" ON "credit_cards" USING btree ("user_id") WHERE "credit_cards"."is_default" and "credit_cards"."status" = 1;--> statement-breakpoint
CREATE INDEX "due_items_contract_idx" ON "due_items" USING btree ("contract_id","payment_type","due_date");--> statement-breakpoint
CREATE INDEX "due_items_order_idx" ON "due_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_memberships_user_type_key" ON "exchange_memberships" USING btree ("user_id","membership_type");--> statement-breakpoint
CREATE INDEX "guests_user_idx" ON "guests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "message_entries_thread_idx" ON "message_entries" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "message_entries_unread_idx" ON "message_entries" USING btree ("thread_id","read_at");--> statement-breakpoint
CREATE INDEX "message_threads_user_idx" ON "message_threads" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_uuid_key" ON "orders" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_contract_idx" ON "orders" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_requests_user_idx" ON "reservation_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_number_key" ON "reservations" USING btree ("reservation_number");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","arriving_date");--> statement-breakpoint
CREATE INDEX "unit_types_hotel_idx" ON "unit_types" USING btree ("hotel_id");