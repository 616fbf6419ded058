import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  define: {
    // Build id drives the "new version reload" (spec §2 content version).
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
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
