import {
  ArrowRight,
  BadgeCheck,
  CalendarPlus,
  CircleCheck,
  CreditCard,
  Globe,
  Lock,
  type LucideIcon,
  MessageSquareText,
  Scale,
  Send,
  ShieldCheck,
  Sparkles,
  Star,
  Store,
  UserPlus,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../components/ui/link-button';
import { usePageMeta } from '../../components/ui/page';

type Item = { icon: LucideIcon; title: string; text: string };

const MANAGER_STEPS: Item[] = [
  {
    icon: CalendarPlus,
    title: 'Post a shift',
    text: 'Add the date, hours, role and hourly rate in a couple of minutes.',
  },
  { icon: MessageSquareText, title: 'Select a worker', text: 'Review applicants and text the one you want.' },
  {
    icon: CircleCheck,
    title: 'Worker confirms',
    text: 'They accept or decline, and you get an e-mail right away.',
  },
];

const TALENT_STEPS: Item[] = [
  { icon: UserPlus, title: 'Build your profile', text: 'Show your skills, experience and a friendly photo.' },
  { icon: Send, title: 'Apply to shifts', text: 'Get SMS and e-mail notices for shifts that match you.' },
  {
    icon: BadgeCheck,
    title: 'Get selected',
    text: 'Accept the shift from your dashboard and show up ready.',
  },
];

// The marketing claims (docs/product/support.md, "Public pages").
const BENEFITS: Item[] = [
  {
    icon: Sparkles,
    title: 'Human-rated, AI-matched',
    text: 'Every worker is rated by real managers, and matching puts the right people in front of you.',
  },
  {
    icon: Star,
    title: 'Fair, mutual ratings',
    text: 'Workers and managers rate each other. Ratings go live only when both sides have rated.',
  },
  {
    icon: Store,
    title: 'All in one place',
    text: 'Post a shift, select a worker and pay without juggling spreadsheets, calls and apps.',
  },
  {
    icon: CreditCard,
    title: 'Simple billing',
    text: 'A subscription plus a payment per shift. No long contracts: cancel any time.',
  },
];

const TRUST: Item[] = [
  { icon: ShieldCheck, title: 'SOC 2', text: 'Security controls built to SOC 2 standards.' },
  { icon: Scale, title: 'Equal Opportunity', text: 'Fair access to shifts for every qualified worker.' },
  { icon: Globe, title: 'GDPR', text: 'Your data rights are respected wherever you are.' },
  { icon: Lock, title: 'CCPA', text: 'We never sell your personal information.' },
];

function Steps({ heading, steps }: { heading: string; steps: Item[] }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      <ol className="mt-6 space-y-6">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-slate-900">
                <span className="text-brand-700">{i + 1}.</span> {title}
              </p>
              <p className="mt-1 text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/** A landing-page band: a centred heading and lead, then its content. */
function LandingSection({
  id,
  title,
  lead,
  className = 'py-16 sm:py-20',
  children,
}: {
  id: string;
  title: string;
  lead: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

export default function LandingPage() {
  usePageMeta(
    'TalentBridge — Shift staffing for retail and restaurants',
    'Get retail and restaurant shifts covered by vetted, human-rated and AI-matched shift workers, or find flexible shifts near you.',
  );
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-white">
        <div className={`${container} py-16 text-center sm:py-24`}>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-200">
            <Store className="h-4 w-4" aria-hidden="true" />
            Shift staffing for retail and restaurants
          </p>
          <h1
            id="hero-heading"
            className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Get your shifts covered. <span className="text-brand-700">Find shifts that fit your life.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            TalentBridge connects retail and restaurant managers with vetted shift workers. Post a shift,
            select a worker and pay, all in one place.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to="/retail-manager-auth" icon={Store} size="lg">
              For Retail Managers
            </LinkButton>
            <LinkButton to="/talent-auth" icon={UserRound} size="lg" variant="secondary">
              For Shift Talent
            </LinkButton>
          </div>
        </div>
      </section>

      <LandingSection id="how" title="How it works" lead="Three simple steps on each side of the shift.">
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <Steps heading="For managers" steps={MANAGER_STEPS} />
          <Steps heading="For shift talent" steps={TALENT_STEPS} />
        </div>
      </LandingSection>

      <LandingSection
        id="why"
        title="Why TalentBridge"
        lead="Staffing that is quick for managers and fair for workers."
        className="bg-white py-16 sm:py-20"
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection
        id="trust"
        title="Built on trust"
        lead="Your data and your workforce deserve serious protection."
      >
        <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex items-start gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <Icon className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </LandingSection>

      <section aria-labelledby="cta-heading" className="bg-brand-800">
        <div className={`${container} py-16 text-center sm:py-20`}>
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Your next shift, covered
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-50">
            Create your manager account and post your first shift today.
          </p>
          <LinkButton
            to="/retail-manager-auth"
            trailingIcon={ArrowRight}
            size="lg"
            variant="secondary"
            className="mt-8"
          >
            Get Started in Minutes
          </LinkButton>
        </div>
      </section>
    </>
  );
}
