import { SUPPORT } from '../../shared/constants';

/**
 * The support address to show: the server's SUPPORT_EMAIL setting, which it writes into the page it serves
 * (src/server/lib/client-build.ts), so pages, e-mails and the SMS HELP reply name the same one. The Vite dev
 * server serves the page itself; there the setting's default, SUPPORT.email, stands in.
 */
export function supportEmail(): string {
  if (typeof document === 'undefined') return SUPPORT.email;
  return document.querySelector<HTMLMetaElement>('meta[name="tb-support-email"]')?.content || SUPPORT.email;
}
