import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_BATCH_MS, batchedStdout } from '../src/http/log-destination';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/batched-log-process.ts');

function logToFile() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'log-destination-')), 'out.log');
  const fd = openSync(file, 'a');
  const destination = batchedStdout(fd);
  const log = pino({ base: null, timestamp: false }, destination);
  const lines = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { log, lines, fd, close: () => destination.end() };
}

describe(batchedStdout.name, () => {
  it('should hold routine lines back and write them together within the batch time', async () => {
    const { log, lines, close } = logToFile();
    log.info('request one');
    log.info('request two');
    expect(lines()).toEqual([]);
    await expect
      .poll(lines, { timeout: LOG_BATCH_MS * 20, interval: LOG_BATCH_MS / 2 })
      .toEqual(['request one', 'request two']);
    close();
  });

  it('should write a warning or an error at once, after the lines logged before it', () => {
    const { log, lines, close } = logToFile();
    log.info('request one');
    log.warn('slow upstream');
    expect(lines()).toEqual(['request one', 'slow upstream']);
    log.info('request two');
    log.error('upstream failed');
    expect(lines()).toEqual(['request one', 'slow upstream', 'request two', 'upstream failed']);
    close();
  });

  it('should give every logger of a file the same buffer, so lines keep one order', () => {
    const { log, lines, close, fd } = logToFile();
    const other = pino({ base: null, timestamp: false }, batchedStdout(fd));
    log.info('gateway line');
    other.info('service line');
    log.error('gateway error');
    expect(lines()).toEqual(['gateway line', 'service line', 'gateway error']);
    close();
  });

  it.each(['exit', 'throw'])('should write the waiting lines when the process ends (%s)', (end) => {
    const child = spawnSync(process.execPath, ['--import', 'tsx', FIXTURE, end], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    const messages = child.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(['first routine line', 'second routine line']);
    expect(child.status).toBe(end === 'throw' ? 1 : 0);
  });
});
