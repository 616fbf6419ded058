import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vite build` puts the client; the app serves it when present. */
export const CLIENT_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** Written by the build beside index.html (vite.config.ts); the same value the client has as __BUILD_ID__. */
export const BUILD_ID_FILE = 'build-id.txt';

/** The meta tag through which the client reads the support address (src/client/lib/support-email.ts). */
export const SUPPORT_EMAIL_META = 'tb-support-email';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The meta tag that tells the client the development tools exist (outside production only), so it asks for the
 * development clock's state; in production the client never asks (docs/product/development-clock.md).
 */
export const DEV_TOOLS_META = 'tb-dev-tools';

/**
 * index.html with the settings the client shows but the server owns (the support address is
 * the SUPPORT_EMAIL setting, so the pages, the e-mails and the HELP reply always name the same one).
 */
export function withClientSettings(
  html: string,
  settings: { supportEmail: string; devTools?: boolean },
): string {
  const tags = [`<meta name="${SUPPORT_EMAIL_META}" content="${escapeAttribute(settings.supportEmail)}" />`];
  if (settings.devTools) tags.push(`<meta name="${DEV_TOOLS_META}" content="on" />`);
  return html.replace('</head>', `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
}

/** The id of the client build in `dir`, or null when there is no build. */
export function readBuildId(dir: string = CLIENT_DIR): string | null {
  try {
    return readFileSync(join(dir, BUILD_ID_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
