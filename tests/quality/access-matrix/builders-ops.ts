// How the access-control matrix calls the staff routes of docs/product/operations.md: the
// console's API answers staff only (401 anonymous, 403 talent and managers), and the second factor needs the pending
// challenge of a checked staff password. 'Own' for a staff actor is its own fresh challenge; every other cell has
// none (no cookie, or a made-up one for 'other').
import { startChallenge } from '../../../src/server/auth/mfa-challenge';
import { staffTotp } from '../../../src/server/features/staff/totp';
import { type Builder, type CellContext, type Request, t } from './world';

async function challengeCell({ actor, scope, target }: CellContext, code: boolean): Promise<Request> {
  const url = code ? '/api/auth/second-factor' : '/api/auth/second-factor/enrolment';
  if (scope === 'other' || !actor.startsWith('ops'))
    return {
      method: 'POST',
      url,
      token: null,
      ...(scope === 'other' ? { headers: { cookie: 'tb_mfa=not-a-challenge' } } : {}),
      ...(code ? { payload: { code: '123456' } } : {}),
    };
  const staff = target.ops;
  const pending = await startChallenge(
    t.ctx.db,
    staff.userId,
    { ip: '10.77.0.1', userAgent: null },
    t.ctx.now(),
  );
  return {
    method: 'POST',
    url,
    token: null,
    headers: { cookie: `tb_mfa=${pending.challengeToken}` },
    ...(code
      ? {
          payload: {
            code: staffTotp(staff.secret, staff.email).generate({ timestamp: t.ctx.now().getTime() }),
          },
        }
      : {}),
  };
}

export const OPS_BUILDERS: Record<string, Builder> = {
  'GET /api/ops/queues': async () => ({ method: 'GET', url: '/api/ops/queues' }),
  'GET /api/ops/audit': async ({ target }) => ({
    method: 'GET',
    url: `/api/ops/audit?targetId=${target.ops.userId}`,
  }),
  'GET /api/ops/audit.csv': async ({ target }) => ({
    method: 'GET',
    url: `/api/ops/audit.csv?targetId=${target.ops.userId}`,
  }),
  'POST /api/auth/second-factor/enrolment': (c) => challengeCell(c, false),
  'POST /api/auth/second-factor/enrolment/confirm': async (c) => ({
    ...(await challengeCell(c, true)),
    url: '/api/auth/second-factor/enrolment/confirm',
  }),
  'POST /api/auth/second-factor': (c) => challengeCell(c, true),
};
