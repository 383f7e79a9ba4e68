CREATE TABLE "invoice_pdfs" (
	"invoice_id" bigint NOT NULL,
	"language_id" varchar(2) NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_pdfs_invoice_id_language_id_pk" PRIMARY KEY("invoice_id","language_id")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "receipt_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Receipts of invoices issued before this migration were mailed with the payment.
UPDATE "invoices" SET "receipt_queued_at" = "issued_at";
