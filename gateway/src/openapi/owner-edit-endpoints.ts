import {
  ownerChangeRequestInputSchema,
  ownerChangeRequestSchema,
  ownerChangeRequestsSchema,
  ownerCompanyParamsSchema,
  ownerCompanyProfileSchema,
  ownerProfileEditSchema,
  ownerChangeDecisionSchema,
  ownerChangeDetailSchema,
  ownerChangeIdParamsSchema,
  ownerChangesQueueQuerySchema,
  ownerChangesQueueSchema,
} from '@trusthive/contracts';
import type { Endpoint } from './endpoints';
import { BODY_ERRORS, PROXY_ERRORS } from './error-answers';
import { OWNER_BODY_ERRORS, OWNER_ERRORS } from './owner-endpoints';
import { staffQueueEndpoints } from './queue-endpoints';

// Issue 19, owner edits: what a company's owner changes from /account (an owner session: the
// th_owner cookie, and on a write its X-CSRF-Token), and the staff queue of owners' changes that
// move the trust score or a badge (website and domain, brands, brand authorization).

const STAFF_ERRORS = {
  401: 'No staff session, or it expired: sign in again.',
  403: "A write without the session's X-CSRF-Token.",
  ...PROXY_ERRORS,
} as const;

export const OWNER_CHANGES_QUEUE_ENDPOINTS: readonly Endpoint[] = staffQueueEndpoints({
  path: '/api/staff/queues/owner-changes',
  params: ownerChangeIdParamsSchema,
  detail: ownerChangeDetailSchema,
  errors: STAFF_ERRORS,
  notFound: 'No owner change request has this id.',
  list: {
    summary: "Staff: owners' change requests by status, oldest or newest first",
    query: ownerChangesQueueQuerySchema,
    schema: ownerChangesQueueSchema,
    description: 'One page, the total and the oldest pending request’s time.',
    badQuery: BODY_ERRORS[400],
  },
  item: {
    summary: "Staff: an owner's change request beside the company's values now",
    description: 'The request.',
  },
  decision: {
    summary: 'Staff: approve (applies the change, re-scores) or decline with a reason, once',
    body: ownerChangeDecisionSchema,
    description: 'The decided request.',
    errors: {
      ...BODY_ERRORS,
      409: 'Already decided (the message names who and when), or the brand to remove is gone.',
    },
  },
  staff: true,
});

/** The owner's company: another owner's answers exactly as a missing one. */
const NOT_OWNED = {
  404: "The signed-in owner does not own this company (another owner's answers as a missing one).",
} as const;

export const OWNER_EDIT_ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'get',
    path: '/api/account/companies/:id/profile',
    service: 'submissions',
    summary: "Owner: one of the owner's companies as visitors see it, with what they can change",
    params: ownerCompanyParamsSchema,
    success: { status: 200, description: 'The company.', schema: ownerCompanyProfileSchema },
    errors: { ...OWNER_ERRORS, ...NOT_OWNED },
    owner: true,
  },
  {
    method: 'patch',
    path: '/api/account/companies/:id',
    service: 'submissions',
    summary:
      'Owner: change the description, phone, contact e-mail or logo, live at once ("Updated by the owner")',
    params: ownerCompanyParamsSchema,
    body: { 'application/json': ownerProfileEditSchema },
    success: {
      status: 200,
      description: 'The company as visitors now see it.',
      schema: ownerCompanyProfileSchema,
    },
    errors: { ...OWNER_BODY_ERRORS, ...NOT_OWNED },
    owner: true,
  },
  {
    method: 'get',
    path: '/api/account/companies/:id/change-requests',
    service: 'submissions',
    summary: "Owner: the company's change requests with their state, newest first",
    params: ownerCompanyParamsSchema,
    success: { status: 200, description: 'The requests.', schema: ownerChangeRequestsSchema },
    errors: { ...OWNER_ERRORS, ...NOT_OWNED },
    owner: true,
  },
  {
    method: 'post',
    path: '/api/account/companies/:id/change-requests',
    service: 'submissions',
    summary: 'Owner: ask for a website, brand or brand-authorization change (staff review it)',
    params: ownerCompanyParamsSchema,
    body: { 'application/json': ownerChangeRequestInputSchema },
    success: {
      status: 201,
      description: 'The request, pending review.',
      schema: ownerChangeRequestSchema,
    },
    errors: {
      ...OWNER_BODY_ERRORS,
      404: "Not the owner's company, or (brand-remove) not one of its brands.",
      409: 'The same change is already waiting, or brand authorization was already asked.',
    },
    owner: true,
  },
];
