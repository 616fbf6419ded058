-- Appeals of a decision about a worker, first of a no-show (docs/product/attendance.md, "Appeals";
-- product constants: one appeal per decision, within 14 days). The operations console decides them.
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	CONSTRAINT "appeals_subject_kind_check" CHECK ("subject_kind" IN ('no_show')),
	CONSTRAINT "appeals_status_check" CHECK ("status" IN ('open', 'upheld', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_subject_user_uq" ON "appeals" USING btree ("subject_kind","subject_id","user_id");--> statement-breakpoint
CREATE INDEX "appeals_user_idx" ON "appeals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "appeals_queue_idx" ON "appeals" USING btree ("status","created_at");
