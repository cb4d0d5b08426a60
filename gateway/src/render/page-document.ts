import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's client build manifest (.vite/manifest.json). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type RenderedPage = {
  /** The page's language ('hi-IN'), for <html lang>. */
  lang: string;
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
  /** The template cut where the page's parts go: before </head>, and around the root. */
  private readonly beforeHeadEnd: string;
  private readonly headEndToRoot: string;
  private readonly afterRoot: string;
  private readonly manifest: Manifest;
  /** The head links of each set of route modules: the same few sets, page after page. */
  private readonly linksOf = new Map<string, string>();
  private readonly startIn = new Map<string, string>();

  /** `siteData`: the data block every page carries (site-data.ts), before the root. */
  constructor(distDir: string, siteData = '') {
    const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    if (!shell.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
    const template = shell
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
      // A rendered page is readable without JavaScript.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace(ROOT, () => `${siteData}${ROOT}`);
    const headEnd = template.indexOf('</head>');
    const root = template.indexOf(ROOT);
    if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> before the root');
    this.beforeHeadEnd = template.slice(0, headEnd);
    this.headEndToRoot = template.slice(headEnd, root);
    this.afterRoot = template.slice(root + ROOT.length);
    this.manifest = JSON.parse(
      readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  }

  /**
   * The page in the template, by concatenation: String.replace would also read `$&`, `$'` and
   * the like in the page's own text (a company name, say) as patterns.
   */
  compose(page: RenderedPage): string {
    return (
      `${this.documentStart(page.lang)}    ${page.head}${this.headLinks(page.modules)}\n  ` +
      `${this.headEndToRoot}<div id="root">${page.html}</div>${page.stateScript}${this.afterRoot}`
    );
  }

  /** The template up to </head>, in a page's language: the shell's `lang` replaced, once. */
  private documentStart(lang: string): string {
    let start = this.startIn.get(lang);
    if (start === undefined) {
      start = withLang(this.beforeHeadEnd, lang);
      this.startIn.set(lang, start);
    }
    return start;
  }

  /** The modules' links, each on its own line after the head, worked out once per set. */
  private headLinks(modules: string[]): string {
    const key = modules.join('\n');
    let links = this.linksOf.get(key);
    if (links === undefined) {
      links = this.assetLinks(modules)
        .map((link) => `\n    ${link}`)
        .join('');
      this.linksOf.set(key, links);
    }
    return links;
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

/** The document's <html> element in a language (the shell's is 'en-IN'). */
export const withLang = (html: string, lang: string) =>
  html.replace(/<html(?:\s+lang="[^"]*")?/, `<html lang="${lang.replace(/[^A-Za-z-]/g, '')}"`);
