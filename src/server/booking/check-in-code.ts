// docs/product/attendance.md, "Check-in code": each shift's 4-digit code, shown only to its
// manager with a QR code of the check-in link. Set when the shift is created (create-shift.ts); a shift made before
// codes existed gets one the first time its manager reads it.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { CHECK_IN_CODE } from '../../shared/constants';
import { CHECK_IN_MESSAGES } from '../../shared/marketplace/attendance-messages';
import { isUuid } from '../../shared/uuid';
import type { AppContext } from '../context';
import { shifts } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Tx } from '../messaging/outbox';

/** A new code: 4 digits from the CSPRNG, leading zeros kept ('0427'). */
export function newCheckInCode(): string {
  return String(randomInt(0, 10 ** CHECK_IN_CODE.digits)).padStart(CHECK_IN_CODE.digits, '0');
}

/** Whether a typed code is the shift's, compared in constant time. */
export function isCheckInCode(expected: string, typed: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(typed);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The shift's code, setting one first if it has none (a shift from before codes): a conditional UPDATE (WHERE
 * check_in_code IS NULL), so two first reads at once agree on one code.
 */
export async function ensureCheckInCode(tx: Tx, shiftId: string): Promise<string | null> {
  await tx
    .update(shifts)
    .set({ checkInCode: newCheckInCode() })
    .where(and(eq(shifts.id, shiftId), isNull(shifts.checkInCode)));
  const [row] = await tx.select({ code: shifts.checkInCode }).from(shifts).where(eq(shifts.id, shiftId));
  return row?.code ?? null;
}

/** The check-in link the QR code holds: the worker's page /check-in/:shiftId with the code filled in. */
export const checkInUrl = (origin: string, shiftId: string, code: string) =>
  `${origin}/check-in/${shiftId}?code=${code}`;

/**
 * GET /api/shifts/:shiftId/check-in-code: the code, the link and its QR code (SVG, drawn here so the client bundle
 * carries no QR library), for the shift's own manager only; anyone else's shift reads as not found.
 */
export async function getCheckInCode(ctx: AppContext, managerId: string, shiftId: string) {
  const notFound = new AppError('NOT_FOUND', CHECK_IN_MESSAGES.shiftNotFound);
  if (!isUuid(shiftId)) throw notFound;
  const code = await ctx.db.transaction(async (tx) => {
    const [shift] = await tx
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.id, shiftId), eq(shifts.managerId, managerId)));
    if (!shift) return null;
    return ensureCheckInCode(tx, shiftId);
  });
  if (!code) throw notFound;
  const url = checkInUrl(ctx.config.APP_ORIGIN, shiftId, code);
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { code, checkInUrl: url, qrSvg };
}
