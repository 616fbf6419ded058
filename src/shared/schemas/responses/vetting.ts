// What vetting answers (docs/product/operations.md, "Vetting").
import { z } from 'zod';
import { APPEAL_STATUSES } from '../../domain/appeals';
import { VETTING_CHECKLIST_ITEMS, VETTING_STATUSES } from '../../domain/vetting';
import { talentProfileSchema } from './accounts';
import { isoDateTime } from './common';

const checklistSchema = z.array(z.object({ item: z.enum(VETTING_CHECKLIST_ITEMS), done: z.boolean() }));

const vettingStateShape = {
  status: z.enum(VETTING_STATUSES),
  label: z.string(),
  /** The note of 'Ask for changes' or the reason of 'Reject'. */
  note: z.string().nullable(),
  submittedAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  emailVerified: z.boolean(),
  checklist: checklistSchema,
};

export const myVettingSchema = z.object({
  ...vettingStateShape,
  /** For a rejected profile: 'possible' (the 'Appeal' button), 'closed' (14 days passed) or the appeal's status. */
  appeal: z.object({ status: z.enum([...APPEAL_STATUSES, 'possible', 'closed']) }).nullable(),
});
export type MyVettingDto = z.infer<typeof myVettingSchema>;

export const vettingQueueSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      submittedAt: isoDateTime,
      ageMs: z.number(),
      resubmitted: z.boolean(),
      checklist: checklistSchema,
    }),
  ),
});
export type VettingQueueDto = z.infer<typeof vettingQueueSchema>;

/** The profile as its owner sees it (the parts staff review), with its vetting state. */
export const vettingReviewSchema = talentProfileSchema
  .pick({
    name: true,
    email: true,
    phone: true,
    sector: true,
    years: true,
    skills: true,
    bio: true,
    positionTitle: true,
    avatarUrl: true,
    createdAt: true,
  })
  .extend({ userId: z.string(), ...vettingStateShape });
export type VettingReviewDto = z.infer<typeof vettingReviewSchema>;

export const vettingDecidedSchema = z.object({
  userId: z.string(),
  status: z.enum(VETTING_STATUSES),
  decidedAt: isoDateTime,
});

/** `sent: false`: a link sent in the last minutes is still open, so none was sent; `message` says so. */
export const emailVerificationSentSchema = z.object({
  sentTo: z.string(),
  sent: z.boolean(),
  message: z.string(),
});
export type EmailVerificationSentDto = z.infer<typeof emailVerificationSentSchema>;
export const emailVerifiedSchema = z.object({ ok: z.literal(true), email: z.string() });
export const vettedOnlySettingSchema = z.object({ vettedOnly: z.boolean() });
