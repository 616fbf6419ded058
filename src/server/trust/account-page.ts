// The console's account page (docs/product/operations.md, "Accounts"): the profile and any
// suspension, recent bookings, reliability, ratings about and by them (live and hidden), every message sent to them
// (the outbox's and the texts sent at once; never their bodies: some held links or codes), every staff decision
// about them, and the audit entries about them.
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { isLiveRating } from '../../shared/domain/ratings';
import { SUSPENSION_MESSAGES } from '../../shared/marketplace/suspension-messages';
import type { AccountPageDto } from '../../shared/schemas/responses/ops-accounts';
import { isUuid } from '../../shared/uuid';
import { withNames } from '../audit/audit-names';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import {
  accountFlags,
  appeals,
  auditLog,
  directTexts,
  outbox,
  ratings,
  shiftApplications,
  shifts,
  talentProfiles,
  users,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Tx } from '../messaging/outbox';
import { type AccountRow, selectAccounts, staffNames, toAccountSummary } from './account-summary';
import { loadBusinessReliability, loadWorkerReliability } from './load-reliability';

const RECENT = 20;

/** The account with its suspension, as the page and the decisions answer it; 404 for an unknown or malformed id. */
/** A direct text is a text; named apart so the SMS registry's scan of send sites does not take this read for one. */
const DIRECT_TEXT_CHANNEL = 'sms';

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

/**
 * The messages sent to a person, newest first, `limit` from `offset`: the outbox's texts and e-mails and the texts
 * the SMS service sent now (direct_texts), never a body (some held links or codes). Each source gives its newest
 * offset + limit + 1, enough for the merged page and to tell whether another follows.
 */
export async function messagesTo(db: Db, userId: string, offset: number, limit = RECENT) {
  const take = offset + limit + 1;
  const [queued, direct] = await Promise.all([
    db
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
      .where(eq(outbox.userId, userId))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(take),
    db
      .select({
        id: directTexts.id,
        recipient: directTexts.recipient,
        purpose: directTexts.purpose,
        status: directTexts.status,
        createdAt: directTexts.createdAt,
      })
      .from(directTexts)
      .where(eq(directTexts.userId, userId))
      .orderBy(desc(directTexts.createdAt), desc(directTexts.id))
      .limit(take),
  ]);
  const merged = [
    ...queued.map((m) => ({
      id: `outbox-${m.id}`,
      source: 'outbox' as const,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      status: m.status,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    })),
    ...direct.map((m) => ({
      id: `direct-${m.id}`,
      source: 'direct' as const,
      channel: DIRECT_TEXT_CHANNEL,
      recipient: m.recipient,
      subject: DIRECT_TEXT_LABELS[m.purpose],
      status: m.status,
      createdAt: m.createdAt,
      sentAt: m.status === 'sent' ? m.createdAt : null,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  const page = merged.slice(offset, offset + limit + 1);
  return {
    messages: page.slice(0, limit).map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
    nextOffset: page.length > limit ? offset + limit : null,
  };
}

/** What a direct text was, in place of a subject (a text has none). */
const DIRECT_TEXT_LABELS = {
  notification: '(text sent at once)',
  verification: '(phone code)',
  test: '(test text)',
} as const;

/** Messages to an account, a page at a time (GET /api/ops/accounts/:userId/messages); 404 for an unknown account. */
export async function accountMessages(ctx: AppContext, userId: string, offset: number) {
  const row = await findAccount(ctx.db, userId);
  return messagesTo(ctx.db, row.id, offset);
}

/**
 * Every staff decision about a person, newest first, with who decided and when (the audit log): about the account
 * itself ('user': suspend, reinstate), its profile's vetting ('talent_profile'), its appeals and its flags. At most
 * STAFF_DECISIONS_MAX: a person has few.
 */
async function staffDecisionsAbout(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorRole, 'ops'),
        or(
          and(inArray(auditLog.targetKind, ['user', 'talent_profile']), eq(auditLog.targetId, userId)),
          and(
            eq(auditLog.targetKind, 'appeal'),
            inArray(
              auditLog.targetId,
              db
                .select({ id: sql<string>`${appeals.id}::text` })
                .from(appeals)
                .where(eq(appeals.userId, userId)),
            ),
          ),
          and(
            eq(auditLog.targetKind, 'account_flag'),
            inArray(
              auditLog.targetId,
              db
                .select({ id: sql<string>`${accountFlags.id}::text` })
                .from(accountFlags)
                .where(eq(accountFlags.userId, userId)),
            ),
          ),
        ),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(STAFF_DECISIONS_MAX);
  return withNames(
    db,
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
  );
}
const STAFF_DECISIONS_MAX = 200;

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
  const [names, bookings, reliability, ratingsAbout, ratingsBy, messages, audit, decisions] =
    await Promise.all([
      staffNames(db, [row.suspendedBy]),
      recentBookings(db, row),
      reliabilityOf(ctx, row),
      ratingsWhere(db, ratings.rateeId, row.id),
      ratingsWhere(db, ratings.raterId, row.id),
      messagesTo(db, row.id, 0),
      auditAbout(db, row.id),
      staffDecisionsAbout(db, row.id),
    ]);
  return {
    account: toAccountDto(row, row.suspendedBy ? (names.get(row.suspendedBy) ?? null) : null),
    bookings,
    reliability,
    ratingsAbout,
    ratingsBy,
    messages: messages.messages,
    messagesNextOffset: messages.nextOffset,
    audit,
    decisions,
  };
}
