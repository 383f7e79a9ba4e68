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
CREATE INDEX "broadcast_recipients_user_idx" ON "broadcast_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "broadcasts_status_idx" ON "broadcasts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "club_imports_created_idx" ON "club_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "club_imports_open_idx" ON "club_imports" USING btree ("status","updated_at") WHERE "club_imports"."file_path" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash_key" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "content_images_key" ON "content_images" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "due_items_external_id_key" ON "due_items" USING btree ("external_id");