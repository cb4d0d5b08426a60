import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageDocument } from './page-document';

// A built index.html and manifest of the shape Vite writes, made up for the test.
function distWith(manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'trusthive-page-document-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html><head>',
      '<meta name="description"\n  content="The shell\'s description" />',
      '<title>Shell title</title>',
      '<script type="module" src="/assets/index.js"></script>',
      '</head><body><noscript>Needs JavaScript</noscript><div id="root"></div></body></html>',
    ].join('\n'),
  );
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const page = {
  lang: 'en-IN',
  head: '<title>Page title</title>',
  html: '<main>Rendered</main>',
  stateScript: '<script type="application/json" id="trusthive-state">{}</script>',
};

describe(PageDocument.name, () => {
  it("should put the page's head in place of the shell's title and description", () => {
    const html = new PageDocument(distWith({})).compose({ ...page, modules: [] });
    expect(html).toContain('<title>Page title</title>');
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain("The shell's description");
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(`<div id="root"><main>Rendered</main></div>${page.stateScript}`);
  });

  it("should link the page's chunk styles and preload its scripts, leaving out the entry's", () => {
    const dir = distWith({
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/app/routes/company.tsx': {
        file: 'assets/company.js',
        css: ['assets/company.css'],
        imports: ['_shared.js', '_format.js'],
      },
      '_format.js': { file: 'assets/format.js', css: ['assets/format.css'] },
    });
    const html = new PageDocument(dir).compose({
      ...page,
      modules: ['src/app/routes/company.tsx'],
    });
    expect(html).toContain('<link rel="stylesheet" href="/assets/company.css" />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/format.css" />');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/company.js" />',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/format.js" />',
    );
    expect(html).not.toContain('href="/assets/shared.js"');
    expect(html).not.toContain('href="/assets/index.css"');
  });

  it("should name the page's language on <html>", () => {
    const html = new PageDocument(distWith({})).compose({ ...page, lang: 'hi-IN', modules: [] });
    expect(html).toMatch(/^<!doctype html>\s*<html lang="hi-IN">/i);
  });

  it("should keep the page's text as it is, dollar patterns included", () => {
    const html = new PageDocument(distWith({}), '<script id="site">{"a":"$&"}</script>').compose({
      lang: 'en-IN',
      head: "<title>A $' B $& C $$</title>",
      html: "<main>Rupees $1 and $' and $&</main>",
      stateScript: '<script type="application/json" id="trusthive-state">{"x":"$`"}</script>',
      modules: [],
    });
    expect(html).toContain("<title>A $' B $& C $$</title>");
    expect(html).toContain(
      `<script id="site">{"a":"$&"}</script><div id="root"><main>Rupees $1 and $' and $&</main></div>`,
    );
    expect(html).toContain('{"x":"$`"}</script></body></html>');
  });
});
