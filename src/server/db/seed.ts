import { sql } from 'drizzle-orm';
import { createManager, createTalent } from '../../../tests/factories/accounts';
import type { AppContext } from '../context';
import { users } from './schema';

export type DemoLogin = { role: 'manager' | 'talent'; email: string; password: string };

const DEMO_PASSWORD = 'Demo-Pass-2026';

/** Loads demo accounts into an empty database only (never in production: main.ts checks). */
export async function seedDemoData(ctx: AppContext): Promise<DemoLogin[] | null> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const manager = await createManager(ctx, {
    email: 'manager@demo.talentbridge.app',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    sms_notifications: true,
  });
  const talent = await createTalent(ctx, {
    email: 'talent@demo.talentbridge.app',
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
  });
  return [
    { role: 'manager', email: manager.email, password: DEMO_PASSWORD },
    { role: 'talent', email: talent.email, password: DEMO_PASSWORD },
  ];
}
