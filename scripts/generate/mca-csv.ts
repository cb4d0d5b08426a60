import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { loadDistributions, type Distributions } from './distributions';
import { CompanyFactory, MCA_COLUMNS } from './model';

// The generator's companies as an MCA company master file in the data.gov.in 2025 format, for
// measuring the importer at full-country size (issue 23). The rows are synthetic like every
// generated row (CIN block SYN, names that are no real company's); only the importer, which
// reads registry files, would record them as data_source 'registry'.

/** Rows are handed to the file stream in chunks of about this many characters. */
const CHUNK_CHARS = 256 * 1024;
const PROGRESS_EVERY = 10_000;

export interface McaCsvOptions {
  file: string;
  companies: number;
  seed: number;
  distributions?: Distributions;
  onProgress?: (companies: number) => void;
}

export interface McaCsvResult {
  file: string;
  rows: number;
  gzip: boolean;
  seconds: number;
}

/** Writes `companies` rows to `file`, gzipped when its name ends in .gz. Same seed, same bytes. */
export async function writeMcaCsv(options: McaCsvOptions): Promise<McaCsvResult> {
  const { file, companies, seed, onProgress } = options;
  const started = performance.now();
  const factory = new CompanyFactory(options.distributions ?? loadDistributions(), seed);
  const gzip = /\.gz$/i.test(file);
  const source = Readable.from(mcaChunks(factory, companies, onProgress), { objectMode: false });
  // A fixed gzip level and no file name or time in the gzip header keep the bytes reproducible.
  if (gzip) await pipeline(source, createGzip({ level: 6 }), createWriteStream(file));
  else await pipeline(source, createWriteStream(file));
  return { file, rows: companies, gzip, seconds: (performance.now() - started) / 1000 };
}

function* mcaChunks(
  factory: CompanyFactory,
  companies: number,
  onProgress?: (companies: number) => void,
): Generator<string> {
  let chunk = csvLine(MCA_COLUMNS);
  for (let index = 0; index < companies; index++) {
    chunk += csvLine(factory.mcaRow(index));
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
    if ((index + 1) % PROGRESS_EVERY === 0) onProgress?.(index + 1);
  }
  if (chunk) yield chunk;
  onProgress?.(companies);
}

const NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180, as the data.gov.in files are: quoted only when a field holds a comma or quote. */
export function csvLine(fields: readonly string[]): string {
  return (
    fields
      .map((field) => (NEEDS_QUOTES.test(field) ? `"${field.replace(/"/g, '""')}"` : field))
      .join(',') + '\n'
  );
}
