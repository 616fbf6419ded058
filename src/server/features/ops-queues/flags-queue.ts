// docs/product/operations.md, "Queues": accounts flagged by abuse limits (account_flags, recorded by
// record-flag.ts), oldest first; 'Clear' closes the flag, 'Suspend' closes it and suspends the account through the
// account page's own use-case (sessions ended, notices, its own audit row), once the flag's decision has committed.
// A flag naming only an address (a sign-up burst) cannot be suspended here.
import { eq } from 'drizzle-orm';
import { OPS_QUEUE_MESSAGES as MSG } from '../../../shared/domain/ops-queues';
import { accountFlags } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { suspendAccount } from '../../trust/suspend-account';
import { decidedByStatus, type QueueDef, rowsQueueListing } from './queue-kit';

const open = eq(accountFlags.status, 'open');
const KIND_LABELS = {
  signup_burst: 'Sign-up burst',
  sms_daily_cap: 'Text messages daily cap',
  // docs/product/trust.md, "Linked accounts": a talent and a manager account of one person.
  linked_accounts: 'Linked accounts',
} as const;

export const flagsQueue: QueueDef = {
  ...rowsQueueListing({
    key: 'account-flags',
    label: 'Flagged accounts',
    targetKind: 'account_flag',
    table: accountFlags,
    open,
    accounts: (flag) => [flag.userId],
    item: (flag, people) => ({
      title: `${KIND_LABELS[flag.kind] ?? flag.kind}: ${flag.userId ? (people.get(flag.userId) ?? 'a removed account') : `address ${flag.ip}`}`,
      body: flag.detail,
      facts: flag.ip ? [{ label: 'Address', value: flag.ip }] : [],
      link: flag.userId ? `/ops/accounts/${flag.userId}` : null,
    }),
  }),
  ...decidedByStatus(accountFlags, open, { suspend: 'suspended', clear: 'cleared' }),
  apply: async ({ tx, id, decision }) => {
    const [flag] = await tx.select().from(accountFlags).where(eq(accountFlags.id, id)).limit(1);
    if (decision === 'suspend' && !flag!.userId) throw new AppError('BAD_REQUEST', MSG.noAccountToSuspend);
    return { link: flag!.userId ? `/ops/accounts/${flag!.userId}` : null, after: { kind: flag!.kind } };
  },
  afterCommit: async (ctx, staff, id, decision, reason, ip) => {
    if (decision !== 'suspend') return;
    const [flag] = await ctx.db.select().from(accountFlags).where(eq(accountFlags.id, id)).limit(1);
    try {
      await suspendAccount(ctx, staff, flag!.userId!, { reason, ip });
    } catch (error) {
      // Already suspended by someone else: the flag's decision stands, the account page tells who and when.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  },
  audit: { clear: 'staff.flag_cleared', suspend: 'staff.flag_suspended' },
};
