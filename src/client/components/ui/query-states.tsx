import type { ReactNode } from 'react';
import { Button } from './button';
import { LoadMoreButton } from './load-more-button';
import { Spinner } from './spinner';
import { StateMessage } from './state-message';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** A query's loading and failed states, the same on every page; once its data is in, the children. */
export function QueryStates({
  query,
  loadingLabel,
  errorTitle,
  waiting = false,
  children,
}: {
  query: Query;
  loadingLabel: string;
  errorTitle: string;
  /** Still waiting on something besides the query (the session, a deferred render). */
  waiting?: boolean;
  children: ReactNode;
}) {
  if (query.isPending || waiting) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <StateMessage
        kind="error"
        title={errorTitle}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  return children;
}

/** A keyset-paginated list of cards in two columns, or what to show when it is empty. */
export function PagedCardList<T extends { id: string }>({
  items,
  pages,
  empty,
  children,
}: {
  items: T[];
  pages: Parameters<typeof LoadMoreButton>[0]['pages'];
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} />
    </>
  );
}
