CREATE TABLE "broadcast_recipients" (
	"broadcast_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"language_id" varchar(2) NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_recipients_broadcast_id_user_id_pk" PRIMARY KEY("broadcast_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_type" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"subject_en" varchar(128) NOT NULL,
	"subject_es" varchar(128) NOT NULL,
	"body_en" varchar(2000) NOT NULL,
	"body_es" varchar(2000) NOT NULL,
	"segment_hotel_id" bigint,
	"segment_resort" varchar(128),
	"segment_language" varchar(2),
	"segment_contract_status" varchar(16),
	"segment_payment_due" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"created_by_staff_id" bigint,
	"cancelled_by_staff_id" bigint,
	"cursor_user_id" bigint DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"email_count" integer DEFAULT 0 NOT NULL,
	"opted_out_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "broadcasts_type_check" CHECK ("broadcasts"."message_type" in ('alert', 'marketing')),
	CONSTRAINT "broadcasts_status_check" CHECK ("broadcasts"."status" in ('scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "club_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"file_name" varchar(200),
	"file_bytes" bigint DEFAULT 0 NOT NULL,
	"file_path" text,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"dry_run" jsonb DEFAULT '{"created":0,"changed":0,"unchanged":0,"waiting":0}'::jsonb NOT NULL,
	"samples" jsonb DEFAULT '{"created":[],"changed":[],"unchanged":[],"waiting":[]}'::jsonb NOT NULL,
	"applied" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors_total" integer DEFAULT 0 NOT NULL,
	"failure" varchar(64),
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"hint" varchar(16) NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"media_type" varchar(32) NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" bigint PRIMARY KEY DEFAULT nextval('orders_id_seq') NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"staff_id" bigint,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reference" varchar(64) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"provider_refund_id" varchar(64),
	"provider_reason_code" smallint,
	"provider_message" text,
	"credit_note_number" varchar(32),
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"principal_restored" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'refunded', 'declined', 'unconfirmed')),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"endpoint_id" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" smallint,
	"last_error" varchar(32),
	"next_retry_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"url" varchar(2048) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"secret_hint" varchar(8) NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(32) NOT NULL,
	"source_key" varchar(64),
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "contact_reasons" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "destination_highlights" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "due_items" ADD COLUMN "external_id" varchar(64);--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_types" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_types" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_segment_hotel_id_hotels_id_fk" FOREIGN KEY ("segment_hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_cancelled_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("cancelled_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_imports" ADD CONSTRAINT "club_imports_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_uploaded_by_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_user_idx" ON "broadcast_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "broadcasts_status_idx" ON "broadcasts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "club_imports_created_idx" ON "club_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "club_imports_open_idx" ON "club_imports" USING btree ("status","updated_at") WHERE "club_imports"."file_path" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash_key" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "content_images_key" ON "content_images" USING btree ("key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_user_idx" ON "order_refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_reference_key" ON "order_refunds" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_key" ON "order_refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_provider_key" ON "order_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_credit_note_key" ON "order_refunds" USING btree ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_endpoint_key" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_event_id_key" ON "webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_source_key" ON "webhook_events" USING btree ("type","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "due_items_external_id_key" ON "due_items" USING btree ("external_id");--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";