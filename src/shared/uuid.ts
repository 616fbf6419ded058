const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids come from URLs and payloads; anything that is not a uuid cannot name a row (and would make Postgres throw
 * on the `uuid` column), so callers answer "not found" before asking the database.
 */
export const isUuid = (value: string): boolean => UUID.test(value);
