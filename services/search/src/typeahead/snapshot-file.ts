import { randomBytes } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

/**
 * What a built list is, for a file: numbers, strings and typed arrays in plain objects and
 * arrays. The lists are a few dozen typed arrays and buffers whatever their size (see
 * name-list.ts), so a file of them is those bytes as they are and a small JSON tree that says
 * where each one goes: writing is a write per array, reading one read of the whole and a view
 * per array, with nothing to parse or rebuild per name.
 */
export type Parts =
  | number
  | string
  | boolean
  | null
  | ArrayView
  | readonly Parts[]
  | { readonly [key: string]: Parts };

type ArrayView = Buffer | Uint8Array | Uint16Array | Int32Array | Uint32Array | Float64Array;

/** How an array of each type is viewed on the data read back (a Buffer is a Uint8Array too). */
const ARRAY_TYPES = {
  Buffer: (data: ArrayBuffer, at: number, length: number) => Buffer.from(data, at, length),
  Uint8Array: (data: ArrayBuffer, at: number, length: number) => new Uint8Array(data, at, length),
  Uint16Array: (data: ArrayBuffer, at: number, length: number) => new Uint16Array(data, at, length),
  Int32Array: (data: ArrayBuffer, at: number, length: number) => new Int32Array(data, at, length),
  Uint32Array: (data: ArrayBuffer, at: number, length: number) => new Uint32Array(data, at, length),
  Float64Array: (data: ArrayBuffer, at: number, length: number) =>
    new Float64Array(data, at, length),
} as const;
type ArrayType = keyof typeof ARRAY_TYPES;

/** Where an array is in the file's data: its place in the tree is `{ [ARRAY_KEY]: index }`. */
interface ArrayEntry {
  type: ArrayType;
  /** From the start of the data, a multiple of 8 (every view is aligned). */
  offset: number;
  length: number;
  crc: number;
}
const ARRAY_KEY = '$array';

/** The start of every file: its kind and the layout of what follows. */
const MAGIC = Buffer.from('THTYPEA1');
const HEAD_BYTES = MAGIC.length + 4;
/** Reads and writes of the data go in pieces of this many bytes (fs caps one at 2 GB). */
const CHUNK_BYTES = 64 << 20;

/** What a file holds besides its arrays: the caller's `meta` and the tree of parts. */
interface Header<Meta> {
  meta: Meta;
  tree: unknown;
  arrays: ArrayEntry[];
  dataBytes: number;
}

export class SnapshotFileError extends Error {}

function typeOf(view: ArrayView): ArrayType {
  if (Buffer.isBuffer(view)) return 'Buffer';
  return view.constructor.name as ArrayType;
}

const isArrayView = (value: unknown): value is ArrayView => ArrayBuffer.isView(value);
const align8 = (bytes: number) => Math.ceil(bytes / 8) * 8;

/**
 * Writes `meta` and `parts` to `path`, whole or not at all: into a file beside it that is then
 * renamed over it, so a reader never sees a half-written file (and a process killed midway
 * leaves a stray temporary file, not a broken snapshot).
 */
