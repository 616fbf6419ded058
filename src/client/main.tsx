import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { cn } from './lib/cn';
import { queryClient } from './lib/query-client';
import { prefetchSession } from './lib/session';
import './styles.css';

prefetchSession();

/** Runs the steps one after the other, each in a task of its own. */
function inTurn(steps: (() => void)[]) {
  const [step, ...rest] = steps;
  if (step)
    setTimeout(() => {
      step();
      inTurn(rest);
    }, 0);
}

// Start-up as short tasks rather than one long one, so that on a slow phone the page stays responsive while it
// loads (Lighthouse's Total Blocking Time); index.html shows the header meanwhile. The first render is a
// transition, which React splits into slices of a few milliseconds.
let router: ReturnType<typeof createAppRouter>;
let root: Root;
inTurn([
  () => {
    router = createAppRouter(); // starts the first navigation
  },
  () => cn(), // tailwind-merge builds its tables of Tailwind's classes on first use: not inside the first render
  () => {
    root = createRoot(document.getElementById('root')!); // React's event listeners
  },
  () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
]);
