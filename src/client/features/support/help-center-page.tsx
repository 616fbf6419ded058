import {
  BookOpen,
  ChevronDown,
  Clock,
  type LucideIcon,
  Mail,
  MapPin,
  MessagesSquare,
  Users,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOGIN_LOCKOUT, SUPPORT } from '../../../shared/constants';
import { PUBLIC_LINKS } from '../../components/public/public-links';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LinkList } from '../../components/ui/link-list';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';
import { supportEmail } from '../../lib/support-email';
import ContactForm from './contact-form';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';
const lockMinutes = LOGIN_LOCKOUT.lockMs / 60_000;

const QUICK_LINKS = [PUBLIC_LINKS.privacy, PUBLIC_LINKS.terms, PUBLIC_LINKS.accessibility];

// Help text (docs/product/support.md): notices by SMS and e-mail; the shift creation tool; cancellation varies by partner.
const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How will I hear about shifts that match me?',
    answer:
      'Workers get SMS and e-mail notices for shifts that match their profile. Keep your phone number, e-mail and skills up to date so the right shifts reach you. You can reply STOP to any text to opt out of SMS.',
  },
  {
    question: 'How do managers post a shift?',
    answer:
      'Managers use the shift creation tool: open your dashboard, choose Create Shift, then add the date, times, position, hourly rate and any dress code or requirements. Published shifts are shown to matching workers right away.',
  },
  {
    question: 'What is the cancellation policy?',
    answer:
      'Cancellation policies vary by business partner, so check the shift details before you apply. If your plans change, let the manager know as early as possible.',
  },
  {
    question: 'How does worker selection work?',
    answer:
      'Managers review the applications for their shift and select a worker, who is contacted by text message. The worker then accepts or declines from their dashboard, and the manager is told by e-mail.',
  },
  {
    question: 'How do ratings work?',
    answer:
      'After a shift, the worker and the manager rate each other. Ratings go live only when both sides have rated, so neither rating can influence the other.',
  },
  {
    question: "I can't sign in or forgot my password. What should I do?",
    answer: (
      <>
        Use the{' '}
        <Link to="/forgot-password?type=talent" className={linkClass}>
          worker password reset
        </Link>{' '}
        or the{' '}
        <Link to="/forgot-password?type=manager" className={linkClass}>
          manager password reset
        </Link>{' '}
        to get a reset link by e-mail, and check your spam folder if it does not arrive. After several failed
        attempts, sign-in is paused for {lockMinutes} minutes to protect your account.
      </>
    ),
  },
];

const COMING_SOON: { icon: LucideIcon; title: string; description: string }[] = [
  { icon: Video, title: 'Video Tutorials', description: 'Step-by-step walkthroughs of every feature.' },
  { icon: MessagesSquare, title: 'Live Chat', description: 'Chat with our support team in real time.' },
  { icon: BookOpen, title: 'Knowledge Base', description: 'In-depth guides and how-to articles.' },
  { icon: Users, title: 'Community Forum', description: 'Swap tips with other managers and talent.' },
];

function ContactInfoCard() {
  const items = [
    {
      icon: Mail,
      label: 'Email',
      value: (
        <a href={`mailto:${supportEmail()}`} className={linkClass}>
          {supportEmail()}
        </a>
      ),
    },
    { icon: Clock, label: 'Hours', value: SUPPORT.hours },
    { icon: MapPin, label: 'Location', value: SUPPORT.location },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact Information</CardTitle>
        <CardDescription>We respond within {SUPPORT.responseHours} hours.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3">
          {/* A <dl> group may hold only <dt> and <dd>, so the icon sits inside the term (axe: definition-list). */}
          {items.map(({ icon: Icon, label, value }) => (
            <div key={label} className="relative pl-8">
              <dt className="text-sm font-medium text-slate-900">
                <Icon className="absolute left-0 top-0.5 h-5 w-5 text-brand-700" aria-hidden="true" />
                {label}
              </dt>
              <dd className="break-words text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
        <Button asChild className="mt-5 w-full">
          <a href={`mailto:${supportEmail()}`}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            Email Support
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

export default function HelpCenterPage() {
  usePageMeta('Help Center', 'Get help with TalentBridge: contact support, read FAQs and find policies.');
  return (
    <PageContainer>
      <PageHeading>Help Center</PageHeading>
      <p className="mt-2 max-w-2xl text-slate-700">
        Questions about shifts, your account or billing? Send us a message or browse the answers below.
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-label="Contact form" className="lg:col-span-2">
          <ContactForm />
        </section>
        <div className="space-y-6">
          <ContactInfoCard />
          <Card>
            <CardHeader>
              <CardTitle>Quick Links</CardTitle>
            </CardHeader>
            <CardContent>
              <LinkList links={QUICK_LINKS} className="space-y-2" linkClassName={linkClass} />
            </CardContent>
          </Card>
        </div>
      </div>

      <section aria-labelledby="faq-heading" className="mt-12">
        <h2 id="faq-heading" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Frequently Asked Questions
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {FAQS.map((faq) => (
            <details key={faq.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="coming-soon-heading" className="mt-12">
        <h2 id="coming-soon-heading" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          More ways to get help
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {COMING_SOON.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="cursor-not-allowed rounded-xl border border-dashed border-slate-300 bg-slate-100 p-5"
            >
              <div className="flex items-center justify-between gap-2">
                <Icon className="h-6 w-6 text-slate-500" aria-hidden="true" />
                <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  Coming Soon
                </span>
              </div>
              <h3 className="mt-3 font-semibold text-slate-700">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
