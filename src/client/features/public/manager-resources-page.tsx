import {
  CalendarClock,
  CalendarPlus,
  ChartColumn,
  ClipboardList,
  DollarSign,
  Eye,
  FileText,
  FolderOpen,
  GraduationCap,
  Handshake,
  HardHat,
  Scale,
  Wallet,
} from 'lucide-react';
import { LinkButton } from '../../components/ui/link-button';
import { ResourceCentrePage, ResourceSection, type TopicGroup, TopicGroups } from './topic-groups';

// Manager Resource Center topics (docs/product/support.md, "Public pages").
const GROUPS: TopicGroup<{ text: string }>[] = [
  {
    id: 'before',
    title: 'Before the shift',
    topics: [
      {
        icon: FileText,
        title: 'Job descriptions',
        text: 'List the tasks, the station and who the worker reports to. Clear posts attract the right applicants.',
      },
      {
        icon: DollarSign,
        title: 'Rates',
        text: 'Set a competitive hourly rate for the role and time slot. Weekend, holiday and late shifts fill faster at higher rates.',
      },
      {
        icon: ClipboardList,
        title: 'Requirements',
        text: 'State must-haves such as skills, dress code, lifting or standing, and keep nice-to-haves out of the list.',
      },
      {
        icon: Wallet,
        title: 'Cost',
        text: 'Budget the hourly rate times paid hours, less any unpaid break. Your subscription and per-shift payments are billed separately, and you can cancel any time.',
      },
    ],
  },
  {
    id: 'during',
    title: 'During the shift',
    topics: [
      {
        icon: GraduationCap,
        title: 'Onboarding',
        text: 'Spend the first ten minutes on a quick tour, the register or POS basics, break times and who to ask for help.',
      },
      {
        icon: Eye,
        title: 'Monitoring',
        text: 'Check in early in the shift and again midway. Small corrections early prevent big problems later.',
      },
      {
        icon: HardHat,
        title: 'Safety',
        text: 'Point out exits, first-aid kits and hazards, and explain how to report an incident. Never ask workers to do unsafe tasks.',
      },
    ],
  },
  {
    id: 'after',
    title: 'After the shift',
    topics: [
      {
        icon: Handshake,
        title: 'Relationships',
        text: 'Rate your worker promptly and thank them. Great workers come back to managers who treat them well.',
      },
      {
        icon: FolderOpen,
        title: 'Documentation',
        text: 'Keep records of hours worked, breaks, incidents and feedback for each shift.',
      },
      {
        icon: ChartColumn,
        title: 'KPIs',
        text: 'Track fill rate, on-time arrival, worker ratings and how often you rebook the same workers.',
      },
    ],
  },
];

const TIERS = [
  {
    tier: 1,
    title: 'Getting started',
    text: 'Newer workers building experience. A good fit for greeter, fitting room and food runner shifts.',
  },
  {
    tier: 2,
    title: 'Experienced',
    text: 'Several completed shifts and consistent ratings. Ready for cashier, sales associate and server roles.',
  },
  {
    tier: 3,
    title: 'Top performers',
    text: 'The highest-rated workers, able to lead or train others. Consider higher rates for these shifts.',
  },
];

export default function ManagerResourcesPage() {
  return (
    <ResourceCentrePage
      title="Manager Resource Center"
      description="Guidance for managers: write great shift posts, set rates, onboard workers and track results."
      lead="Best practices for posting shifts, welcoming workers and building a reliable bench of talent."
    >
      <div className="mt-6 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5">
        <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="text-slate-800">
          <strong className="font-semibold">Tip:</strong> send pre-shift information 24-48 hours ahead: the
          address, parking, contact person, dress code and where to check in.
        </p>
      </div>

      <TopicGroups
        groups={GROUPS}
        body={({ text }) => <p className="mt-3 text-sm leading-relaxed text-slate-700">{text}</p>}
      />

      <ResourceSection id="tiers" title="Worker tiers">
        <p className="mt-1 text-slate-700">Match the shift to the experience it needs.</p>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {TIERS.map(({ tier, title, text }) => (
            <li key={tier} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="inline-flex rounded-full bg-brand-700 px-3 py-0.5 text-sm font-semibold text-white">
                Tier {tier}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </ResourceSection>

      <section
        aria-labelledby="labor-law-heading"
        className="mt-10 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5"
      >
        <Scale className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 id="labor-law-heading" className="font-semibold text-slate-900">
            Labor law notice
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-800">
            Workers on TalentBridge are independent contractors, and TalentBridge is not an employment agency.
            You are responsible for following federal, state and local labor laws, including rules on breaks,
            minimum wage and workplace safety. This guidance is not legal advice.
          </p>
        </div>
      </section>

      <ResourceSection id="next" title="Put it into practice" className="mt-10 text-center">
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/create-shift" icon={CalendarPlus} size="lg">
            Create a Shift
          </LinkButton>
          <LinkButton to="/manage-shifts" variant="secondary" size="lg">
            Manage Shifts
          </LinkButton>
        </div>
      </ResourceSection>
    </ResourceCentrePage>
  );
}
