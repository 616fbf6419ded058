import { eq } from 'drizzle-orm';
import { talentProfiles, users } from '../db/schema';
import type { Tx } from '../messaging/outbox';

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