export async function writeSnapshotFile<Meta>(
  path: string,
  meta: Meta,
  parts: Parts,
): Promise<void> {
  const arrays: ArrayView[] = [];
  const entries: ArrayEntry[] = [];
  let dataBytes = 0;
  const encoded = encodeTree(parts, (view) => {
    const offset = dataBytes;
    arrays.push(view);
    entries.push({ type: typeOf(view), offset, length: view.length, crc: 0 });
    dataBytes = align8(offset + view.byteLength);
    return entries.length - 1;
  });
  for (const [index, view] of arrays.entries()) entries[index]!.crc = await crcOf(view);
  const header = Buffer.from(
    JSON.stringify({ meta, tree: encoded, arrays: entries, dataBytes } satisfies Header<Meta>),
  );
  const start = align8(HEAD_BYTES + header.length);
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const file = await open(temporary, 'w');
  try {
    const head = Buffer.alloc(start);
    MAGIC.copy(head);
    head.writeUInt32LE(header.length, MAGIC.length);
    header.copy(head, HEAD_BYTES);
    await writeAll(file, head, 0);
    for (const [index, view] of arrays.entries()) {
      await writeAll(file, bytesOf(view), start + entries[index]!.offset);
    }
    // The last array's padding: the file is as long as its header says.
    await file.truncate(start + dataBytes);
    await file.sync();
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
  await file.close();
  await rename(temporary, path);
}

/** The tree with every typed array replaced by `{ $array: index }` (see ArrayEntry). */
function encodeTree(parts: Parts, place: (view: ArrayView) => number): unknown {
  if (isArrayView(parts)) return { [ARRAY_KEY]: place(parts) };
  if (Array.isArray(parts)) return parts.map((part: Parts) => encodeTree(part, place));
  if (typeof parts === 'object' && parts !== null) {
    return Object.fromEntries(
      Object.entries(parts).map(([key, part]) => [key, encodeTree(part as Parts, place)]),
    );
  }
  return parts;
}

const bytesOf = (view: ArrayView) => new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
/**
 * The CRC-32 of an array, a piece at a time with the event loop let in between: a file is
 * written while the process serves, and 700 MB of postings in one call held it for half a
 * second.
 */
async function crcOf(view: ArrayView): Promise<number> {
  const bytes = bytesOf(view);
  let crc = 0;
  for (let at = 0; at < bytes.length; at += CRC_PIECE_BYTES) {
    crc = crc32(bytes.subarray(at, at + CRC_PIECE_BYTES), crc);
    if (at + CRC_PIECE_BYTES < bytes.length) await new Promise(setImmediate);
  }
  return crc;
}
/** About 10 ms of CRC on this machine. */
const CRC_PIECE_BYTES = 16 << 20;

async function writeAll(file: FileHandle, bytes: Uint8Array, position: number): Promise<void> {
  for (let done = 0; done < bytes.length;) {
    const { bytesWritten } = await file.write(
      bytes,
      done,
      Math.min(CHUNK_BYTES, bytes.length - done),
      position + done,
    );
    done += bytesWritten;
  }
}

/** A snapshot file whose header has been read; `read()` reads the arrays. */
export interface OpenedSnapshot<Meta> {
  meta: Meta;
  /** The tree with its arrays: views on one buffer of the data, each checked by its CRC. */
  read(): Promise<Parts>;
  close(): Promise<void>;
}

/**
 * Opens a snapshot file and reads its header; null when there is none. The arrays are read
 * only when asked, so a caller can decide from `meta` whether the file is of use before it
 * reads (and holds) a gigabyte. A file that is not one, or is cut short, is a
 * SnapshotFileError.
 */
export async function openSnapshotFile<Meta>(path: string): Promise<OpenedSnapshot<Meta> | null> {
  let file: FileHandle;
  try {
    file = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(HEAD_BYTES);
    await readAll(file, head, 0);
    if (size < HEAD_BYTES || !head.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new SnapshotFileError('not a typeahead snapshot');
    }
    const headerBytes = Buffer.alloc(head.readUInt32LE(MAGIC.length));
    await readAll(file, headerBytes, HEAD_BYTES);
    const header = JSON.parse(headerBytes.toString('utf8')) as Header<Meta>;
    const start = align8(HEAD_BYTES + headerBytes.length);
    if (size !== start + header.dataBytes) {
      throw new SnapshotFileError(
        `snapshot is ${size} bytes, its header says ${start + header.dataBytes}`,
      );
    }
    return {
      meta: header.meta,
      read: async () => {
        const data = new ArrayBuffer(header.dataBytes);
        await readAll(file, new Uint8Array(data), start);
        const views: ArrayView[] = [];
        for (const [index, { type, offset, length, crc }] of header.arrays.entries()) {
          const viewOf = ARRAY_TYPES[type];
          if (!viewOf) throw new SnapshotFileError(`unknown array type ${type}`);
          const view = viewOf(data, offset, length);
          if ((await crcOf(view)) !== crc) {
            throw new SnapshotFileError(`array ${index} fails its CRC`);
          }
          views.push(view);
        }
        return decodeTree(header.tree, views);
      },
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    if (error instanceof SyntaxError) throw new SnapshotFileError('snapshot header is not JSON');
    throw error;
  }
}

function decodeTree(tree: unknown, views: ArrayView[]): Parts {
  if (Array.isArray(tree)) return tree.map((part) => decodeTree(part, views));
  if (typeof tree === 'object' && tree !== null) {
    const index = (tree as Record<string, unknown>)[ARRAY_KEY];
    if (typeof index === 'number') {
      const view = views[index];
      if (!view) throw new SnapshotFileError(`array ${index} is not in the file`);
      return view;
    }
    return Object.fromEntries(
      Object.entries(tree).map(([key, part]) => [key, decodeTree(part, views)]),
    );
  }
  return tree as Parts;
}

async function readAll(file: FileHandle, into: Uint8Array, position: number): Promise<void> {
  for (let done = 0; done < into.length;) {
    const { bytesRead } = await file.read(
      into,
      done,
      Math.min(CHUNK_BYTES, into.length - done),
      position + done,
    );
    if (bytesRead === 0) throw new SnapshotFileError('snapshot ends early');
    done += bytesRead;
  }
}

type Constructor<T> = abstract new (...args: never[]) => T;

/** The typed array `key` of a parts object, of the type (or one of the types) expected. */
export function arrayPart<T extends ArrayView>(
  parts: Parts,
  key: string,
  type: Constructor<T> | readonly Constructor<T>[],
): T {
  const value = objectPart(parts)[key];
  const types = Array.isArray(type) ? type : [type as Constructor<T>];
  if (!types.some((one) => value instanceof one)) {
    throw new SnapshotFileError(
      `part ${key} is not a ${types.map((one) => one.name).join(' or ')}`,
    );
  }
  return value as T;
}

/** The number `key` of a parts object. */
export function numberPart(parts: Parts, key: string): number {
  const value = objectPart(parts)[key];
  if (typeof value !== 'number') throw new SnapshotFileError(`part ${key} is not a number`);
  return value;
}

/** The parts object or list `key` of a parts object. */
export function nestedPart(parts: Parts, key: string): Parts {
  const value = objectPart(parts)[key];
  if (typeof value !== 'object' || value === null) {
    throw new SnapshotFileError(`part ${key} is missing`);
  }
  return value;
}

/** The list `key` of a parts object. */
export function listPart(parts: Parts, key: string): readonly Parts[] {
  const value = objectPart(parts)[key];
  if (!Array.isArray(value)) throw new SnapshotFileError(`part ${key} is not a list`);
  return value;
}

function objectPart(parts: Parts): { readonly [key: string]: Parts } {
  if (typeof parts !== 'object' || parts === null || Array.isArray(parts) || isArrayView(parts)) {
    throw new SnapshotFileError('expected an object of parts');
  }
  return parts as { readonly [key: string]: Parts };
}

/** arrayPart, or null where the part is null. */
export function arrayPartOrNull<T extends ArrayView>(
  parts: Parts,
  key: string,
  type: Constructor<T>,
): T | null {
  return objectPart(parts)[key] === null ? null : arrayPart(parts, key, type);
}
