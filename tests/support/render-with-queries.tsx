// Component tests: the components that read or change data through React Query need a client around them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders `ui` inside a QueryClientProvider: a fresh client, or `client` with the data a test put in it. */
export function renderWithQueries(ui: ReactNode, client: QueryClient = new QueryClient()) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
