import { Agent, interceptors, request, type Dispatcher } from 'undici';

// The one way providers reach the network: undici with an overall deadline per call, a cap on
// how much of an answer is read, and every failure sorted into "try again later" (transient)
// or "asking again will not help" (permanent). Provider URLs carry API keys, so nothing here
// puts a URL into an error message or a log line.

export type ProviderFailure = 'network' | 'http' | 'malformed' | 'rejected';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    /** Worth another attempt: a timeout, a 5xx or 429, a garbled answer. */
    readonly transient: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface HttpClientOptions {
  timeoutMs: number;
  /** Largest answer read, in bytes; a larger one is a failure, not a partial read. */
  maxBytes?: number;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const DEFAULT_MAX_BYTES = 2 * 1_048_576;

export class HttpClient {
  // Redirects are followed here, not by the browser: the maps photo endpoint answers with a
  // redirect to the image, and the key must stay on the server.
  private readonly dispatcher: Dispatcher = new Agent({ connections: 32 }).compose(
    interceptors.redirect({ maxRedirections: 3 }),
  );
  private readonly timeoutMs: number;
  private readonly maxBytes: number;

  constructor({ timeoutMs, maxBytes = DEFAULT_MAX_BYTES }: HttpClientOptions) {
    this.timeoutMs = timeoutMs;
    this.maxBytes = maxBytes;
  }

  /** Any answer with a status; throws ProviderError only when no whole answer arrived. */
  async fetch(
    url: URL,
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown } = {},
  ): Promise<HttpAnswer> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await request(url, {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
        dispatcher: this.dispatcher,
        signal,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > this.maxBytes) {
          response.body.destroy();
          throw new ProviderError('malformed', false, 'answer too large');
        }
        chunks.push(chunk as Buffer);
      }
      return {
        status: response.statusCode,
        headers: response.headers,
        body: Buffer.concat(chunks),
      };
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const timedOut = signal.aborted;
      throw new ProviderError('network', true, timedOut ? 'timed out' : 'network error');
    }
  }

  /**
   * A JSON answer. 404 comes back as `{ status: 404, json: null }` (the caller's "no result");
   * 429 and 5xx are transient, other 4xx permanent (a bad key stays bad), unparsable JSON in a
   * 2xx is transient (a proxy in the way, a truncated answer).
   */
  async json(
    url: URL,
    init?: Parameters<HttpClient['fetch']>[1],
  ): Promise<{ status: number; json: unknown }> {
    const answer = await this.fetch(url, init);
    if (answer.status === 404) return { status: 404, json: null };
    if (answer.status === 429 || answer.status >= 500) {
      throw new ProviderError('http', true, `HTTP ${answer.status}`);
    }
    if (answer.status >= 400) throw new ProviderError('rejected', false, `HTTP ${answer.status}`);
    try {
      return { status: answer.status, json: JSON.parse(answer.body.toString('utf8')) };
    } catch {
      throw new ProviderError('malformed', true, 'malformed JSON');
    }
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }
}
