import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { submissionErrorOfIssue, type ErrorBody } from '@trusthive/contracts';
import { lostConnectionError } from './connection-errors';
import { AppError } from './errors';
import { REQUEST_ID_HEADER } from './request-id';

const GENERIC_5XX: ErrorBody = {
  error: { title: 'Error', message: 'An unexpected error occurred. Please try again later.' },
};

// One place maps every failure to the uniform error body. 5xx bodies never carry the
// cause: the detail goes to the log with the request id, the caller gets a generic line.
export interface ErrorHandlerOptions {
  /** Leave unmatched routes to the caller (the gateway falls back to the SPA); else a JSON 404. */
  ownNotFound?: boolean;
}

export const errorHandler = fp<ErrorHandlerOptions>(
  async (app: FastifyInstance, { ownNotFound }) => {
    app.setErrorHandler((thrown: FastifyError, request, reply) => {
      // A lost PostgreSQL or Redis connection is a 503 to retry on, not a 500 (see the file).
      const lost = thrown instanceof AppError ? undefined : lostConnectionError(thrown);
      if (lost) request.log.warn({ err: thrown }, lost.message);
      const error = lost ?? thrown;
      if (error instanceof AppError) {
        const body: ErrorBody = {
          error: {
            title: error.title,
            message: error.message,
            ...(error.field ? { field: error.field } : {}),
          },
        };
        if (error.statusCode >= 500 && !lost) request.log.error({ err: error }, error.message);
        return reply.status(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A route's declared schema refused the request: its first issue in the spec's words,
        // as the forms show it (the title a rule gave its issue, else the message's title).
        const first = error.validation[0];
        const body: ErrorBody = {
          error: submissionErrorOfIssue({
            message: first?.message ?? 'The request is not valid.',
            path: first?.instancePath.split('/').filter(Boolean) ?? [],
            params: (first?.params as { params?: unknown } | undefined)?.params,
          }),
        };
        return reply.status(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        // Fastify's own 4xx (bad JSON, body too large, unsupported media type, ...).
        return reply
          .status(status)
          .send({ error: { title: titleFor(status), message: error.message } });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(GENERIC_5XX);
    });

    if (ownNotFound) return;
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        error: {
          title: 'Not Found',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
        },
      }),
    );
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors`: the answer to a request it refused before routing (a path it
 * cannot percent-decode, a parameter over its length limit), in the one error shape. These
 * answers skip every hook, so the request id and the given headers are set here.
 */
export function answerFrameworkError(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    const message =
      status === 414 ? 'The request URL is too long.' : 'The request URL is not valid.';
    void reply
      .status(status)
      .headers({ ...headers, [REQUEST_ID_HEADER]: request.id })
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ error: { title: titleFor(status), message } } satisfies ErrorBody));
  };
}

/** Node's parser codes for a request head over its size limit. */
const HEAD_TOO_LARGE_CODES = new Set(['HPE_HEADER_OVERFLOW', 'HPE_HEADERS_OVERFLOW']);

/**
 * Fastify's `clientErrorHandler`: the answer to bytes Node's HTTP parser refused before there
 * was a request (a head over 16 KB, a malformed request line), in the one error shape. The
 * socket is closed after it, and says so (`Connection: close`): a keep-alive client that was
 * not told would send its next request into a closed socket and see it reset.
 */
export function answerClientError(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : HEAD_TOO_LARGE_CODES.has(error.code ?? '')
          ? 431
          : 400;
    const message =
      status === 408
        ? 'The request took too long to arrive.'
        : status === 431
          ? 'The request headers are too large.'
          : 'The request is not valid HTTP.';
    const body = JSON.stringify({
      error: { title: titleFor(status), message },
    } satisfies ErrorBody);
    const lines = [
      `HTTP/1.1 ${status} ${titleFor(status)}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    else socket.destroy();
  };
}

function titleFor(status: number): string {
  switch (status) {
    case 400:
      return 'Invalid Request';
    case 404:
      return 'Not Found';
    case 408:
      return 'Request Timeout';
    case 413:
      return 'Payload Too Large';
    case 414:
      return 'URI Too Long';
    case 415:
      return 'Unsupported Media Type';
    case 429:
      return 'Too Many Requests';
    case 431:
      return 'Request Header Fields Too Large';
    default:
      return 'Request Failed';
  }
}
