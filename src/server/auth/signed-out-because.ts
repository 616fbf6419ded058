// Why a cookie no longer signs in. A suspension remembers the token hashes of the sessions it
// ended (suspended_sessions), so the tab that still holds one is told the suspension message, and only that tab:
// the cookie proves it was the account's.
import { and, eq, isNotNull } from 'drizzle-orm';
import { suspendedSignInMessage } from '../../shared/marketplace/suspension-messages';
import type { Db } from '../db/client';
import { suspendedSessions, users } from '../db/schema';
import { sha256 } from './tokens';

export async function signedOutBecause(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ reason: users.suspendedReason })
    .from(suspendedSessions)
    .innerJoin(users, eq(users.id, suspendedSessions.userId))
    .where(and(eq(suspendedSessions.tokenHash, sha256(token)), isNotNull(users.suspendedAt)))
    .limit(1);
  return row?.reason ? suspendedSignInMessage(row.reason) : undefined;
}
