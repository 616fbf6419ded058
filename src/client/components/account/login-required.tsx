import { LinkButton } from '../ui/link-button';
import { PageContainer } from '../ui/page';
import { StateMessage } from '../ui/state-message';

/** A page that needs a session, visited without one: the page's own message and the way to its login. */
export function LoginRequired({ title, to, label }: { title: string; to: string; label: string }) {
  return (
    <PageContainer className="max-w-xl">
      <StateMessage kind="error" title={title} action={<LinkButton to={to}>{label}</LinkButton>} />
    </PageContainer>
  );
}
