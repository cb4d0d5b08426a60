import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  LOCALES,
  DEFAULT_LOCALE,
  PAGES_SITEMAP_FILE,
  SITEMAP_STATIC_PATHS,
  SITEMAP_URLS_PER_FILE,
  categorySlug,
  companySitemapFileName,
  directorPath,
  directorSitemapFileName,
  pathInLocale,
  sitemapFileInLocale,
  type Locale,
} from '@trusthive/contracts';
import type { Database } from '@trusthive/platform';
import type { Kysely } from 'kysely';
import {
  listCompanySitemapParts,
  listDirectorSitemapParts,
  listSitemapCategoryTitles,
  readCompanySitemapPage,
  readDirectorSitemapPage,
  type SitemapCompanyRow,
  type SitemapDirectorRow,
} from '../repositories/sitemap.repository';
import { URLSET_CLOSE, URLSET_OPEN, sitemapIndex, urlEntry } from './sitemap-xml';

/** Where the sitemap's rows come from: PostgreSQL in the service, a generator in unit tests. */
export interface SitemapRowSource {
  companyParts(): Promise<number[]>;
  companyPage(afterId: number, lastId: number, limit: number): Promise<SitemapCompanyRow[]>;
  categoryTitles(): Promise<string[]>;
  directorParts(): Promise<number[]>;
  directorPage(afterId: number, lastId: number, limit: number): Promise<SitemapDirectorRow[]>;
}

/** A keyset page's row: its id to continue after, and its URL entry. */
type PageReader<Row extends { id: number }> = (
  afterId: number,
  lastId: number,
  limit: number,
) => Promise<Row[]>;

export function databaseRowSource(db: Kysely<Database>): SitemapRowSource {
  return {
    companyParts: () => listCompanySitemapParts(db),
    companyPage: (afterId, lastId, limit) => readCompanySitemapPage(db, afterId, lastId, limit),
    categoryTitles: () => listSitemapCategoryTitles(db),
    directorParts: () => listDirectorSitemapParts(db),
    directorPage: (afterId, lastId, limit) => readDirectorSitemapPage(db, afterId, lastId, limit),
  };
}

/** Rows read per keyset page: a file of 50,000 URLs is ten short queries, one page in memory. */
export const SITEMAP_PAGE_ROWS = 5_000;

export class SitemapService {
  constructor(
    private readonly source: SitemapRowSource,
    private readonly publicBaseUrl: string,
    private readonly pageRows = SITEMAP_PAGE_ROWS,
  ) {}

  private fileUrl(file: string): string {
    return `${this.publicBaseUrl}/sitemaps/${file}`;
  }

  /** Every language's files: English first, then each language's, in the same order. */
  async indexXml(): Promise<string> {
    const [parts, directorParts] = await Promise.all([
      this.source.companyParts(),
      this.source.directorParts(),
    ]);
    const names = [
      PAGES_SITEMAP_FILE,
      ...parts.map(companySitemapFileName),
      ...directorParts.map(directorSitemapFileName),
    ];
    return sitemapIndex(
      LOCALES.flatMap((locale) =>
        names.map((name) => this.fileUrl(sitemapFileInLocale(locale, name))),
      ),
    );
  }

  /** A page's URL in a language: English at the root, the others under their prefix. */
  private pageUrl(locale: Locale, path: string): string {
    return `${this.publicBaseUrl}${pathInLocale(locale, path)}`;
  }

  /** The static pages and every category, in a language, gzipped. */
  async pagesFile(locale: Locale = DEFAULT_LOCALE): Promise<Readable> {
    const titles = await this.source.categoryTitles();
    const url = (path: string) => this.pageUrl(locale, path);
    async function* entries() {
      yield URLSET_OPEN;
      for (const path of SITEMAP_STATIC_PATHS) yield urlEntry(url(path));
      for (const title of titles) {
        yield urlEntry(url(`/category/${encodeURIComponent(categorySlug(title))}`));
      }
      yield URLSET_CLOSE;
    }
    return gzipped(entries());
  }

  /**
   * Company file `part`, gzipped as it is read, or null when it lists no company (a part past
   * the last id, or a range left with only pending registrations).
   */
  async companyFile(part: number, locale: Locale = DEFAULT_LOCALE): Promise<Readable | null> {
    const base = this.pageUrl(locale, '/company/');
    return this.rangeFile(part, this.source.companyPage, (row) =>
      urlEntry(`${base}${row.id}`, row.updated_at),
    );
  }

  /**
   * Director file `part` (issue 41): the pages of the people with row ids in its bounds, by
   * their random public id; null when it lists none.
   */
  async directorFile(part: number, locale: Locale = DEFAULT_LOCALE): Promise<Readable | null> {
    return this.rangeFile(part, this.source.directorPage, (row) =>
      urlEntry(this.pageUrl(locale, directorPath(row.public_id)), row.updated_at),
    );
  }

  /** A file of the ids in ((part-1)·size, part·size], read page by page as it is taken. */
  private async rangeFile<Row extends { id: number }>(
    part: number,
    readPage: PageReader<Row>,
    entry: (row: Row) => string,
  ): Promise<Readable | null> {
    const firstId = (part - 1) * SITEMAP_URLS_PER_FILE;
    const lastId = part * SITEMAP_URLS_PER_FILE;
    const { pageRows } = this;
    // The first page is read before answering, so an empty file is a 404 and not an empty 200.
    const first = await readPage(firstId, lastId, pageRows);
    if (first.length === 0) return null;
    async function* entries() {
      yield URLSET_OPEN;
      let page = first;
      while (page.length > 0) {
        // One string per page: 5,000 small strings would each be a chunk through gzip.
        yield page.map(entry).join('');
        const last = page[page.length - 1];
        if (page.length < pageRows || !last) break;
        page = await readPage(last.id, lastId, pageRows);
      }
      yield URLSET_CLOSE;
    }
    return gzipped(entries());
  }
}

/**
 * The text compressed as it is produced. Readable.from pulls the next page only when gzip has
 * room, so a slow crawler holds back the database reads instead of filling memory.
 */
function gzipped(text: AsyncIterable<string>): Readable {
  const gzip = createGzip();
  // An error mid-file (the database went away) destroys gzip with it; the reply logs it and
  // aborts the response, so a crawler sees a broken download and retries, never a valid file
  // that silently ends early. The rejection itself is that same error: nothing more to do.
  // One page waits in the readable at most (its default would hold 16 pages of text).
  pipeline(Readable.from(text, { highWaterMark: 1 }), gzip).catch(() => {});
  return gzip;
}
