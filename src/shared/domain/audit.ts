// What the audit log records (docs/product/operations.md, "Audit log"): staff actions start with `staff.`, the
// sensitive actions of users with `account.`. The console's filter offers these.
export const AUDIT_ACTIONS = [
  'staff.created',
  'staff.second_factor_enrolled',
  'staff.signed_in',
  'staff.recovery_code_used',
  // A wrong code after the right password (docs/product/operations.md, "Signing in"; ADR 021).
  'staff.second_factor_failed',
  'account.signed_in_new_device',
  'account.password_changed',
  'account.password_reset',
  'account.email_changed',
  'account.phone_verified',
  'account.sms_consent_changed',
  // 'Suspend' and 'Reinstate' by staff (before/after), and the suspended account's appeal.
  'staff.account_suspended',
  'staff.account_reinstated',
  'account.suspension_appealed',
  // docs/product/operations.md, "Vetting": a staff decision on a profile in review.
  'staff.vetting_approve',
  'staff.vetting_request_changes',
  'staff.vetting_reject',
  // docs/product/operations.md, "Queues": a staff decision on a queue's item.
  'staff.timesheet_dispute_kept',
  'staff.timesheet_dispute_worker_times',
  'staff.appeal_upheld',
  'staff.appeal_dismissed',
  'staff.rating_removed',
  'staff.rating_kept',
  'staff.contact_replied',
  'staff.contact_handled',
  'staff.message_retried',
  'staff.message_dropped',
  'staff.flag_cleared',
  'staff.flag_suspended',
  // docs/product/payments.md, "Card disputes".
  'staff.card_dispute_evidence_sent',
  'staff.card_dispute_accepted',
  // docs/product/payments.md, "Reconciliation": a 'Ledger mismatch' marked resolved.
  'staff.ledger_mismatch_resolved',
  // Staff accounts from the command line (docs/product/operations.md, "Staff accounts"): a second factor to enrol
  // again, an account disabled or enabled again.
  'staff.second_factor_reset',
  'staff.disabled',
  'staff.enabled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
