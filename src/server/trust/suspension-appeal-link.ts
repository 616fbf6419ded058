// The appeal of a suspension (docs/product/accounts.md, "Suspended accounts"). A suspended account
// cannot sign in, so the suspension e-mail carries a signed link: an HMAC (SESSION_SECRET) of the account and the
// moment of this suspension. It works for APPEALS.windowMs after the suspension and only while that suspension
// stands (a reinstated and suspended-again account gets a new link); the appeal's subject id is derived from the
// same two facts, so each suspension is appealed once (appeals_subject_user_uq).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'suspension-appeal';

function signature(secret: string, userId: string, suspendedAtMs: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}:${suspendedAtMs}`).digest('base64url');
}

export function suspensionAppealToken(secret: string, userId: string, suspendedAt: Date): string {
  const at = suspendedAt.getTime();
  return `${userId}.${at}.${signature(secret, userId, at)}`;
}

/** The account and suspension moment a token names, when its signature is right; null otherwise. */
export function readSuspensionAppealToken(
  secret: string,
  token: string,
): { userId: string; suspendedAt: Date } | null {
  const [userId, at, given] = token.split('.');
  if (!userId || !at || !given || !/^\d{1,15}$/.test(at)) return null;
  const expected = Buffer.from(signature(secret, userId, Number(at)));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, suspendedAt: new Date(Number(at)) };
}

/** A stable uuid naming one suspension of one account: the appeal's subject_id. */
export function suspensionSubjectId(userId: string, suspendedAt: Date): string {
  const hex = createHash('sha256').update(`${PURPOSE}:${userId}:${suspendedAt.getTime()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function suspensionAppealLink(origin: string, token: string): string {
  return `${origin}/suspension-appeal#token=${encodeURIComponent(token)}`;
}
