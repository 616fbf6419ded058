import { Link } from 'react-router';
import { MINIMUM_AGE, PRODUCT_NAME, SUPPORT, TERMS_CHANGE_NOTICE_DAYS } from '../../../shared/constants';
import { usePageMeta } from '../../components/ui/page';
import { supportEmail } from '../../lib/support-email';
import { LegalDocument, LegalList, type LegalSectionContent } from './legal-section';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

// Nine sections, in this order (docs/product/support.md, "Public pages").
const SECTIONS: LegalSectionContent[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using {PRODUCT_NAME}, you agree to these Terms and Conditions. If you do not
        agree, please do not use the service. You must be at least {MINIMUM_AGE} years old to use{' '}
        {PRODUCT_NAME}.
      </p>
    ),
  },
  {
    id: 'sms-communications',
    title: 'SMS Communications',
    body: (
      <>
        <p>
          If you opt in, {PRODUCT_NAME} will send you text messages about shifts and your account, such as
          shift matches, selections and confirmations. Message frequency varies. Message and data rates may
          apply.
        </p>
        <LegalList
          items={[
            <>
              Reply <strong>STOP</strong> to any message to opt out at any time.
            </>,
            <>
              Reply <strong>HELP</strong> for help, or e-mail {supportEmail()}.
            </>,
            'Consent to receive text messages is not a condition of using the service.',
            'Carriers are not liable for delayed or undelivered messages.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'use-of-service',
    title: 'Use of Service',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is a marketplace that connects retail and restaurant managers with shift workers.
          Workers are independent contractors, and {PRODUCT_NAME} is not an employment agency. When using the
          service you agree not to:
        </p>
        <LegalList
          items={[
            'post false, misleading or discriminatory shifts, profiles or ratings;',
            'harass, threaten or spam other users, including through text messages;',
            "access or try to access another person's account or data;",
            'interfere with the security or normal operation of the service.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    body: (
      <p>
        You must give accurate, current information when you register and keep it up to date. You are
        responsible for keeping your password confidential and for all activity under your account. Tell us
        right away at {supportEmail()} if you suspect unauthorized use.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        Your use of {PRODUCT_NAME} is also governed by our{' '}
        <Link to="/privacy-policy" className={linkClass}>
          Privacy Policy
        </Link>
        , which explains what information we collect, how we use it and the choices you have.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        The service is provided “as is” and “as available”. {PRODUCT_NAME} does not employ workers and is not
        responsible for the conduct of managers or workers, or for the work performed during a shift. To the
        fullest extent permitted by law, {PRODUCT_NAME} is not liable for indirect, incidental or
        consequential damages arising from your use of the service.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using the service and close your account at any time; subscriptions can be cancelled at
        any time. We may suspend or terminate accounts that break these terms, put other users at risk or are
        used for fraud. Sections that by their nature should survive termination, such as limitation of
        liability, continue to apply.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these terms from time to time. For material changes we will try to give you at least{' '}
        {TERMS_CHANGE_NOTICE_DAYS} days' notice by e-mail or in the app before they take effect. Continuing to
        use {PRODUCT_NAME} after the changes take effect means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? E-mail{' '}
        <a href={`mailto:${supportEmail()}`} className={linkClass}>
          {supportEmail()}
        </a>{' '}
        or visit the{' '}
        <Link to="/help-center" className={linkClass}>
          Help Center
        </Link>
        . Our support team is based in {SUPPORT.location} and available {SUPPORT.hours}; we respond within{' '}
        {SUPPORT.responseHours} hours.
      </p>
    ),
  },
];

export default function TermsPage() {
  usePageMeta(
    'Terms and Conditions',
    `The terms that apply when you use ${PRODUCT_NAME}, including SMS communications, accounts and liability.`,
  );
  return (
    <LegalDocument
      title="Terms and Conditions"
      intro={
        <p>
          These terms govern your use of {PRODUCT_NAME}, whether you post shifts as a manager or work shifts
          as independent talent. Please read them carefully.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
