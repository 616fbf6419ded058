import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { clientChunks } from './scripts/vite/client-chunks';
import { routePreload } from './scripts/vite/route-preload';

// Build id drives the "new version reload" (spec §2 content version): the client carries it as __BUILD_ID__,
// and the server reports the id of the build it serves (GET /api/version) from build-id.txt.
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString();

const buildIdFile: Plugin = {
  name: 'talentbridge-build-id',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: BUILD_ID });
  },
};

// React Router 7 points every bundler at its development build (remix-run/react-router#12532 and #14102): dev-only
// warnings and checks, shipped and run in production. The client build takes the production build instead; `npm run
// dev` keeps the warnings.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), buildIdFile, routePreload()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments that mention @__PURE__ in prose; Rollup warns about each one.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      // Only the modules clientChunks() names go in its chunks; Rollup places the rest.
      output: { manualChunks: clientChunks(), onlyExplicitManualChunks: true },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
}));
