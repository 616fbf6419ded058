// The event stream across app instances: an event committed through one reaches a client of another.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/create-context';
import { openDatabase } from '../../src/server/db/client';
import { createNotification } from '../../src/server/notifications/create-notification';
import { createTalent } from '../../src/server/seed/factories/accounts';
import { openSse, type SseClient } from '../support/sse-client';
import { openTestDatabase } from '../support/test-context';

const clients: SseClient[] = [];
afterAll(() => {
  for (const c of clients) c.close();
});

// PGlite is one in-process database that two app instances cannot share: this runs on PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two app instances on one PostgreSQL (skipped on PGlite)',
  () => {
    it('an event committed through instance 1 reaches a client connected to instance 2', async () => {
      const testDb = await openTestDatabase();
      const secondDb = await openDatabase({ url: testDb.url!, poolSize: 3 });
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const one = createContext(config, testDb.database);
      const two = createContext(config, secondDb);
      const apps: FastifyInstance[] = [];
      try {
        for (const ctx of [one, two]) {
          const app = await buildApp(ctx, { serveClient: false });
          await app.listen({ port: 0, host: '127.0.0.1' });
          await ctx.services.start?.({ info: () => {}, error: () => {} });
          apps.push(app);
        }
        const url = (i: number) => `http://127.0.0.1:${(apps[i]!.server.address() as { port: number }).port}`;
        const worker = await createTalent(one);
        const cookie = `tb_session=${worker.token}`;
        const client = await openSse(`${url(1)}/api/events`, { headers: { cookie } });
        clients.push(client);
        expect(client.status).toBe(200);

        const dto = await one.db.transaction((tx) =>
          createNotification(tx, {
            recipientId: worker.userId,
            type: 'shift_selected',
            title: 'Cross',
            message: 'x',
          }),
        );
        const event = await client.next();
        expect(JSON.parse(event.data)).toEqual(dto);

        // Through instance 1's HTTP API as well: marking read publishes an event the other instance streams.
        const res = await fetch(`${url(0)}/api/notifications/read-all`, {
          method: 'POST',
          headers: { cookie },
        });
        expect(res.status).toBe(200);
        const read = await client.next((e) => e.event === 'notifications_read');
        expect(JSON.parse(read.data)).toEqual({ all: true });
      } finally {
        // Closing with a stream still open must not hang.
        for (const app of apps) await app.close();
        await two.services.stop?.();
        await one.services.stop?.();
        await secondDb.close();
        await testDb.drop();
      }
    });
  },
);
