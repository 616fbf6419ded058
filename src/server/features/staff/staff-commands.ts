import { z } from 'zod';
import type { Db } from '../../db/client';
import { addStaffAccount } from './add-staff';
import { disableStaff, enableStaff, resetSecondFactor } from './staff-account-admin';

/**
 * The staff commands of `npm run ops:*` (scripts/ops-staff.ts; docs/product/operations.md, "Staff accounts"). The
 * same request runs on the database directly or, while a server holds the embedded database, inside that server
 * (its local channel, ops-channel.ts), so both paths validate and answer alike.
 */
export const STAFF_COMMANDS = ['add', 'reset-2fa', 'disable', 'enable'] as const;

const email = z.email("Give the staff member's e-mail, e.g. --email someone@example.com.").max(254);

export const staffCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({
    command: z.literal('add'),
    email,
    name: z.string().trim().max(100, 'Please keep the name under 100 characters.').nullable().default(null),
  }),
  z.strictObject({ command: z.literal('reset-2fa'), email }),
  z.strictObject({ command: z.literal('disable'), email }),
  z.strictObject({ command: z.literal('enable'), email }),
]);
export type StaffCommand = z.infer<typeof staffCommandSchema>;

/** What the command prints: exit code 0 with stdout, else its code (1: the account's state, 2: input) and stderr. */
export type StaffCommandAnswer = { code: 0 | 1 | 2; message: string };

export async function runStaffCommand(
  db: Db,
  command: StaffCommand,
  env: { origin: string; now: Date },
): Promise<StaffCommandAnswer> {
  const who = command.email.trim().toLowerCase();
  const notFound = { code: 1 as const, message: `No staff account has the e-mail ${who}.` };
  switch (command.command) {
    case 'add': {
      const result = await addStaffAccount(db, {
        email: who,
        name: command.name,
        origin: env.origin,
        now: env.now,
      });
      if (!result.ok)
        return { code: 1, message: `A staff account for ${who} exists already (use 'Forgot password').` };
      return {
        code: 0,
        message:
          `Staff account created for ${who}.\n` +
          `Set-password link (one use, valid until ${result.expiresAt.toISOString()}):\n${result.link}`,
      };
    }
    case 'reset-2fa': {
      const result = await resetSecondFactor(db, who, env.now);
      if (!result.ok) return notFound;
      return {
        code: 0,
        message: `Second factor of ${who} reset: they set up an authenticator again at their next sign-in. Their sessions have ended.`,
      };
    }
    case 'disable': {
      const result = await disableStaff(db, who, env.now);
      if (!result.ok)
        return result.reason === 'not_found'
          ? notFound
          : { code: 1, message: `The staff account ${who} is disabled already.` };
      return {
        code: 0,
        message: `Staff account ${who} disabled: it cannot sign in, and its sessions have ended.`,
      };
    }
    case 'enable': {
      const result = await enableStaff(db, who, env.now);
      if (!result.ok)
        return result.reason === 'not_found'
          ? notFound
          : { code: 1, message: `The staff account ${who} is not disabled.` };
      return { code: 0, message: `Staff account ${who} enabled: it can sign in again.` };
    }
  }
}

/** The first problem of a request that does not parse, in words for the operator. */
export function commandProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.path[0] === 'command') return `Unknown command; use one of: ${STAFF_COMMANDS.join(', ')}.`;
  return issue?.message ?? 'Invalid command.';
}
