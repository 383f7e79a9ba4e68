CREATE TABLE "checkout_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"reference" varchar(64) NOT NULL,
	"transaction_uuid" varchar(64) NOT NULL,
	"order_id" bigint,
	"card_id" bigint,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"make_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"decision" varchar(8),
	"reason_code" smallint,
	"provider_transaction_id" varchar(64),
	"result_card_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD COLUMN "card_type" varchar(3);--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD COLUMN "last_four" varchar(4);--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD COLUMN "decision" varchar(8);--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ADD COLUMN "reason_code" smallint;--> statement-breakpoint
-- Tokens made before this migration keep their test card's outcome; the number itself goes.
UPDATE "sandbox_tokens" SET
  "last_four" = right("card_number", 4),
  "card_type" = CASE WHEN "card_number" LIKE '4%' THEN '001' WHEN "card_number" LIKE '5%' THEN '002' WHEN "card_number" LIKE '3%' THEN '003' ELSE '000' END,
  "decision" = CASE right("card_number", 4) WHEN '0002' THEN 'DECLINE' WHEN '9995' THEN 'DECLINE' WHEN '0119' THEN 'REVIEW' ELSE 'ACCEPT' END,
  "reason_code" = CASE right("card_number", 4) WHEN '0002' THEN 203 WHEN '9995' THEN 204 WHEN '0119' THEN 230 ELSE 100 END;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ALTER COLUMN "card_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ALTER COLUMN "last_four" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ALTER COLUMN "decision" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_tokens" ALTER COLUMN "reason_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "transaction_uuid" varchar(64);--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_result_card_id_credit_cards_id_fk" FOREIGN KEY ("result_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_reference_key" ON "checkout_attempts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "checkout_attempts_user_idx" ON "checkout_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_uuid_key" ON "sandbox_transactions" USING btree ("transaction_uuid");--> statement-breakpoint
ALTER TABLE "sandbox_tokens" DROP COLUMN "card_number";