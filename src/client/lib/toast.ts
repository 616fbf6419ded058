import type { toast as sonnerToast } from 'sonner';

// Toasts (the messages of docs/product/) without sonner in the pages' code: sonner (about 10 kB gzipped) loads with the
// toaster once the page is up (app/root-layout.tsx). A toast raised before the toaster has mounted shows when it does:
// sonner shows a Toaster that subscribes late the toasts already raised.

type Kind = 'success' | 'error' | 'warning' | 'info';
type Args = Parameters<typeof sonnerToast>;

const show =
  (kind?: Kind) =>
  (...args: Args): void => {
    void import('sonner').then(({ toast }) => (kind ? toast[kind] : toast)(...args));
  };

export const toast = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
});
