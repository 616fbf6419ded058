type Row = Record<string, unknown>;

/** The rows of `db.execute(sql)`: drivers answer either the array itself or a result with `rows`. */
export const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
