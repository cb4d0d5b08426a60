import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { ApiError, isApiError, type ApiErrorDetails } from '../lib/api-client';

/**
 * What a server-rendered page hands the browser beside its HTML: the query cache it rendered
 * from (so nothing is fetched twice), the router's loader state and the site's origin.
 */
export type SsrState = {
  origin: string;
  queries: DehydratedState;
  router: HydrationState;
};

/**
 * The state travels in a JSON data block, not a script that runs: the page's CSP allows only
 * the site's own script files.
 */
export const SSR_STATE_ELEMENT_ID = 'trusthive-state';

type SerializedApiError = { apiError: ApiErrorDetails & { status: number } };

const isSerializedApiError = (value: unknown): value is SerializedApiError =>
  typeof value === 'object' && value !== null && 'apiError' in value;

/**
 * A not-found company renders its not-found view from the query's ApiError; the error crosses
 * as plain data and becomes an ApiError again, so the browser renders the same view.
 */
export function encodeQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!isApiError(error)) return query;
      const encoded: SerializedApiError = {
        apiError: {
          status: error.status,
          title: error.title,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        },
      };
      return { ...query, state: { ...query.state, error: encoded as unknown as Error } };
    }),
  };
}

export function reviveQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!isSerializedApiError(error)) return query;
      const { status, ...details } = error.apiError;
      return { ...query, state: { ...query.state, error: new ApiError(status, details) } };
    }),
  };
}

/** The data block's HTML: '<' is escaped so no value can close the element. */
export function ssrStateElement(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state a server-rendered page carries, or undefined for the plain shell. */
export function readSsrState(): SsrState | undefined {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : undefined;
}
