import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '@trusthive/platform';
import { changesSince, type ReadPoint } from '../repositories/search-name-changes.repository';
import { readTypeaheadChanges, readTypeaheadLists } from '../repositories/typeahead.repository';
import { companyCodec } from './cin-list';
import { NameListBuilder } from './name-list';
import { Typeahead, brandCodecOn, type TypeaheadLists } from './typeahead';
import type { TypeaheadSnapshotStore } from './typeahead-snapshot';

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
  /**
   * Where the lists of each full read are kept, so a start reads them back (seconds) and
   * re-reads only the rows changed since, instead of every name (minutes at a crore).
   */
  snapshots?: TypeaheadSnapshotStore;
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
 *   with a snapshot store, it first tries the lists of the last full read from its file and
 *   re-reads the rows the change log (migration 0030) says changed since, and reads every
 *   name only when the file is missing or of no use (see loadSnapshot);
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
  /** The snapshot file being written, one at a time (see writeSnapshot). */
  private writing: Promise<void> = Promise.resolve();

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
      // Not listening: a snapshot could not be kept current (and the database is away).
      return this.requestReload();
    }
    this.requestReload({ snapshotFirst: true });
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
    await Promise.all([this.rereads, this.reload, this.writing]);
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

  private requestReload({ snapshotFirst = false } = {}): void {
    if (this.closed) return;
    if (this.reload) {
      this.reloadAgain = true;
      return;
    }
    const loaded = snapshotFirst ? this.loadSnapshot() : Promise.resolve(false);
    this.reload = loaded
      .then((done) => (done ? undefined : this.readAll()))
      .finally(() => {
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
      const { lists, strayWords, readAt } = await readTypeaheadLists(this.options.databaseUrl);
      if (this.closed) return;
      this.typeahead.replace(lists, readFrom);
      this.loaded = true;
      this.markLoaded();
      this.options.log.info(
        {
          ...this.typeahead.size,
          megabytes: Math.round(this.typeahead.byteLength / 1e6),
          strayWords,
          from: 'database',
          ms: Math.round(performance.now() - started),
        },
        'typeahead loaded',
      );
      this.writeSnapshot(lists, readAt);
    } catch (error) {
      this.options.log.error({ err: error }, 'typeahead read failed; suggestions use SQL');
      if (!this.closed) setTimeout(() => this.requestReload(), RECONNECT_DELAY_MS).unref();
    }
  }

  /**
   * Starts from the snapshot file when it is of use: of this database, and the change log
   * still holds every change since its read (none pruned, none too big to name, at most
   * OVERLAY_LIMIT rows). The file's header and the log are checked before its arrays are read,
   * so a file of no use costs no memory. The rows changed since are re-read over it, as a
   * notice's are; notices re-read while the file was read are newer than it and stay.
   * False, with the reason logged, when the names must be read from the tables instead.
   */
  private async loadSnapshot(): Promise<boolean> {
    const { snapshots, db, log } = this.options;
    if (!snapshots) return false;
    const started = performance.now();
    const opened = await snapshots.open().catch((error: unknown) => {
      log.warn({ err: error, path: snapshots.path }, 'typeahead snapshot unreadable');
      return null;
    });
    if (!opened) return false;
    try {
      const since = await changesSince(db, opened.meta.readAt, OVERLAY_LIMIT);
      if (!since.usable) {
        log.info({ why: since.why }, 'typeahead snapshot not used');
        return false;
      }
      const lists = await opened.lists();
      if (this.closed) return true;
      this.typeahead.replace(lists, 0);
      await this.refresh(since);
      this.loaded = true;
      this.markLoaded();
      log.info(
        {
          ...this.typeahead.size,
          megabytes: Math.round(this.typeahead.byteLength / 1e6),
          caughtUp: since.companies.length + since.brands.length,
          from: 'snapshot',
          ms: Math.round(performance.now() - started),
        },
        'typeahead loaded',
      );
      return true;
    } catch (error) {
      log.warn({ err: error, path: snapshots.path }, 'typeahead snapshot not read');
      return false;
    } finally {
      await opened.close().catch(() => undefined);
    }
  }

  /** Keeps the lists of a full read in the snapshot file, in the background. */
  private writeSnapshot(lists: TypeaheadLists, readAt: ReadPoint): void {
    const { snapshots, log } = this.options;
    if (!snapshots) return;
    this.writing = this.writing.then(async () => {
      if (this.closed) return;
      const started = performance.now();
      try {
        await snapshots.write(lists, readAt);
        log.info({ ms: Math.round(performance.now() - started) }, 'typeahead snapshot written');
      } catch (error) {
        log.warn({ err: error, path: snapshots.path }, 'typeahead snapshot not written');
      }
    });
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
