import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createContext } from './create-context';
import { openDatabase } from './db/client';
import { auditLogRewritableBy, migrateAndGrant } from './db/database-roles';
import { DEMO_PASSWORD_FILE } from './db/demo-password';
import { keepStatisticsFresh } from './db/maintenance';
import { loadEnvFileIfPresent } from './env-file';
import { listenOpsChannel } from './features/staff/ops-channel';
import { seedDemoData } from './seed/seed';

const startedAt = performance.now();
// Before the configuration is read: the project root's .env, if any (.env.example).
const envFile = loadEnvFileIfPresent();
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite'),
});
// As the tables' owner when MIGRATION_DATABASE_URL names one (ADR 020, "Two database roles").
await migrateAndGrant(database, {
  databaseUrl: config.DATABASE_URL,
  migrationUrl: config.MIGRATION_DATABASE_URL,
});
const ctx = createContext(config, database);
const logger = { level: config.LOG_LEVEL };
const app = await buildApp(ctx, { logger });
if (envFile) app.log.info(`Settings read from ${envFile} (variables already set win)`);
await ctx.services.start?.(app.log);
const auditProblem = await auditLogRewritableBy(database);
if (auditProblem) app.log.warn(auditProblem);

if (!config.isProduction && config.SEED_DEMO === 'auto') {
  const seeded = await seedDemoData(ctx, (note) => app.log.warn(note));
  if (seeded) {
    app.log.info('Demo data loaded into the empty database. Demo logins:');
    for (const login of seeded)
      app.log.info(`  ${login.role.padEnd(8)} ${login.email}  /  ${login.password}`);
    // Random per data directory; kept there for the next start.
    app.log.info(`  (the demo password is kept in ${join(config.DATA_DIR, DEMO_PASSWORD_FILE)})`);
  }
}

const stopStatistics = await keepStatisticsFresh(database);
// The staff commands reach the server that holds the embedded database (ADR 022).
const opsChannel =
  database.kind === 'pglite'
    ? await listenOpsChannel(
        config.DATA_DIR,
        { db: ctx.db, origin: config.APP_ORIGIN, now: () => ctx.now() },
        (error) => app.log.error({ err: error }, 'staff command failed'),
      )
    : null;
if (opsChannel && 'problem' in opsChannel)
  app.log.warn(`Staff commands (npm run ops:*) cannot reach this server: ${opsChannel.problem}`);
await app.listen({ port: config.PORT, host: config.HOST });
// In development the in-process payments fake delivers its signed events to this server's own webhook route, as the
// provider would to the URL in its dashboard (only the fake acts on this).
ctx.services.payments.deliverEventsTo?.(`${loopbackOrigin(app.server.address())}/api/webhooks/stripe`);
app.log.info(
  `TalentBridge ready on ${config.APP_ORIGIN} (${database.kind}) in ${((performance.now() - startedAt) / 1000).toFixed(2)} s`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopStatistics();
  if (opsChannel && 'stop' in opsChannel) await opsChannel.stop().catch(() => {});
  await app.close().catch(() => {});
  await ctx.services.stop?.().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** The origin this process answers on from the same machine: a wildcard address is reached through loopback. */
function loopbackOrigin(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return `http://127.0.0.1:${config.PORT}`;
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.address;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${address.port}`;
}
