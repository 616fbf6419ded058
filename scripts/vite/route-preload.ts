// Vite plugin: what the page being opened needs starts downloading with the entry, instead of
// after the entry has downloaded and run: on a slow mobile link that saves round trips before the first paint.
//
// The build writes a small script, `assets/route-preload-<hash>.js`, that index.html loads (async) before the
// entry: it matches location.pathname against the router's paths and adds a <link rel="modulepreload"> for the
// page's chunk and the chunks it imports, and a <link rel="preload" as="fetch"> for the public data the route
// declares in `handle: { preload: [...] }` (the page's fetch then picks up that response). It is a file and not
// an inline script because the CSP allows scripts from 'self' only. The paths come from
// src/client/app/router.tsx itself, so the two cannot drift apart.
import { createHash } from 'node:crypto';
import type { Node, ObjectExpression } from 'estree';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

const ROUTER = '/src/client/app/router.tsx';
/** src/client/lib/session.ts's SESSION_KEY: the non-secret snapshot of who is signed in (a test keeps them equal). */
export const SESSION_SNAPSHOT_KEY = 'mvp_session';

type RouteEntry = { path: string; source: string; data: string[] };

const property = (object: ObjectExpression, name: string) =>
  (
    object.properties.find(
      (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === name,
    ) as { value: Node } | undefined
  )?.value;

const stringValue = (node: Node | undefined) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** Every node of a tree, depth first. */
function* nodes(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* nodes(item);
    return;
  }
  if (typeof (node as Node).type === 'string') yield node as Node;
  for (const [key, value] of Object.entries(node)) if (key !== 'type') yield* nodes(value);
}

/** `{ path: '/shifts', handle: { preload: [...] }, lazy: page(() => import('...')) }` objects, in order. */
function routeEntries(ast: Node): RouteEntry[] {
  const found: RouteEntry[] = [];
  for (const node of nodes(ast)) {
    if (node.type !== 'ObjectExpression') continue;
    const path = stringValue(property(node, 'path'));
    const lazy = property(node, 'lazy');
    const source = lazy && [...nodes(lazy)].find((n) => n.type === 'ImportExpression');
    const specifier = source?.type === 'ImportExpression' ? stringValue(source.source) : undefined;
    if (path === undefined || !specifier) continue;
    const handle = property(node, 'handle');
    const preload = handle?.type === 'ObjectExpression' ? property(handle, 'preload') : undefined;
    const data =
      preload?.type === 'ArrayExpression' ? preload.elements.map((e) => stringValue(e as Node)) : [];
    if (data.some((url) => !url?.startsWith('/api/')))
      throw new Error(
        `route-preload: handle.preload of ${path} must list /api/ addresses as string literals`,
      );
    found.push({ path, source: specifier, data: data as string[] });
  }
  return found;
}

/** React Router's path syntax as a regular expression: `:param`, `:param?`, a trailing `*`. */
export function pathPattern(path: string): RegExp {
  let pattern = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') return new RegExp(`^${pattern}(?:/.*)?$`, 'i');
    if (segment.startsWith(':')) pattern += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else pattern += `/${segment.replace(/[.+*?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${pattern}/?$`, 'i');
}

export function routePreload(): Plugin {
  return {
    name: 'talentbridge-route-preload',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const routerId = [...this.getModuleIds()].find((id) => id.endsWith(ROUTER));
      const routerCode = routerId && this.getModuleInfo(routerId)?.code;
      if (!routerId || !routerCode) this.error(`route-preload: ${ROUTER} is not in the build`);
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) this.error('route-preload: no entry chunk');
      const initial = staticClosure(bundle, entry.fileName);

      // Per route, in the router's order (the first match wins, as there): [path pattern, indexes into `files`
      // of the chunks it needs beyond the entry, data addresses].
      const files: string[] = [];
      const routes: string[] = [];
      for (const { path, source, data } of routeEntries(this.parse(routerCode) as Node)) {
        const resolved = await this.resolve(source, routerId);
        const page = resolved && chunks.find((c) => c.moduleIds.includes(resolved.id));
        if (!page) this.error(`route-preload: no chunk for ${path} (${source})`);
        const needed = [...staticClosure(bundle, page.fileName)].filter((f) => !initial.has(f));
        for (const f of needed) if (!files.includes(f)) files.push(f);
        routes.push(
          `[${pathPattern(path)},${JSON.stringify(needed.map((f) => files.indexOf(f)))},${JSON.stringify(data)}]`,
        );
      }
      if (routes.length < 2) this.error(`route-preload: found only ${routes.length} route(s) in ${ROUTER}`);

      const source = `// Generated by scripts/vite/route-preload.ts: preloads what the page being opened needs.
(function () {
  var files = ${JSON.stringify(files)};
  var routes = [${routes.join(',\n    ')}];
  function link(rel, href, as, priority) {
    var l = document.createElement("link");
    l.rel = rel;
    l.href = href;
    if (as) l.as = as;
    if (priority) l.fetchPriority = priority;
    l.crossOrigin = "";
    document.head.appendChild(l);
  }
  // The preloaded data is the public page; a signed-in talent's page asks for its own (their 'Best match'), so for
  // them it would be fetched only to be thrown away. The session snapshot is src/client/lib/session.ts's SESSION_KEY.
  function signedInTalent() {
    try {
      var snapshot = JSON.parse(localStorage.getItem("${SESSION_SNAPSHOT_KEY}") || "null");
      return !!snapshot && snapshot.userType === "talent";
    } catch (e) {
      return false;
    }
  }
  for (var i = 0; i < routes.length; i++) {
    if (!routes[i][0].test(location.pathname)) continue;
    if (!signedInTalent()) for (var j = 0; j < routes[i][2].length; j++) link("preload", routes[i][2][j], "fetch");
    // Low: they are needed only once the entry has run, so the entry (and the stylesheet) go first.
    for (var k = 0; k < routes[i][1].length; k++) link("modulepreload", "/" + files[routes[i][1][k]], "", "low");
    return;
  }
})();
`;
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });

      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        this.error('route-preload: index.html not found');
      // Before the entry, and async: it runs as soon as it arrives, without waiting for the entry.
      const entryTag = html.source.indexOf('<script type="module"');
      if (entryTag < 0) this.error('route-preload: no entry <script> in index.html');
      html.source = `${html.source.slice(0, entryTag)}<script async src="/${fileName}"></script>\n    ${html.source.slice(entryTag)}`;
    },
  };
}

/** The file and every chunk it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) staticClosure(bundle, dep, seen);
  return seen;
}
