import { House, SearchX } from 'lucide-react';
import { LinkButton } from '../../components/ui/link-button';
import { PageContainer, PageHeading, usePageMeta } from '../../components/ui/page';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you are looking for does not exist or has moved.');
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50">
        <SearchX className="h-8 w-8 text-brand-700" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
      <PageHeading className="mt-2">Oops! Page not found</PageHeading>
      <p className="mt-3 max-w-md text-slate-700">
        The page you are looking for does not exist or may have moved. Check the address, or head back to the
        home page.
      </p>
      <LinkButton to="/" icon={House} size="lg" className="mt-8">
        Return to Home
      </LinkButton>
    </PageContainer>
  );
}
