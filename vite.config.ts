import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), buildIdFile],
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
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
});
