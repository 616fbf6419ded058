import { errorChain } from './error-chain';

/** Postgres SQLSTATE of an error thrown by either driver, looking through Drizzle's wrapping. */
function pgCode(error: unknown): string | undefined {
  for (const { code } of errorChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';
