// How the access-control matrix calls the console's queues (docs/product/operations.md, "Queues").
// Staff only; a decision acts on a fresh contact message per cell ('Mark handled'), and a refused cell leaves it in
// the queue.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contactMessages } from '../../../src/server/db/schema';
import { type Builder, t } from './world';

const handledAt = async (id: string) =>
  (await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]?.handledAt ?? null;

export const OPS_QUEUE_BUILDERS: Record<string, Builder> = {
  'GET /api/ops/queues/:queue': async () => ({ method: 'GET', url: '/api/ops/queues/appeals' }),
  'POST /api/ops/queues/:queue/:id/decision': async () => {
    const [message] = await t.ctx.db
      .insert(contactMessages)
      .values({
        name: 'Matrix',
        email: 'matrix@example.com',
        subject: 'Hi',
        messageType: 'general',
        message: 'Hi',
      })
      .returning();
    return {
      method: 'POST',
      url: `/api/ops/queues/contact-messages/${message!.id}/decision`,
      payload: { decision: 'handled', reason: 'Answered by phone.' },
      verify: async (status) => {
        expect(await handledAt(message!.id), 'handled only when the call succeeded').toEqual(
          status === 200 ? expect.any(Date) : null,
        );
      },
    };
  },
};
