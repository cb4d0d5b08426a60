import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { messagesPlugin } from './vite/messages-plugin.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The gateway listens here in development; the SPA only ever calls same-origin /api paths.
const gatewayUrl = 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: gatewayUrl } };

/**
 * The app's script and the chunks it imports are fetched at low priority. Public pages arrive
 * rendered by the server, so their first paint needs the HTML and the style sheets only; on a
 * slow phone connection the script (mostly React) would otherwise share the bandwidth with the
 * style sheets and hold back the paint. Nothing else competes with it, so it still loads at
 * once, and the browser-only pages (forms, staff console) render as soon as it has run.
 */
const lowPriorityAppScript: Plugin = {
  name: 'trusthive:low-priority-app-script',
  apply: 'build',
  transformIndexHtml: {
    // After Vite has put the built entry script and its modulepreload links in.
    order: 'post',
    handler: (html) =>
      html.replace(
        /<(script type="module"|link rel="modulepreload") crossorigin/g,
        '<$1 fetchpriority="low" crossorigin',
      ),
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // Pinned so `vite build web` and `vite preview --config web/vite.config.ts` from the repo
  // root resolve index.html and dist/ the same way.
  root: webRoot,
  plugins: [react(), lowPriorityAppScript, messagesPlugin(webRoot)],
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
