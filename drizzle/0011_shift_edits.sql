-- Editing a shift (docs/product/shifts.md, "Edit shift"). `version` is the edit's concurrency token:
-- each edit moves it on by one, and an edit sent with an older one is refused, so two tabs cannot silently overwrite
-- each other (accepting a worker changes updated_at, not version, so it never makes a manager's form stale).
ALTER TABLE "shifts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- One row per saved edit: its fields with display-ready before and after values, and whether it was material.
CREATE TABLE "shift_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" uuid,
	"material" boolean NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_changes_shift_idx" ON "shift_changes" USING btree ("shift_id","changed_at");--> statement-breakpoint
CREATE INDEX "shift_changes_changed_by_idx" ON "shift_changes" USING btree ("changed_by");
