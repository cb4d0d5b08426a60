// pg-pool hands a lost idle connection's error over with the client attached (`err.client`),
// and a logger's error serializer copies every property it finds: the whole pg client went
// into the worker logs, its connection parameters and the backend's cancel key (processID and
// secretKey, which let anyone who reads the log cancel that session's queries) included
// (issue 37 #10). What a lost connection is logged with is this shape, and nothing else.

export interface ConnectionLossForLog {
  type: string;
  message: string;
  /** PostgreSQL's SQLSTATE (57P01: terminated by an administrator) or Node's (ECONNRESET). */
  code?: string;
}

export function connectionLossForLog(error: unknown): ConnectionLossForLog {
  const { name, message, code } = (error ?? {}) as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
  };
  return {
    type: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : 'database connection lost',
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/**
 * The onConnectionLost of every process: one warning, in the safe shape, under its own key (a
 * logger serializes `err` as an Error, stack and all).
 */
export function warnOnConnectionLost(
  log: { warn(object: object, message: string): void },
  message: string,
): (error: Error) => void {
  return (error) => log.warn({ connectionLoss: connectionLossForLog(error) }, message);
}
