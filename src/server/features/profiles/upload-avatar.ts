import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { talentProfiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { PROFILE_NOT_FOUND } from './get-talent-profile';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const NOT_AN_IMAGE = 'Please select an image file (JPEG, PNG, WebP or GIF).';
const UPLOAD_FAILED = 'Could not upload photo. Please try again.';

/**
 * Decides by content, never by name or declared type, then re-encodes: a 512 px square WebP with
 * metadata (EXIF, GPS) stripped. The bytes the user sent are never served.
 */
export async function uploadAvatar(ctx: AppContext, userId: string, bytes: Buffer): Promise<string> {
  let output: Buffer;
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error('format');
    output = await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(512, 512, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE, { title: 'Upload failed', field: 'avatar' });
  }
  const [profile] = await ctx.db
    .select({ userId: talentProfiles.userId })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId))
    .limit(1);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);

  // Every file written here ends up either as the stored key or removed. The new file is
  // removed when writing or committing it fails; the replaced one only after the new key is committed.
  const key = `${userId}-${randomBytes(8).toString('hex')}.webp`;
  const discardNew = () => ctx.services.avatars.remove(key).catch(() => {});
  try {
    await ctx.services.avatars.put(key, output);
  } catch {
    await discardNew();
    throw new AppError('SERVICE_UNAVAILABLE', UPLOAD_FAILED, { title: 'Upload failed', field: 'avatar' });
  }
  let replaced: string | null | undefined;
  try {
    replaced = await swapAvatarKey(ctx, userId, key);
  } catch (error) {
    await discardNew();
    throw error;
  }
  if (replaced === undefined) {
    await discardNew();
    throw notFound(PROFILE_NOT_FOUND);
  }
  // A file left behind here is unreferenced, never served again; the next upload does not depend on it.
  if (replaced) await ctx.services.avatars.remove(replaced).catch(() => {});
  return key;
}

/**
 * Stores the new key and returns the one it replaced (undefined: no profile). The row lock makes concurrent
 * uploads by one user take turns, so each sees the key the previous one stored and removes exactly that file;
 * reading the old key before the update without a lock let two uploads both "replace" the same file and
 * orphan one of the new ones.
 */
async function swapAvatarKey(ctx: AppContext, userId: string, key: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarKey: talentProfiles.avatarKey })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, userId))
      .for('update');
    if (!row) return undefined;
    await tx.update(talentProfiles).set({ avatarKey: key }).where(eq(talentProfiles.userId, userId));
    return row.avatarKey;
  });
}
