// Favourites and blocks (docs/product/trust.md, "Favourites and blocks"): what their routes answer.
import { z } from 'zod';
import { isoDateTime } from './common';

/** One starred worker on the manager's 'Favourites' page. */
export const favouriteWorkerSchema = z.object({
  workerId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  skills: z.array(z.string()),
  /** Completed bookings of this worker on the manager's shifts. */
  shiftsWorkedWithYou: z.number().int(),
  /** The worker's live rating (average to one decimal; null when none yet). */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  starredAt: isoDateTime,
});

export const favouritesPageSchema = z.object({
  favourites: z.array(favouriteWorkerSchema),
  nextCursor: z.string().nullable(),
});

export const favouriteStateSchema = z.object({ workerId: z.string(), favourite: z.boolean() });

/** 'Invite favourites': how many were invited now, and how many of them also by text. */
export const inviteFavouritesResultSchema = z.object({
  invitedInApp: z.number().int(),
  invitedByText: z.number().int(),
  message: z.string(),
});

export const blockedUserSchema = z.object({
  userId: z.string(),
  /** The worker's name, or the business's name for a hidden business. */
  name: z.string(),
  createdAt: isoDateTime,
});

export const blocksListSchema = z.object({ blocks: z.array(blockedUserSchema) });

export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });

export type FavouriteWorkerDto = z.infer<typeof favouriteWorkerSchema>;
export type FavouritesPageDto = z.infer<typeof favouritesPageSchema>;
export type InviteFavouritesResultDto = z.infer<typeof inviteFavouritesResultSchema>;
export type BlockedUserDto = z.infer<typeof blockedUserSchema>;
