// The new-version reload, driven by the build id (docs/product/support.md): when the deployed client differs from the one
// running in this tab, the next route change reloads the page once. Never more than once per deployed build,
// so a proxy serving a stale index.html cannot put the tab into a reload loop.

const RELOAD_MARK_KEY = 'tb_reloaded_for_build';

/** Reload when the server names another build, unless this tab already reloaded for exactly that build. */
export function shouldReload(
  running: string,
  deployed: string | null | undefined,
  alreadyReloadedFor: string | null,
): deployed is string {
  if (!deployed || deployed === running) return false;
  return alreadyReloadedFor !== deployed;
}

type MarkStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readReloadMark(storage: MarkStorage | undefined): string | null {
  try {
    return storage?.getItem(RELOAD_MARK_KEY) ?? null;
  } catch {
    return null;
  }
}

/** False when the mark cannot be kept; then we must not reload, or nothing would stop a second one. */
export function writeReloadMark(storage: MarkStorage | undefined, buildId: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(RELOAD_MARK_KEY, buildId);
    return storage.getItem(RELOAD_MARK_KEY) === buildId;
  } catch {
    return false;
  }
}
