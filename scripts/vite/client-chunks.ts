// How the client build groups modules into chunks. Rollup's default gives every set of pages that
// shares a module a chunk of its own: the open-shifts page needed 17 requests, most under 1 kB. On a slow mobile
// link each request costs a round trip, response headers and a share of the bandwidth the entry needs. Here:
// - `index`: the entry and all it imports, as before;
// - `forms`: zod, react-hook-form and the shared form schemas, for the pages with a form;
// - `shared`: code used by two pages or more (ours, icons, TanStack hooks), unless it needs another library
//   (a Radix primitive stays with the pages that use it);
// - everything else as Rollup decides: a chunk per page and per lazily loaded piece.
// Which modules a module needs is worked out per imported name, as Rollup does: through a library's index that
// re-exports everything (lucide-react), only the icons actually imported count.
import type {
  ExportNamedDeclaration,
  ExportSpecifier,
  Identifier,
  ImportDeclaration,
  ImportSpecifier,
  Literal,
  Program,
} from 'estree';
import type { GetManualChunk, ManualChunkMeta, ModuleInfo } from 'rollup';

const ROUTER = '/src/client/app/router.tsx';
const FORMS = /\/node_modules\/(zod|react-hook-form|@hookform)\/|\/src\/shared\/schemas\//;
/** What may go in `shared`: our code, and small libraries without side effects. */
const SHAREABLE = /\/src\/|\/node_modules\/(lucide-react|@tanstack|date-fns|@date-fns\/tz|clsx|react-dom)\//;

export function clientChunks(): GetManualChunk {
  let plan: Map<string, string> | undefined;
  return (id, meta) => {
    plan ??= planChunks(meta);
    return plan.get(id);
  };
}

function planChunks({ getModuleIds, getModuleInfo }: ManualChunkMeta): Map<string, string> {
  const ids = [...getModuleIds()];
  const entry = ids.find((id) => getModuleInfo(id)?.isEntry);
  const router = ids.find((id) => id.endsWith(ROUTER));
  if (!entry || !router) throw new Error(`client-chunks: the entry or ${ROUTER} is not in the build`);
  const { needs } = linker((id) => getModuleInfo(id));
  const reach = (start: string) => closure([start], needs);

  const initial = reach(entry);
  const pagesUsing = new Map<string, string[]>();
  const formPages = new Set<string>();
  for (const page of getModuleInfo(router)?.dynamicallyImportedIds ?? [])
    for (const id of reach(page)) {
      if (initial.has(id)) continue;
      pagesUsing.set(id, [...(pagesUsing.get(id) ?? []), page]);
      if (FORMS.test(id)) formPages.add(page);
    }

  // The group of a module: `forms` for the form libraries and what only pages with a form share, `shared` for what
  // pages share otherwise; undefined to leave it to Rollup. Apart from the form libraries, a module joins a group
  // only if all it needs is in the entry or in a group that the pages loading it load anyway.
  const groups = new Map<string, string | undefined>();
  const groupOf = (id: string): string | undefined => {
    if (groups.has(id)) return groups.get(id);
    const pages = pagesUsing.get(id) ?? [];
    const wanted = FORMS.test(id)
      ? 'forms'
      : pages.length >= 2 && SHAREABLE.test(id)
        ? pages.every((page) => formPages.has(page))
          ? 'forms'
          : 'shared'
        : undefined;
    groups.set(id, wanted); // an import cycle: decided by its other members
    const fits = (dep: string) =>
      initial.has(dep) || groupOf(dep) === 'shared' || (wanted === 'forms' && groupOf(dep) === 'forms');
    const group = wanted && (FORMS.test(id) || needs(id).every(fits)) ? wanted : undefined;
    groups.set(id, group);
    return group;
  };

  const plan = new Map<string, string>();
  for (const id of ids) {
    const group = initial.has(id) ? 'index' : groupOf(id);
    if (group) plan.set(id, group);
  }
  return plan;
}

function closure(start: string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...next(id));
  }
  return seen;
}

const nameOf = (node: Identifier | Literal) => (node.type === 'Identifier' ? node.name : String(node.value));

