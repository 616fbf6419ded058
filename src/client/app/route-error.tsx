import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageContainer, PageHeading } from '../components/ui/page';

/** Shown when a route fails to load (e.g. a chunk from an older build) or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : 'Something went wrong while loading this page.';
  return (
    <PageContainer className="text-center">
      <PageHeading>Something went wrong</PageHeading>
      <p className="mt-3 text-slate-700">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className="rounded-md border px-4 py-2"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className="rounded-md bg-brand-700 px-4 py-2 text-white">
          Return to Home
        </Link>
      </div>
    </PageContainer>
  );
}
