-- A business's late cancellation compensation is charged and paid out like approved pay (docs/product/payments.md,
-- "Late cancellation compensation"; product-next §1, "Charge at approval"). A movement is for approved work, one
-- timesheet's charge and payout as before, or for a compensation, which has no timesheet: one charge and one payout
-- per cancelled booking (application). Existing rows are work.
ALTER TABLE "money_movements" ADD COLUMN "purpose" text DEFAULT 'work' NOT NULL;--> statement-breakpoint
ALTER TABLE "money_movements" ALTER COLUMN "timesheet_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_purpose" CHECK ("purpose" IN ('work', 'compensation'));--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_purpose_timesheet" CHECK (("purpose" = 'work') = ("timesheet_id" IS NOT NULL));--> statement-breakpoint
DROP INDEX "money_movements_timesheet_kind_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "money_movements_timesheet_kind_uq" ON "money_movements" USING btree ("timesheet_id","kind") WHERE "money_movements"."purpose" = 'work';--> statement-breakpoint
CREATE UNIQUE INDEX "money_movements_compensation_uq" ON "money_movements" USING btree ("application_id","purpose","kind") WHERE "money_movements"."purpose" = 'compensation';
