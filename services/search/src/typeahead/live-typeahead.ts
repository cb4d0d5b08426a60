import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '@trusthive/platform';
import { readTypeaheadChanges, readTypeaheadLists } from '../repositories/typeahead.repository';
import { companyCodec } from './cin-list';
import { NameListBuilder } from './name-list';
import { Typeahead, brandCodecOn } from './typeahead';

/** The channel of migration 0012's change notices ('c:1,2' / 'b:7' / 'c:*'). */
export const SEARCH_NAMES_CHANNEL = 'search_names';
/** Rows re-read since the lists were built past which the lists are read again. */
export const OVERLAY_LIMIT = 5_000;
const RECONNECT_DELAY_MS = 1_000;

export interface TypeaheadLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LiveTypeaheadOptions {
  db: Kysely<Database>;
  /**
   * The database the listener and the full read connect to (a LISTEN holds its own
   * connection; the read streams COPY, which needs the driver's client).
   */
  databaseUrl: string;
  log: TypeaheadLogger;
}

/** Parses a change notice; `all` when a statement changed too many rows to name. */
export function parseNotice(
  payload: string,
): { kind: 'companies' | 'brands'; ids: number[] | 'all' } | null {
  const match = /^([cb]):(\*|\d+(?:,\d+)*)$/.exec(payload);
  if (!match) return null;
  const kind = match[1] === 'c' ? 'companies' : 'brands';
  return { kind, ids: match[2] === '*' ? 'all' : match[2]!.split(',').map(Number) };
}

const emptyLists = () => {
  const companies = new NameListBuilder(companyCodec).build();
  const brandCompanies = { positionOf: () => undefined, list: () => companies };
  return {
    companies,
    cinOrder: new Int32Array(0),
    brands: new NameListBuilder(brandCodecOn(brandCompanies)).build(),
  };
};

/**
 * The typeahead of this process, kept in step with the tables:
 * - at start it LISTENs for migration 0012's notices, then reads every name (seconds on a
 *   million companies; until then `current()` is null and suggestions take the SQL path);
 * - each notice's ids are re-read and overlaid, one re-read at a time, so a later re-read of a
 *   row always lands after an earlier one;
 * - a bulk notice ('*'), an overlay past OVERLAY_LIMIT or a lost listener connection (notices
 *   may have been missed) reads every name again, in the background, while the old lists
 *   answer; re-reads that finished before that read began are in it and leave the overlay.
 */
export class LiveTypeahead {
  private readonly typeahead = new Typeahead(emptyLists());
  private loaded = false;
  private markLoaded!: () => void;
  private readonly firstLoad = new Promise<void>((resolve) => {
    this.markLoaded = resolve;
  });
  private closed = false;
  private listener: pg.Client | null = null;
  private pending = { companies: new Set<number>(), brands: new Set<number>() };
  private rereads: Promise<void> = Promise.resolve();
  private rereadsDone = 0;
  private reload: Promise<void> | null = null;
  private reloadAgain = false;

  constructor(private readonly options: LiveTypeaheadOptions) {}

  /** The typeahead once its first read is done, else null. */
  current(): Typeahead | null {
    return this.loaded ? this.typeahead : null;
  }

  /**
   * Listens, then starts the first read; `whenLoaded()` resolves when it is done. Never fails:
   * with PostgreSQL unreachable the service still starts (suggestions then fail as every
   * query does, and health says why), and the listener keeps trying in the background.
   */
  async start(): Promise<void> {
    try {
      await this.listen();
    } catch (error) {
      this.options.log.warn({ err: error }, 'typeahead listener could not connect; retrying');
      this.listenLater();
    }
    this.requestReload();
  }

  /** Resolves once the first read is done (or the typeahead is closed). */
  whenLoaded(): Promise<void> {
    return this.firstLoad;
  }

