import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ReadPoint } from '../repositories/search-name-changes.repository';
import { companyCodec, type CompanyShown } from './cin-list';
import { NameList } from './name-list';
import {
  arrayPart,
  nestedPart,
  openSnapshotFile,
  SnapshotFileError,
  writeSnapshotFile,
  type OpenedSnapshot,
  type Parts,
} from './snapshot-file';
import { brandCodecOn, type TypeaheadLists } from './typeahead';

/**
 * The layout of the parts the lists write (every class's toParts). Raise it with any change
 * to what a part holds or how it is coded: a file of another layout is not read (the load
 * reads the database instead). snapshot-layout.test.ts fails when the layout changes and
 * this did not.
 */
export const SNAPSHOT_FORMAT = 2;
const FILE_NAME = 'typeahead.snapshot';

/** What a snapshot file says of itself, readable before its arrays are. */
export interface SnapshotMeta {
  format: number;
  /** The read the lists were built from (see changesSince). */
  readAt: ReadPoint;
  companies: number;
  brands: number;
}

export function listsToParts(lists: TypeaheadLists): Parts {
  return {
    companies: lists.companies.toParts(),
    cinOrder: lists.cinOrder,
    brands: lists.brands.toParts(),
  };
}

export function listsFromParts(parts: Parts): TypeaheadLists {
  const companies = NameList.fromParts<CompanyShown>(nestedPart(parts, 'companies'), companyCodec);
  // A brand shows its company from this company list (see brandCodecOn); positions are never
  // asked of a built list.
  const brandCodec = brandCodecOn({ positionOf: () => undefined, list: () => companies });
  return {
    companies,
    cinOrder: arrayPart(parts, 'cinOrder', Int32Array),
    brands: NameList.fromParts(nestedPart(parts, 'brands'), brandCodec),
  };
}

/**
 * The typeahead's lists in a file of a directory, so that a start reads them (seconds) rather
 * than every name from PostgreSQL and builds them again (minutes at a crore companies). One
 * file: each full read replaces it whole (see writeSnapshotFile).
 */
export class TypeaheadSnapshotStore {
  readonly path: string;

  constructor(directory: string) {
    this.path = path.join(directory, FILE_NAME);
  }

  async write(lists: TypeaheadLists, readAt: ReadPoint): Promise<void> {
    await mkdir(path.dirname(this.path), { recursive: true });
    const meta: SnapshotMeta = {
      format: SNAPSHOT_FORMAT,
      readAt,
      companies: lists.companies.size,
      brands: lists.brands.size,
    };
    await writeSnapshotFile(this.path, meta, listsToParts(lists));
  }

  /**
   * The file's header, null when there is no file; a SnapshotFileError when it is not one of
   * ours or of another layout. `read()` then gives the lists.
   */
  async open(): Promise<
    (OpenedSnapshot<SnapshotMeta> & { lists(): Promise<TypeaheadLists> }) | null
  > {
    const opened = await openSnapshotFile<SnapshotMeta>(this.path);
    if (!opened) return null;
    if (opened.meta?.format !== SNAPSHOT_FORMAT) {
      await opened.close();
      throw new SnapshotFileError(`snapshot format ${opened.meta?.format}, not ${SNAPSHOT_FORMAT}`);
    }
    return { ...opened, lists: async () => listsFromParts(await opened.read()) };
  }
}
