import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's client build manifest (.vite/manifest.json). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type RenderedPage = {
  head: string;
  html: string;
  stateScript: string;
  modules: string[];
};

const ROOT = '<div id="root"></div>';

/**
 * The built index.html as a template for rendered pages: the page's own head replaces the
 * shell's title and description, its route chunks' styles are linked up front (so the first
 * paint is already styled) and their scripts preloaded, and the markup fills the root.
 */
export class PageDocument {
  private readonly template: string;
  private readonly manifest: Manifest;

  /** `siteData`: the data block every page carries (site-data.ts), before the root. */
  constructor(distDir: string, siteData = '') {
    const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    if (!shell.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
    this.template = shell
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
      // A rendered page is readable without JavaScript.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace(ROOT, `${siteData}${ROOT}`);
    this.manifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  }

  compose(page: RenderedPage): string {
    const head = [page.head, ...this.assetLinks(page.modules)].join('\n    ');
    return this.template
      .replace('</head>', `    ${head}\n  </head>`)
      .replace(ROOT, `<div id="root">${page.html}</div>${page.stateScript}`);
  }

  /** The modules' chunks and everything they import statically, with their styles. */
  private assetLinks(modules: string[]): string[] {
    // The entry chunk, its imports and their styles are already in the template.
    const inTemplate = this.closure(['index.html']);
    const { scripts, styles } = this.closure(modules);
    for (const file of inTemplate.scripts) scripts.delete(file);
    for (const file of inTemplate.styles) styles.delete(file);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}" />`),
      // Low priority like the shell's own script (web/vite.config.ts): the page is already
      // rendered, so its first paint waits only for the style sheets.
      ...[...scripts].map(
        (file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}" />`,
      ),
    ];
  }

  private closure(keys: string[]): { scripts: Set<string>; styles: Set<string> } {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { scripts, styles };
  }
}
