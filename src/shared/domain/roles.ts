// The two kinds of account (docs/product/accounts.md, "Roles and permissions"): one list for the database column,
// the request and answer schemas, the server's guards and the client.
export const ROLES = ['talent', 'manager'] as const;
export type Role = (typeof ROLES)[number];
