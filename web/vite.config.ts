import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway listens here in development; the SPA only ever calls same-origin /api paths.
const gatewayUrl = 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: gatewayUrl } };

export default defineConfig({
  // Pinned so `vite build web` and `vite preview --config web/vite.config.ts` from the repo
  // root resolve index.html and dist/ the same way.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: the gateway serves dist/ publicly, and a map is the source.
    sourcemap: false,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
