// Keyset pages of money_movements, newest first (docs/product/payments.md, "Receipts and statements").
import { sql } from 'drizzle-orm';
import { moneyMovements, shifts } from '../../db/schema';
import { decodeCursor, type KeysetCursor, keysetPage } from '../../lib/keyset-cursor';

// A cursor carries milliseconds and Postgres keeps microseconds: ordering and comparing at the cursor's precision
// keeps a row in the same millisecond as a page's last from being skipped.
const createdMs = sql`date_trunc('milliseconds', ${moneyMovements.createdAt})`;

export const newestFirst = [sql`${createdMs} desc`, sql`${moneyMovements.id} desc`];

/** Rows after the cursor's position in the newest-first order; undefined on the first page. */
export const after = (cursor: KeysetCursor | null) =>
  cursor
    ? sql`(${createdMs}, ${moneyMovements.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

export const DEFAULT_PAGE = 20;

/** A page's query: the position (a 400 when it is not one we handed out) and the size. */
export function pageOf(query: { cursor?: string; limit?: number }) {
  return { cursor: query.cursor ? decodeCursor(query.cursor) : null, limit: query.limit ?? DEFAULT_PAGE };
}

/** The page and the next cursor of rows read with `limit + 1`. */
export const movementPage = <T extends { id: string; createdAt: Date }>(rows: T[], limit: number) =>
  keysetPage(rows, limit, (r) => ({ at: r.createdAt, id: r.id }));

/** The columns of the shift a movement paid for, and how both sides' lists name it. */
export const shiftColumns = {
  shiftId: shifts.id,
  positionTitle: shifts.positionTitle,
  businessName: shifts.businessName,
  shiftDate: shifts.shiftDate,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
};

type ShiftColumns = { [K in keyof typeof shiftColumns]: (typeof shiftColumns)[K]['_']['data'] };

export const shiftSummary = (r: ShiftColumns) => ({
  id: r.shiftId,
  title: r.positionTitle,
  businessName: r.businessName,
  date: r.shiftDate,
  // Postgres answers 09:00:00; the lists show 09:00.
  startTime: r.startTime.slice(0, 5),
  endTime: r.endTime.slice(0, 5),
});
