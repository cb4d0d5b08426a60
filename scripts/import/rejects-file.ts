import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';

// Rejected rows as CSV (line, reason, raw_row), written as they happen so a file full of bad
// rows costs no memory. The file is only created once there is something to put in it.

export class RejectsFile {
  readonly path: string;
  private stream: WriteStream | undefined;
  private failure: Error | undefined;

  constructor(directory: string, inputFile: string, startedAt: Date) {
    const base = path
      .basename(inputFile)
      .replace(/\.gz$/i, '')
      .replace(/\.csv$/i, '');
    const stamp = startedAt.toISOString().replace(/[-:.]/g, '');
    this.path = path.join(directory, `${base}-${stamp}.csv`);
  }

  async add(line: number, reason: string, raw: string): Promise<void> {
    if (!this.stream) {
      mkdirSync(path.dirname(this.path), { recursive: true });
      this.stream = createWriteStream(this.path);
      this.stream.on('error', (error) => (this.failure = error));
      this.stream.write('line,reason,raw_row\n');
    }
    if (this.failure) throw this.failure;
    if (!this.stream.write(`${line},${csvField(reason)},${csvField(raw)}\n`))
      await once(this.stream, 'drain');
  }

  /** Closes the file; returns its path, or null when no row was rejected. */
  async close(): Promise<string | null> {
    if (!this.stream) return null;
    if (!this.failure) {
      this.stream.end();
      await once(this.stream, 'finish');
    }
    if (this.failure) throw this.failure;
    return this.path;
  }
}

function csvField(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}
