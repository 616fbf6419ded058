import { Button } from './button';

type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The "next page" control under a keyset-paginated list (a TanStack infinite query). */
export function LoadMoreButton({ pages, label = 'Load more shifts' }: { pages: Pages; label?: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button
        variant="secondary"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? 'Loading more...' : label}
      </Button>
    </div>
  );
}
