import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where avatars live. Local disk now; an object store later implements the same three calls. */
export interface AvatarStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export const AVATAR_KEY_PATTERN = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

export function diskAvatarStorage(dir: string): AvatarStorage {
  const pathOf = (key: string) => {
    if (!AVATAR_KEY_PATTERN.test(key)) throw new Error('bad avatar key');
    return join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(key), bytes);
    },
    async get(key) {
      if (!AVATAR_KEY_PATTERN.test(key)) return null;
      return readFile(pathOf(key)).catch(() => null);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export const avatarUrl = (key: string | null) => (key ? `/api/avatars/${key}` : null);
