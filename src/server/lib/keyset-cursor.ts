import { isUuid } from '../../shared/uuid';
import { AppError } from './app-error';

/** Position after the last row of a page: the sort instant and the id that breaks ties. */
export type KeysetCursor = { at: Date; id: string };

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The cursor is opaque to clients; anything we did not hand out is a 400, never a 500. */
export function decodeCursor(value: string): KeysetCursor {
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  // JS dates reach years Postgres cannot store (found by the API fuzzing); we only ever hand out 1970-9999.
  const year = at.getUTCFullYear();
  if (
    !id ||
    !isUuid(id) ||
    Number.isNaN(at.getTime()) ||
    at.toISOString() !== iso ||
    year < 1970 ||
    year > 9999
  )
    throw new AppError('BAD_REQUEST', 'Invalid cursor', { field: 'cursor' });
  return { at, id };
}

/**
 * A page read with `limit + 1` rows: the first `limit` of them, and the cursor after the last when the extra row shows
 * that more follow.
 */
export function keysetPage<T>(rows: T[], limit: number, cursorOf: (row: T) => KeysetCursor) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
