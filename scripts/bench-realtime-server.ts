// The app under measurement for scripts/bench-realtime.ts, in its own process so its memory is its own.
// Driven over IPC: { setup: n } creates n users with sessions; { notify: userId } commits one notification
// and answers with the time just before COMMIT; { memory: true } reports RSS and heap after a GC.

import { buildApp } from '../src/server/app';
import { createSession } from '../src/server/auth/sessions';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/create-context';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';
import { createNotification } from '../src/server/features/notifications/create-notification';

type Command = { id: number; setup?: number; notify?: string; memory?: true };

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ url, poolSize: 10 });
await runMigrations(database);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp',
  // Every benchmark stream comes from this machine (issue 10 item 5 caps streams per address).
  EVENT_STREAMS_PER_ADDRESS: '100000',
});
const ctx = createContext(config, database);
const app = await buildApp(ctx, { serveClient: false });
await app.listen({ port: 0, host: '127.0.0.1' });
await ctx.services.start?.({ info: () => {}, error: () => {} });
const { port } = app.server.address() as { port: number };

async function handle(cmd: Command): Promise<unknown> {
  if (cmd.setup) {
    const rows = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: cmd.setup }, (_, i) => ({
          role: 'talent' as const,
          email: `bench-${Date.now()}-${i}@example.com`,
          passwordHash: 'not-a-password',
        })),
      )
      .returning({ id: users.id });
    const out: { userId: string; cookie: string }[] = [];
    for (const row of rows) {
      const { token } = await createSession(ctx.db, row.id, { ip: '127.0.0.1', userAgent: 'bench' });
      out.push({ userId: row.id, cookie: `tb_session=${token}` });
    }
    return out;
  }
  if (cmd.notify) {
    const recipientId = cmd.notify;
    let committingAt = 0;
    const dto = await ctx.db.transaction(async (tx) => {
      const created = await createNotification(tx, {
        recipientId,
        type: 'other',
        title: 'Bench',
        message: 'Probe',
      });
      // The last thing before COMMIT: latency is measured from here to the client's receipt.
      committingAt = performance.timeOrigin + performance.now();
      return created;
    });
    return { notificationId: dto.id, committingAt };
  }
  if (cmd.memory) {
    for (let i = 0; i < 3; i++) globalThis.gc?.();
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed, connections: ctx.services.realtime.connectionCount() };
  }
  return null;
}

process.on('message', (cmd: Command) => {
  handle(cmd).then(
    (result) => process.send!({ id: cmd.id, result }),
    (error: Error) => process.send!({ id: cmd.id, error: error.message }),
  );
});
process.on('disconnect', async () => {
  await app.close();
  await ctx.services.stop?.();
  await database.close();
  process.exit(0);
});
process.send!({ ready: true, port });
