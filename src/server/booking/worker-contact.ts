import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { shiftApplications, talentProfiles, users } from '../db/schema';
import type { Tx } from '../messaging/outbox';

type ApplicationsWithWorker<T extends SelectedFields> = PgSelectBase<
  typeof shiftApplications._.name,
  T,
  'partial',
  {
    [shiftApplications._.name]: 'not-null';
    [users._.name]: 'not-null';
    [talentProfiles._.name]: 'nullable';
  }
>;

/**
 * Applications with their worker's account and profile (none until the worker has written one), with the columns
 * the caller names; the caller adds its joins, where and order.
 */
export function selectApplicationsWithWorker<T extends SelectedFields>(db: Pick<Db, 'select'>, columns: T) {
  const query = db
    .select(columns as SelectedFields)
    .from(shiftApplications)
    .innerJoin(users, eq(users.id, shiftApplications.workerId))
    .leftJoin(talentProfiles, eq(talentProfiles.userId, shiftApplications.workerId));
  // Drizzle cannot follow a join on a generic selection; the cast restores the caller's columns.
  return query as unknown as ApplicationsWithWorker<T>;
}

/**
 * The worker as the manager's notices name them: the profile's name, else the account's e-mail, else 'A worker';
 * and their phone (null without one) for the notices that give it.
 */
export async function workerContact(
  tx: Tx,
  workerId: string,
): Promise<{ name: string; phone: string | null }> {
  const [worker] = await tx
    .select({ name: talentProfiles.name, email: users.email, phone: users.phone })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.id, workerId))
    .limit(1);
  return { name: worker?.name ?? worker?.email ?? 'A worker', phone: worker?.phone ?? null };
}

/** The worker's name as the manager's notices give it (workerContact). */
export async function workerName(tx: Tx, workerId: string): Promise<string> {
  return (await workerContact(tx, workerId)).name;
}
