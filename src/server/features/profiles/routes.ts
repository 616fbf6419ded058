import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '../../../shared/constants';
import { talentProfileCreateSchema, talentProfileUpdateSchema } from '../../../shared/schemas/accounts';
import {
  avatarUploadResponseSchema,
  talentProfileSchema,
  talentSignUpResponseSchema,
} from '../../../shared/schemas/responses/accounts';
import { requireRole } from '../../auth/guards';
import { resolveSession, setSessionCookie } from '../../auth/sessions';
import { AppError } from '../../lib/app-error';
import { clientIp, noStore, userAgent } from '../../lib/http';
import { avatarUrl } from '../../storage/avatar-storage';
import { toSessionUserDto } from '../accounts/session-dto';
import { assertSignUpAllowed } from '../accounts/sign-up-throttle';
import { createTalentProfile } from './create-talent-profile';
import { getTalentProfile } from './get-talent-profile';
import { updateTalentProfile } from './update-talent-profile';
import { uploadAvatar } from './upload-avatar';

const FILE_TOO_LARGE = 'Please select an image under 5MB.';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/profiles',
    {
      schema: {
        summary: 'Sign up as talent',
        body: talentProfileCreateSchema,
        response: { 201: talentSignUpResponseSchema },
      },
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      noStore(reply);
      const meta = { ip: clientIp(request), userAgent: userAgent(request) };
      await assertSignUpAllowed(ctx.db, meta.ip, ctx.now());
      const result = await createTalentProfile(ctx, request.body, meta);
      setSessionCookie(reply, result.token, result.expiresAt, { secure: ctx.config.isProduction });
      const user = await resolveSession(ctx.db, result.token, ctx.now());
      return reply
        .status(201)
        .send({ user: toSessionUserDto(user!), profile: await getTalentProfile(ctx, result.userId) });
    },
  );

  app.get(
    '/profiles/me',
    { schema: { summary: "The talent's own profile", response: { 200: talentProfileSchema } } },
    async (request, reply) => {
      noStore(reply);
      const user = requireRole(request, 'talent');
      return getTalentProfile(ctx, user.id);
    },
  );

  app.put(
    '/profiles/me',
    {
      schema: {
        summary: "Update the talent's own profile",
        body: talentProfileUpdateSchema,
        response: { 200: talentProfileSchema },
      },
      bodyLimit: 64 * 1024,
      // Authorise before validating: an anonymous caller must not learn the field rules (issue 10 item 21).
      preValidation: async (request) => {
        requireRole(request, 'talent');
      },
    },
    async (request, reply) => {
      noStore(reply);
      const user = requireRole(request, 'talent');
      await updateTalentProfile(ctx, user.id, request.body, {
        ip: clientIp(request),
        userAgent: userAgent(request),
        sessionId: user.sessionId,
      });
      return getTalentProfile(ctx, user.id);
    },
  );

  app.post(
    '/profiles/me/avatar',
    {
      schema: {
        summary: 'Upload a profile photo (multipart/form-data, field "avatar", under 5 MB)',
        response: { 200: avatarUploadResponseSchema },
      },
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
    },
    async (request) => {
      const user = requireRole(request, 'talent');
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data.', {
          field: 'avatar',
        });
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new AppError('BAD_REQUEST', 'Please choose a photo to upload.', { field: 'avatar' });
        // toBuffer() counts bytes as they stream in and stops at the limit (under 5 MB: docs/product/profiles.md, "Photo").
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE, {
            title: 'File too large',
            field: 'avatar',
          });
        throw new AppError('BAD_REQUEST', 'Could not read the uploaded file.', {
          title: 'Upload failed',
          field: 'avatar',
        });
      }
      const key = await uploadAvatar(ctx, user.id, bytes);
      return { avatarUrl: avatarUrl(key) };
    },
  );

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
};
