-- The staff second factor's limits (docs/product/operations.md, "Signing in"; docs/decisions/021-sign-in-attempt-slots.md).
-- codes_tried: codes this challenge has taken, whatever their outcome; after the fifth it is over and the password is
-- asked again. Counted under the account's attempt lock (login-lockout.ts), so parallel codes cannot pass five.
-- wrong_codes: of those, the ones checked and wrong; the first sends the staff member the failure notice.
ALTER TABLE "mfa_challenges" ADD COLUMN IF NOT EXISTS "codes_tried" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD COLUMN IF NOT EXISTS "wrong_codes" integer DEFAULT 0 NOT NULL;