/** The static dependencies of each module, import by import and name by name. */
function linker(getModuleInfo: (id: string) => ModuleInfo | null) {
  const body = (id: string) => (getModuleInfo(id)?.ast as Program | null)?.body ?? [];
  const memo = <T>(compute: (id: string) => T) => {
    const cache = new Map<string, T>();
    return (id: string) => {
      if (!cache.has(id)) cache.set(id, compute(id));
      return cache.get(id)!;
    };
  };

  // Rollup lists importedIds in the order the import sources first appear in the module; null if they do not match.
  const sourceIds = memo((id) => {
    const sources: string[] = [];
    for (const s of body(id))
      if (
        (s.type === 'ImportDeclaration' ||
          s.type === 'ExportAllDeclaration' ||
          s.type === 'ExportNamedDeclaration') &&
        s.source &&
        !sources.includes(String(s.source.value))
      )
        sources.push(String(s.source.value));
    const importedIds = getModuleInfo(id)?.importedIds ?? [];
    return sources.length === importedIds.length
      ? new Map(sources.map((s, i) => [s, importedIds[i]!]))
      : null;
  });

  // A module made only of imports and re-exports ("index.js" of a library).
  const isIndex = memo(
    (id) =>
      sourceIds(id) !== null &&
      body(id).length > 0 &&
      body(id).every(
        (s) =>
          s.type === 'ImportDeclaration' ||
          s.type === 'ExportAllDeclaration' ||
          (s.type === 'ExportNamedDeclaration' && !s.declaration) ||
          (s.type === 'ExpressionStatement' && 'directive' in s),
      ),
  );

  /** The module that really provides export `name` of `id`, looking through re-exporting index modules. */
  function provider(id: string, name: string, depth = 0): string {
    if (!isIndex(id) || depth > 20) return id;
    const sources = sourceIds(id)!;
    const statements = body(id);
    for (const s of statements) {
      if (s.type !== 'ExportNamedDeclaration') continue;
      const spec = (s as ExportNamedDeclaration).specifiers.find(
        (sp: ExportSpecifier) => nameOf(sp.exported) === name,
      );
      if (!spec) continue;
      const local = nameOf(spec.local);
      if (s.source) return provider(sources.get(String(s.source.value))!, local, depth + 1);
      for (const imp of statements) {
        if (imp.type !== 'ImportDeclaration') continue;
        const binding = imp.specifiers.find((sp) => sp.local.name === local);
        if (!binding) continue;
        const from = sources.get(String(imp.source.value))!;
        if (binding.type === 'ImportNamespaceSpecifier') return from;
        const imported = binding.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(binding.imported);
        return provider(from, imported, depth + 1);
      }
      return id;
    }
    for (const s of statements)
      if (s.type === 'ExportAllDeclaration' && !s.exported) {
        const from = sources.get(String(s.source.value))!;
        if (getModuleInfo(from)?.exports?.includes(name)) return provider(from, name, depth + 1);
      }
    return id;
  }

  // What importing anything from an index module runs regardless of the names: its modules with side effects
  // (a package without "sideEffects": false in its package.json, such as @date-fns/tz).
  const sideEffects = memo((id): string[] =>
    (getModuleInfo(id)?.importedIds ?? [])
      .filter((dep) => getModuleInfo(dep)?.moduleSideEffects !== false)
      .flatMap((dep) => (isIndex(dep) ? [dep, ...sideEffects(dep)] : [dep])),
  );

  const needs = memo((id): readonly string[] => {
    const sources = sourceIds(id);
    if (!sources) return getModuleInfo(id)?.importedIds ?? [];
    const out = new Set<string>();
    for (const s of body(id)) {
      if (s.type === 'ImportDeclaration') {
        const from = sources.get(String((s as ImportDeclaration).source.value))!;
        const named = s.specifiers.filter(
          (sp): sp is ImportSpecifier =>
            sp.type === 'ImportSpecifier' || sp.type === 'ImportDefaultSpecifier',
        );
        if (named.length === 0 || named.length < s.specifiers.length) out.add(from);
        if (isIndex(from)) for (const dep of sideEffects(from)) out.add(dep);
        for (const sp of named)
          out.add(provider(from, sp.type === 'ImportSpecifier' ? nameOf(sp.imported) : 'default'));
      } else if ((s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') && s.source) {
        // Our own modules' re-exports (a library index is never a need: provider() looks through it).
        out.add(sources.get(String(s.source.value))!);
      }
    }
    return [...out];
  });

  return { needs };
}