  /** Re-reads these rows now (the indexer's sync, and each notice). */
  refresh(ids: { companies?: readonly number[]; brands?: readonly number[] }): Promise<void> {
    for (const id of ids.companies ?? []) this.pending.companies.add(id);
    for (const id of ids.brands ?? []) this.pending.brands.add(id);
    const reread = this.rereads.then(() => this.rereadPending());
    this.rereads = reread.catch(() => undefined);
    return reread;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.markLoaded();
    await this.listener?.end().catch(() => undefined);
    await Promise.all([this.rereads, this.reload]);
  }

  private async rereadPending(): Promise<void> {
    const companyIds = [...this.pending.companies];
    const brandIds = [...this.pending.brands];
    this.pending = { companies: new Set(), brands: new Set() };
    if (companyIds.length + brandIds.length === 0 || this.closed) return;
    try {
      const changes = await readTypeaheadChanges(this.options.db, { companyIds, brandIds });
      this.rereadsDone += 1;
      this.typeahead.apply(changes, this.rereadsDone);
    } catch (error) {
      // The overlay cannot be trusted to hold these rows: read everything again.
      this.options.log.warn({ err: error }, 'typeahead re-read failed; reloading');
      this.requestReload();
      throw error;
    }
    if (this.typeahead.size.overlaid > OVERLAY_LIMIT) this.requestReload();
  }

  private requestReload(): void {
    if (this.closed) return;
    if (this.reload) {
      this.reloadAgain = true;
      return;
    }
    this.reload = this.readAll().finally(() => {
      this.reload = null;
      if (this.reloadAgain) {
        this.reloadAgain = false;
        this.requestReload();
      }
    });
  }

  private async readAll(): Promise<void> {
    // Every re-read finished by now is in what is about to be read (see replaceBase).
    const readFrom = this.rereadsDone + 1;
    const started = performance.now();
    try {
      const { lists, strayWords } = await readTypeaheadLists(this.options.databaseUrl);
      if (this.closed) return;
      this.typeahead.replace(lists, readFrom);
      this.loaded = true;
      this.markLoaded();
      this.options.log.info(
        {
          ...this.typeahead.size,
          megabytes: Math.round(this.typeahead.byteLength / 1e6),
          strayWords,
          ms: Math.round(performance.now() - started),
        },
        'typeahead loaded',
      );
    } catch (error) {
      this.options.log.error({ err: error }, 'typeahead read failed; suggestions use SQL');
      if (!this.closed) setTimeout(() => this.requestReload(), RECONNECT_DELAY_MS).unref();
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: 'search-typeahead',
    });
    client.on('notification', ({ channel, payload }) => {
      if (channel === SEARCH_NAMES_CHANNEL && payload) this.onNotice(payload);
    });
    client.on('error', (error) => this.onListenerLost(client, error));
    client.on('end', () => this.onListenerLost(client, new Error('listener connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${SEARCH_NAMES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.listener = client;
  }

  /** Connects the listener again after a pause, and reads everything once it listens. */
  private listenLater(): void {
    const attempt = () => {
      if (this.closed) return;
      this.listen()
        // Notices sent while nobody listened are lost: read everything again.
        .then(() => this.requestReload())
        .catch(() => setTimeout(attempt, RECONNECT_DELAY_MS).unref());
    };
    setTimeout(attempt, RECONNECT_DELAY_MS).unref();
  }

  private onNotice(payload: string): void {
    const notice = parseNotice(payload);
    if (!notice) {
      this.options.log.warn({ payload }, 'unreadable typeahead notice');
      return;
    }
    if (notice.ids === 'all') return this.requestReload();
    this.refresh({ [notice.kind]: notice.ids }).catch(() => undefined);
  }

  private onListenerLost(client: pg.Client, error: Error): void {
    if (this.closed || this.listener !== client) return;
    this.listener = null;
    this.options.log.warn({ err: error }, 'typeahead listener lost; reconnecting');
    client.end().catch(() => undefined);
    this.listenLater();
  }
}
