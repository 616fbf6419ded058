// The database schema, one file per area under ./tables (drizzle-kit reads this file: drizzle.config.ts). The domain
// types live in src/shared/domain; the columns store them.
export type { Role } from '../../shared/domain/roles';
export * from './tables/accounts';
export * from './tables/marketplace';
export * from './tables/messaging';
export * from './tables/security';
