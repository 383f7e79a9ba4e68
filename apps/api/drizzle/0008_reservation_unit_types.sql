ALTER TABLE "reservations" ADD COLUMN "unit_type_id" bigint;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Stays already stored: the unit type of the same hotel whose English or Spanish name the record carries.
UPDATE "reservations" SET "unit_type_id" = "unit_types"."id" FROM "unit_types" WHERE "unit_types"."hotel_id" = "reservations"."hotel_id" AND "reservations"."room_type" IN ("unit_types"."name_en", "unit_types"."name_es");
