// What the account, profile and session routes answer; `src/shared/api-types.ts` derives the DTO types the
// server and the client code against from these.
import { z } from 'zod';
import { ROLES } from '../../domain/roles';
import { isoDateTime } from './common';

export const userTypeSchema = z.enum(ROLES);

export const sessionUserSchema = z.object({
  id: z.string(),
  userType: userTypeSchema,
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** ISO time of sign-in (the session snapshot's "sessionTime", docs/product/accounts.md). */
  sessionTime: isoDateTime,
  expiresAt: isoDateTime,
  /** The session sign-up started: the dashboards greet 'Welcome, …!' instead of 'Welcome back, …!'. */
  firstSession: z.boolean(),
});

/** `GET /api/auth/session`: the signed-in user, or null. */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** Only to a cookie whose session a suspension ended: the suspension message. */
  signedOutBecause: z.string().optional(),
});

/** Sign-in and manager sign-up: the user the new session belongs to. */
export const signedInResponseSchema = z.object({ user: sessionUserSchema });

export const managerAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  /** 10 digits. */
  mobile: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  timeZone: z.string(),
  smsNotifications: z.boolean(),
});

export const workStampSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  position: z.string(),
  startDate: z.string(),
});

export const talentProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 10 digits. */
  phone: z.string(),
  /** Null until the worker fills it in after sign-up; likewise `years`. */
  sector: z.string().nullable(),
  years: z.string().nullable(),
  skills: z.array(z.string()),
  bio: z.string().nullable(),
  funFact: z.string().nullable(),
  approved: z.boolean(),
  smsNotifications: z.boolean(),
  avatarUrl: z.string().nullable(),
  cardNumber: z.string(),
  /** The mean of the worker's live ratings (null without any) and their count (docs/product/trust.md, "Ratings"). */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  shiftsCompleted: z.number(),
  positionTitle: z.string().nullable(),
  careerHighlights: z.array(z.string()),
  workStamps: z.array(workStampSchema),
  createdAt: isoDateTime,
  /** A new e-mail waiting for its confirmation link to be followed. */
  pendingEmailChange: z.object({ email: z.string(), sentAt: isoDateTime }).nullable(),
});

/** Talent sign-up: the new session's user and the profile just made. */
export const talentSignUpResponseSchema = z.object({ user: sessionUserSchema, profile: talentProfileSchema });

export const avatarUploadResponseSchema = z.object({ avatarUrl: z.string().nullable() });
