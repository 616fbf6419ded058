import { Clock, Globe, Lock, type LucideIcon, Mail, MapPin, Scale, ShieldCheck } from 'lucide-react';
import { PRODUCT_NAME, SUPPORT } from '../../shared/constants';
import { PUBLIC_LINKS } from '../components/public/public-links';
import { LinkList } from '../components/ui/link-list';
import { supportEmail } from '../lib/support-email';

const SUPPORT_LINKS = [
  PUBLIC_LINKS.helpCenter,
  PUBLIC_LINKS.privacy,
  PUBLIC_LINKS.terms,
  PUBLIC_LINKS.cookies,
  PUBLIC_LINKS.accessibility,
  PUBLIC_LINKS.workerResources,
  PUBLIC_LINKS.managerResources,
];

const TRUST: { icon: LucideIcon; label: string }[] = [
  { icon: ShieldCheck, label: 'SOC 2' },
  { icon: Scale, label: 'Equal Opportunity' },
  { icon: Globe, label: 'GDPR' },
  { icon: Lock, label: 'CCPA' },
];

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-white';
const linkClass = 'inline-block py-0.5 text-slate-300 underline-offset-4 hover:text-white hover:underline';

export default function Footer() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-3 text-sm leading-relaxed">
            {PRODUCT_NAME} connects retail managers with vetted shift workers. Workers are independent
            contractors, and {PRODUCT_NAME} is not an employment agency.
          </p>
        </div>

        <div>
          <h2 className={headingClass}>Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" aria-hidden="true" />
              {SUPPORT.location}
            </li>
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" aria-hidden="true" />
              <span>
                {SUPPORT.hours}
                <br />
                We respond within {SUPPORT.responseHours} hours
              </span>
            </li>
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" aria-hidden="true" />
              <a href={`mailto:${supportEmail()}`} className={`${linkClass} break-all`}>
                {supportEmail()}
              </a>
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-support-heading">
          <h2 id="footer-support-heading" className={headingClass}>
            Support
          </h2>
          <LinkList links={SUPPORT_LINKS} className="mt-4 space-y-1.5 text-sm" linkClassName={linkClass} />
        </nav>

        <div>
          <h2 className={headingClass}>Trust &amp; Compliance</h2>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {TRUST.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="flex items-center gap-2 rounded-md border border-slate-700 px-2.5 py-2 text-slate-200"
              >
                <Icon className="h-4 w-4 shrink-0 text-brand-200" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-slate-800">
        <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
