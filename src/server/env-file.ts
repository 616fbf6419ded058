import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ENV_FILE = '.env';

/**
 * Reads `.env` from the given directory (the project root when started with `npm run serve`) into process.env,
 * if the file exists; returns its path, or null when there is none.
 *
 * Node's own loader (`process.loadEnvFile`, in every Node this project supports) rather than a dependency. It never
 * overwrites a variable that is already set, so the shell, a container or `scripts/dev.mjs` wins over the file. An
 * empty line such as `NODE_ENV=` arrives as an empty string, which `loadConfig` treats as unset.
 */
export function loadEnvFileIfPresent(dir: string = process.cwd()): string | null {
  const path = join(dir, ENV_FILE);
  if (!existsSync(path)) return null;
  process.loadEnvFile(path);
  return path;
}
