// Typed view of the VITE_* variables the SPA reads (only in config/env.ts).
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// A message catalog compiled for the runtime (web/vite/messages-plugin.ts).
declare module 'virtual:messages/*' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
