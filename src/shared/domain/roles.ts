// The kinds of account (docs/product/accounts.md, "Roles and permissions"; ops is the operations staff,
// docs/product/operations.md): one list for the database column, the request and answer schemas, the server's
// guards and the client. Sign-up creates talent and managers only; ops accounts come from `npm run ops:add`.
export const ROLES = ['talent', 'manager', 'ops'] as const;
export type Role = (typeof ROLES)[number];
