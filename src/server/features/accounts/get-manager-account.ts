import type { ManagerAccountDto } from '../../../shared/api-types';
import { nationalPhone } from '../../../shared/phone';
import type { AppContext } from '../../context';
import { selectAccount } from '../../db/account-rows';
import { managerAccounts, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';

export async function getManagerAccount(ctx: AppContext, userId: string): Promise<ManagerAccountDto> {
  const [row] = await selectAccount(ctx.db, 'manager', userId, {
    id: users.id,
    email: users.email,
    phone: users.phone,
    smsNotifications: users.smsNotifications,
    firstName: managerAccounts.firstName,
    lastName: managerAccounts.lastName,
    companyName: managerAccounts.companyName,
    streetAddress: managerAccounts.streetAddress,
    city: managerAccounts.city,
    state: managerAccounts.state,
    zip: managerAccounts.zip,
    timeZone: managerAccounts.timeZone,
  });
  if (!row) throw notFound('Account not found');
  const { phone, ...rest } = row;
  return { ...rest, mobile: nationalPhone(phone) };
}
