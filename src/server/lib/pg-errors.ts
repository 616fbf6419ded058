/** Postgres SQLSTATE of an error thrown by either driver, looking through Drizzle's wrapping. */
export function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';
