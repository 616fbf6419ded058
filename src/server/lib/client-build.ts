import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vite build` puts the client; the app serves it when present. */
export const CLIENT_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** Written by the build beside index.html (vite.config.ts); the same value the client has as __BUILD_ID__. */
export const BUILD_ID_FILE = 'build-id.txt';

/** The id of the client build in `dir`, or null when there is no build. */
export function readBuildId(dir: string = CLIENT_DIR): string | null {
  try {
    return readFileSync(join(dir, BUILD_ID_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
