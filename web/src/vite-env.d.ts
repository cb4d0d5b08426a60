// Typed view of the VITE_* variables the SPA reads (only in config/env.ts).
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
