import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages/';

/**
 * `import('virtual:messages/hi/company')` is web/src/locales/hi/company.json with each ICU
 * message compiled to Lingui's runtime form, so the browser never parses MessageFormat (the
 * production runtime carries no parser). A virtual id keeps Vite's JSON plugin off the file.
 */
export function messagesPlugin(webRoot: string): Plugin {
  const localesDir = path.join(webRoot, 'src', 'locales');
  return {
    name: 'trusthive:messages',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      return /^[a-z]{2}\/[a-z-]+$/.test(name) ? `${RESOLVED}${name}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const file = path.join(localesDir, `${id.slice(RESOLVED.length)}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
