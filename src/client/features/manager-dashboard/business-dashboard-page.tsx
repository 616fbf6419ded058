import {
  BookOpen,
  CalendarPlus,
  ChevronRight,
  ClipboardList,
  Clock,
  LogOut,
  SlidersHorizontal,
  Star,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { OtherAccountNotice } from '../../components/account/other-account-notice';
import { PhoneVerificationCard } from '../../components/phone-verification/phone-verification-card';
import { Button } from '../../components/ui/button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { VettedOnlyCard } from '../../components/vetting/vetted-only-card';
import { useRequireRole } from '../../lib/use-require-role';
import { useSignOut } from '../../lib/use-sign-out';
import { SmsTestCard } from './sms-test-card';
import { UpcomingSchedule } from './upcoming-schedule';

type Action = { to: string; title: string; description: string; icon: ComponentType<{ className?: string }> };

const ACTIONS: Action[] = [
  {
    to: '/create-shift',
    title: 'Create Shift',
    description: 'Post a new shift for workers to apply to.',
    icon: CalendarPlus,
  },
  {
    to: '/manage-shifts',
    title: 'View All Shifts',
    description: 'See your upcoming shifts and their status.',
    icon: ClipboardList,
  },
  {
    to: '/manage-shifts',
    title: 'View Applications',
    description: 'Review who applied and select a worker.',
    icon: Users,
  },
  {
    to: '/manager/timesheets',
    title: 'Timesheets',
    description: 'Approve or adjust hours; see hours and cost per shift and week.',
    icon: Clock,
  },
  {
    to: '/manager/favourites',
    title: 'Favourites',
    description: 'The workers you starred: invite them first, or post a shift for them first.',
    icon: Star,
  },
  {
    to: '/manager/matching',
    title: 'How matching works',
    description: "The match score's weights in use, learned from the platform's own outcomes.",
    icon: SlidersHorizontal,
  },
  {
    to: '/manager-resources',
    title: 'View Resources',
    description: 'Guides for posting and running great shifts.',
    icon: BookOpen,
  },
];

export default function BusinessDashboardPage() {
  usePageMeta('Manager Dashboard', 'Post shifts, review applicants and manage your team on TalentBridge.');
  const access = useRequireRole('manager', '/manager-login');
  const signOutTo = useSignOut();
  if (access.state === 'other-account')
    return <OtherAccountNotice pageFor="manager" signedInAs={access.signedInAs} />;
  if (access.state === 'checking') return <Spinner />;
  const { user } = access;

  const onSignOut = () => signOutTo('/retail-manager-auth');

  return (
    <PageContainer>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex items-center gap-1">
          <li>
            <Link to="/retail-manager-auth" className="hover:underline">
              Manager Access
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900">
            Dashboard
          </li>
        </ol>
      </nav>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <PageHeading>Manager Dashboard</PageHeading>
          <p className="mt-1 text-slate-700">
            {user.firstSession ? 'Welcome' : 'Welcome back'}, {user.firstName ?? user.name}
            {user.companyName ? ` from ${user.companyName}` : ''}!
          </p>
        </div>
        <Button variant="secondary" onClick={onSignOut}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Sign Out
        </Button>
      </div>

      {/* The schedule first (docs/product/shifts.md, "The manager's shifts"), where 'Recent Activity' used to be. */}
      <div className="mt-6">
        <UpcomingSchedule />
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ACTIONS.map(({ to, title, description, icon: Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="group block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h2 className="mt-3 font-semibold text-slate-900 group-hover:text-brand-800">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">{description}</p>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-label="SMS Testing" className="flex flex-col gap-6">
          <PhoneVerificationCard />
          <VettedOnlyCard />
          <SmsTestCard />
        </section>
      </div>
    </PageContainer>
  );
}
