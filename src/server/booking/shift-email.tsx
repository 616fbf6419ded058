// The one layout of the booking and reminder e-mails (docs/product/messaging.md, "Booking e-mails and calendar
// invites"): rendered by React Email, which gives the HTML and, from it, the plain-text part
// (docs/decisions/016-booking-emails.md). Every value is a React text node, so user-written names are escaped.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { PRODUCT_NAME } from '../../shared/constants';

export type EmailFact = { label: string; value: string };
export type EmailChange = { label: string; before: string; after: string };

export type ShiftEmailProps = {
  /** The first line, e.g. "You're booked: Brunch Server at Harbor Street Bistro, Friday, …". */
  heading: string;
  /** Sentences under the heading. */
  intro: string[];
  /** Before → after, for an updated booking. */
  changes?: EmailChange[];
  facts: EmailFact[];
  action?: { label: string; href: string };
  footer: string;
};

const colors = { text: '#0f172a', muted: '#475569', brand: '#1d4ed8', border: '#e2e8f0', page: '#f8fafc' };

export function ShiftEmail({ heading, intro, changes, facts, action, footer }: ShiftEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{heading}</Preview>
      <Body
        style={{
          backgroundColor: colors.page,
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '0 12px',
        }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.border}`,
            borderRadius: 12,
            margin: '24px auto',
            maxWidth: 560,
            padding: '24px',
          }}
        >
          <Text style={{ color: colors.brand, fontSize: 14, fontWeight: 700, margin: 0 }}>
            {PRODUCT_NAME}
          </Text>
          <Heading as="h1" style={{ color: colors.text, fontSize: 22, lineHeight: '30px', margin: '12px 0' }}>
            {heading}
          </Heading>
          {intro.map((line) => (
            <Text
              key={line}
              style={{ color: colors.text, fontSize: 16, lineHeight: '24px', margin: '8px 0' }}
            >
              {line}
            </Text>
          ))}
          {changes && changes.length > 0 ? (
            <Section style={{ margin: '16px 0' }}>
              <Heading as="h2" style={{ color: colors.text, fontSize: 16, margin: '0 0 4px' }}>
                What changed
              </Heading>
              {changes.map((c) => (
                <Text
                  key={c.label}
                  style={{ color: colors.text, fontSize: 15, lineHeight: '22px', margin: '2px 0' }}
                >
                  {`${c.label}: ${c.before} → ${c.after}`}
                </Text>
              ))}
            </Section>
          ) : null}
          <Section style={{ borderTop: `1px solid ${colors.border}`, margin: '16px 0 0', paddingTop: 8 }}>
            {facts.map((f) => (
              <Text
                key={f.label}
                style={{ color: colors.text, fontSize: 15, lineHeight: '22px', margin: '6px 0' }}
              >
                <strong>{`${f.label}: `}</strong>
                {f.value}
              </Text>
            ))}
          </Section>
          {action ? (
            <Section style={{ margin: '20px 0 8px' }}>
              <Button
                href={action.href}
                style={{
                  backgroundColor: colors.brand,
                  borderRadius: 8,
                  color: '#ffffff',
                  fontSize: 16,
                  fontWeight: 600,
                  padding: '12px 20px',
                }}
              >
                {action.label}
              </Button>
            </Section>
          ) : null}
          <Hr style={{ borderColor: colors.border, margin: '20px 0 12px' }} />
          <Text style={{ color: colors.muted, fontSize: 13, lineHeight: '20px', margin: 0 }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML and its plain-text part, both from the one React Email tree. */
export async function renderShiftEmail(props: ShiftEmailProps): Promise<{ html: string; text: string }> {
  const element = <ShiftEmail {...props} />;
  const [html, text] = await Promise.all([
    render(element),
    // Headings keep their case: the text part's first line is the sentence the worker reads ('You're booked: …').
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        selectors: [
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
        ],
      },
    }),
  ]);
  // html-to-text leaves runs of blank lines where the layout's empty cells were.
  return { html, text: text.replace(/\n{3,}/g, '\n\n').trim() };
}
