// Avatar files on disk.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { talentProfiles } from '../../src/server/db/schema';
import { createTalent } from '../../src/server/seed/factories/accounts';
import type { AvatarStorage } from '../../src/server/storage/avatar-storage';
import { testAppForFile } from '../support/http';

const t = testAppForFile({ APP_ORIGIN: 'https://talentbridge.test' });
type Talent = Awaited<ReturnType<typeof createTalent>>;

const avatarDir = () => join(t.ctx.config.DATA_DIR, 'uploads', 'avatars');
const filesOf = (userId: string) => {
  try {
    return readdirSync(avatarDir()).filter((name) => name.startsWith(userId));
  } catch {
    return [];
  }
};
const storedKey = async (userId: string) =>
  (
    await t.ctx.db
      .select({ key: talentProfiles.avatarKey })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, userId))
  )[0]?.key;

let image: Buffer;
function multipart(bytes: Buffer) {
  const boundary = `----tbvis${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (talent: Talent) => {
  const body = multipart(image);
  return t.app.inject({
    method: 'POST',
    url: '/api/profiles/me/avatar',
    payload: body.payload,
    headers: { ...body.headers, cookie: `tb_session=${talent.token}` },
  });
};

/** Runs `fn` with the avatar storage swapped for `storage`, then puts the real one back. */
async function withStorage<T>(storage: (real: AvatarStorage) => AvatarStorage, fn: () => Promise<T>) {
  const real = t.ctx.services.avatars;
  t.ctx.services.avatars = storage(real);
  try {
    return await fn();
  } finally {
    t.ctx.services.avatars = real;
  }
}

describe('avatar files', () => {
  beforeAll(async () => {
    image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
  });

  it('five concurrent uploads by one user end with exactly one file on disk, the stored one', async () => {
    const talent = await createTalent(t.ctx);
    expect((await upload(talent)).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(talent)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const key = await storedKey(talent.userId);
    expect(filesOf(talent.userId)).toEqual([key]);
  });

  it('a failed store leaves no partial file and keeps the old photo', async () => {
    const talent = await createTalent(t.ctx);
    expect((await upload(talent)).statusCode).toBe(200);
    const before = await storedKey(talent.userId);
    const res = await withStorage(
      (real) => ({
        ...real,
        // The disk fills up half-way: part of the file is written, then the write fails.
        put: async (key, bytes) => {
          await real.put(key, bytes.subarray(0, 10));
          throw new Error('ENOSPC: no space left on device');
        },
      }),
      () => upload(talent),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('Could not upload photo. Please try again.');
    expect(await storedKey(talent.userId)).toBe(before);
    expect(filesOf(talent.userId)).toEqual([before]);
  });

  it('a failed commit removes the new file and keeps the old photo', async () => {
    const talent = await createTalent(t.ctx);
    expect((await upload(talent)).statusCode).toBe(200);
    const before = await storedKey(talent.userId);
    await t.ctx.db.execute(sql`
      CREATE FUNCTION refuse_avatar_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'storage commit refused'; END $$`);
    await t.ctx.db.execute(sql`
      CREATE TRIGGER refuse_avatar_change BEFORE UPDATE OF avatar_key ON talent_profiles
      FOR EACH ROW EXECUTE FUNCTION refuse_avatar_change()`);
    try {
      expect((await upload(talent)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.ctx.db.execute(sql`DROP TRIGGER refuse_avatar_change ON talent_profiles`);
      await t.ctx.db.execute(sql`DROP FUNCTION refuse_avatar_change()`);
    }
    expect(await storedKey(talent.userId)).toBe(before);
    expect(filesOf(talent.userId)).toEqual([before]);
  });
});
