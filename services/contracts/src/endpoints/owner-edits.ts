import {
  contactEmailConfirmationSchema,
  contactEmailConfirmedSchema,
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
} from '../index';
import { defineEndpoint, type Endpoint } from './endpoint';
import { BODY_ERRORS, PROXY_ERRORS } from './error-answers';
import { OWNER_BODY_ERRORS, OWNER_ERRORS } from './owner';
import { staffQueueEndpoints } from './staff-queue-kit';

// Issue 19, owner edits: what a company's owner changes from /account (an owner session: the
// th_owner cookie, and on a write its X-CSRF-Token), and the staff queue of owners' changes that
// move the trust score or a badge (website and domain, brands, brand authorization, and since
// issue 37 the logo and a new phone number). A new contact e-mail is confirmed by a mailed link,
// whose endpoint needs no session.

const STAFF_ERRORS = {
  401: 'No staff session, or it expired: sign in again.',
  403: "A write without the session's X-CSRF-Token.",
  ...PROXY_ERRORS,
} as const;

export const ownerChangesQueueEndpoints = staffQueueEndpoints({
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
      409: 'Already decided (the message names who and when), the brand to remove is gone, or the logo was deleted or is shown on another profile.',
    },
  },
  examples: {
    query: { order: 'oldest', status: 'pending', page: '1' },
    item: (queue) => queue.ownerChangeId,
    // An approval carries no text, so no mutation of it can write the example's marker.
    decision: { outcome: 'approve' },
  },
  staff: true,
});

export const OWNER_CHANGES_QUEUE_ENDPOINTS: readonly Endpoint[] = Object.values(
  ownerChangesQueueEndpoints,
);

/** The owner's company: another owner's answers exactly as a missing one. */
const NOT_OWNED = {
  404: "The signed-in owner does not own this company (another owner's answers as a missing one).",
} as const;

export const ownerCompanyProfile = defineEndpoint({
  method: 'get',
  path: '/api/account/companies/:id/profile',
  service: 'submissions',
  summary: "Owner: one of the owner's companies as visitors see it, with what they can change",
  params: ownerCompanyParamsSchema,
  example: ({ owner }) => owner && { params: { id: owner.companyId } },
  success: { status: 200, description: 'The company.', schema: ownerCompanyProfileSchema },
  errors: { ...OWNER_ERRORS, ...NOT_OWNED },
  owner: true,
});

export const ownerEditCompany = defineEndpoint({
  method: 'patch',
  path: '/api/account/companies/:id',
  service: 'submissions',
  summary:
    'Owner: change the description (live at once, "Updated by the owner"), the logo or phone (staff review them) or the contact e-mail (confirmed by a mailed link)',
  params: ownerCompanyParamsSchema,
  body: { 'application/json': ownerProfileEditSchema },
  example: ({ marker, n, owner }) =>
    owner && {
      params: { id: owner.companyId },
      json: {
        description: `Makers of steel kitchenware ${marker} ${n}.`,
        phone: '9876543210',
        contactEmail: `sales.${marker}@acme-industries.co.in`,
      },
    },
  success: {
    status: 200,
    description:
      'The company as visitors now see it, with the fields waiting for review (`pendingReview`) and the address waiting for its link (`pendingContactEmail`).',
    schema: ownerCompanyProfileSchema,
  },
  errors: {
    ...OWNER_BODY_ERRORS,
    403: "A write without the session's X-CSRF-Token, or a logo that is not the owner's own upload (`field` is logo).",
    ...NOT_OWNED,
    409: 'The logo is already shown on a profile (`field` is logo).',
  },
  owner: true,
});

export const ownerConfirmContactEmail = defineEndpoint({
  method: 'post',
  path: '/api/account/contact-email/confirmations',
  service: 'submissions',
  summary:
    'Owner: confirm a new contact e-mail with the link mailed to it (no session needed); the profile then shows it',
  body: { 'application/json': contactEmailConfirmationSchema },
  success: {
    status: 200,
    description: 'Confirmed: the company and the address it now shows.',
    schema: contactEmailConfirmedSchema,
  },
  errors: {
    ...BODY_ERRORS,
    400: 'The link is not valid (`field` is token).',
    410: 'The link was already used or replaced by a newer one, or it expired (48 hours).',
    503: PROXY_ERRORS[503],
  },
});

export const ownerChangeRequests = defineEndpoint({
  method: 'get',
  path: '/api/account/companies/:id/change-requests',
  service: 'submissions',
  summary: "Owner: the company's change requests with their state, newest first",
  params: ownerCompanyParamsSchema,
  example: ({ owner }) => owner && { params: { id: owner.companyId } },
  success: { status: 200, description: 'The requests.', schema: ownerChangeRequestsSchema },
  errors: { ...OWNER_ERRORS, ...NOT_OWNED },
  owner: true,
});

export const ownerRequestChange = defineEndpoint({
  method: 'post',
  path: '/api/account/companies/:id/change-requests',
  service: 'submissions',
  summary: 'Owner: ask for a website, brand or brand-authorization change (staff review it)',
  params: ownerCompanyParamsSchema,
  body: { 'application/json': ownerChangeRequestInputSchema },
  // A brand of its own number: never the same change as one already waiting (409).
  example: ({ marker, n, owner }) =>
    owner && {
      params: { id: owner.companyId },
      json: {
        kind: 'brand-add',
        brandName: `Kitchen Star ${marker} ${n}`,
        trademarkName: `KITCHEN STAR ${marker}`,
        website: `https://kitchenstar-${n}.example.in/${marker}`,
      },
    },
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
});

export const OWNER_EDIT_ENDPOINTS: readonly Endpoint[] = [
  ownerCompanyProfile,
  ownerEditCompany,
  ownerConfirmContactEmail,
  ownerChangeRequests,
  ownerRequestChange,
];
