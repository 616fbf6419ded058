// The demo's past: more businesses and workers, a few hundred finished bookings with published
// ratings both ways, some late cancellations and no-shows, so 'Best match', reliability and the learned weights show
// out of the box; the model is trained once here so the matching page shows learned weights at once.
import type { TalentProfileCreateInput } from '../../shared/schemas/accounts';
import type { AppContext } from '../context';
import { applyToShift } from '../features/applications/apply-to-shift';
import { trainMatchModel } from '../features/matching/train-match-model';
import { createManager, createTalent } from './factories/accounts';
import { type HistoryBusiness, type HistoryWorker, seedBookingHistory } from './factories/history';
import { seedDemoMoney } from './seed-money';

/** Finished bookings in the demo's past (spread over the last 170 days). */
export const DEMO_HISTORY_BOOKINGS = 360;

const BUSINESSES = [
  {
    companyName: 'Fells Point Market',
    firstName: 'Daniel',
    lastName: 'Okafor',
    streetAddress: '1600 Thames Street',
  },
  {
    companyName: 'Canton Coffee House',
    firstName: 'Priya',
    lastName: 'Shah',
    streetAddress: '2800 Boston Street',
  },
  {
    companyName: 'Mount Vernon Boutique',
    firstName: 'Hannah',
    lastName: 'Kim',
    streetAddress: '900 N Charles Street',
  },
];

type DemoWorker = Pick<TalentProfileCreateInput, 'name' | 'years' | 'skills'> & { quality: number };
const WORKERS: DemoWorker[] = [
  { name: 'Aisha Bello', years: '6+', skills: ['Server/Waitstaff', 'Hostess', 'Greeter'], quality: 0.95 },
  { name: 'Marcus Webb', years: '2-3', skills: ['Food prep', 'Food runner'], quality: 0.85 },
  {
    name: 'Sofia Alvarez',
    years: '2-3',
    skills: ['Cashier', 'Sales associate', 'Fitting rooms'],
    quality: 0.8,
  },
  { name: 'Tyler Brooks', years: '6+', skills: ['Food runner', 'Server/Waitstaff'], quality: 0.35 },
  { name: 'Grace Liu', years: '4-5', skills: ['Sales associate', 'Cashier', 'Greeter'], quality: 0.7 },
  {
    name: 'Devon Carter',
    years: '2-3',
    skills: ['Server/Waitstaff', 'Food runner', 'Food prep'],
    quality: 0.55,
  },
  { name: 'Olivia Grant', years: '2-3', skills: ['Hostess', 'Greeter', 'Manager'], quality: 0.9 },
  { name: 'Jamal Reed', years: '4-5', skills: ['Cashier', 'Food prep'], quality: 0.2 },
  { name: 'Elena Petrova', years: '2-3', skills: ['Server/Waitstaff', 'Cashier'], quality: 0.65 },
  { name: 'Noah Fischer', years: '4-5', skills: ['Food prep', 'Cashier', 'Food runner'], quality: 0.75 },
];
/** Workers who never worked a shift yet: the newcomer place in 'Best match'. */
const NEWCOMERS: DemoWorker[] = [
  { name: 'Camila Torres', years: '0-1', skills: ['Server/Waitstaff', 'Greeter'], quality: 0 },
];

const demoEmail = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo.talentbridge.app`;

/**
 * Adds the demo's businesses, workers and history around the demo manager and talent, with the history's money and
 * the test card and payouts (seed-money.ts), has some workers apply to the demo manager's brunch shift (so its
 * applicants list ranks them), and trains the match model once. Answers what the payments provider refused.
 */
export async function seedDemoHistory(
  ctx: AppContext,
  demo: {
    managerId: string;
    managerEmail: string;
    talentId: string;
    talentEmail: string;
    password: string;
    brunchShiftId: string;
  },
) {
  const { password } = demo;
  const businesses: HistoryBusiness[] = [
    {
      managerId: demo.managerId,
      businessName: 'Harbor Street Bistro',
      managerEmail: demo.managerEmail,
      address: '12 Harbor Street, Baltimore, MD 21202',
    },
  ];
  for (const b of BUSINESSES) {
    const email = demoEmail(b.companyName);
    const m = await createManager(ctx, { ...b, email, password, confirmPassword: password });
    businesses.push({
      managerId: m.userId,
      businessName: b.companyName,
      managerEmail: email,
      address: `${b.streetAddress}, Baltimore, MD 21231`,
    });
  }
  const workers: HistoryWorker[] = [
    { workerId: demo.talentId, skills: ['Server/Waitstaff', 'Food runner'], quality: 0.85 },
  ];
  const newcomerIds: string[] = [];
  const payees = [{ id: demo.talentId, email: demo.talentEmail }];
  for (const w of [...WORKERS, ...NEWCOMERS]) {
    const { quality, ...profile } = w;
    const t = await createTalent(ctx, {
      ...profile,
      email: demoEmail(w.name),
      password,
      confirmPassword: password,
    });
    payees.push({ id: t.userId, email: t.email });
    if (NEWCOMERS.includes(w)) newcomerIds.push(t.userId);
    else workers.push({ workerId: t.userId, skills: w.skills ?? [], quality });
  }
  await seedBookingHistory(ctx.db, { businesses, workers, bookings: DEMO_HISTORY_BOOKINGS, now: ctx.now() });
  const moneyNotes = await seedDemoMoney(ctx, { businesses, workers: payees });
  // Applicants to rank on the demo manager's brunch shift: a strong regular, a weaker one, a newcomer.
  for (const workerId of [workers[1]?.workerId, workers[4]?.workerId, workers[6]?.workerId, ...newcomerIds])
    if (workerId) await applyToShift(ctx, workerId, demo.brunchShiftId);
  await trainMatchModel(ctx);
  return { moneyNotes };
}
