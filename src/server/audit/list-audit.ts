import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../shared/schemas/ops';
import type { AppContext } from '../context';
import { auditLog } from '../db/schema';
import { withNames } from './audit-names';

const DAY_MS = 24 * 60 * 60 * 1000;

function filters(query: AuditQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetKind ? eq(auditLog.targetKind, query.targetKind) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    // `to` is a day, included: everything before the next midnight (UTC).
    query.to ? lt(auditLog.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)) : undefined,
  ];
  return and(...where);
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first, keyset by id (ids grow with time: one sequence), `limit` per page (docs/product/operations.md). */
export async function listAudit(ctx: AppContext, query: AuditQuery) {
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(filters(query), query.before ? lt(auditLog.id, query.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: await withNames(
      ctx.db,
      page.map((row) => ({ ...row, at: row.at.toISOString() })),
    ),
    nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/** The CSV export holds at most this many entries (newest first); narrow the filters for older ones. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

const CSV_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_role',
  'action',
  'target_kind',
  'target_id',
  'reason',
  'before',
  'after',
  'ip',
];

/**
 * RFC 4180: every field quoted, quotes doubled. A field a spreadsheet would run as a formula (= + - @, tab, CR)
 * gets a leading apostrophe (OWASP CSV injection). A plain negative number ("-24.05", a refund) is no formula and
 * stays a number.
 */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export async function auditCsv(ctx: AppContext, query: AuditQuery): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(filters(query))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_CSV_MAX_ROWS);
  const lines = rows.map((r) =>
    [
      r.id,
      r.at.toISOString(),
      r.actorId,
      r.actorRole,
      r.action,
      r.targetKind,
      r.targetId,
      r.reason,
      r.before,
      r.after,
      r.ip,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
