import { STATE_TIME_ZONES } from '../../../shared/constants';
import type { ManagerSignup } from '../../../shared/schemas/accounts';
import { createAccount, type SignUpMeta } from '../../auth/create-account';
import type { AppContext } from '../../context';
import { managerAccounts } from '../../db/schema';

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

/** Creates the manager account and signs them in (docs/product/accounts.md, "Manager sign-up"). */
export function signUpManager(ctx: AppContext, input: ManagerSignup, meta: SignUpMeta) {
  return createAccount(
    ctx,
    input,
    {
      role: 'manager',
      phone: input.mobile,
      emailTaken: EMAIL_TAKEN,
      insertRoleRow: (tx, userId) =>
        tx.insert(managerAccounts).values({
          userId,
          firstName: input.firstName,
          lastName: input.lastName,
          companyName: input.companyName,
          streetAddress: input.streetAddress,
          city: input.city,
          state: input.state,
          zip: input.zip ?? null,
          county: input.state === 'MD' ? input.county : null,
          timeZone: STATE_TIME_ZONES[input.state],
        }),
    },
    meta,
  );
}
