import { z } from 'zod';
import {
  dataRequestAnswerSchema,
  dataRequestDecisionSchema,
  dataRequestDetailSchema,
  dataRequestIdParamsSchema,
  dataRequestQueueQuerySchema,
  dataRequestQueueSchema,
  dataRequestSchema,
  dataRequestVerificationSchema,
  dataRequestVerifiedSchema,
  dataExportSchema,
} from '../index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { BODY_ERRORS, PROXY_ERRORS, STAFF_QUEUE_ERRORS as STAFF_ERRORS } from './error-answers';
import { staffQueueEndpoints } from './staff-queue-kit';

// "Your data" requests (issue 37): the public page's two calls, and the staff queue that
// answers them within the DPDP Act's 30 days.

export const requestYourData = defineEndpoint({
  method: 'post',
  path: '/api/your-data/requests',
  service: 'submissions',
  summary: 'Ask for access to, correction of or erasure of the data held about an address',
  body: { 'application/json': dataRequestSchema },
  example: ({ marker, email }) => ({
    json: { email, kind: 'correction', details: `${marker} My name is misspelt.` },
  }),
  success: {
    status: 202,
    description:
      'The same answer for every address: a confirmation link is mailed to it, and the request reaches staff only once the link is followed.',
    schema: dataRequestAnswerSchema,
  },
  errors: {
    ...BODY_ERRORS,
    ...PROXY_ERRORS,
    429: 'Too many requests for this address, or from this IP address.',
  },
});

export const verifyYourDataRequest = defineEndpoint({
  method: 'post',
  path: '/api/your-data/verifications',
  service: 'submissions',
  summary: "Confirm a data request with its mailed link's token (once)",
  body: { 'application/json': dataRequestVerificationSchema },
  success: {
    status: 200,
    description: 'The request is confirmed and with staff; its reference.',
    schema: dataRequestVerifiedSchema,
  },
  errors: {
    ...BODY_ERRORS,
    ...PROXY_ERRORS,
    400: 'The token is malformed or no request has it.',
    410: 'The link was already used, or has expired.',
  },
});

export const dataRequestsQueueEndpoints = staffQueueEndpoints({
  path: '/api/staff/queues/data-requests',
  params: dataRequestIdParamsSchema,
  detail: dataRequestDetailSchema,
  errors: STAFF_ERRORS,
  notFound: 'No confirmed data request has this id.',
  list: {
    summary: "Staff: confirmed data requests, open or closed, with each one's 30-day clock",
    query: dataRequestQueueQuerySchema,
    schema: dataRequestQueueSchema,
    description: 'One page, the total and the oldest open request’s time.',
    badQuery: BODY_ERRORS[400],
  },
  item: {
    summary: 'Staff: a data request with the export of what TrustHive holds about the address',
    description: 'The request and its export (null once erased).',
  },
  decision: {
    summary:
      'Staff: close a data request: send the export (access), mark corrected (correction) or erase (erasure)',
    body: dataRequestDecisionSchema,
    description: 'The closed request.',
    errors: {
      ...STAFF_ERRORS,
      ...BODY_ERRORS,
      400: 'The decision is not valid; `field` names the first bad field.',
      404: 'No confirmed data request has this id.',
      409: 'The request is already closed, or the action is not the one of its kind.',
    },
  },
  examples: {
    query: { order: 'oldest', status: 'open', page: '1' },
    item: (queue) => queue.dataRequestId,
    // Carries no text, so no mutation of it can write the example's marker into a row.
    decision: { outcome: 'send-export' },
  },
  staff: true,
});

export const staffDataRequestExport = defineEndpoint({
  method: 'get',
  path: '/api/staff/queues/data-requests/:id/export',
  service: 'submissions',
  staff: true,
  summary: 'Staff: the export of a data request as a JSON file to save',
  params: dataRequestIdParamsSchema,
  example: ({ staff, queue }) => staff && queue && { params: { id: queue.dataRequestId } },
  success: {
    status: 200,
    description: 'The export (Content-Disposition: attachment); `{ "erased": true }` once erased.',
    schema: z.union([dataExportSchema, z.object({ erased: z.literal(true) })]),
  },
  errors: { ...STAFF_ERRORS, 404: 'No confirmed data request has this id.' },
});

export const DATA_REQUEST_ENDPOINTS: readonly Endpoint[] = [
  requestYourData,
  verifyYourDataRequest,
  ...Object.values(dataRequestsQueueEndpoints),
  staffDataRequestExport,
];
