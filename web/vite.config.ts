import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway listens here in development; the SPA only ever calls same-origin /api paths.
const gatewayUrl = 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: gatewayUrl } };

export default defineConfig(({ isSsrBuild }) => ({
  // Pinned so `vite build web` and `vite preview --config web/vite.config.ts` from the repo
  // root resolve index.html and dist/ the same way.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    // The server renderer (entry-server.tsx, run by the gateway) goes beside the client build,
    // never inside dist/: the gateway serves dist/ publicly.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    // No source maps in the build: the gateway serves dist/ publicly, and a map is the source.
    sourcemap: false,
    // The client build's manifest tells the renderer which chunks and styles a page needs.
    manifest: !isSsrBuild,
  },
  ssr: {
    // Self-contained, with React's production build whatever NODE_ENV the gateway runs
    // under: the same React the browser hydrates with, and one copy of it for every library.
    noExternal: true,
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
