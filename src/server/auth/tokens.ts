import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
/** 256 bits as 64 hex characters (used where a link carries the token). */
export const newHexToken = () => randomBytes(32).toString('hex');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
