-- One engine for background work (docs/decisions/015-scheduler.md, "The outbox's delivery"; ADR 006): an outbox row
-- is sent by a scheduler job of kind 'outbox-delivery' whose subject is the row's id, written in the transaction that
-- queues the message (enqueueMessage), instead of by a worker claiming outbox rows itself.
-- Every row carries an idempotency key, given to the provider with each attempt (Twilio's idempotency token, the
-- e-mail's Message-ID), so a message sent again after a crash or a lost answer is the same message.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "idempotency_key" text DEFAULT gen_random_uuid()::text NOT NULL;
--> statement-breakpoint
-- Rows still waiting for the removed worker get their delivery job, taking up where the worker was: the attempts so
-- far count toward giving up, and a retry's wait (next_attempt_at) or a send's lease (locked_until) is kept, so a
-- message an old worker may still be sending is not taken before its lease runs out.
INSERT INTO scheduled_jobs (kind, subject_id, run_at, attempts, locked_until)
SELECT 'outbox-delivery', id::text, created_at, attempts,
  CASE WHEN status = 'sending' THEN locked_until ELSE next_attempt_at END
FROM outbox
WHERE status IN ('pending', 'sending')
ON CONFLICT DO NOTHING;
