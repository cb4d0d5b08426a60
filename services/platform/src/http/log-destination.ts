import { pino, type DestinationStream } from 'pino';

/** Written once this many bytes of routine lines are waiting. */
export const LOG_BATCH_BYTES = 8_192;
/** ...or this long after the first of them, whichever comes first. */
export const LOG_BATCH_MS = 100;

/** Pino starts every line with its level; routine lines are trace, debug and info (10–30). */
const ROUTINE_LINE = /^\{"level":[123]0,/;

/**
 * Where a server's log lines go on stdout. One write per line was a system call per request
 * (its access line) on every hop, a tenth of a proxied search's time on a two-core machine. So
 * routine lines are gathered and written together, at most LOG_BATCH_MS late. A warning or an
 * error is never held back: it is written at once, after the routine lines before it, so the
 * order of the log is kept. The lines still waiting are written when the process exits (also
 * after an uncaught error); only a SIGKILL can lose them, at most LOG_BATCH_MS of access lines.
 */
export function batchedStdout(fd = 1): BatchedDestination {
  // One per file: every server of a process (tests build many) shares the buffer, its timer
  // and its exit hook, and their lines keep one order.
  let destination = destinations.get(fd);
  if (!destination) {
    destination = createBatched(fd);
    destinations.set(fd, destination);
  }
  return destination;
}

type BatchedDestination = DestinationStream & { end(): void };
const destinations = new Map<number, BatchedDestination>();

function createBatched(fd: number): BatchedDestination {
  const out = pino.destination({
    dest: fd,
    sync: true,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_BATCH_MS,
  });
  const writeWaiting = () => out.flushSync();
  process.on('exit', writeWaiting);
  return {
    write(line: string) {
      out.write(line);
      if (!ROUTINE_LINE.test(line)) out.flushSync();
    },
    /** Writes what waits and closes the file (tests; a server logs until it exits). */
    end() {
      destinations.delete(fd);
      process.off('exit', writeWaiting);
      out.end();
    },
  };
}
