// The one Drizzle schema, in one file per area (schema/): what `drizzle(client, { schema })` and drizzle-kit read,
// and what the rest of the server imports tables from. The domain types live in src/shared/domain; the columns
// store them.
export type { Role } from '../../shared/domain/roles';
export * from './schema/accounts';
export * from './schema/billing';
export * from './schema/corrections';
export * from './schema/ledger';
export * from './schema/messaging';
export * from './schema/money';
export * from './schema/payouts';
export * from './schema/reconciliation';
export * from './schema/shifts';
export * from './schema/staff';
export * from './schema/timesheets';
export * from './schema/trust';
export * from './schema/wage-floors';
