ALTER TABLE "message_threads" ADD COLUMN "contact_email" varchar(254);--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "contact_phone" varchar(32);--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "need_to_contact_me" boolean DEFAULT false NOT NULL;