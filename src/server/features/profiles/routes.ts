import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../../../shared/constants';
import { talentProfileCreateSchema, talentProfileUpdateSchema } from '../../../shared/schemas/accounts';
import {
  avatarUploadResponseSchema,
  talentProfileSchema,
  talentSignUpResponseSchema,
} from '../../../shared/schemas/responses/accounts';
import { toSessionUserDto } from '../../auth/session-dto';
import { setSessionCookie } from '../../auth/sessions';
import { AppError } from '../../lib/app-error';
import { clientIp, userAgent } from '../../lib/http';
import { declareRoutes } from '../../lib/route';
import { uploadedFile } from '../../lib/uploaded-file';
import { avatarUrl } from '../../storage/avatar-storage';
import { createTalentProfile } from './create-talent-profile';
import { getTalentProfile } from './get-talent-profile';
import { updateTalentProfile } from './update-talent-profile';
import { uploadAvatar } from './upload-avatar';

export const profileRoutes = declareRoutes(async ({ app, ctx, anyone, talent }) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    throwFileSizeLimit: true,
  });

  anyone.post('/profiles', {
    summary: 'Sign up as talent',
    body: talentProfileCreateSchema,
    bodyLimit: 64 * 1024,
    status: 201,
    response: talentSignUpResponseSchema,
    handler: async ({ body, request, reply }) => {
      const result = await createTalentProfile(ctx, body, {
        ip: clientIp(request),
        userAgent: userAgent(request),
      });
      setSessionCookie(reply, result.token, result.expiresAt, { secure: ctx.config.isProduction });
      return { user: toSessionUserDto(result.user), profile: await getTalentProfile(ctx, result.userId) };
    },
  });

  talent.get('/profiles/me', {
    summary: "The talent's own profile",
    response: talentProfileSchema,
    handler: ({ user }) => getTalentProfile(ctx, user.id),
  });

  talent.put('/profiles/me', {
    summary: "Update the talent's own profile",
    body: talentProfileUpdateSchema,
    bodyLimit: 64 * 1024,
    response: talentProfileSchema,
    handler: async ({ user, body, request }) => {
      await updateTalentProfile(ctx, user.id, body, {
        ip: clientIp(request),
        userAgent: userAgent(request),
        sessionId: user.sessionId,
      });
      return getTalentProfile(ctx, user.id);
    },
  });

  talent.post('/profiles/me/avatar', {
    summary: 'Upload a profile photo (multipart/form-data, field "avatar", under 5 MB)',
    bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
    response: avatarUploadResponseSchema,
    handler: async ({ user, request }) => {
      // Under 5 MB: docs/product/profiles.md, "Photo" (the limit the multipart plugin is registered with above).
      const bytes = await uploadedFile(request, {
        field: 'avatar',
        missing: 'Please choose a photo to upload.',
        tooLarge: 'Please select an image under 5MB.',
      });
      return { avatarUrl: avatarUrl(await uploadAvatar(ctx, user.id, bytes)) };
    },
  });

  app.get(
    '/avatars/:key',
    {
      schema: {
        summary: 'A profile photo (WebP)',
        params: z.object({ key: z.string().max(80) }),
        response: { 200: { description: 'The photo', content: { 'image/webp': { schema: z.any() } } } },
      },
    },
    async (request, reply) => {
      const bytes = await ctx.services.avatars.get(request.params.key);
      if (!bytes) throw new AppError('NOT_FOUND', 'Not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
});
