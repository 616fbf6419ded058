import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { BLOCK_MESSAGES } from '../../../shared/marketplace/favourites-messages';
import type { BlockedUserDto } from '../../../shared/schemas/responses/favourites';
import { isUuid } from '../../../shared/uuid';
import { endedNotice } from '../../booking/cancellation-notices';
import { changeBooking, changingApplicationColumns } from '../../booking/change-booking';
import { shiftColumns } from '../../booking/shift-dto';
import type { AppContext } from '../../context';
import {
  blocks,
  favourites,
  managerAccounts,
  shiftApplications,
  shifts,
  talentProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../messaging/outbox';
import { createNotification } from '../../notifications/create-notification';
import { appliedToManagerSql } from './favourites';

type Caller = { id: string; role: Role };
const uuidParam = (id: string) => sql`${id}::uuid`;

/**
 * Who may be blocked: a manager blocks a worker who applied to (or worked for) one of their shifts; a worker hides a
 * business that has posted a shift. Anything else, a malformed id included, is the same 404 (nothing leaks).
 */
async function requireBlockable(ctx: AppContext, caller: Caller, userId: string) {
  const notFound = new AppError('NOT_FOUND', BLOCK_MESSAGES.userNotFound);
  if (!isUuid(userId) || userId === caller.id) throw notFound;
  const related =
    caller.role === 'manager'
      ? appliedToManagerSql(caller.id, userId)
      : sql`exists (select 1 from "shifts" tb_s where tb_s."manager_id" = ${uuidParam(userId)})`;
  const result = await ctx.db.execute<{ ok: boolean }>(sql`select ${related} as ok`);
  if (!result.rows[0]?.ok) throw notFound;
}

/**
 * 'Block worker' / 'Hide this business' (PUT): silent and mutual. Idempotent. In one transaction: the block, the
 * manager's star dropped, and every application of the pair still waiting (interested, or an unanswered offer) ended
 * as not selected; an accepted booking stays as it is. The worker hears the usual 'Not selected this time' when the
 * manager blocked (never a word about the block); a worker who hid the business is not told about their own choice.
 */
export async function blockUser(ctx: AppContext, caller: Caller, userId: string) {
  await requireBlockable(ctx, caller, userId);
  const managerId = caller.role === 'manager' ? caller.id : userId;
  const workerId = caller.role === 'manager' ? userId : caller.id;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(blocks)
      .values({ blockerId: caller.id, blockedId: userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ blockerId: blocks.blockerId });
    if (!created) return;
    await tx
      .delete(favourites)
      .where(and(eq(favourites.managerId, managerId), eq(favourites.workerId, workerId)));
    await endWaitingApplications(ctx, tx, { managerId, workerId, notify: caller.role === 'manager' });
  });
  return { userId, blocked: true };
}

async function endWaitingApplications(
  ctx: AppContext,
  tx: Tx,
  pair: { managerId: string; workerId: string; notify: boolean },
) {
  const waiting = await tx
    .select({ ...changingApplicationColumns, shift: shiftColumns })
    .from(shiftApplications)
    .innerJoin(shifts, eq(shifts.id, shiftApplications.shiftId))
    .where(
      and(
        eq(shiftApplications.workerId, pair.workerId),
        eq(shifts.managerId, pair.managerId),
        inArray(shiftApplications.status, ['interested', 'selected']),
      ),
    )
    .orderBy(asc(shiftApplications.id))
    .for('update', { of: shiftApplications });
  for (const application of waiting) {
    // Conditional on the status read, so an accept racing the block has one outcome (an accepted booking stays); a
    // pending offer's expiry job is dropped with it (change-booking.ts).
    const ended = await changeBooking(tx, ctx, {
      application,
      shift: application.shift,
      to: 'rejected',
      actor: 'system',
      now: ctx.now(),
      set: { endedReason: 'passed', contactingUntil: null },
    });
    if (!ended.ok) continue;
    if (pair.notify)
      await createNotification(tx, {
        recipientId: pair.workerId,
        senderId: pair.managerId,
        type: 'application_ended',
        ...endedNotice(application.shift, 'passed'),
        data: { shiftId: application.shift.id, applicationId: application.id, kind: 'application_passed' },
      });
  }
}

/** Undo (DELETE): idempotent; only the caller's own block is lifted (a block the other side made stays). */
export async function unblockUser(ctx: AppContext, caller: Caller, userId: string) {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', BLOCK_MESSAGES.userNotFound);
  const removed = await ctx.db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, caller.id), eq(blocks.blockedId, userId)))
    .returning({ blockedId: blocks.blockedId });
  if (removed.length === 0) await requireBlockable(ctx, caller, userId);
  return { userId, blocked: false };
}

/** The caller's own blocks, newest first, with the worker's or the business's name (the settings list). */
export async function listBlocks(ctx: AppContext, caller: Caller): Promise<{ blocks: BlockedUserDto[] }> {
  const rows = await ctx.db
    .select({
      userId: blocks.blockedId,
      createdAt: blocks.createdAt,
      workerName: talentProfiles.name,
      businessName: managerAccounts.companyName,
    })
    .from(blocks)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, blocks.blockedId))
    .leftJoin(managerAccounts, eq(managerAccounts.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, caller.id))
    .orderBy(desc(blocks.createdAt))
    .limit(500);
  return {
    blocks: rows.map((row) => ({
      userId: row.userId,
      name: row.workerName ?? row.businessName ?? 'Account',
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
