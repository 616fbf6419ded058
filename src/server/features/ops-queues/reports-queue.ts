// docs/product/operations.md, "Queues": reported ratings, oldest report first; 'Remove the rating'
// hides it (hidden_at: it leaves every list and the averages, recomputed here) or 'Keep it'. The reporter and the
// rater are told in the app and by e-mail.
import { asc, eq } from 'drizzle-orm';
import { ratingReports, ratings } from '../../db/schema';
import { updateRatingAverages } from '../../trust/rating-averages';
import { decidedByStatus, type QueueDef, queueListing, tell } from './queue-kit';

const open = eq(ratingReports.status, 'open');

export const reportsQueue: QueueDef = {
  ...queueListing({
    key: 'rating-reports',
    label: 'Reported ratings',
    targetKind: 'rating_report',
    table: ratingReports,
    open,
    openedAt: ratingReports.createdAt,
    page: (ctx, offset, limit) =>
      ctx.db
        .select({ report: ratingReports, rating: ratings })
        .from(ratingReports)
        .innerJoin(ratings, eq(ratings.id, ratingReports.ratingId))
        .where(open)
        .orderBy(asc(ratingReports.createdAt), asc(ratingReports.id))
        .limit(limit)
        .offset(offset),
    accounts: ({ report, rating }) => [report.reporterId, rating.raterId],
    item: ({ report, rating }, people) => ({
      id: report.id,
      createdAt: report.createdAt,
      title: `${rating.stars} ★ by ${people.get(rating.raterId)}, reported by ${people.get(report.reporterId)}`,
      body: report.reason,
      facts: [
        { label: 'Comment', value: rating.comment ?? '(none)' },
        { label: 'Tags', value: rating.tags.join(', ') || '(none)' },
      ],
      link: `/ops/accounts/${rating.raterId}`,
    }),
  }),
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
