// npm run ops:add -- --email someone@example.com [--name "First Last"]
// Creates a staff (ops) account and prints its one-time set-password link, valid 30 min (docs/product/operations.md).
// PostgreSQL (DATABASE_URL): works whether or not the server runs. The embedded database (DATA_DIR) is held by one
// process at a time: while the server (or anything else) has it open, this refuses with exit code 3; stop the
// server, run the command, start the server again.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadEnvFileIfPresent } from '../src/server/env-file';
import { addStaffAccount } from '../src/server/features/staff/add-staff';

function fail(message: string, code: number): never {
  process.stderr.write(`ops:add: ${message}\n`);
  process.exit(code);
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});
const email = z.email().safeParse(values.email?.trim());
if (!email.success)
  fail('give the staff member\'s e-mail: npm run ops:add -- --email someone@example.com [--name "..."]', 2);

loadEnvFileIfPresent();
const config = loadConfig();
const dataDir = config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite');
// PGlite writes postmaster.pid while a process has the directory open, and removes it on a clean close.
if (dataDir && existsSync(join(dataDir, 'postmaster.pid')))
  fail(
    `the embedded database in ${dataDir} is open in another process (is the server running?). Stop it and run ` +
      'this again. If no process has it open (the server was killed), start and stop the server once to clear it.',
    3,
  );

const database = await openDatabase({ url: config.DATABASE_URL, dataDir, poolSize: 1 });
try {
  await runMigrations(database);
  const result = await addStaffAccount(database.db, {
    email: email.data,
    name: values.name ?? null,
    origin: config.APP_ORIGIN,
    now: new Date(),
  });
  if (!result.ok) {
    process.stderr.write(
      `ops:add: a staff account for ${email.data} exists already (use 'Forgot password').\n`,
    );
    process.exitCode = 1;
  } else
    process.stdout.write(
      `Staff account created for ${email.data}.\n` +
        `Set-password link (one use, valid until ${result.expiresAt.toISOString()}):\n${result.link}\n`,
    );
} finally {
  await database.close();
}
