// How the access-control matrix calls the receipts and statements routes (docs/product/payments.md, "Receipts and
// statements"). The lists name no business or worker: each is the caller's own, and the body check makes sure none
// of the other party's charges or payouts come back. A receipt's own = a charge of the target party's manager, for
// its talent's timesheet approved through the app (made once per party); other = the other party's (404).
import { expect } from 'vitest';
import { approvedWork, movementsOf } from '../../support/approved-work';
import { type Builder, type Party, t } from './world';

const charges = new Map<string, Promise<string>>();

/** The id of a charge of the party's manager (one per party, made on first use). */
function chargeOf(p: Party): Promise<string> {
  let id = charges.get(p.manager.userId);
  if (!id) {
    id = approvedWork(t, p.manager, p.talent.userId).then(async (timesheet) => {
      const { charge } = await movementsOf(t, timesheet.id);
      return charge!.id;
    });
    charges.set(p.manager.userId, id);
  }
  return id;
}

/** A 200 list holds only the caller's own rows: none of the other party's charges. */
const onlyOwn =
  (self: { userId: string } | null, other: Party) =>
  async (status: number, body: string): Promise<void> => {
    if (status !== 200 || !self || self.userId === other.manager.userId) return;
    expect(body).not.toContain(await chargeOf(other));
  };

export const STATEMENT_BUILDERS: Record<string, Builder> = {
  'GET /api/billing/charges': async ({ self, target, scope }) => ({
    method: 'GET',
    url: '/api/billing/charges',
    verify: scope === 'other' ? onlyOwn(self, target) : undefined,
  }),
  'GET /api/billing/charges.csv': async ({ self, target, scope }) => ({
    method: 'GET',
    url: '/api/billing/charges.csv',
    verify: scope === 'other' ? onlyOwn(self, target) : undefined,
  }),
  'GET /api/billing/charges/:id/receipt': async ({ target }) => ({
    method: 'GET',
    url: `/api/billing/charges/${await chargeOf(target)}/receipt`,
  }),
  'GET /api/earnings/statement': async ({ scope }) => ({
    method: 'GET',
    url:
      scope === 'other'
        ? `/api/earnings/statement?year=${new Date().getFullYear()}`
        : '/api/earnings/statement',
  }),
  'GET /api/earnings/payouts': async () => ({ method: 'GET', url: '/api/earnings/payouts' }),
};
