import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { SESSION_LIFETIME_MS, SESSION_REFRESH_MS, STAFF_SESSION } from '../../shared/constants';
import type { Db } from '../db/client';
import { managerAccounts, type Role, sessions, staffAccounts, talentProfiles, users } from '../db/schema';
import { newToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'tb_session';

export type SessionUser = {
  id: string;
  role: Role;
  email: string;
  name: string;
  firstName: string | null;
  companyName: string | null;
  sessionId: string;
  signedInAt: Date;
  expiresAt: Date;
  /** The session began with the account (sign-up signs in): the person's first visit, greeted 'Welcome', not 'Welcome back'. */
  firstSession: boolean;
};

type CookieOptions = { secure: boolean };

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, opts: CookieOptions) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, opts: CookieOptions) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
}

/** Starts a new session (a new token at every sign-in). Returns the cookie token. */
export async function createSession(
  db: Pick<Db, 'insert'>,
  userId: string,
  meta: { ip: string | null; userAgent: string | null },
  now = new Date(),
  lifetimeMs: number = SESSION_LIFETIME_MS,
): Promise<{ token: string; id: string; createdAt: Date; expiresAt: Date }> {
  const token = newToken();
  // Staff sessions pass STAFF_SESSION.absoluteMs (8 h; docs/product/operations.md).
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, id: row!.id, createdAt: now, expiresAt };
}

export async function revokeSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a user; `db` may be a transaction (password reset). */
export async function revokeAllSessions(db: Pick<Db, 'delete'>, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Ends every session of a user but `keepSessionId` (the browser that made the change): a password or e-mail
 * change signs out every other device. Deleting the rows also ends their live event streams.
 */
export async function revokeOtherSessions(db: Pick<Db, 'delete'>, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** The account fields a SessionUser is made of, read by selectSessionUsers. */
const sessionUserColumns = {
  userId: users.id,
  role: users.role,
  email: users.email,
  talentName: talentProfiles.name,
  firstName: managerAccounts.firstName,
  lastName: managerAccounts.lastName,
  companyName: managerAccounts.companyName,
  staffName: staffAccounts.name,
  accountCreatedAt: users.createdAt,
};

type SessionUserQuery<T extends SelectedFields> = PgSelectBase<
  typeof users._.name,
  typeof sessionUserColumns & T,
  'partial',
  {
    [users._.name]: 'not-null';
    [talentProfiles._.name]: 'nullable';
    [managerAccounts._.name]: 'nullable';
    [staffAccounts._.name]: 'nullable';
  }
>;

/**
 * Users with what a SessionUser is made of (their role's account row, joined by user id) and the caller's columns;
 * the caller adds its joins and where.
 */
export function selectSessionUsers<T extends SelectedFields>(db: Pick<Db, 'select'>, columns: T) {
  const query = db
    .select({ ...sessionUserColumns, ...columns } as SelectedFields)
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .leftJoin(managerAccounts, eq(managerAccounts.userId, users.id))
    .leftJoin(staffAccounts, eq(staffAccounts.userId, users.id));
  // Drizzle cannot follow a join on a generic selection; the cast restores the columns' types.
  return query as unknown as SessionUserQuery<T>;
}

type SessionUserRow = {
  userId: string;
  role: Role;
  email: string;
  talentName: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  staffName: string | null;
  accountCreatedAt: Date;
};

export function toSessionUser(
  row: SessionUserRow,
  session: { id: string; createdAt: Date; expiresAt: Date },
): SessionUser {
  const name =
    row.role === 'talent'
      ? (row.talentName ?? row.email)
      : row.role === 'ops'
        ? (row.staffName ?? row.email)
        : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return {
    id: row.userId,
    role: row.role,
    email: row.email,
    name,
    firstName: row.role === 'talent' ? (row.talentName?.split(' ')[0] ?? null) : row.firstName,
    companyName: row.companyName,
    sessionId: session.id,
    signedInAt: session.createdAt,
    expiresAt: session.expiresAt,
    // Sign-up dates the account and its session with one instant (create-account.ts); a later sign-in cannot.
    firstSession: session.createdAt.getTime() === row.accountCreatedAt.getTime(),
  };
}

/**
 * Resolves the cookie to a user. Expired sessions and sessions whose user is gone resolve to null.
 * Activity refreshes `last_seen_at` at most every 30 minutes; the 24 h lifetime is absolute (docs/product/accounts.md, "Sessions").
 */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const rows = await selectSessionUsers(db, {
    sessionId: sessions.id,
    createdAt: sessions.createdAt,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
  })
    .innerJoin(sessions, eq(sessions.userId, users.id))
    // A suspended account has no session: its rows are deleted at suspension; this holds regardless.
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now), isNull(users.suspendedAt)))
    .limit(1)
    // Every signed-in request runs it: a named statement on PostgreSQL, parsed and planned once per pooled connection
    // instead of on each request (planning the joins cost more than running them). Its text never varies.
    .prepare('tb_session_user')
    .execute();
  const row = rows[0];
  if (!row) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  // Staff sessions also end after 30 min without a request (docs/product/operations.md, "Sessions").
  if (row.role === 'ops' && idleMs >= STAFF_SESSION.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (idleMs >= (row.role === 'ops' ? STAFF_SESSION.refreshMs : SESSION_REFRESH_MS)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return toSessionUser(row, { id: row.sessionId, createdAt: row.createdAt, expiresAt: row.expiresAt });
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}
