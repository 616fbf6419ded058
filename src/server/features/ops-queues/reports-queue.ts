// docs/product/operations.md, "Queues": reported ratings, oldest report first; 'Remove the rating'
// hides it (hidden_at: it leaves every list and the averages, recomputed here) or 'Keep it'. The reporter and the
// rater are told in the app and by e-mail.
import { asc, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import { ratingReports, ratings } from '../../db/schema';
import { updateRatingAverages } from '../../trust/rating-averages';
import { accountLabels, countOpen, decidedByStatus, type QueueDef, tell, totalOpen } from './queue-kit';

const open = eq(ratingReports.status, 'open');

export const reportsQueue: QueueDef = {
  key: 'rating-reports',
  label: 'Reported ratings',
  targetKind: 'rating_report',
  validId: isUuid,
  count: (ctx) => countOpen(ctx, ratingReports, ratingReports.createdAt, open),
  list: async (ctx, offset, limit) => {
    const [rows, total] = await Promise.all([
      ctx.db
        .select({ report: ratingReports, rating: ratings })
        .from(ratingReports)
        .innerJoin(ratings, eq(ratings.id, ratingReports.ratingId))
        .where(open)
        .orderBy(asc(ratingReports.createdAt), asc(ratingReports.id))
        .limit(limit)
        .offset(offset),
      totalOpen(ctx, ratingReports, open),
    ]);
    const people = await accountLabels(
      ctx,
      rows.flatMap((row) => [row.report.reporterId, row.rating.raterId]),
    );
    return {
      total,
      items: rows.map((row) => ({
        id: row.report.id,
        createdAt: row.report.createdAt,
        title: `${row.rating.stars} ★ by ${people.get(row.rating.raterId)}, reported by ${people.get(row.report.reporterId)}`,
        body: row.report.reason,
        facts: [
          { label: 'Comment', value: row.rating.comment ?? '(none)' },
          { label: 'Tags', value: row.rating.tags.join(', ') || '(none)' },
        ],
        link: `/ops/accounts/${row.rating.raterId}`,
      })),
    };
  },
  ...decidedByStatus(ratingReports, open, { remove: 'upheld', keep: 'dismissed' }),
  apply: async ({ tx, id, decision, reason, staff, now }) => {
    const [report] = await tx.select().from(ratingReports).where(eq(ratingReports.id, id)).limit(1);
    const [rating] = await tx.select().from(ratings).where(eq(ratings.id, report!.ratingId)).limit(1);
    const removed = decision === 'remove';
    if (removed) {
      await tx.update(ratings).set({ hiddenAt: now, hiddenReason: reason }).where(eq(ratings.id, rating!.id));
      await updateRatingAverages(tx, [rating!.rateeId]);
    }
    const outcome = removed ? 'We removed the rating' : 'We kept the rating';
    await tell(tx, {
      userId: report!.reporterId,
      staffId: staff.id,
      type: 'rating_report_decided',
      title: `Your report: ${outcome.toLowerCase()}`,
      message: `${outcome} you reported. ${reason}`,
      link: '/reliability',
    });
    if (rating!.raterId !== report!.reporterId)
      await tell(tx, {
        userId: rating!.raterId,
        staffId: staff.id,
        type: 'rating_report_decided',
        title: removed ? 'Your rating was removed' : 'Your rating stays',
        message: removed
          ? `A rating you gave was reported and we removed it. ${reason}`
          : `A rating you gave was reported and we kept it. ${reason}`,
        link: '/reliability',
      });
    return { after: { ratingId: rating!.id, hidden: removed } };
  },
  audit: { remove: 'staff.rating_removed', keep: 'staff.rating_kept' },
};
