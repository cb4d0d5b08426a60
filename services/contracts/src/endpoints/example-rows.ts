import type { ExampleRows } from './endpoint';

/**
 * The rows the OpenAPI document's examples name: made-up but well-formed values, the same in
 * every build (the document is byte-stable).
 */
export const DOCUMENT_EXAMPLE_ROWS: ExampleRows = {
  marker: 'Acme',
  n: 1,
  companyId: 1024,
  claimCompanyId: 1024,
  categorySlug: 'manufacturing',
  directorId: '3f9a1c0e7b2d4a68',
  newCin: 'U28100MH2020PTC345678',
  email: 'asha@acme-industries.co.in',
  staff: {
    signInEmail: 'moderator@trusthive.in',
    password: 'correct horse battery staple',
    accountId: 7,
    adminId: 1,
  },
  owner: {
    signInEmail: 'owner@acme-industries.co.in',
    password: 'correct horse battery staple',
    companyId: 1024,
    upheldReportId: 88,
  },
  queue: {
    registrationId: 41,
    correctionId: 12,
    contactMessageId: 9,
    ownerChangeId: 5,
    replyId: 3,
    dataRequestId: 2,
    gstMatchId: 7,
  },
};
