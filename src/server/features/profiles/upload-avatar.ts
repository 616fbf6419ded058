import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { talentProfiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { PROFILE_NOT_FOUND } from './get-talent-profile';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const NOT_AN_IMAGE = 'Please select an image file (JPEG, PNG, WebP or GIF).';
export const UPLOAD_FAILED = 'Could not upload photo. Please try again.';

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
    .select({ avatarKey: talentProfiles.avatarKey })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId))
    .limit(1);
  if (!profile) throw notFound(PROFILE_NOT_FOUND);
  const key = `${userId}-${randomBytes(8).toString('hex')}.webp`;
  await ctx.services.avatars.put(key, output);
  await ctx.db.update(talentProfiles).set({ avatarKey: key }).where(eq(talentProfiles.userId, userId));
  if (profile.avatarKey) await ctx.services.avatars.remove(profile.avatarKey).catch(() => {});
  return key;
}
