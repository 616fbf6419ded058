/**
 * Compile-time proof that a response schema and the DTO type the client codes against describe the same
 * shape (each assignable to the other), so the two cannot drift: a field added to one and not the other
 * fails `tsc`. Used as `sameShape<z.infer<typeof schema>, Dto>(true)`; it does nothing at run time.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export function sameShape<A, B>(_proof: SameShape<A, B>): void {}
