// The operator's commands on a staff account (docs/product/operations.md, "Staff accounts"): reset the second
// factor, disable, enable. The same use-case runs behind `npm run ops:*` directly and over the server's local
// channel (ops-add-script.test.ts runs the script).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAccounts, staffRecoveryCodes } from '../../src/server/db/schema';
import {
  commandProblem,
  runStaffCommand,
  type StaffCommand,
  staffCommandSchema,
} from '../../src/server/features/staff/staff-commands';
import { OPS_MESSAGES } from '../../src/shared/marketplace/ops-messages';
import { testAppForFile } from '../support/http';
import { auditRows, codeAt, enrolledStaff, passwordStep, post, sessionUser } from './ops-fixtures';

const t = testAppForFile();
const run = (command: StaffCommand) =>
  runStaffCommand(t.ctx.db, command, { origin: t.ctx.config.APP_ORIGIN, now: t.ctx.now() });

describe('ops:reset-2fa', () => {
  it('ends the sessions, forgets the authenticator and the recovery codes; the next sign-in enrols again', async () => {
    const staff = await enrolledStaff(t);
    expect(await sessionUser(t, staff.cookie)).not.toBeNull();

    const answer = await run({ command: 'reset-2fa', email: staff.email.toUpperCase() });
    expect(answer).toEqual({ code: 0, message: expect.stringMatching(/set up an authenticator again/) });

    expect(await sessionUser(t, staff.cookie)).toBeNull();
    const [row] = await t.ctx.db.select().from(staffAccounts).where(eq(staffAccounts.userId, staff.userId));
    expect([row!.totpSecret, row!.totpEnabledAt, row!.totpLastStep]).toEqual([null, null, null]);
    const codes = await t.ctx.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, staff.userId));
    expect(codes).toEqual([]);

    const { res } = await passwordStep(t, staff.email, undefined, staff.device);
    expect(res.json()).toEqual({ user: null, secondFactor: 'enrol' });
    const [last] = await auditRows(t, staff.userId);
    expect(last).toMatchObject({
      action: 'staff.second_factor_reset',
      actorRole: 'command-line',
      actorId: null,
    });
  });

  it('answers a clear refusal for an e-mail without a staff account or a malformed one', async () => {
    expect(await run({ command: 'reset-2fa', email: 'nobody-here@example.com' })).toEqual({
      code: 1,
      message: 'No staff account has the e-mail nobody-here@example.com.',
    });
    const bad = staffCommandSchema.safeParse({ command: 'disable', email: 'not-an-email' });
    expect(bad.success).toBe(false);
    expect(commandProblem(bad.error!)).toMatch(/e-mail/);
    const unknown = staffCommandSchema.safeParse({ command: 'delete', email: 'a@example.com' });
    expect(commandProblem(unknown.error!)).toMatch(
      /Unknown command; use one of: add, reset-2fa, disable, enable/,
    );
  });
});

describe('ops:disable and ops:enable', () => {
  it('a disabled staff account is signed out, cannot sign in or finish a pending sign-in; enabled, it can again', async () => {
    const staff = await enrolledStaff(t);
    // A sign-in half done when the account is disabled.
    const pending = await passwordStep(t, staff.email, undefined, staff.device);
    expect(pending.res.json()).toEqual({ user: null, secondFactor: 'verify' });

    expect((await run({ command: 'disable', email: staff.email })).code).toBe(0);
    expect(await sessionUser(t, staff.cookie)).toBeNull();
    const finish = await post(t, '/api/auth/second-factor', pending.mfa, {
      code: codeAt(staff.secret, staff.email, new Date(t.ctx.now().getTime() + 30_000)),
    });
    expect(finish.statusCode).toBe(401);
    const refused = await passwordStep(t, staff.email, undefined, staff.device);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().error.message).toBe(OPS_MESSAGES.staffDisabled);
    expect(refused.mfa).toBeUndefined();
    expect(await run({ command: 'disable', email: staff.email })).toEqual({
      code: 1,
      message: `The staff account ${staff.email} is disabled already.`,
    });

    expect((await run({ command: 'enable', email: staff.email })).code).toBe(0);
    const again = await passwordStep(t, staff.email, undefined, staff.device);
    expect(again.res.json()).toEqual({ user: null, secondFactor: 'verify' });
    expect((await run({ command: 'enable', email: staff.email })).code).toBe(1);

    const actions = (await auditRows(t, staff.userId)).map((r) => [r.action, r.actorRole]);
    expect(actions.slice(0, 2)).toEqual([
      ['staff.enabled', 'command-line'],
      ['staff.disabled', 'command-line'],
    ]);
  });
});
