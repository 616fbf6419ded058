import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ManagerSignupInput, TalentProfileCreateInput } from '../../../shared/schemas/accounts';
import { managerSignupSchema, talentProfileCreateSchema } from '../../../shared/schemas/accounts';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { signUpManager } from '../../features/accounts/sign-up-manager';
import { createTalentProfile } from '../../features/profiles/create-talent-profile';

/**
 * Test data builders shared by the demo seed, the API tests and the browser tests. They live under src/ because the
 * seed runs in the app, and src/ never imports tests/ (tests/quality/boundaries.test.ts).
 */
export const uniqueEmail = (prefix: string) => `${prefix}.${randomBytes(5).toString('hex')}@example.com`;

export const DEFAULT_PASSWORD = 'Shift-Ready-2026';

export function managerSignupInput(overrides: Partial<ManagerSignupInput> = {}): ManagerSignupInput {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    mobile: '(301) 555-0142',
    email: uniqueEmail('manager'),
    companyName: 'Harbor Street Bistro',
    streetAddress: '12 Harbor Street',
    city: 'Baltimore',
    state: 'MD',
    // Baltimore City: Maryland's own minimum wage applies (docs/product/pricing.md, "Wage floors").
    county: 'other',
    zip: '21202',
    password,
    confirmPassword: password,
    smsNotifications: false,
    ...overrides,
  };
}

export function talentProfileInput(
  overrides: Partial<TalentProfileCreateInput> = {},
): TalentProfileCreateInput {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  return {
    name: 'Jordan Reyes',
    email: uniqueEmail('talent'),
    phone: '(240)555-0199',
    sector: 'restaurant',
    years: '2-3',
    skills: ['Server/Waitstaff', 'Food runner'],
    bio: 'Three years on the floor of busy brunch spots; calm under a full section.',
    funFact: 'Can carry five plates at once.',
    password,
    confirmPassword: password,
    smsNotifications: true,
    ...overrides,
  };
}

// Test data is not throttled; the sign-up limits have their own tests (tests/api/security-sign-in.test.ts).
const meta = { ip: '127.0.0.1', userAgent: 'factory', unthrottled: true } as const;

export async function createManager(ctx: AppContext, overrides: Partial<ManagerSignupInput> = {}) {
  const input = managerSignupInput(overrides);
  const result = await signUpManager(ctx, managerSignupSchema.parse(input), meta);
  return { ...result, email: input.email.toLowerCase(), password: input.password };
}

export async function createTalent(ctx: AppContext, overrides: Partial<TalentProfileCreateInput> = {}) {
  const input = talentProfileInput(overrides);
  const result = await createTalentProfile(ctx, talentProfileCreateSchema.parse(input), meta);
  return { ...result, email: input.email.toLowerCase(), password: input.password };
}

/**
 * Test data: marks the account's current phone as proven by an SMS code, as if its owner had
 * typed the code in. Texts go only to verified phones, so tests that expect a text call this first.
 */
export async function markPhoneVerified(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.update(users).set({ phoneVerifiedAt: ctx.now() }).where(eq(users.id, userId));
}
