// docs/product/operations.md, "Queues": what every decidable queue shares — its definition, the
// page of items oldest first, and one decision: a reason, a conditional UPDATE that only the first of two staff wins
// (the other reads who decided, when and what), the queue's own effects and notices, and an audit row, all in one
// transaction.
import { and, asc, count, eq, inArray, min, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../../shared/domain/audit';
import type { NotificationType } from '../../../shared/domain/notification-type';
import {
  decisionLabel,
  OPS_QUEUE_MESSAGES as MSG,
  OPS_QUEUE_DECISIONS,
  OPS_QUEUES,
  type OpsQueueKey,
} from '../../../shared/domain/ops-queues';
import type { AppealedDecisionDto } from '../../../shared/schemas/responses/ops-queues';
import type { TimesheetTimesDto } from '../../../shared/schemas/responses/timesheets';
import { isUuid } from '../../../shared/uuid';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { staffAccounts, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMessage, type Tx } from '../../messaging/outbox';
import { createNotification } from '../../notifications/create-notification';
import { accountName, selectAccounts } from '../../trust/account-summary';

export type Staff = { id: string; role: string };
export type QueueItem = {
  id: string;
  createdAt: Date;
  title: string;
  body: string;
  facts: { label: string; value: string }[];
  link: string | null;
  /** A disputed timesheet's times side by side (the disputes queue). */
  timesheet?: TimesheetTimesDto;
  /** The decision an appeal is about, in words (the appeals queue). */
  appealed?: AppealedDecisionDto | null;
};
export type DecisionInput = {
  decision: string;
  reason: string;
  checkInAt?: string | undefined;
  checkOutAt?: string | undefined;
};
export type Decision = {
  tx: Tx;
  ctx: AppContext;
  staff: Staff;
  id: string;
  decision: string;
  reason: string;
  now: Date;
  input: DecisionInput;
};
export type PastDecision = { at: Date | null; byId: string | null; decision: string | null };

export type QueueDef = {
  key: OpsQueueKey;
  label: string;
  targetKind: string;
  /** Whether a path's id can name an item (a uuid, or a number for the outbox). */
  validId: (id: string) => boolean;
  count: (ctx: AppContext) => Promise<{ n: number; oldest: Date | null }>;
  list: (ctx: AppContext, offset: number, limit: number) => Promise<{ total: number; items: QueueItem[] }>;
  /** The conditional UPDATE ... WHERE still open RETURNING: true for the one decision that wins. */
  claim: (d: Decision) => Promise<boolean>;
  /** The item's recorded decision, for the loser's 409; null when there is no such item. */
  past: (tx: Tx, id: string) => Promise<PastDecision | null>;
  /** The decision's effects and notices, in its transaction; may name a page that finishes it. */
  apply: (d: Decision) => Promise<{ link?: string | null; before?: object; after?: object } | undefined>;
  audit: Record<string, AuditAction>;
  /** Work with a transaction of its own, once the decision has committed (e.g. 'Suspend' through the account's use-case). */
  afterCommit?: (
    ctx: AppContext,
    staff: Staff,
    id: string,
    decision: string,
    reason: string,
    ip: string | null,
  ) => Promise<void>;
};

export async function listQueue(ctx: AppContext, def: QueueDef, page: number) {
  const size = OPS_QUEUES.pageSize;
  const { total, items } = await def.list(ctx, (page - 1) * size, size);
  const now = ctx.now().getTime();
  return {
    queue: def.key,
    label: def.label,
    decisions: Object.entries(OPS_QUEUE_DECISIONS[def.key]).map(([value, label]) => ({ value, label })),
    total,
    page,
    pageSize: size,
    items: items.map((item) => ({
      ...item,
      createdAt: item.createdAt.toISOString(),
      ageMs: Math.max(0, now - item.createdAt.getTime()),
      timesheet: item.timesheet ?? null,
      appealed: item.appealed ?? null,
    })),
  };
}

async function staffName(tx: Tx, userId: string | null): Promise<string> {
  if (!userId) return 'a former staff member';
  const [row] = await tx
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.userId, userId))
    .limit(1);
  return row?.name ?? 'a former staff member';
}

export async function decideQueueItem(
  ctx: AppContext,
  def: QueueDef,
  staff: Staff,
  id: string,
  input: DecisionInput,
  ip: string | null,
) {
  const offered = OPS_QUEUE_DECISIONS[def.key] as Record<string, string>;
  if (!(input.decision in offered))
    throw new AppError('BAD_REQUEST', MSG.wrongDecision(Object.values(offered)), { field: 'decision' });
  const reason = input.reason.trim();
  if (!reason)
    throw new AppError('BAD_REQUEST', input.decision === 'reply' ? MSG.replyRequired : MSG.reasonRequired, {
      field: 'reason',
    });
  if (!def.validId(id)) throw new AppError('NOT_FOUND', MSG.notFound);
  const now = ctx.now();
  const decided = await ctx.db.transaction(async (tx) => {
    const d: Decision = { tx, ctx, staff, id, decision: input.decision, reason, now, input };
    if (!(await def.claim(d))) {
      const past = await def.past(tx, id);
      if (!past) throw new AppError('NOT_FOUND', MSG.notFound);
      if (!past.at || !past.decision) throw new AppError('CONFLICT', MSG.notFound);
      throw new AppError(
        'CONFLICT',
        MSG.alreadyDecided(
          await staffName(tx, past.byId),
          past.at.toISOString(),
          decisionLabel(def.key, past.decision),
        ),
      );
    }
    const effect = await def.apply(d);
    await recordAudit(tx, {
      actor: staff,
      action: def.audit[input.decision]!,
      target: { kind: def.targetKind, id },
      reason,
      before: { status: 'open', ...effect?.before },
      after: { decision: input.decision, ...effect?.after },
      ip,
      at: now,
    });
    return { id, decision: input.decision, decidedAt: now.toISOString(), link: effect?.link ?? null };
  });
  await def.afterCommit?.(ctx, staff, id, input.decision, reason, ip);
  return decided;
}

