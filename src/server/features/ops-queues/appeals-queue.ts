// docs/product/operations.md, "Queues": open appeals, oldest first; 'Uphold' reverses the decision
// ('upheld' no-show and cancellation marks stop counting: the reliability code reads appeals.status; an upheld vetting
// rejection returns the profile to 'In review'; an upheld suspension is reinstated through the account page's
// reinstateAccount once the decision has committed, with its own notices and audit row), or
// 'Dismiss'. The appellant is told in the app and by e-mail.
import { and, asc, eq } from 'drizzle-orm';
import { appeals, talentProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { reinstateAccount } from '../../trust/suspend-account';
import { appealedDecisions } from './appealed-decision';
import { decidedByStatus, type QueueDef, queueListing, tell } from './queue-kit';

const open = eq(appeals.status, 'open');
const KIND_LABELS: Record<string, string> = {
  no_show: 'No-show',
  cancellation: 'Late cancellation',
  vetting: 'Vetting rejection',
  suspension: 'Suspension',
};

export const appealsQueue: QueueDef = {
  ...queueListing({
    key: 'appeals',
    label: 'Open appeals',
    targetKind: 'appeal',
    table: appeals,
    open,
    openedAt: appeals.createdAt,
    page: async (ctx, offset, limit) => {
      const rows = await ctx.db
        .select()
        .from(appeals)
        .where(open)
        .orderBy(asc(appeals.createdAt), asc(appeals.id))
        .limit(limit)
        .offset(offset);
      const decisions = await appealedDecisions(ctx, rows);
      return rows.map((appeal) => ({ appeal, appealed: decisions.get(appeal.id) ?? null }));
    },
    accounts: ({ appeal }) => [appeal.userId],
    item: ({ appeal, appealed }, people) => ({
      id: appeal.id,
      createdAt: appeal.createdAt,
      title: `${KIND_LABELS[appeal.subjectKind] ?? appeal.subjectKind} appeal by ${people.get(appeal.userId) ?? 'a removed account'}`,
      body: appeal.note,
      // The decision itself is in `appealed`; its id stays for a search of the audit log.
      facts: [{ label: 'Decision id', value: appeal.subjectId }],
      link: `/ops/accounts/${appeal.userId}`,
      appealed,
    }),
  }),
  ...decidedByStatus(appeals, open, { uphold: 'upheld', dismiss: 'dismissed' }),
  apply: async ({ tx, id, decision, reason, staff }) => {
    const [appeal] = await tx.select().from(appeals).where(eq(appeals.id, id)).limit(1);
    const kind = KIND_LABELS[appeal!.subjectKind] ?? 'decision';
    if (decision === 'uphold' && appeal!.subjectKind === 'vetting')
      await tx
        .update(talentProfiles)
        .set({ vettingStatus: 'in_review', approved: false, vettingNote: null })
        .where(and(eq(talentProfiles.userId, appeal!.userId), eq(talentProfiles.vettingStatus, 'rejected')));
    const link = appeal!.subjectKind === 'suspension' ? `/ops/accounts/${appeal!.userId}` : null;
    const upheld = decision === 'uphold';
    await tell(tx, {
      userId: appeal!.userId,
      staffId: staff.id,
      type: 'appeal_decided',
      title: upheld ? `Your appeal was upheld` : `Your appeal was dismissed`,
      message: upheld
        ? `We upheld your appeal of the ${kind.toLowerCase()}: it no longer counts against you. ${reason}`
        : `We looked at your appeal of the ${kind.toLowerCase()} and the decision stands. ${reason}`,
      link: appeal!.subjectKind === 'vetting' ? '/worker-dashboard' : '/reliability',
    });
    return { link, after: { status: upheld ? 'upheld' : 'dismissed', subjectKind: appeal!.subjectKind } };
  },
  afterCommit: async (ctx, staff, id, decision, reason, ip) => {
    if (decision !== 'uphold') return;
    const [appeal] = await ctx.db.select().from(appeals).where(eq(appeals.id, id)).limit(1);
    if (appeal?.subjectKind !== 'suspension') return;
    try {
      await reinstateAccount(ctx, staff, appeal.userId, { reason, ip });
    } catch (error) {
      // Reinstated meanwhile on the account page: the appeal's decision stands, the account page tells who and when.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  },
  audit: { uphold: 'staff.appeal_upheld', dismiss: 'staff.appeal_dismissed' },
};
