// The staff commands (docs/product/operations.md, "Staff accounts"; ADR 022):
//   npm run ops:add -- --email someone@example.com [--name "First Last"]   a staff account and its set-password link
//   npm run ops:reset-2fa -- someone@example.com                          enrol the second factor again
//   npm run ops:disable -- someone@example.com                            no sign-in, sessions ended
//   npm run ops:enable -- someone@example.com                             sign-in allowed again
// (`--email` or the e-mail alone.) On the embedded database (DATA_DIR) a running server holds the database, so the
// command asks it over its local channel (DATA_DIR/ops.sock, only the data directory's owner can use it); with no
// server it opens the database itself. On PostgreSQL it connects directly, server running or not.
// Exit codes: 0 done, 1 the account's state (exists, not found, already so), 2 bad input, 3 the embedded database is
// held by a process that does not answer.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateAndGrant } from '../src/server/db/database-roles';
import { loadEnvFileIfPresent } from '../src/server/env-file';
import { askOpsChannel } from '../src/server/features/staff/ops-channel';
import {
  commandProblem,
  runStaffCommand,
  type StaffCommandAnswer,
  staffCommandSchema,
} from '../src/server/features/staff/staff-commands';

const USAGE =
  'usage: npm run ops:add -- --email someone@example.com [--name "First Last"], or npm run ops:reset-2fa | ' +
  'ops:disable | ops:enable -- someone@example.com';

function finish(answer: StaffCommandAnswer | { code: 3; message: string }): never {
  if (answer.code === 0) process.stdout.write(`${answer.message}\n`);
  else process.stderr.write(`ops: ${answer.message}\n`);
  process.exit(answer.code);
}

const { values, positionals } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
  allowPositionals: true,
  strict: true,
});
const [command, positionalEmail, ...rest] = positionals;
if (rest.length) finish({ code: 2, message: USAGE });
const parsed = staffCommandSchema.safeParse({
  command,
  email: (values.email ?? positionalEmail)?.trim(),
  ...(command === 'add' ? { name: values.name ?? null } : {}),
});
if (!parsed.success) finish({ code: 2, message: `${commandProblem(parsed.error)} (${USAGE})` });
const request = parsed.data;

loadEnvFileIfPresent();
const config = loadConfig();
const dataDir = config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite');
if (dataDir) {
  const answer = await askOpsChannel(config.DATA_DIR, request);
  if (answer) finish(answer);
  // PGlite writes postmaster.pid while a process has the directory open, and removes it on a clean close.
  if (existsSync(join(dataDir, 'postmaster.pid')))
    finish({
      code: 3,
      message:
        `the embedded database in ${dataDir} is open in another process that does not answer on ` +
        `${join(config.DATA_DIR, 'ops.sock')} (a server killed without a clean stop, or another tool). Stop that ` +
        'process and run this again; if none is running, start and stop the server once to clear the marker.',
    });
}

const database = await openDatabase({ url: config.DATABASE_URL, dataDir, poolSize: 1 });
let answer: StaffCommandAnswer;
try {
  await migrateAndGrant(database, {
    databaseUrl: config.DATABASE_URL,
    migrationUrl: config.MIGRATION_DATABASE_URL,
  });
  answer = await runStaffCommand(database.db, request, { origin: config.APP_ORIGIN, now: new Date() });
} finally {
  await database.close();
}
finish(answer);