/** Tells a user in the app and by e-mail (through the outbox), in the decision's transaction. */
export async function tell(
  tx: Tx,
  notice: {
    userId: string;
    staffId: string;
    type: NotificationType;
    title: string;
    message: string;
    link: string;
  },
) {
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, notice.userId))
    .limit(1);
  if (!user) return;
  await createNotification(tx, {
    recipientId: notice.userId,
    senderId: notice.staffId,
    type: notice.type,
    title: notice.title,
    message: notice.message,
    data: { link: notice.link },
    sentVia: ['email'],
  });
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: user.email,
    subject: notice.title,
    body: `Hello,\n\n${notice.message}\n\nThe TalentBridge team`,
    userId: notice.userId,
  });
}

/** A queue's open items counted, and the time of the oldest, as the front page shows them. */
export async function countOpen(ctx: AppContext, table: PgTable, at: AnyPgColumn, open: SQL) {
  const [row] = await ctx.db
    .select({ n: count(), oldest: min(at) })
    .from(table)
    .where(open);
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest as Date | string) : null };
}

/** What a queue lists, and how: its open rows, a page of them oldest first, and each row as an item. */
type QueueSource<Row> = Pick<QueueDef, 'key' | 'label' | 'targetKind'> & {
  /** Whether a path's id can name an item: a uuid unless said otherwise. */
  validId?: QueueDef['validId'];
  /** The queue's table, the condition of its open rows and the time they wait since (the front page's oldest). */
  table: PgTable;
  open: SQL;
  openedAt: AnyPgColumn;
  page: (ctx: AppContext, offset: number, limit: number) => Promise<Row[]>;
  /** The accounts a row names, labelled "Name <e-mail>" in `people` for `item`. */
  accounts?: (row: Row) => (string | null)[];
  item: (row: Row, people: Map<string, string>) => QueueItem;
};

/** A queue's definition up to its decisions: its count for the front page and its pages of items. */
export function queueListing<Row>(
  source: QueueSource<Row>,
): Pick<QueueDef, 'key' | 'label' | 'targetKind' | 'validId' | 'count' | 'list'> {
  const { table, open, accounts } = source;
  return {
    key: source.key,
    label: source.label,
    targetKind: source.targetKind,
    validId: source.validId ?? isUuid,
    count: (ctx) => countOpen(ctx, table, source.openedAt, open),
    list: async (ctx, offset, limit) => {
      const [rows, total] = await Promise.all([source.page(ctx, offset, limit), totalOpen(ctx, table, open)]);
      const people = await accountLabels(ctx, accounts ? rows.flatMap(accounts) : []);
      return { total, items: rows.map((row) => source.item(row, people)) };
    },
  };
}

/** A queue table whose items are its own rows, waiting since they were created. */
type RowsTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * queueListing for a queue whose items are its table's rows: a page of the open ones oldest first (ties by id), each
 * an item of the row's own id and creation time with what `item` says of it.
 */
export function rowsQueueListing<T extends RowsTable>(
  source: Omit<QueueSource<T['$inferSelect']>, 'table' | 'openedAt' | 'page' | 'item'> & {
    table: T;
    item: (row: T['$inferSelect'], people: Map<string, string>) => Omit<QueueItem, 'id' | 'createdAt'>;
  },
) {
  const { table, open, item } = source;
  return queueListing<T['$inferSelect']>({
    ...source,
    openedAt: table.createdAt,
    page: async (ctx, offset, limit) =>
      await ctx.db
        .select()
        .from(table as PgTable)
        .where(open)
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(limit)
        .offset(offset),
    item: (row, people) => ({ id: String(row.id), createdAt: row.createdAt as Date, ...item(row, people) }),
  });
}

/** A queue table that records its staff decision in `status` and the decision columns (db/schema/columns.ts). */
type DecidedTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  decidedAt: AnyPgColumn;
  decidedBy: AnyPgColumn;
  decisionReason: AnyPgColumn;
};

/**
 * The claim and the past decision of a queue whose table records the decision in `status` and the staff decision
 * columns: `statusOf` names the status each decision offered leaves the item in.
 */
export function decidedByStatus(
  table: DecidedTable,
  open: SQL,
  statusOf: Record<string, string>,
): Pick<QueueDef, 'claim' | 'past'> {
  return {
    claim: async ({ tx, id, decision, reason, staff, now }) => {
      const rows = await tx
        .update(table)
        .set({ status: statusOf[decision], decidedAt: now, decidedBy: staff.id, decisionReason: reason })
        .where(and(eq(table.id, id), open))
        .returning({ id: table.id });
      return rows.length === 1;
    },
    past: async (tx, id) => {
      const [row] = await tx
        .select({ status: table.status, at: table.decidedAt, byId: table.decidedBy })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      if (!row) return null;
      const decision = Object.keys(statusOf).find((key) => statusOf[key] === row.status) ?? null;
      return { at: row.at as Date | null, byId: row.byId as string | null, decision };
    },
  };
}

/** How many open items a queue's pages hold. */
export async function totalOpen(ctx: AppContext, table: PgTable, open: SQL): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(open);
  return Number(row?.n ?? 0);
}

/** "Name <e-mail>" of each account, by id, as the queues' items name people. */
export async function accountLabels(ctx: AppContext, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await selectAccounts(ctx.db).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, `${accountName(row)} <${row.email}>`]));
}
