// docs/product/operations.md, "Queues": the console's decidable queues, the decisions on each with
// their labels as staff read them, and the limits of the reason. Shared by the server, the console and the tests.

export const OPS_QUEUE_DECISIONS = {
  'timesheet-disputes': { keep: 'Keep the approved times', worker_times: "Use the worker's times" },
  appeals: { uphold: 'Uphold', dismiss: 'Dismiss' },
  'rating-reports': { remove: 'Remove the rating', keep: 'Keep it' },
  'contact-messages': { reply: 'Reply', handled: 'Mark handled' },
  'failed-messages': { retry: 'Retry', drop: 'Drop' },
  'account-flags': { clear: 'Clear', suspend: 'Suspend' },
  'card-disputes': { evidence: 'Evidence sent', accept: 'Accept the loss' },
  // docs/product/payments.md, "Reconciliation".
  'ledger-mismatches': { resolved: 'Mark resolved' },
} as const;

export type OpsQueueKey = keyof typeof OPS_QUEUE_DECISIONS;
export const OPS_QUEUE_KEYS = Object.keys(OPS_QUEUE_DECISIONS) as OpsQueueKey[];
export type OpsQueueDecision = {
  [K in OpsQueueKey]: keyof (typeof OPS_QUEUE_DECISIONS)[K];
}[OpsQueueKey];
export const OPS_ALL_DECISIONS = [
  ...new Set(OPS_QUEUE_KEYS.flatMap((key) => Object.keys(OPS_QUEUE_DECISIONS[key]))),
] as [OpsQueueDecision, ...OpsQueueDecision[]];

export const OPS_QUEUES = { pageSize: 20, reasonMaxLength: 2000 } as const;

/** The label of a decision of a queue, or the decision itself when unknown (an old row). */
export function decisionLabel(queue: OpsQueueKey, decision: string): string {
  return (OPS_QUEUE_DECISIONS[queue] as Record<string, string>)[decision] ?? decision;
}

export const OPS_QUEUE_MESSAGES = {
  notFound: 'This item is not in the queue.',
  reasonRequired: 'Please give a reason.',
  replyRequired: 'Please write the reply to send.',
  wrongDecision: (labels: string[]) => `Choose ${labels.map((l) => `'${l}'`).join(' or ')}.`,
  alreadyDecided: (by: string, at: string, decision: string) =>
    `Already decided by ${by} at ${at}: ${decision}.`,
  timesNeeded:
    "The worker's times before the adjustment were not recorded: enter them (check-in and check-out).",
  noAccountToSuspend:
    'This flag names an address, not an account: clear it, or open the account to suspend it.',
} as const;
