import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CategoryCompaniesFilters } from '@trusthive/contracts';
import type { ServiceDeps } from '@trusthive/platform';
import { sortKeyOf, type Cursor, type SortKey } from './page-plan';

/** Cursors live as long as the spec's page cache (§9: 5 minutes). */
export const CURSOR_TTL_SECONDS = 300;
/** A process rewrites the same cursors no more often than this (it only refreshes their TTL). */
const REWRITE_AFTER_MS = 60_000;
const MAX_REMEMBERED_WRITES = 10_000;

const cursorSchema = z.object({
  key: z.tuple([z.number().int(), z.string(), z.number().int().positive()]),
  mode: z.enum(['from', 'after', 'before']),
});

interface KeyedRow {
  id: number;
  company_name: string;
  trust_score: number | null;
}

/**
 * Keyset cursors behind the page numbers. Reading page p tells where p starts (its first
 * row), where p + 1 starts (after its last row) and where p - 1 ends (before its first row),
 * so the next read of p, p + 1 or p - 1 starts there instead of skipping rows: flat in depth
 * for a visitor stepping through pages, and for a deep page asked again. The cursors of a
 * filter combination are keyed by its total from the maintained counts, so any insert, delete
 * or move in the combination retires them at once; a changed trust score or name (which moves
 * a company within the order without changing the total) can shift a page boundary by that
 * row until the cursors expire. Redis trouble only means reading without cursors.
 */
export class CursorStore {
  /** What this process last wrote per cursor key and page, and when. */
  private readonly recentWrites = new Map<string, { content: string; at: number }>();

  constructor(
    private readonly redis: ServiceDeps['redis'],
    private readonly log: FastifyBaseLogger,
    private readonly ttlSeconds = CURSOR_TTL_SECONDS,
    private readonly prefix = 'categories:v1:cursors:',
  ) {}

  private keyOf(title: string, filters: CategoryCompaniesFilters, total: number): string {
    const parts = [title, filters.state, filters.class, filters.status, total];
    return this.prefix + parts.map((part) => encodeURIComponent(part ?? '')).join(':');
  }

  async get(
    title: string,
    filters: CategoryCompaniesFilters,
    total: number,
    page: number,
  ): Promise<Cursor | undefined> {
    try {
      const text = await this.redis.hget(this.keyOf(title, filters, total), String(page));
      if (text === null) return undefined;
      const parsed = cursorSchema.safeParse(JSON.parse(text));
      return parsed.success
        ? { key: parsed.data.key as SortKey, mode: parsed.data.mode }
        : undefined;
    } catch (error) {
      this.log.warn({ err: error }, 'category cursor read failed; paging by offset');
      return undefined;
    }
  }

  /** Remembers the cursors page `page` gives (not awaited: the answer never waits for it). */
  remember(
    title: string,
    filters: CategoryCompaniesFilters,
    total: number,
    page: number,
    pageCount: number,
    rows: readonly KeyedRow[],
  ): void {
    const first = rows[0];
    const last = rows.at(-1);
    if (!first || !last) return;
    const cursors: Record<string, string> = {
      [page]: JSON.stringify({ key: sortKeyOf(first), mode: 'from' } satisfies Cursor),
    };
    if (page < pageCount)
      cursors[page + 1] = JSON.stringify({ key: sortKeyOf(last), mode: 'after' } satisfies Cursor);
    if (page > 1)
      cursors[page - 1] = JSON.stringify({
        key: sortKeyOf(first),
        mode: 'before',
      } satisfies Cursor);
    const key = this.keyOf(title, filters, total);
    // A popular page read again and again would write the same cursors each time: skip a write
    // this process made, with the same content, within REWRITE_AFTER_MS.
    const written = `${key}|${page}`;
    const content = JSON.stringify(cursors);
    const now = Date.now();
    const previous = this.recentWrites.get(written);
    if (previous?.content === content && now - previous.at < REWRITE_AFTER_MS) return;
    if (this.recentWrites.size >= MAX_REMEMBERED_WRITES) this.recentWrites.clear();
    this.recentWrites.set(written, { content, at: now });
    const failed = (error: unknown) => {
      this.recentWrites.delete(written);
      this.log.warn({ err: error }, 'category cursor write failed');
    };
    try {
      this.redis.multi().hset(key, cursors).expire(key, this.ttlSeconds).exec().catch(failed);
    } catch (error) {
      failed(error);
    }
  }
}
