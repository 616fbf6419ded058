import { type ReactNode, useState } from 'react';
import { isRefusal } from '../../lib/api';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { PageContainer, PageHeading } from '../ui/page';
import { StateMessage } from '../ui/state-message';

export type EmailLinkOutcome<T> =
  | { kind: 'done'; result: T }
  | { kind: 'error'; title: string; message: string };

type Props<T> = {
  heading: string;
  description: string;
  /** The link's token, read by the page from its fragment; null when the link carries none (or a malformed one). */
  token: string | null;
  /** What a link without a token says; its title is also the title of the server's refusals that have none. */
  messages: { invalidLinkTitle: string; invalidLink: string };
  button: { label: string; busyLabel: string };
  /** The request the button makes with the token. */
  submit: (token: string) => Promise<T>;
  /** After the outcome is shown: the queries the change makes stale. */
  onDone?: (result: T) => Promise<void>;
  /** The message of a link that did its work. */
  done: (result: T) => ReactNode;
  /** Below the message or the button: where to go next. */
  footer?: (outcome: EmailLinkOutcome<T> | null) => ReactNode;
};

/**
 * The page a link e-mailed to an address opens (/confirm-email, /verify-email). The token is posted only when the
 * person presses the button, so a mail scanner that merely opens the link changes nothing. A used, unknown or expired
 * link is answered in the server's own words; anything else with a generic line.
 */
export function EmailLinkPage<T>({
  heading,
  description,
  token,
  messages,
  button,
  submit,
  onDone,
  done,
  footer,
}: Props<T>) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<EmailLinkOutcome<T> | null>(null);

  const press = async () => {
    if (!token) return;
    setBusy(true);
    try {
      const result = await submit(token);
      setOutcome({ kind: 'done', result });
      await onDone?.(result);
    } catch (error) {
      const known = isRefusal(error);
      setOutcome({
        kind: 'error',
        title: known ? (error.title ?? messages.invalidLinkTitle) : 'Something went wrong',
        message: known ? error.message : 'Please try again in a moment.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer className="max-w-md">
      <Card>
        <CardHeader>
          <PageHeading className="text-2xl sm:text-2xl">{heading}</PageHeading>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!token ? (
            <StateMessage kind="error" title={messages.invalidLinkTitle}>
              {messages.invalidLink}
            </StateMessage>
          ) : outcome?.kind === 'done' ? (
            done(outcome.result)
          ) : outcome?.kind === 'error' ? (
            <StateMessage kind="error" title={outcome.title}>
              {outcome.message}
            </StateMessage>
          ) : (
            <Button onClick={press} disabled={busy}>
              {busy ? button.busyLabel : button.label}
            </Button>
          )}
          {footer?.(outcome)}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
