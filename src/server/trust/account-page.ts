// The console's account page (docs/product/operations.md, "Accounts"): the profile and any
// suspension, recent bookings, reliability, ratings about and by them (live and hidden), messages sent to them
// (never their bodies: some held links), and the audit entries about them.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { isLiveRating } from '../../shared/domain/ratings';
import { SUSPENSION_MESSAGES } from '../../shared/marketplace/suspension-messages';
import type { AccountPageDto } from '../../shared/schemas/responses/ops-accounts';
import { isUuid } from '../../shared/uuid';
import { withNames } from '../audit/audit-names';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { auditLog, outbox, ratings, shiftApplications, shifts, talentProfiles, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Tx } from '../messaging/outbox';
import { type AccountRow, selectAccounts, staffNames, toAccountSummary } from './account-summary';
import { loadBusinessReliability, loadWorkerReliability } from './load-reliability';

const RECENT = 20;

/** The account with its suspension, as the page and the decisions answer it; 404 for an unknown or malformed id. */
export async function loadAccount(db: Db | Tx, userId: string): Promise<AccountPageDto['account']> {
  const row = await findAccount(db, userId);
  const names = await staffNames(db, [row.suspendedBy]);
  return toAccountDto(row, row.suspendedBy ? (names.get(row.suspendedBy) ?? null) : null);
}

export async function findAccount(db: Db | Tx, userId: string): Promise<AccountRow> {
  const notFound = new AppError('NOT_FOUND', SUSPENSION_MESSAGES.accountNotFound);
  if (!isUuid(userId)) throw notFound;
  const [row] = await selectAccounts(db).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound;
  return row;
}

function toAccountDto(row: AccountRow, byName: string | null): AccountPageDto['account'] {
  return {
    ...toAccountSummary(row),
    createdAt: row.createdAt.toISOString(),
    suspension:
      row.suspendedAt && row.suspendedReason
        ? { at: row.suspendedAt.toISOString(), reason: row.suspendedReason, byName }
        : null,
  };
}

/** A worker's bookings with the business, or a manager's shifts' bookings with the worker; newest shifts first. */
async function recentBookings(db: Db, row: AccountRow) {
  const base = db
    .select({
      applicationId: shiftApplications.id,
      shiftId: shifts.id,
      positionTitle: shifts.positionTitle,
      businessName: shifts.businessName,
      workerName: talentProfiles.name,
      startsAt: shifts.startsAt,
      status: shiftApplications.status,
    })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, shiftApplications.workerId));
  const where =
    row.role === 'manager'
      ? and(eq(shifts.managerId, row.id), isNotNull(shiftApplications.acceptedAt))
      : eq(shiftApplications.workerId, row.id);
  const rows = await base.where(where).orderBy(desc(shifts.startsAt)).limit(RECENT);
  return rows.map((r) => ({
    applicationId: r.applicationId,
    shiftId: r.shiftId,
    positionTitle: r.positionTitle,
    counterpart: row.role === 'manager' ? (r.workerName ?? 'A worker') : r.businessName,
    startsAt: r.startsAt.toISOString(),
    status: r.status,
  }));
}

async function reliabilityOf(ctx: AppContext, row: AccountRow): Promise<AccountPageDto['reliability']> {
  const now = ctx.now();
  if (row.role === 'talent') {
    const figures = (await loadWorkerReliability(ctx.db, [row.id], now)).get(row.id);
    if (figures) return { side: 'worker', figures };
  }
  if (row.role === 'manager') {
    const figures = (await loadBusinessReliability(ctx.db, [row.id], now)).get(row.id);
    if (figures) return { side: 'business', figures };
  }
  return { side: 'none' };
}

async function ratingsWhere(db: Db, column: typeof ratings.raterId | typeof ratings.rateeId, userId: string) {
  const rows = await db
    .select()
    .from(ratings)
    .where(eq(column, userId))
    .orderBy(desc(ratings.createdAt))
    .limit(RECENT);
  return rows.map((r) => ({
    id: r.id,
    stars: r.stars,
    comment: r.comment,
    raterRole: r.raterRole,
    createdAt: r.createdAt.toISOString(),
    live: isLiveRating(r),
    removed: r.hiddenAt !== null,
  }));
}

async function messagesTo(db: Db, row: AccountRow) {
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.userId, row.id))
    .orderBy(desc(outbox.id))
    .limit(RECENT);
  return rows.map((m) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
  }));
}

async function auditAbout(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, 'user'), eq(auditLog.targetId, userId)))
    .orderBy(desc(auditLog.id))
    .limit(50);
  return withNames(
    db,
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
  );
}

export async function accountPage(ctx: AppContext, userId: string): Promise<AccountPageDto> {
  const { db } = ctx;
  const row = await findAccount(db, userId);
  const [names, bookings, reliability, ratingsAbout, ratingsBy, messages, audit] = await Promise.all([
    staffNames(db, [row.suspendedBy]),
    recentBookings(db, row),
    reliabilityOf(ctx, row),
    ratingsWhere(db, ratings.rateeId, row.id),
    ratingsWhere(db, ratings.raterId, row.id),
    messagesTo(db, row),
    auditAbout(db, row.id),
  ]);
  return {
    account: toAccountDto(row, row.suspendedBy ? (names.get(row.suspendedBy) ?? null) : null),
    bookings,
    reliability,
    ratingsAbout,
    ratingsBy,
    messages,
    audit,
  };
}
