import { z } from 'zod';
import { APPEALS } from '../../../shared/constants';
import { APPEAL_KIND_MESSAGE, SIGNED_IN_APPEAL_KINDS } from '../../../shared/domain/appeals';
import { requiredText } from '../../../shared/schemas/fields';
import { appealResponseSchema, myAppealsSchema } from '../../../shared/schemas/responses/manager-attendance';
import { cleanMultiline } from '../../../shared/text';
import { AppError } from '../../lib/app-error';
import { declareRoutes } from '../../lib/route';
import { createAppeal } from './create-appeal';
import { listMyAppeals } from './list-my-appeals';

/** docs/product/attendance.md, "Appeals": what is appealed, and why (a note is required). */
export const appealBodySchema = z.object({
  // Only the kinds this route checks against their subject; a suspension has its own route (ops-accounts).
  subjectKind: z.enum(SIGNED_IN_APPEAL_KINDS, { error: APPEAL_KIND_MESSAGE }),
  // Checked by the use-case, so a malformed id reads as "not found".
  subjectId: z.string().max(100),
  note: requiredText({
    required: 'Please say why the decision is wrong.',
    max: APPEALS.noteMaxLength,
    tooLong: `Please keep the note under ${APPEALS.noteMaxLength} characters.`,
    clean: cleanMultiline,
  }),
});

export const appealRoutes = declareRoutes(({ ctx, signedIn, talent }) => {
  signedIn.post('/appeals', {
    summary:
      "Appeal a no-show of your own booking (talent) or a late cancellation mark (talent: your own; manager: your business's), once, within 14 days",
    body: appealBodySchema,
    status: 201,
    response: appealResponseSchema,
    handler: async ({ user, body }) => {
      // Talent and managers appeal decisions about them; nobody else has any (docs/product/trust.md, "Reliability").
      if (user.role !== 'talent' && user.role !== 'manager')
        throw new AppError('FORBIDDEN', 'Only talent and managers can appeal.');
      return { appeal: await createAppeal(ctx, { id: user.id, role: user.role }, body) };
    },
  });

  talent.get('/appeals/mine', {
    summary: "The talent's own appeals, newest first",
    response: myAppealsSchema,
    handler: ({ user }) => listMyAppeals(ctx, user.id),
  });
});
