import { MINIMUM_AGE, PRODUCT_NAME, SUPPORT } from '../../../shared/constants';
import { usePageMeta } from '../../components/ui/page';
import { supportEmail } from '../../lib/support-email';
import { LegalDocument, LegalList, type LegalSectionContent } from './legal-section';

const mailLink = (
  <a
    href={`mailto:${supportEmail()}`}
    className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
  >
    {supportEmail()}
  </a>
);

// Thirteen sections (docs/product/support.md); #cookies, #accessibility and #data-processing are linked from the footer.
const SECTIONS: LegalSectionContent[] = [
  {
    id: 'information-collected',
    title: 'Information We Collect',
    body: (
      <LegalList
        items={[
          'Account details: name, e-mail address, mobile number and a securely hashed password.',
          'Talent profiles: photo, bio, skills, sector, years of experience and work history you choose to add.',
          'Manager details: company name and business address.',
          'Activity: shifts posted, applications, selections, ratings and notifications.',
          'Technical data: IP address, browser and device information used to keep the service secure.',
        ]}
      />
    ),
  },
  {
    id: 'use-of-information',
    title: 'How We Use Your Information',
    body: (
      <LegalList
        items={[
          'to match workers with shifts and let managers review applicants;',
          'to send the SMS and e-mail notices you have asked for, such as new matching shifts or a selection;',
          'to run subscriptions and per-shift payments;',
          'to protect accounts, prevent fraud and meet legal obligations;',
          'to understand and improve how the service works.',
        ]}
      />
    ),
  },
  {
    id: 'sms-consent',
    title: 'SMS Consent Records',
    body: (
      <p>
        When you opt in to text messages we record the date and time of your consent, the IP address it came
        from and the version of the consent wording you agreed to. We keep this record to show that you agreed
        to receive messages. You can withdraw consent at any time by replying STOP.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>
          We do not sell your personal information. We share it only as needed to run the service: a worker's
          profile and contact details with the manager whose shift they apply for, and shift details with
          workers.
        </p>
        <p>
          Service providers who host data or deliver e-mail and text messages process it on our behalf under
          contract. SMS opt-in data and consent are never shared with third parties for their marketing. We
          may also disclose information when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <p>
        Data is encrypted in transit, passwords are stored only as strong one-way hashes, and access to
        personal data is limited to people who need it. Our controls follow SOC 2 practices. No system is
        perfectly secure, so please use a strong, unique password and tell us about anything suspicious.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep your information while your account is active and as long as needed to provide the service.
        When you close your account we delete or anonymize your personal information, except records we must
        keep for legal, tax or dispute reasons, such as SMS consent records.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Depending on where you live, including under the GDPR and the CCPA, you may have the right to:</p>
        <LegalList
          items={[
            'know about and get a copy of the personal information we hold about you;',
            'correct or delete it;',
            'object to or restrict certain processing, and take your data elsewhere;',
            'opt out of SMS or e-mail notices at any time.',
          ]}
        />
        <p>E-mail {mailLink} to make a request. We will not treat you differently for using these rights.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We use only two cookies, both essential:</p>
        <LegalList
          items={[
            'one HttpOnly session cookie that keeps you signed in; scripts in the page cannot read it;',
            'one device cookie that protects sign-in, for example by recognizing repeated failed attempts.',
          ]}
        />
        <p>
          We do not use advertising or cross-site tracking cookies. If you block these cookies, you will not
          be able to sign in.
        </p>
      </>
    ),
  },
  {
    id: 'minimum-age',
    title: `Users Under ${MINIMUM_AGE}`,
    body: (
      <p>
        {PRODUCT_NAME} is only for people aged {MINIMUM_AGE} and over. We do not knowingly collect information
        from anyone under {MINIMUM_AGE}; if we learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as the service changes. We will post the new version on this page and, for
        significant changes, let you know by e-mail or in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'accessibility',
    title: 'Accessibility',
    body: (
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 Level AA, including keyboard
        navigation, screen reader support and sufficient color contrast. If something is hard to use, e-mail{' '}
        {mailLink} and we will help and fix it.
      </p>
    ),
  },
  {
    id: 'data-processing',
    title: 'Data Processing Agreement',
    body: (
      <p>
        Businesses that need a data processing agreement, for example under the GDPR, can request one from{' '}
        {mailLink}. It sets out how we process personal data on your behalf, the security measures we apply,
        the service providers we use and how we notify you of a data breach.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about privacy? E-mail {mailLink}. Our support team is based in {SUPPORT.location} and
        available {SUPPORT.hours}; we respond within {SUPPORT.responseHours} hours.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    `How ${PRODUCT_NAME} collects, uses and protects your information, including cookies and SMS consent.`,
  );
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what information {PRODUCT_NAME} collects from managers and shift talent, how we
          use it and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
