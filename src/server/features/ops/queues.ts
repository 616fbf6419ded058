import { count, eq, min } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appeals, contactMessages, ratingReports, talentProfiles, timesheets } from '../../db/schema';

/**
 * The console's queues, counted from their tables (docs/product/operations.md, "Console"): only queues whose
 * items have a state to count. Deciding them comes with the queues' own work (issue 15 items 2-4).
 */
export async function opsQueues(ctx: AppContext) {
  const { db } = ctx;
  const [openAppeals, openReports, disputed, contact] = await Promise.all([
    db
      .select({ n: count(), oldest: min(appeals.createdAt) })
      .from(appeals)
      .where(eq(appeals.status, 'open')),
    db
      .select({ n: count(), oldest: min(ratingReports.createdAt) })
      .from(ratingReports)
      .where(eq(ratingReports.status, 'open')),
    db
      .select({ n: count(), oldest: min(timesheets.disputedAt) })
      .from(timesheets)
      .where(eq(timesheets.status, 'disputed')),
    db.select({ n: count(), oldest: min(contactMessages.createdAt) }).from(contactMessages),
  ]);
  const queue = (key: string, label: string, row: { n: number; oldest: Date | null } | undefined) => ({
    key,
    label,
    count: Number(row?.n ?? 0),
    oldestAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
  });
  // Vetting (docs/product/operations.md, "Vetting"): profiles in review, aged from their first submission.
  const [vetting] = await db
    .select({ n: count(), oldest: min(talentProfiles.vettingSubmittedAt) })
    .from(talentProfiles)
    .where(eq(talentProfiles.vettingStatus, 'in_review'));
  return {
    queues: [
      queue('vetting', 'Vetting', vetting),
      queue('appeals', 'Open appeals', openAppeals[0]),
      queue('rating-reports', 'Reported ratings', openReports[0]),
      queue('timesheet-disputes', 'Disputed timesheets', disputed[0]),
      queue('contact-messages', 'Contact messages (all received)', contact[0]),
    ],
  };
}
