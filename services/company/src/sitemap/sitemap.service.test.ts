import { createGunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SITEMAP_URLS_PER_FILE } from '@trusthive/contracts';
import type { SitemapCompanyRow } from '../repositories/sitemap.repository';
import { SitemapService, type SitemapRowSource } from './sitemap.service';

// The sitemap's files over a row source that makes rows up: 3 lakh ids with every seventh one
// unpublished, as PostgreSQL would answer the keyset queries, and a log of the pages asked for.
const TOTAL_IDS = 300_000;
const PAGE_ROWS = 5_000;
const LASTMOD = new Date('2026-01-01T00:00:00Z');
const listed = (id: number) => id % 7 !== 0;

function generatedSource() {
  const pagesRead: number[] = [];
  const source: SitemapRowSource = {
    companyParts: async () => [1, 2, 3, 4, 5, 6],
    categoryTitles: async () => [],
    directorParts: async () => [],
    directorPage: async () => [],
    companyPage: async (afterId, lastId, limit) => {
      const rows: SitemapCompanyRow[] = [];
      for (let id = afterId + 1; id <= Math.min(lastId, TOTAL_IDS) && rows.length < limit; id++) {
        if (listed(id)) rows.push({ id, updated_at: LASTMOD });
      }
      pagesRead.push(rows.length);
      return rows;
    },
  };
  return { source, pagesRead };
}

async function unzippedText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(createGunzip())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe(SitemapService.name, () => {
  it('should write every listed id of 3 lakh once, in files of at most 50,000 URLs', async () => {
    const { source, pagesRead } = generatedSource();
    const sitemaps = new SitemapService(source, 'https://trusthive.example', PAGE_ROWS);
    let urls = 0;
    for (let part = 1; part <= TOTAL_IDS / SITEMAP_URLS_PER_FILE; part++) {
      const file = await sitemaps.companyFile(part);
      if (!file) throw new Error(`file ${part} is missing`);
      const count = (await unzippedText(file)).match(/<url>/g)?.length ?? 0;
      expect(count).toBeLessThanOrEqual(SITEMAP_URLS_PER_FILE);
      urls += count;
    }
    expect(urls).toBe(TOTAL_IDS - Math.floor(TOTAL_IDS / 7));
    expect(Math.max(...pagesRead)).toBeLessThanOrEqual(PAGE_ROWS);
  });

  it('should read the next page only as the reader takes the file, not all of it at once', async () => {
    const { source, pagesRead } = generatedSource();
    // Pages of 500 rows: a file is about a hundred of them.
    const sitemaps = new SitemapService(source, 'https://trusthive.example', 500);
    const file = await sitemaps.companyFile(1);
    if (!file) throw new Error('file 1 is missing');
    // A crawler that has not read a byte yet: reading stops once the stream's buffers hold
    // their few kilobytes of compressed output, well short of the file.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pagesInFile = Math.ceil((SITEMAP_URLS_PER_FILE * 6) / 7 / 500);
    expect(pagesRead.length).toBeLessThan(pagesInFile * 0.75);
    expect(file.readableLength).toBeLessThanOrEqual(64 * 1024);
    await unzippedText(file);
    expect(pagesRead.length).toBeGreaterThanOrEqual(pagesInFile);
  });

  it('should report a file past the last id as missing', async () => {
    const { source } = generatedSource();
    const sitemaps = new SitemapService(source, 'https://trusthive.example', PAGE_ROWS);
    expect(await sitemaps.companyFile(7)).toBeNull();
  });

  it('should escape a category whose slug holds characters XML reserves', async () => {
    const sitemaps = new SitemapService(
      { ...generatedSource().source, categoryTitles: async () => ['Food & Drink'] },
      'https://trusthive.example',
    );
    const xml = await unzippedText(await sitemaps.pagesFile());
    expect(xml).toContain('<loc>https://trusthive.example/category/food-and-drink</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("should give each language its own files, listing that language's page URLs", async () => {
    const sitemaps = new SitemapService(
      { ...generatedSource().source, categoryTitles: async () => ['Food & Drink'] },
      'https://trusthive.example',
      PAGE_ROWS,
    );
    const index = await sitemaps.indexXml();
    expect(index).toContain('<loc>https://trusthive.example/sitemaps/companies-1.xml.gz</loc>');
    expect(index).toContain('<loc>https://trusthive.example/sitemaps/hi-companies-6.xml.gz</loc>');
    expect(index).toContain('<loc>https://trusthive.example/sitemaps/bn-pages.xml.gz</loc>');
    const pages = await unzippedText(await sitemaps.pagesFile('ta'));
    expect(pages).toContain('<loc>https://trusthive.example/ta</loc>');
    expect(pages).toContain('<loc>https://trusthive.example/ta/category/food-and-drink</loc>');
    const companies = await sitemaps.companyFile(1, 'hi');
    if (!companies) throw new Error('file 1 is missing');
    const xml = await unzippedText(companies);
    expect(xml).toContain('<loc>https://trusthive.example/hi/company/1</loc>');
    expect(xml).not.toContain('https://trusthive.example/company/');
  });
});
