// Generated from the OpenAPI document by openapi-typescript: do not edit.
// Run `npm run openapi:types` after changing gateway/src/openapi/.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Health of every service */
    get: operations['getApiHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This document */
    get: operations['getApiOpenapiJson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A readable reference of this document */
    get: operations['getApiDocs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robots.txt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What crawlers may fetch, and where the sitemap is */
    get: operations['getRobotsTxt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sitemap index */
    get: operations['getSitemapXml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemaps/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One gzipped sitemap file */
    get: operations['getSitemapsFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search companies by name, CIN or brand */
    get: operations['getApiSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/search/suggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Typeahead suggestions */
    get: operations['getApiSearchSuggestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Top companies and hot brands */
    get: operations['getApiHome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The directory's counts: listed companies, registry companies and their states */
    get: operations['getApiStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company profile, masked */
    get: operations['getApiCompaniesId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/report.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company report (PDF), masked */
    get: operations['getApiCompaniesIdReportPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/trust-score': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A company's trust score, computed now */
    get: operations['getApiCompaniesIdTrustScore'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/enrichment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Place details, logo, rating and e-mail from the caches */
    get: operations['getApiCompaniesIdEnrichment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gstin/{gstin}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A GST registration, as the GST network describes it */
    get: operations['getApiGstinGstin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/directors/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A director's companies, DIN masked */
    get: operations['getApiDirectorsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claim a company with two documents */
    post: operations['postApiCompaniesIdClaims'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/companies/{id}/corrections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Request a correction of one profile field, with evidence */
    post: operations['postApiCompaniesIdCorrections'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every category with its count */
    get: operations['getApiCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A category */
    get: operations['getApiCategoriesSlug'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/{slug}/filters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A category's filter options */
    get: operations['getApiCategoriesSlugFilters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/{slug}/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of a category's companies */
    get: operations['getApiCategoriesSlugCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/entity-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The entity types the registration offers */
    get: operations['getApiEntityTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/photos/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A maps photo, proxied */
    get: operations['getApiPhotosReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a company with its brands */
    post: operations['postApiRegistrations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/logos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a logo */
    post: operations['postApiUploadsLogos'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/logos/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an uploaded logo no profile shows */
    delete: operations['deleteApiUploadsLogosKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A public upload (logos) */
    get: operations['getMediaPath'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a company */
    post: operations['postApiReports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a contact message */
    post: operations['postApiContact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a search */
    post: operations['postApiEventsSearch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/profile-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a profile view */
    post: operations['postApiEventsProfileViews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events/website-clicks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a click on a company's website */
    post: operations['postApiEventsWebsiteClicks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/track-view-duration': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record how long a profile was viewed (navigator.sendBeacon) */
    post: operations['postApiTrackViewDuration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: the signed-in session */
    get: operations['getApiStaffSession'];
    put?: never;
    /** Staff: sign in (sets the session cookie) */
    post: operations['postApiStaffSession'];
    /** Staff: sign out */
    delete: operations['deleteApiStaffSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Staff: sign out everywhere (every session of the caller's account) */
    delete: operations['deleteApiStaffSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/me/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: start enrolling an authenticator app (the password again) */
    post: operations['postApiStaffMeTotp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/me/totp/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: confirm the authenticator app with a code */
    post: operations['postApiStaffMeTotpConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: change one's password (other sessions end) */
    post: operations['postApiStaffMePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff (admin): every staff account */
    get: operations['getApiStaffAccounts'];
    put?: never;
    /** Staff (admin): add a staff account */
    post: operations['postApiStaffAccounts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Staff (admin): change an account's role or disable it (its sessions end) */
    patch: operations['patchApiStaffAccountsId'];
    trace?: never;
  };
  '/api/staff/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff (admin): the audit log, newest first */
    get: operations['getApiStaffAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: every work queue's pending count and the time of its oldest item */
    get: operations['getApiStaffQueues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/registrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: registrations awaiting review (or decided), newest or oldest first */
    get: operations['getApiStaffQueuesRegistrations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/registrations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: one registration beside the MCA registry record, with similar names */
    get: operations['getApiStaffQueuesRegistrationsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/registrations/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: approve a registration (it goes live) or reject it with a reason */
    post: operations['postApiStaffQueuesRegistrationsIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/corrections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: correction requests by status, oldest or newest first */
    get: operations['getApiStaffQueuesCorrections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/corrections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: a correction request, the value shown beside the proposed one */
    get: operations['getApiStaffQueuesCorrectionsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/corrections/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: accept (applies the value) or decline with a reason, once */
    post: operations['postApiStaffQueuesCorrectionsIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: contact messages, waiting or handled, oldest or newest first */
    get: operations['getApiStaffQueuesContact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/contact/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: a contact message, whole */
    get: operations['getApiStaffQueuesContactId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/contact/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: mark a contact message handled (idempotent) */
    post: operations['postApiStaffQueuesContactIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: the claims queue, oldest or newest first, with its counts */
    get: operations['getApiStaffQueuesClaims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/claims/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: a claim with what the moderator needs to decide */
    get: operations['getApiStaffQueuesClaimsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/claims/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: approve or reject a claim */
    post: operations['postApiStaffQueuesClaimsIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/gst-matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: GST registrations the written rule matched to a company, by decision, oldest or newest first */
    get: operations['getApiStaffQueuesGstMatches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/gst-matches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: a matched GST registration beside the company it is matched to */
    get: operations['getApiStaffQueuesGstMatchesId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/gst-matches/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: confirm the match, or undo it (the rule does not make it again and the score forgets it), once */
    post: operations['postApiStaffQueuesGstMatchesIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/claims/{id}/documents/{which}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: one of a claim's documents, inline (never cached, never a public URL) */
    get: operations['getApiStaffQueuesClaimsIdDocumentsWhich'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: the reports queue, oldest or newest first, with its counts */
    get: operations['getApiStaffQueuesReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: a report, with the reporter (confidential, staff only) */
    get: operations['getApiStaffQueuesReportsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/reports/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: uphold a report with a public summary, or dismiss it with a reason */
    post: operations['postApiStaffQueuesReportsIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: owners' replies to upheld reports by status, oldest or newest first */
    get: operations['getApiStaffQueuesReplies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/replies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: an owner reply beside the upheld report it answers */
    get: operations['getApiStaffQueuesRepliesId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/replies/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: publish an owner reply on the profile, or decline it with a reason, once */
    post: operations['postApiStaffQueuesRepliesIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sign-in-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner: mail a sign-in link to a company owner's address */
    post: operations['postApiAccountSignInLinks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Owner: the signed-in session */
    get: operations['getApiAccountSession'];
    put?: never;
    /** Owner: sign in with a mailed link (sets the session cookie) */
    post: operations['postApiAccountSession'];
    /** Owner: sign out */
    delete: operations['deleteApiAccountSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/session/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner: sign in with the optional password (sets the session cookie) */
    post: operations['postApiAccountSessionPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Owner: sign out everywhere (every session of the caller's address) */
    delete: operations['deleteApiAccountSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Owner: set or change the optional password (other sessions end) */
    put: operations['putApiAccountPassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Owner: the signed-in owner's companies */
    get: operations['getApiAccountCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/owner-changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: owners' change requests by status, oldest or newest first */
    get: operations['getApiStaffQueuesOwnerChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/owner-changes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: an owner's change request beside the company's values now */
    get: operations['getApiStaffQueuesOwnerChangesId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/owner-changes/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: approve (applies the change, re-scores) or decline with a reason, once */
    post: operations['postApiStaffQueuesOwnerChangesIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/companies/{id}/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Owner: one of the owner's companies as visitors see it, with what they can change */
    get: operations['getApiAccountCompaniesIdProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/companies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Owner: change the description (live at once, "Updated by the owner"), the logo or phone (staff review them) or the contact e-mail (confirmed by a mailed link) */
    patch: operations['patchApiAccountCompaniesId'];
    trace?: never;
  };
  '/api/account/contact-email/confirmations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner: confirm a new contact e-mail with the link mailed to it (no session needed); the profile then shows it */
    post: operations['postApiAccountContactEmailConfirmations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/companies/{id}/change-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Owner: the company's change requests with their state, newest first */
    get: operations['getApiAccountCompaniesIdChangeRequests'];
    put?: never;
    /** Owner: ask for a website, brand or brand-authorization change (staff review it) */
    post: operations['postApiAccountCompaniesIdChangeRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/companies/{id}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Owner: the company's upheld reports, each with the state of the owner's reply */
    get: operations['getApiAccountCompaniesIdReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/companies/{id}/reports/{reportId}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner: reply publicly to an upheld report (one per report), after moderation */
    post: operations['postApiAccountCompaniesIdReportsReportIdReply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account: the account's API keys, each with its limits and use per day */
    get: operations['getApiAccountApiKeys'];
    put?: never;
    /** Account: create a named API key (its secret is answered this once) */
    post: operations['postApiAccountApiKeys'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Account: revoke an API key (every gateway refuses it at once) */
    delete: operations['deleteApiAccountApiKeysId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/bulk-checks/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Account: upload a CSV or XLSX to check; answers its first rows and a guessed mapping */
    post: operations['postApiAccountBulkChecksUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/bulk-checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account: the account's bulk checks of the last 30 days, newest first */
    get: operations['getApiAccountBulkChecks'];
    put?: never;
    /** Account: start checking an upload with the columns mapped */
    post: operations['postApiAccountBulkChecks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/bulk-checks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account: a bulk check's progress and a page of its results */
    get: operations['getApiAccountBulkChecksId'];
    put?: never;
    post?: never;
    /** Account: delete a bulk check, its results and its file now */
    delete: operations['deleteApiAccountBulkChecksId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/bulk-checks/{id}/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account: a finished bulk check's whole result as CSV (UTF-8) or XLSX */
    get: operations['getApiAccountBulkChecksIdDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/your-data/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for access to, correction of or erasure of the data held about an address */
    post: operations['postApiYourDataRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/your-data/verifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a data request with its mailed link's token (once) */
    post: operations['postApiYourDataVerifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/data-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: confirmed data requests, open or closed, with each one's 30-day clock */
    get: operations['getApiStaffQueuesDataRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/data-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: a data request with the export of what TrustHive holds about the address */
    get: operations['getApiStaffQueuesDataRequestsId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/data-requests/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Staff: close a data request: send the export (access), mark corrected (correction) or erase (erasure) */
    post: operations['postApiStaffQueuesDataRequestsIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/staff/queues/data-requests/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff: the export of a data request as a JSON file to save */
    get: operations['getApiStaffQueuesDataRequestsIdExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/watchlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account: the companies it follows and how it is alerted */
    get: operations['getApiAccountWatchlist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/watchlist/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Account: follow a company */
    post: operations['postApiAccountWatchlistEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/watchlist/entries/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Account: whether it follows a company (the Follow button asks) */
    get: operations['getApiAccountWatchlistEntriesCompanyId'];
    put?: never;
    post?: never;
    /** Account: stop following a company */
    delete: operations['deleteApiAccountWatchlistEntriesCompanyId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/watchlist/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Account: alerts at once, in a daily digest (08:00 IST), or none */
    put: operations['putApiAccountWatchlistSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/watchlist/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Account: follow many companies at once from a list of CINs or GSTINs */
    post: operations['postApiAccountWatchlistImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Follow a company without signing in: mails a link that confirms the follow */
    post: operations['postApiFollows'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/confirmations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a follow with its mailed link (makes the address's account if it has none) */
    post: operations['postApiFollowsConfirmations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/watchlist/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The same URL opened in a browser: a page asking to confirm (a GET never unsubscribes: link checkers open every link) */
    get: operations['getApiWatchlistUnsubscribe'];
    put?: never;
    /** One-click unsubscribe (RFC 8058): the URL of every alert mail’s List-Unsubscribe header; turns the account’s alerts off */
    post: operations['postApiWatchlistUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorBody: {
      error: {
        title: string;
        message: string;
        field?: string;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getApiHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every service is ok. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            services: {
              [key: string]: 'ok' | string;
            };
          };
        };
      };
      /** @description A service is not ok. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            services: {
              [key: string]: 'ok' | string;
            };
          };
        };
      };
    };
  };
  getApiOpenapiJson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI 3.1 document. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiDocs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Redirects to /api/docs/, the reference page. */
      301: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getRobotsTxt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The robots.txt rules, naming /sitemap.xml. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSitemapXml: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A sitemap index (sitemaps.org) naming pages.xml.gz, one companies-<n>.xml.gz per 50,000 company ids that hold a public company, and one directors-<n>.xml.gz per 50,000 director ids that hold a director with companies. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getSitemapsFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example pages.xml.gz */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A gzipped urlset of at most 50,000 URLs: pages.xml.gz holds the static pages and categories; companies-<n>.xml.gz the public companies with ids in ((n-1)*50000, n*50000], each with its lastmod; directors-<n>.xml.gz the director pages of the people with ids in the same bounds. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/gzip': Blob;
        };
      };
      /** @description Not a sitemap file name. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No public company (or director) in that file. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiSearch: {
    parameters: {
      query: {
        /** @example Acme steel */
        q: string;
        /** @example name */
        type?: 'name' | 'cin' | 'brand' | 'director';
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of results. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            query: string;
            /** @enum {string} */
            type: 'name' | 'cin' | 'brand' | 'director';
            page: number;
            /** @constant */
            pageSize: 10;
            total: number;
            totalCapped: boolean;
            results: {
              id: number;
              name: string;
              description: string | null;
              category: string | null;
              location: string | null;
              cin: string | null;
              ratings: {
                google: number | null;
                trustpilot: number | null;
              };
              verified: boolean;
              status: string | null;
              trustScore: number | null;
              trustLevel: ('High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data') | null;
              verdict: {
                /** @enum {string} */
                tone: 'red' | 'amber' | 'green' | 'grey';
                parts: {
                  /** @enum {string} */
                  kind: 'confirmed' | 'wrong' | 'unknown';
                  text: string;
                }[];
              } | null;
              brandName: string | null;
            }[];
            didYouMean: string[];
            didYouMeanCompanies: {
              name: string;
              companyId: number | null;
            }[];
            taxId: {
              /** @enum {string} */
              kind: 'gstin' | 'pan';
              value: string;
              checkFailed: boolean;
            } | null;
            gstRegistrations: {
              gstin: string;
              recordGstin: string;
              state: string | null;
              status: string;
              legalName: string;
              tradeName: string | null;
              standIn: boolean;
            }[];
            directors: {
              id: string;
              name: string;
              din: string;
              companies: string[];
              companyCount: number;
            }[];
          };
        };
      };
      /** @description A blank or too long term, an unknown type or a bad page. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiSearchSuggestions: {
    parameters: {
      query: {
        /** @example Acme tata */
        q: string;
        /** @example brand */
        type?: 'name' | 'cin' | 'brand' | 'director';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description At most 8. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            suggestions: {
              id: number;
              name: string;
              cin: string | null;
              brandName?: string;
              directorId?: string;
              din?: string;
            }[];
          };
        };
      };
      /** @description A blank or too long term, or an unknown type. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiHome: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The home page lists. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            topCompanies: {
              id: number;
              name: string;
              trustScore: number;
              trustLevel: ('High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data') | null;
              status: string | null;
              state: string | null;
              logo: string | null;
              verdict: {
                /** @enum {string} */
                tone: 'red' | 'amber' | 'green' | 'grey';
                parts: {
                  /** @enum {string} */
                  kind: 'confirmed' | 'wrong' | 'unknown';
                  text: string;
                }[];
              } | null;
            }[];
            hotBrands: {
              name: string;
              companyId: number;
              companyName: string;
              logo: string | null;
            }[];
          };
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The counts the hero and About state. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: number;
            registryCompanies: number;
            registryStates: string[];
          };
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiCompaniesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            company: {
              id: number;
              name: string;
              cin: string | null;
              entityType: string | null;
              registeredOfficeAddress: string | null;
              city: string | null;
              pincode: string | null;
              state: string | null;
              category: string | null;
              subCategory: string | null;
              companyClass: string | null;
              status: string | null;
              /** @enum {string} */
              relationshipType: 'brand_owner' | 'reseller' | 'not_applicable';
              isVerified: boolean;
              isClaimed: boolean;
              logo: string | null;
              domainName: string | null;
              website: string | null;
              websiteUrl: string | null;
              hasDifferentBrand: boolean;
              industrialClassification: string | null;
              nicCode: string | null;
              roc: string | null;
              registrationDate: string | null;
              authorizedCapital: number | null;
              paidUpCapital: number | null;
              listingStatus: string | null;
              companyOrigin: string | null;
              gstNumber: string | null;
              panNumber: string | null;
              hasStorefront: boolean;
              email: string | null;
              wantsBrandAuthorization: boolean;
              ratings: {
                google: number | null;
                trustpilot: number | null;
              };
              description: string | null;
              businessCategory: string | null;
              latestAnnualReturn: string | null;
              latestBalanceSheet: string | null;
              trustScore: number | null;
              trustLevel: ('High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data') | null;
            };
            brands: {
              id: number;
              name: string;
              trademarkName: string | null;
              logoUrl: string | null;
              websiteUrl: string | null;
            }[];
            sells: {
              companyId: number;
              companyName: string;
              brandName: string;
              wantsAuthorization: boolean;
            }[];
            gst: {
              gstin: string;
              registrationDate: string | null;
              natureOfBusiness: string | null;
              pan: string | null;
              businessName: string | null;
              entityType: string | null;
              departmentCodeAndType: string | null;
            } | null;
            gstRegistrations: {
              gstin: string;
              legalName: string;
              tradeName: string | null;
              status: string;
              registeredOn: string | null;
              cancelledOn: string | null;
              gstnUpdatedOn: string | null;
              /** Format: date-time */
              fetchedAt: string;
              provider: string;
              standIn: boolean;
              state: string | null;
              /** @enum {string} */
              basis: 'pan' | 'legal_name_and_state';
              confirmedByStaff: boolean;
            }[];
            directors: {
              id: number;
              name: string;
              dinPan: string | null;
              beginDate: string | null;
              designation: string | null;
              ceasedOn: string | null;
              pageId: string | null;
              otherCompanies: number;
              otherCompaniesNote: string | null;
            }[];
            registry: {
              source: string;
              asOf: string | null;
              standIn: boolean;
              filings: {
                lastAgmDate: string | null;
                lastBalanceSheetDate: string | null;
                lastAnnualReturnDate: string | null;
              };
              charges: {
                chargeId: string;
                holder: string;
                amount: number | null;
                /** @enum {string} */
                status: 'Open' | 'Satisfied' | 'Modified';
                createdOn: string | null;
                satisfiedOn: string | null;
              }[];
              openCharges: number;
            } | null;
            /** @constant */
            premium: false;
            provenance: {
              registry: {
                /** @enum {string} */
                origin: 'mca_file' | 'submitted' | 'generated';
                file: string | null;
                fileDate: string | null;
                submittedOn: string | null;
              };
              mca: {
                /** @enum {string} */
                verdict: 'verified' | 'cin_not_matched' | 'no_cin' | 'not_from_mca';
                status: string | null;
                active: boolean;
              };
              gst: {
                /** @enum {string} */
                verdict:
                  | 'verified'
                  | 'malformed'
                  | 'check_digit_failed'
                  | 'pan_differs'
                  | 'state_differs'
                  | 'pan_unknown'
                  | 'state_unknown'
                  | 'not_confirmed'
                  | 'not_active'
                  | 'gstn_name_differs'
                  | 'none';
                checked: ('gst_registration' | 'company_record') | null;
                asOf: string | null;
                gstn: {
                  status: string;
                  provider: string;
                  fetchedOn: string;
                  standIn: boolean;
                } | null;
              };
              gstDetailsStoredOn: string | null;
              ratings: {
                /** @enum {string} */
                provider: 'Trustpilot' | 'Google';
                fetchedOn: string | null;
              }[];
              ownerSubmittedOn: string | null;
              corrections: {
                /** @enum {string} */
                field:
                  'email' | 'website' | 'registeredOfficeAddress' | 'pincode' | 'businessCategory';
                acceptedOn: string;
              }[];
              ownerUpdate: {
                updatedOn: string;
                fields: ('description' | 'phone' | 'contactEmail' | 'logo')[];
              } | null;
            };
            identifierChecks: {
              /** @enum {string} */
              identifier: 'CIN' | 'GSTIN' | 'PAN';
              wellFormed: boolean;
              lines: {
                aspect: string;
                identifierSays: string;
                recordSays: string | null;
                agreement: ('agrees' | 'differs' | 'not_on_record') | null;
                explanation: string | null;
              }[];
            }[];
            /** @enum {string} */
            claimStatus: 'unclaimed' | 'pending' | 'claimed';
            upheldReports: {
              summary: string;
              upheldOn: string;
              ownerReply: {
                body: string;
                publishedOn: string;
              } | null;
            }[];
            registryChanges: {
              /** @enum {string} */
              field:
                | 'name'
                | 'status'
                | 'roc'
                | 'category'
                | 'subCategory'
                | 'companyClass'
                | 'entityType'
                | 'authorizedCapital'
                | 'paidUpCapital'
                | 'registrationDate'
                | 'registeredOfficeAddress'
                | 'pincode'
                | 'listingStatus'
                | 'state'
                | 'companyOrigin'
                | 'nicCode'
                | 'industrialClassification'
                | 'latestAnnualReturn'
                | 'latestBalanceSheet';
              oldValue: string | null;
              newValue: string | null;
              file: string;
              fileDate: string;
            }[];
            trustScore: {
              companyId: number;
              score: number;
              /** @enum {string} */
              level: 'High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data';
              /** @enum {string} */
              bandLevel: 'High Trust' | 'Medium Trust' | 'Low Trust';
              coverage: {
                withData: ('registry' | 'GST' | 'reputation' | 'brand' | 'profile')[];
                withoutData: ('registry' | 'GST' | 'reputation' | 'brand' | 'profile')[];
                summary: string;
                lowestScore: number;
                highestScore: number;
              };
              redFlags: {
                title: string;
                points: number;
                source: string;
                date: string | null;
              }[];
              ruleVersion: number;
              history: {
                score: number;
                previousScore: number | null;
                /** @enum {string} */
                level: 'High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data';
                ruleVersion: number;
                reason: string;
                changedAt: string;
              }[];
              rawScore: number;
              rawMaxScore: number;
              scaled: boolean;
              components: {
                name: string;
                /** @enum {string} */
                status: 'verified' | 'pending' | 'failed' | 'not-applicable' | 'not-available';
                score: number;
                maxScore: number;
                description: string;
                details: string;
              }[];
              rating: {
                value: number;
                reviewCount: number;
                /** @enum {string} */
                source: 'third-party' | 'place' | 'maps';
                estimated: boolean;
              } | null;
              verdict: {
                /** @enum {string} */
                tone: 'red' | 'amber' | 'green' | 'grey';
                line: string;
                parts: {
                  /** @enum {string} */
                  kind: 'confirmed' | 'wrong' | 'unknown';
                  /** @enum {string} */
                  code:
                    | 'registered-since'
                    | 'registered'
                    | 'not-mca-company'
                    | 'not-matched'
                    | 'status-active'
                    | 'status-closed'
                    | 'status-insolvency'
                    | 'status-dormant'
                    | 'status-restricted'
                    | 'status-unknown'
                    | 'no-red-flags'
                    | 'upheld-reports'
                    | 'gstin-failed-check'
                    | 'gst-active'
                    | 'gst-not-active'
                    | 'gst-not-confirmed'
                    | 'gst-not-checked'
                    | 'filings-overdue'
                    | 'rated'
                    | 'no-reviews';
                  text: string;
                  source: string;
                  date: string | null;
                }[];
              };
            } | null;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No company has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiCompaniesIdReportPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A PDF of the profile as the page shows it, masked: the verdict, the trust score with its blocks and history, the registry facts, GST registrations, directors and charges where held, red flags and upheld reports, each block with its source and as-of date, the time it was generated and the live page. Sent as an attachment named trusthive-<CIN or id>-<yyyy-mm-dd>.pdf. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No company has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiCompaniesIdTrustScore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The score and its parts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: number;
            score: number;
            /** @enum {string} */
            level: 'High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data';
            /** @enum {string} */
            bandLevel: 'High Trust' | 'Medium Trust' | 'Low Trust';
            coverage: {
              withData: ('registry' | 'GST' | 'reputation' | 'brand' | 'profile')[];
              withoutData: ('registry' | 'GST' | 'reputation' | 'brand' | 'profile')[];
              summary: string;
              lowestScore: number;
              highestScore: number;
            };
            redFlags: {
              title: string;
              points: number;
              source: string;
              date: string | null;
            }[];
            ruleVersion: number;
            history: {
              score: number;
              previousScore: number | null;
              /** @enum {string} */
              level: 'High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data';
              ruleVersion: number;
              reason: string;
              changedAt: string;
            }[];
            rawScore: number;
            rawMaxScore: number;
            scaled: boolean;
            components: {
              name: string;
              /** @enum {string} */
              status: 'verified' | 'pending' | 'failed' | 'not-applicable' | 'not-available';
              score: number;
              maxScore: number;
              description: string;
              details: string;
            }[];
            rating: {
              value: number;
              reviewCount: number;
              /** @enum {string} */
              source: 'third-party' | 'place' | 'maps';
              estimated: boolean;
            } | null;
            verdict: {
              /** @enum {string} */
              tone: 'red' | 'amber' | 'green' | 'grey';
              line: string;
              parts: {
                /** @enum {string} */
                kind: 'confirmed' | 'wrong' | 'unknown';
                /** @enum {string} */
                code:
                  | 'registered-since'
                  | 'registered'
                  | 'not-mca-company'
                  | 'not-matched'
                  | 'status-active'
                  | 'status-closed'
                  | 'status-insolvency'
                  | 'status-dormant'
                  | 'status-restricted'
                  | 'status-unknown'
                  | 'no-red-flags'
                  | 'upheld-reports'
                  | 'gstin-failed-check'
                  | 'gst-active'
                  | 'gst-not-active'
                  | 'gst-not-confirmed'
                  | 'gst-not-checked'
                  | 'filings-overdue'
                  | 'rated'
                  | 'no-reviews';
                text: string;
                source: string;
                date: string | null;
              }[];
            };
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No company has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiCompaniesIdEnrichment: {
    parameters: {
      query?: {
        /** @example 0 */
        waitMs?: string;
      };
      header?: never;
      path: {
        /** @example 1024 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What is known so far. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: number;
            place: {
              /** @enum {string} */
              status: 'ready' | 'pending' | 'none' | 'failed' | 'off';
              data: {
                name: string;
                rating: number | null;
                userRatingsTotal: number | null;
                formattedAddress: string | null;
                formattedPhoneNumber: string | null;
                website: string | null;
                photos: {
                  reference: string;
                  width: number | null;
                  height: number | null;
                }[];
                reviews: {
                  authorName: string;
                  profilePhotoUrl: string | null;
                  rating: number;
                  relativeTimeDescription: string;
                  text: string;
                }[];
              } | null;
              error: string | null;
            };
            logo: {
              /** @enum {string} */
              status: 'ready' | 'pending' | 'none' | 'failed' | 'off';
              data: {
                url: string;
              } | null;
              error: string | null;
            };
            rating: {
              /** @enum {string} */
              status: 'ready' | 'pending' | 'none' | 'failed' | 'off';
              data: {
                score: number;
                reviewCount: number | null;
                source: string;
                /** Format: date-time */
                updatedAt: string;
              } | null;
              error: string | null;
            };
            email: {
              /** @enum {string} */
              status: 'ready' | 'pending' | 'none' | 'failed' | 'off';
              data: {
                email: string;
              } | null;
              error: string | null;
            };
            registry: {
              /** @enum {string} */
              status: 'ready' | 'pending' | 'none' | 'failed' | 'off';
              data: {
                /** Format: date-time */
                fetchedAt: string;
              } | null;
              error: string | null;
            };
            pending: ('place' | 'logo' | 'rating' | 'email' | 'registry')[];
            trustScore?: {
              companyId: number;
              score: number;
              /** @enum {string} */
              level: 'High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data';
              /** @enum {string} */
              bandLevel: 'High Trust' | 'Medium Trust' | 'Low Trust';
              coverage: {
                withData: ('registry' | 'GST' | 'reputation' | 'brand' | 'profile')[];
                withoutData: ('registry' | 'GST' | 'reputation' | 'brand' | 'profile')[];
                summary: string;
                lowestScore: number;
                highestScore: number;
              };
              redFlags: {
                title: string;
                points: number;
                source: string;
                date: string | null;
              }[];
              ruleVersion: number;
              history: {
                score: number;
                previousScore: number | null;
                /** @enum {string} */
                level: 'High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data';
                ruleVersion: number;
                reason: string;
                changedAt: string;
              }[];
              rawScore: number;
              rawMaxScore: number;
              scaled: boolean;
              components: {
                name: string;
                /** @enum {string} */
                status: 'verified' | 'pending' | 'failed' | 'not-applicable' | 'not-available';
                score: number;
                maxScore: number;
                description: string;
                details: string;
              }[];
              rating: {
                value: number;
                reviewCount: number;
                /** @enum {string} */
                source: 'third-party' | 'place' | 'maps';
                estimated: boolean;
              } | null;
              verdict: {
                /** @enum {string} */
                tone: 'red' | 'amber' | 'green' | 'grey';
                line: string;
                parts: {
                  /** @enum {string} */
                  kind: 'confirmed' | 'wrong' | 'unknown';
                  /** @enum {string} */
                  code:
                    | 'registered-since'
                    | 'registered'
                    | 'not-mca-company'
                    | 'not-matched'
                    | 'status-active'
                    | 'status-closed'
                    | 'status-insolvency'
                    | 'status-dormant'
                    | 'status-restricted'
                    | 'status-unknown'
                    | 'no-red-flags'
                    | 'upheld-reports'
                    | 'gstin-failed-check'
                    | 'gst-active'
                    | 'gst-not-active'
                    | 'gst-not-confirmed'
                    | 'gst-not-checked'
                    | 'filings-overdue'
                    | 'rated'
                    | 'no-reviews';
                  text: string;
                  source: string;
                  date: string | null;
                }[];
              };
            };
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No company has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiGstinGstin: {
    parameters: {
      query?: {
        waitMs?: string;
      };
      header?: never;
      path: {
        /** @example 29AAGCA1234K1ZP */
        gstin: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the GST network says, or why it cannot say. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            gstin: string;
            /** @enum {string} */
            state: 'found' | 'not_found' | 'checking' | 'unavailable' | 'off';
            registration: {
              gstin: string;
              legalName: string;
              tradeName: string | null;
              status: string;
              registeredOn: string | null;
              cancelledOn: string | null;
              constitution: string | null;
              taxpayerType: string | null;
              principalPlace: {
                state: string | null;
                pincode: string | null;
              };
              natureOfBusiness: string[];
              einvoice: boolean | null;
              gstnUpdatedOn: string | null;
              /** Format: date-time */
              fetchedAt: string;
              provider: string;
              standIn: boolean;
              match: {
                company: {
                  id: number;
                  name: string;
                };
                /** @enum {string} */
                basis: 'pan' | 'legal_name_and_state';
                confirmedByStaff: boolean;
              } | null;
            } | null;
            listedBy: {
              id: number;
              name: string;
            }[];
          };
        };
      };
      /** @description Not a GSTIN, or its check character is wrong. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiDirectorsId: {
    parameters: {
      query?: {
        /** @example 0 */
        waitMs?: string;
      };
      header?: never;
      path: {
        /** @example 3f9a1c0e7b2d4a68 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The person, their companies and the trouble among them in plain words. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            din: string;
            /** @enum {string} */
            state: 'found' | 'checking' | 'unavailable' | 'off';
            source: string | null;
            companies: {
              name: string;
              companyId: number | null;
              status: string | null;
              designation: string | null;
              appointedOn: string | null;
              ceasedOn: string | null;
            }[];
            troubleSummary: string | null;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No director page has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiCompaniesIdClaims: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submit attempt, the same on a retry: a retry is answered, not stored twice. */
        'idempotency-key'?: string;
      };
      path: {
        /** @example 1024 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "mobile": "9876543210",
         *       "email": "asha@acme-industries.co.in",
         *       "directorIdProof": "Acme-id.pdf",
         *       "businessProof": "Acme-gst.png"
         *     }
         */
        'multipart/form-data': {
          mobile?: string;
          email?: string;
          /**
           * Format: binary
           * @description A PDF, JPEG or PNG of at most 10 MB.
           */
          directorIdProof: Blob;
          /**
           * Format: binary
           * @description A PDF, JPEG or PNG of at most 10 MB.
           */
          businessProof: Blob;
        };
      };
    };
    responses: {
      /** @description The claim is recorded. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No company has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The company is already claimed, or a claim for it is already under review. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The Idempotency-Key was sent before with a different request: a new submit needs a new key. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiCompaniesIdCorrections: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submit attempt, the same on a retry: a retry is answered, not stored twice. */
        'idempotency-key'?: string;
      };
      path: {
        /** @example 1024 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "field": "registeredOfficeAddress",
         *       "proposedValue": "Acme 1 MG Road, Mumbai",
         *       "evidence": "Acme The MCA filing of the new office.",
         *       "evidenceUrl": "Acme.acme.in/filing",
         *       "email": "asha@acme-industries.co.in"
         *     }
         */
        'application/json': {
          field?: string;
          proposedValue?: string;
          evidence?: string;
          evidenceUrl?: string;
          email?: string;
        };
      };
    };
    responses: {
      /** @description The request is recorded, pending review; its received mail is queued. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No company has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The Idempotency-Key was sent before with a different request: a new submit needs a new key. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The grid. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total: number;
            categories: {
              title: string;
              description: string;
              count: number;
              slug: string;
              featured: boolean;
              icon: string;
            }[];
          };
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiCategoriesSlug: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The category. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            name: string;
            slug: string;
            count: number;
            description: string;
            icon: string;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No category has this slug. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiCategoriesSlugFilters: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description States, classes, statuses, and the stored trust levels that occur. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            states: string[];
            classes: string[];
            statuses: string[];
            ratings: ('High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data')[];
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No category has this slug. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiCategoriesSlugCompanies: {
    parameters: {
      query?: {
        /** @example Acme Maharashtra */
        state?: string;
        /** @example Private */
        class?: string;
        /** @example Active */
        status?: string;
        rating?: string;
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path: {
        /** @example manufacturing */
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page (12). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            page: number;
            /** @constant */
            pageSize: 12;
            total: number;
            companies: {
              id: number;
              name: string;
              logo: string | null;
              description: string | null;
              category: string | null;
              location: string | null;
              companyClass: string | null;
              status: string | null;
              verified: boolean;
              nicCode: string | null;
              domainName: string | null;
              trustScore: number | null;
              trustLevel: ('High Trust' | 'Medium Trust' | 'Low Trust' | 'Limited data') | null;
              verdict: {
                /** @enum {string} */
                tone: 'red' | 'amber' | 'green' | 'grey';
                parts: {
                  /** @enum {string} */
                  kind: 'confirmed' | 'wrong' | 'unknown';
                  text: string;
                }[];
              } | null;
            }[];
          };
        };
      };
      /** @description A page that is not a whole number of at least 1, or a rating that is not a trust level. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No category has this slug. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiEntityTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description In order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entityTypes: {
              entityType: string;
              registeredWithMca: boolean;
              notes: string | null;
            }[];
          };
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiPhotosReference: {
    parameters: {
      query?: {
        /** @example 300 */
        maxwidth?: '300' | '800';
      };
      header?: never;
      path: {
        /** @example AcmeAbCdEf0123 */
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image bytes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': Blob;
        };
      };
      /** @description A reference that is not a photo reference, or a bad width. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No such photo (or maps are off). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The maps provider is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiRegistrations: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submit attempt, the same on a retry: a retry is answered, not stored twice. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "entityType": "Private Limited",
         *       "relationshipType": "brand_owner",
         *       "companyName": "Acme Traders 1",
         *       "cin": "U28100MH2020PTC345678",
         *       "website": "Acme.acme.in",
         *       "email": "asha@acme-industries.co.in",
         *       "phone": "9876543210",
         *       "domainName": "Acme.acme.in",
         *       "brands": [
         *         {
         *           "id": "row-Acme",
         *           "brandName": "Acme Brand",
         *           "trademarkName": "Acme TM",
         *           "website": "Acme.acme.in"
         *         }
         *       ],
         *       "address": "Acme 12 MG Road",
         *       "state": "Maharashtra",
         *       "city": "Mumbai",
         *       "pincode": "400001",
         *       "contactPerson": "Acme Asha",
         *       "designation": "Acme Director",
         *       "category": "Retail",
         *       "description": "Acme We trade.",
         *       "agreeTerms": true
         *     }
         */
        'application/json': {
          entityType?: string;
          relationshipType?: string;
          companyName?: string;
          cin?: string;
          website?: string;
          email?: string;
          phone?: string;
          domainName?: string;
          logo?: string | '';
          /** @default false */
          wantsBrandAuthorization?: boolean;
          brands?: {
            id?: string;
            brandName?: string;
            trademarkName?: string;
            website?: string;
            logo?: string | '';
            /** @default false */
            wantsAuthorization?: boolean;
            companyId?: number | string;
            companyName?: string;
          }[];
          selectedBrandCompanies?: {
            companyId: number;
            brandName?: string;
            /** @default false */
            wantsAuthorization?: boolean;
          }[];
          address?: string;
          state?: string;
          city?: string;
          pincode?: string;
          /**
           * @default India
           * @constant
           */
          country?: 'India';
          gstin?: string;
          contactPerson?: string;
          designation?: string;
          category?: string;
          description?: string;
          /** @default false */
          agreeTerms?: boolean;
        };
      };
    };
    responses: {
      /** @description The company is listed. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The CIN is already listed (companyId names the listing), or a registration of it is waiting for review (no companyId). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: {
              title: string;
              message: string;
              field?: string;
            };
            companyId?: number;
          };
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The Idempotency-Key was sent before with a different request: a new submit needs a new key. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiUploadsLogos: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submit attempt, the same on a retry: a retry is answered, not stored twice. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme logo",
         *       "file": "Acme.png"
         *     }
         */
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A PNG, JPEG, WebP, GIF or AVIF of at most 5 MB.
           */
          file: Blob;
          /** @description The name the file is stored under. */
          name?: string;
        };
      };
    };
    responses: {
      /** @description Stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
            key: string;
            deleteToken: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The Idempotency-Key was sent before with a different request: a new submit needs a new key. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteApiUploadsLogosKey: {
    parameters: {
      query?: never;
      header: {
        /** @description The deleteToken of the upload's answer, sent only to the uploader. */
        'x-delete-token': string;
      };
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The x-delete-token is missing or is not the one this upload answered with: only its uploader may delete a logo. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No logo has this key. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A listed profile shows this logo. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getMediaPath: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The object key under public storage, slashes included. */
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': Blob;
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No file at this address. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiReports: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submit attempt, the same on a retry: a retry is answered, not stored twice. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyName": "Acme Acme",
         *       "companyId": "1024",
         *       "companyWebsite": "Acme.acme.in",
         *       "reportType": "Scam",
         *       "description": "Acme They took the money.",
         *       "evidence": "Acme Receipts.",
         *       "name": "Acme Ravi",
         *       "email": "asha@acme-industries.co.in",
         *       "phone": "9876543210",
         *       "agreeTerms": true
         *     }
         */
        'application/json': {
          companyName?: string;
          companyId?: number | string;
          companyWebsite?: string;
          reportType?: string;
          description?: string;
          evidence?: string;
          name?: string;
          email?: string;
          phone?: string;
          /** @default false */
          agreeTerms?: boolean;
        };
      };
    };
    responses: {
      /** @description The report is recorded. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The Idempotency-Key was sent before with a different request: a new submit needs a new key. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiContact: {
    parameters: {
      query?: never;
      header?: {
        /** @description One per submit attempt, the same on a retry: a retry is answered, not stored twice. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme Ravi",
         *       "email": "asha@acme-industries.co.in",
         *       "subject": "Feedback",
         *       "message": "Acme Hello."
         *     }
         */
        'application/json': {
          name?: string;
          email?: string;
          subject?: string;
          message?: string;
        };
      };
    };
    responses: {
      /** @description The message is recorded. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The Idempotency-Key was sent before with a different request: a new submit needs a new key. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiEventsSearch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "searchTerm": "Acme acme",
         *       "searchType": "name",
         *       "resultsCount": 1
         *     }
         */
        'application/json': {
          searchTerm: string;
          /** @enum {string} */
          searchType: 'name' | 'cin' | 'brand' | 'director';
          resultsCount: number;
        };
      };
    };
    responses: {
      /** @description Queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The event queue is down. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiEventsProfileViews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyId": "1024",
         *       "referrer": "https://a.in/Acme"
         *     }
         */
        'application/json': {
          companyId: number | string;
          referrer?: string | null;
        };
      };
    };
    responses: {
      /** @description Queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The event queue is down. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiEventsWebsiteClicks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyId": "1024",
         *       "websiteUrl": "https://acme.in/Acme",
         *       "referrer": "https://a.in/Acme"
         *     }
         */
        'application/json': {
          companyId: number | string;
          /** Format: uri */
          websiteUrl: string;
          referrer?: string | null;
        };
      };
    };
    responses: {
      /** @description Queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The event queue is down. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiTrackViewDuration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyId": "1024",
         *       "viewDuration": 3,
         *       "userAgent": "Acme Mozilla/5.0",
         *       "referrer": "https://a.in/Acme"
         *     }
         */
        'application/json': {
          companyId: number | string;
          viewDuration: number;
          userAgent?: string | null;
          referrer?: string | null;
        };
        /**
         * @example {
         *       "companyId": "1024",
         *       "viewDuration": 3,
         *       "userAgent": "Acme Mozilla/5.0",
         *       "referrer": "https://a.in/Acme"
         *     }
         */
        'text/plain': {
          companyId: number | string;
          viewDuration: number;
          userAgent?: string | null;
          referrer?: string | null;
        };
      };
    };
    responses: {
      /** @description Queued. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The event queue is down. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: number;
              email: string;
              displayName: string;
              /** @enum {string} */
              role: 'moderator' | 'admin';
              totpEnabled: boolean;
              mustEnrolTotp: boolean;
              disabled: boolean;
              lastSignInAt: string | null;
              createdAt: string;
            };
            csrfToken: string;
          };
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "moderator@trusthive.in",
         *       "password": "correct horse battery staple"
         *     }
         */
        'application/json': {
          email: string;
          password: string;
          code?: string;
        };
      };
    };
    responses: {
      /** @description Signed in: the account and the CSRF token for writes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              id: number;
              email: string;
              displayName: string;
              /** @enum {string} */
              role: 'moderator' | 'admin';
              totpEnabled: boolean;
              mustEnrolTotp: boolean;
              disabled: boolean;
              lastSignInAt: string | null;
              createdAt: string;
            };
            csrfToken: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Email, password or code is incorrect, or the account is locked (the same answer for an unknown address), or the 6-digit code is needed (`field` is code). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description This address tried too often. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteApiStaffSession: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteApiStaffSessions: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every session ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffMeTotp: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "password": "correct horse battery staple"
         *     }
         */
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description The secret and its otpauth URI. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            otpauthUri: string;
          };
        };
      };
      /** @description The input is not valid, or the password is not the current one (`field` is password). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Two-factor sign-in is already on. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffMeTotpConfirm: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Two-factor sign-in is on. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            displayName: string;
            /** @enum {string} */
            role: 'moderator' | 'admin';
            totpEnabled: boolean;
            mustEnrolTotp: boolean;
            disabled: boolean;
            lastSignInAt: string | null;
            createdAt: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not started, or already on. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffMePassword: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current: string;
          code?: string;
          next: string;
        };
      };
    };
    responses: {
      /** @description Changed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid; the current password or code is wrong or missing (`field` is current or code); or the new password is too short, common, trivial, contains the e-mail address or was used before (`field` is next). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffAccounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The accounts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accounts: {
              id: number;
              email: string;
              displayName: string;
              /** @enum {string} */
              role: 'moderator' | 'admin';
              totpEnabled: boolean;
              mustEnrolTotp: boolean;
              disabled: boolean;
              lastSignInAt: string | null;
              createdAt: string;
            }[];
          };
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffAccounts: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "Acme.1@staff.example",
         *       "displayName": "Acme Staff 1",
         *       "role": "moderator",
         *       "password": "Acme-password-1"
         *     }
         */
        'application/json': {
          email: string;
          displayName: string;
          /** @enum {string} */
          role: 'moderator' | 'admin';
          password: string;
        };
      };
    };
    responses: {
      /** @description The account. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            displayName: string;
            /** @enum {string} */
            role: 'moderator' | 'admin';
            totpEnabled: boolean;
            mustEnrolTotp: boolean;
            disabled: boolean;
            lastSignInAt: string | null;
            createdAt: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A staff account with this email already exists. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  patchApiStaffAccountsId: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 7 */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "role": "moderator",
         *       "disabled": false
         *     }
         */
        'application/json': {
          /** @enum {string} */
          role?: 'moderator' | 'admin';
          disabled?: boolean;
        };
      };
    };
    responses: {
      /** @description The account. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            email: string;
            displayName: string;
            /** @enum {string} */
            role: 'moderator' | 'admin';
            totpEnabled: boolean;
            mustEnrolTotp: boolean;
            disabled: boolean;
            lastSignInAt: string | null;
            createdAt: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff account has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The last active admin cannot be disabled or demoted. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffAudit: {
    parameters: {
      query?: {
        /** @example 1 */
        actor?: number;
        /** @example Acme.none */
        action?: string;
        /** @example staff_account */
        subjectKind?: string;
        subjectId?: string;
        before?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              id: number;
              actor: {
                id: number;
                displayName: string;
              } | null;
              ownerEmail: string | null;
              action: string;
              subjectKind: string;
              subjectId: string;
              before: unknown;
              after: unknown;
              createdAt: string;
            }[];
            nextBefore: number | null;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueues: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The five queues. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            queues: {
              /** @enum {string} */
              kind:
                | 'registrations'
                | 'claims'
                | 'reports'
                | 'corrections'
                | 'contact'
                | 'owner-changes'
                | 'replies'
                | 'data-requests'
                | 'gst-matches';
              pending: number;
              oldestPendingAt: string | null;
            }[];
          };
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesRegistrations: {
    parameters: {
      query?: {
        /** @example newest */
        order?: 'newest' | 'oldest';
        /** @example pending */
        status?: 'pending' | 'approved' | 'rejected';
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the queue. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              companyName: string;
              cin: string | null;
              entityType: string | null;
              state: string | null;
              city: string | null;
              submittedAt: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
            }[];
            total: number;
            page: number;
            /** @constant */
            pageSize: 20;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description An unknown order or state, or a bad page. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesRegistrationsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 41 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            submittedAt: string;
            submitted: {
              companyName: string;
              cin: string | null;
              entityType: string | null;
              state: string | null;
              city: string | null;
              address: string | null;
              pincode: string | null;
              email: string | null;
              phone: string | null;
              website: string | null;
              category: string | null;
              description: string | null;
              relationshipType: string;
              contactPerson: string | null;
              designation: string | null;
              brands: string[];
            };
            registry:
              | {
                  /** @constant */
                  found: false;
                  /** @enum {string} */
                  reason: 'no_cin' | 'not_imported';
                }
              | {
                  /** @constant */
                  found: true;
                  companyName: string;
                  state: string | null;
                  status: string | null;
                  companyClass: string | null;
                  registrationDate: string | null;
                  sourceFile: string | null;
                  sourceDate: string | null;
                };
            differences: {
              /** @enum {string} */
              field: 'companyName' | 'state' | 'status';
              submitted: string | null;
              registry: string | null;
            }[];
            similar: {
              id: number;
              name: string;
              cin: string | null;
              state: string | null;
              similarity: number;
            }[];
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No registration has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesRegistrationsIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 41 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "approve"
         *     }
         */
        'application/json':
          | {
              /** @constant */
              outcome: 'approve';
            }
          | {
              /** @constant */
              outcome: 'reject';
              reason: string;
            };
      };
    };
    responses: {
      /** @description The decided registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            submittedAt: string;
            submitted: {
              companyName: string;
              cin: string | null;
              entityType: string | null;
              state: string | null;
              city: string | null;
              address: string | null;
              pincode: string | null;
              email: string | null;
              phone: string | null;
              website: string | null;
              category: string | null;
              description: string | null;
              relationshipType: string;
              contactPerson: string | null;
              designation: string | null;
              brands: string[];
            };
            registry:
              | {
                  /** @constant */
                  found: false;
                  /** @enum {string} */
                  reason: 'no_cin' | 'not_imported';
                }
              | {
                  /** @constant */
                  found: true;
                  companyName: string;
                  state: string | null;
                  status: string | null;
                  companyClass: string | null;
                  registrationDate: string | null;
                  sourceFile: string | null;
                  sourceDate: string | null;
                };
            differences: {
              /** @enum {string} */
              field: 'companyName' | 'state' | 'status';
              submitted: string | null;
              registry: string | null;
            }[];
            similar: {
              id: number;
              name: string;
              cin: string | null;
              state: string | null;
              similarity: number;
            }[];
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No registration has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Already decided: the message says how, by whom and when. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesCorrections: {
    parameters: {
      query?: {
        /** @example newest */
        order?: 'newest' | 'oldest';
        /** @example pending */
        status?: 'pending' | 'accepted' | 'declined';
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, the total and the oldest pending request’s time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              companyId: number;
              companyName: string;
              /** @enum {string} */
              field:
                'email' | 'website' | 'registeredOfficeAddress' | 'pincode' | 'businessCategory';
              proposedValue: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'declined';
              createdAt: string;
              decision: {
                decidedAt: string;
                decidedBy: string;
                reason: string | null;
              } | null;
            }[];
            total: number;
            page: number;
            /** @constant */
            pageSize: 20;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesCorrectionsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            companyId: number;
            companyName: string;
            /** @enum {string} */
            field: 'email' | 'website' | 'registeredOfficeAddress' | 'pincode' | 'businessCategory';
            proposedValue: string;
            /** @enum {string} */
            status: 'pending' | 'accepted' | 'declined';
            createdAt: string;
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
            currentValue: string | null;
            previousValue: string | null;
            evidence: string;
            evidenceUrl: string | null;
            requesterEmail: string;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No correction request has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesCorrectionsIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 12 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "accept"
         *     }
         */
        'application/json':
          | {
              /** @constant */
              outcome: 'accept';
            }
          | {
              /** @constant */
              outcome: 'decline';
              reason: string;
            };
      };
    };
    responses: {
      /** @description The decided request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            companyId: number;
            companyName: string;
            /** @enum {string} */
            field: 'email' | 'website' | 'registeredOfficeAddress' | 'pincode' | 'businessCategory';
            proposedValue: string;
            /** @enum {string} */
            status: 'pending' | 'accepted' | 'declined';
            createdAt: string;
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
            currentValue: string | null;
            previousValue: string | null;
            evidence: string;
            evidenceUrl: string | null;
            requesterEmail: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No correction request has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Already decided: the message names who decided it and when. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesContact: {
    parameters: {
      query?: {
        /** @example oldest */
        order?: 'newest' | 'oldest';
        /** @example unhandled */
        status?: 'unhandled' | 'handled';
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, the total and the oldest waiting message’s time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              name: string;
              email: string;
              subject: string;
              excerpt: string;
              createdAt: string;
              handledAt: string | null;
              handledBy: string | null;
            }[];
            total: number;
            page: number;
            /** @constant */
            pageSize: 20;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesContactId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 9 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The message. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            email: string;
            subject: string;
            excerpt: string;
            createdAt: string;
            handledAt: string | null;
            handledBy: string | null;
            message: string;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No contact message has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesContactIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 9 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "handled"
         *     }
         */
        'application/json': {
          /** @constant */
          outcome: 'handled';
        };
      };
    };
    responses: {
      /** @description The message as handled (by whoever handled it first). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            email: string;
            subject: string;
            excerpt: string;
            createdAt: string;
            handledAt: string | null;
            handledBy: string | null;
            message: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or an admin route called by a moderator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No contact message has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesClaims: {
    parameters: {
      query?: {
        /** @example oldest */
        order?: 'newest' | 'oldest';
        /** @example pending */
        status?: string;
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of claims. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              companyId: number;
              companyName: string;
              email: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              createdAt: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description The status or page is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesClaimsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The claim. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            createdAt: string;
            company: {
              id: number;
              name: string;
              cin: string | null;
              website: string | null;
              domainName: string | null;
              isClaimed: boolean;
            };
            mobile: string;
            email: string;
            emailDomain: {
              emailDomain: string;
              companyDomain: string | null;
              /** @enum {string} */
              verdict: 'matches' | 'differs' | 'no_company_domain';
            };
            documents: {
              /** @enum {string} */
              kind: 'director-id-proof' | 'business-proof';
              contentType: string;
              url: string;
            }[];
            decision: {
              decidedAt: string;
              decidedBy: string | null;
              /** @enum {string} */
              outcome: 'approved' | 'rejected';
              reason: string | null;
            } | null;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No claim has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesClaimsIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @constant */
              outcome: 'approve';
            }
          | {
              /** @constant */
              outcome: 'reject';
              reason: string;
            };
      };
    };
    responses: {
      /** @description The decided claim. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            createdAt: string;
            company: {
              id: number;
              name: string;
              cin: string | null;
              website: string | null;
              domainName: string | null;
              isClaimed: boolean;
            };
            mobile: string;
            email: string;
            emailDomain: {
              emailDomain: string;
              companyDomain: string | null;
              /** @enum {string} */
              verdict: 'matches' | 'differs' | 'no_company_domain';
            };
            documents: {
              /** @enum {string} */
              kind: 'director-id-proof' | 'business-proof';
              contentType: string;
              url: string;
            }[];
            decision: {
              decidedAt: string;
              decidedBy: string | null;
              /** @enum {string} */
              outcome: 'approved' | 'rejected';
              reason: string | null;
            } | null;
          };
        };
      };
      /** @description The decision is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No item has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The item was already decided; the message says by whom and when. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesGstMatches: {
    parameters: {
      query?: {
        /** @example oldest */
        order?: 'newest' | 'oldest';
        /** @example pending */
        status?: 'pending' | 'confirmed' | 'undone';
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, the total and the oldest undecided match’s time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              gstin: string;
              legalName: string;
              tradeName: string | null;
              gstStatus: string;
              state: string | null;
              company: {
                id: number;
                name: string;
                state: string | null;
              };
              /** @enum {string} */
              basis: 'pan' | 'legal_name_and_state';
              createdAt: string;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'undone';
              decidedAt: string | null;
              decidedBy: string | null;
              standIn: boolean;
            }[];
            total: number;
            page: number;
            /** @constant */
            pageSize: 20;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description The status or page is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesGstMatchesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 7 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The match. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            gstin: string;
            legalName: string;
            tradeName: string | null;
            gstStatus: string;
            state: string | null;
            company: {
              id: number;
              name: string;
              state: string | null;
            };
            /** @enum {string} */
            basis: 'pan' | 'legal_name_and_state';
            createdAt: string;
            /** @enum {string} */
            status: 'pending' | 'confirmed' | 'undone';
            decidedAt: string | null;
            decidedBy: string | null;
            standIn: boolean;
            cin: string | null;
            gstnUpdatedOn: string | null;
            fetchedAt: string;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No matched GST registration has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesGstMatchesIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 7 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "confirm"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          outcome: 'confirm' | 'undo';
        };
      };
    };
    responses: {
      /** @description The decided match. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            gstin: string;
            legalName: string;
            tradeName: string | null;
            gstStatus: string;
            state: string | null;
            company: {
              id: number;
              name: string;
              state: string | null;
            };
            /** @enum {string} */
            basis: 'pan' | 'legal_name_and_state';
            createdAt: string;
            /** @enum {string} */
            status: 'pending' | 'confirmed' | 'undone';
            decidedAt: string | null;
            decidedBy: string | null;
            standIn: boolean;
            cin: string | null;
            gstnUpdatedOn: string | null;
            fetchedAt: string;
          };
        };
      };
      /** @description The decision is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No item has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Already decided (the message says by whom and when), or no longer matched. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesClaimsIdDocumentsWhich: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        which: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document as stored: a PDF, JPEG or PNG. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': Blob;
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No claim has this id, or no such document. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesReports: {
    parameters: {
      query?: {
        /** @example newest */
        order?: 'newest' | 'oldest';
        /** @example open */
        status?: string;
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of reports. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              companyId: number | null;
              companyName: string;
              reportType: string;
              /** @enum {string} */
              status: 'open' | 'upheld' | 'dismissed';
              createdAt: string;
            }[];
            total: number;
            page: number;
            pageSize: number;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description The status or page is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesReportsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            status: 'open' | 'upheld' | 'dismissed';
            createdAt: string;
            company: {
              id: number;
              name: string;
            } | null;
            companyName: string;
            companyWebsite: string | null;
            reportType: string;
            description: string;
            evidence: string | null;
            reporter: {
              name: string;
              email: string;
              phone: string | null;
            };
            decision: {
              decidedAt: string;
              decidedBy: string | null;
              /** @enum {string} */
              outcome: 'upheld' | 'dismissed';
              reason: string | null;
              summary: string | null;
            } | null;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No report has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesReportsIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @constant */
              outcome: 'uphold';
              summary: string;
            }
          | {
              /** @constant */
              outcome: 'dismiss';
              reason: string;
            };
      };
    };
    responses: {
      /** @description The decided report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            /** @enum {string} */
            status: 'open' | 'upheld' | 'dismissed';
            createdAt: string;
            company: {
              id: number;
              name: string;
            } | null;
            companyName: string;
            companyWebsite: string | null;
            reportType: string;
            description: string;
            evidence: string | null;
            reporter: {
              name: string;
              email: string;
              phone: string | null;
            };
            decision: {
              decidedAt: string;
              decidedBy: string | null;
              /** @enum {string} */
              outcome: 'upheld' | 'dismissed';
              reason: string | null;
              summary: string | null;
            } | null;
          };
        };
      };
      /** @description The decision is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No item has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The item was already decided; the message says by whom and when. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesReplies: {
    parameters: {
      query?: {
        /** @example oldest */
        order?: 'newest' | 'oldest';
        /** @example pending */
        status?: 'pending' | 'published' | 'declined';
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, the total and the oldest pending reply’s time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              reportId: number;
              companyId: number;
              companyName: string;
              reportSummary: string;
              body: string;
              /** @enum {string} */
              status: 'pending' | 'published' | 'declined';
              createdAt: string;
              decision: {
                decidedAt: string;
                decidedBy: string;
                reason: string | null;
              } | null;
            }[];
            total: number;
            page: number;
            /** @constant */
            pageSize: 20;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description The status or page is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesRepliesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 3 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reply. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            reportId: number;
            companyId: number;
            companyName: string;
            reportSummary: string;
            body: string;
            /** @enum {string} */
            status: 'pending' | 'published' | 'declined';
            createdAt: string;
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
            ownerEmail: string;
            reportUpheldOn: string | null;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No reply has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesRepliesIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 3 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "publish"
         *     }
         */
        'application/json':
          | {
              /** @constant */
              outcome: 'publish';
            }
          | {
              /** @constant */
              outcome: 'decline';
              reason: string;
            };
      };
    };
    responses: {
      /** @description The decided reply. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            reportId: number;
            companyId: number;
            companyName: string;
            reportSummary: string;
            body: string;
            /** @enum {string} */
            status: 'pending' | 'published' | 'declined';
            createdAt: string;
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
            ownerEmail: string;
            reportUpheldOn: string | null;
          };
        };
      };
      /** @description The decision is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No item has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The item was already decided; the message says by whom and when. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountSignInLinks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "asha@acme-industries.co.in"
         *     }
         */
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description The same answer whether or not the address belongs to an owner; a link is mailed only when it does. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many links asked for this address, or from this IP address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            owner: {
              email: string;
              hasPassword: boolean;
            };
            csrfToken: string;
          };
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Signed in: the owner and the CSRF token for writes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            owner: {
              email: string;
              hasPassword: boolean;
            };
            csrfToken: string;
          };
        };
      };
      /** @description The link is not valid (`field` is token). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The link was already used, or it expired (15 minutes): ask for a new one. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many sign-ins from this address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteApiAccountSession: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountSessionPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "owner@acme-industries.co.in",
         *       "password": "correct horse battery staple"
         *     }
         */
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Signed in: the owner and the CSRF token for writes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            owner: {
              email: string;
              hasPassword: boolean;
            };
            csrfToken: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Email or password is incorrect, or password sign-in is locked (the same answer for an unknown address). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description This address tried too often. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteApiAccountSessions: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every session ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putApiAccountPassword: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current?: string;
          next: string;
        };
      };
    };
    responses: {
      /** @description Saved. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is not valid; the current password is wrong (`field` is current); or the new password is too short, common, trivial, contains the e-mail address or was used before (`field` is next). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or a first password more than 5 minutes after signing in (sign in again with a link). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The companies. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companies: {
              id: number;
              name: string;
              cin: string | null;
              status: string | null;
              profilePath: string;
              isVerified: boolean;
            }[];
          };
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesOwnerChanges: {
    parameters: {
      query?: {
        /** @example oldest */
        order?: 'newest' | 'oldest';
        /** @example pending */
        status?: 'pending' | 'approved' | 'declined';
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, the total and the oldest pending request’s time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              companyId: number;
              companyName: string;
              change:
                | {
                    /** @constant */
                    kind: 'website';
                    website: string;
                    domainName: string;
                  }
                | {
                    /** @constant */
                    kind: 'brand-add';
                    brandName: string;
                    trademarkName: string | null;
                    website: string | null;
                  }
                | {
                    /** @constant */
                    kind: 'brand-remove';
                    brandId: number;
                    brandName: string;
                  }
                | {
                    /** @constant */
                    kind: 'brand-authorization';
                  }
                | {
                    /** @constant */
                    kind: 'logo';
                    logo: string | null;
                  }
                | {
                    /** @constant */
                    kind: 'phone';
                    phone: string;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'declined';
              createdAt: string;
              decision: {
                decidedAt: string;
                decidedBy: string;
                reason: string | null;
              } | null;
            }[];
            total: number;
            page: number;
            /** @constant */
            pageSize: 20;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesOwnerChangesId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 5 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            companyId: number;
            companyName: string;
            change:
              | {
                  /** @constant */
                  kind: 'website';
                  website: string;
                  domainName: string;
                }
              | {
                  /** @constant */
                  kind: 'brand-add';
                  brandName: string;
                  trademarkName: string | null;
                  website: string | null;
                }
              | {
                  /** @constant */
                  kind: 'brand-remove';
                  brandId: number;
                  brandName: string;
                }
              | {
                  /** @constant */
                  kind: 'brand-authorization';
                }
              | {
                  /** @constant */
                  kind: 'logo';
                  logo: string | null;
                }
              | {
                  /** @constant */
                  kind: 'phone';
                  phone: string;
                };
            /** @enum {string} */
            status: 'pending' | 'approved' | 'declined';
            createdAt: string;
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
            ownerEmail: string;
            current: {
              website: string | null;
              domainName: string | null;
              wantsBrandAuthorization: boolean;
              brands: {
                id: number;
                brandName: string;
                trademarkName: string | null;
                website: string | null;
              }[];
              logo: string | null;
              phone: string | null;
            };
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner change request has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesOwnerChangesIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 5 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "approve"
         *     }
         */
        'application/json':
          | {
              /** @constant */
              outcome: 'approve';
            }
          | {
              /** @constant */
              outcome: 'decline';
              reason: string;
            };
      };
    };
    responses: {
      /** @description The decided request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            companyId: number;
            companyName: string;
            change:
              | {
                  /** @constant */
                  kind: 'website';
                  website: string;
                  domainName: string;
                }
              | {
                  /** @constant */
                  kind: 'brand-add';
                  brandName: string;
                  trademarkName: string | null;
                  website: string | null;
                }
              | {
                  /** @constant */
                  kind: 'brand-remove';
                  brandId: number;
                  brandName: string;
                }
              | {
                  /** @constant */
                  kind: 'brand-authorization';
                }
              | {
                  /** @constant */
                  kind: 'logo';
                  logo: string | null;
                }
              | {
                  /** @constant */
                  kind: 'phone';
                  phone: string;
                };
            /** @enum {string} */
            status: 'pending' | 'approved' | 'declined';
            createdAt: string;
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
            ownerEmail: string;
            current: {
              website: string | null;
              domainName: string | null;
              wantsBrandAuthorization: boolean;
              brands: {
                id: number;
                brandName: string;
                trademarkName: string | null;
                website: string | null;
              }[];
              logo: string | null;
              phone: string | null;
            };
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner change request has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Already decided (the message names who and when), the brand to remove is gone, or the logo was deleted or is shown on another profile. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountCompaniesIdProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 1024 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            description: string | null;
            phone: string | null;
            contactEmail: string | null;
            logo: string | null;
            website: string | null;
            domainName: string | null;
            wantsBrandAuthorization: boolean;
            brands: {
              id: number;
              brandName: string;
              trademarkName: string | null;
              website: string | null;
            }[];
            ownerUpdatedAt: string | null;
            ownerUpdatedFields: ('description' | 'phone' | 'contactEmail' | 'logo')[];
            pendingReview: ('description' | 'phone' | 'contactEmail' | 'logo')[];
            pendingContactEmail: string | null;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in owner does not own this company (another owner's answers as a missing one). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  patchApiAccountCompaniesId: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 1024 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "description": "Makers of steel kitchenware Acme 1.",
         *       "phone": "9876543210",
         *       "contactEmail": "sales.Acme@acme-industries.co.in"
         *     }
         */
        'application/json': {
          description?: string;
          phone?: string;
          contactEmail?: string;
          logo?: string;
        };
      };
    };
    responses: {
      /** @description The company as visitors now see it, with the fields waiting for review (`pendingReview`) and the address waiting for its link (`pendingContactEmail`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            name: string;
            description: string | null;
            phone: string | null;
            contactEmail: string | null;
            logo: string | null;
            website: string | null;
            domainName: string | null;
            wantsBrandAuthorization: boolean;
            brands: {
              id: number;
              brandName: string;
              trademarkName: string | null;
              website: string | null;
            }[];
            ownerUpdatedAt: string | null;
            ownerUpdatedFields: ('description' | 'phone' | 'contactEmail' | 'logo')[];
            pendingReview: ('description' | 'phone' | 'contactEmail' | 'logo')[];
            pendingContactEmail: string | null;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token, or a logo that is not the owner's own upload (`field` is logo). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in owner does not own this company (another owner's answers as a missing one). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The logo is already shown on a profile (`field` is logo). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountContactEmailConfirmations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Confirmed: the company and the address it now shows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: number;
            companyName: string;
            contactEmail: string;
          };
        };
      };
      /** @description The link is not valid (`field` is token). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The link was already used or replaced by a newer one, or it expired (48 hours). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountCompaniesIdChangeRequests: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 1024 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The requests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            requests: {
              id: number;
              change:
                | {
                    /** @constant */
                    kind: 'website';
                    website: string;
                    domainName: string;
                  }
                | {
                    /** @constant */
                    kind: 'brand-add';
                    brandName: string;
                    trademarkName: string | null;
                    website: string | null;
                  }
                | {
                    /** @constant */
                    kind: 'brand-remove';
                    brandId: number;
                    brandName: string;
                  }
                | {
                    /** @constant */
                    kind: 'brand-authorization';
                  }
                | {
                    /** @constant */
                    kind: 'logo';
                    logo: string | null;
                  }
                | {
                    /** @constant */
                    kind: 'phone';
                    phone: string;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'declined';
              createdAt: string;
              decidedAt: string | null;
              reason: string | null;
            }[];
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The signed-in owner does not own this company (another owner's answers as a missing one). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountCompaniesIdChangeRequests: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 1024 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "kind": "brand-add",
         *       "brandName": "Kitchen Star Acme 1",
         *       "trademarkName": "KITCHEN STAR Acme",
         *       "website": "https://kitchenstar-1.example.in/Acme"
         *     }
         */
        'application/json':
          | {
              /** @constant */
              kind: 'website';
              website?: string;
            }
          | {
              /** @constant */
              kind: 'brand-add';
              brandName?: string;
              trademarkName?: string;
              website?: string;
            }
          | {
              /** @constant */
              kind: 'brand-remove';
              /** @description The id of one of the company’s brands. */
              brandId: unknown;
            }
          | {
              /** @constant */
              kind: 'brand-authorization';
            };
      };
    };
    responses: {
      /** @description The request, pending review. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            change:
              | {
                  /** @constant */
                  kind: 'website';
                  website: string;
                  domainName: string;
                }
              | {
                  /** @constant */
                  kind: 'brand-add';
                  brandName: string;
                  trademarkName: string | null;
                  website: string | null;
                }
              | {
                  /** @constant */
                  kind: 'brand-remove';
                  brandId: number;
                  brandName: string;
                }
              | {
                  /** @constant */
                  kind: 'brand-authorization';
                }
              | {
                  /** @constant */
                  kind: 'logo';
                  logo: string | null;
                }
              | {
                  /** @constant */
                  kind: 'phone';
                  phone: string;
                };
            /** @enum {string} */
            status: 'pending' | 'approved' | 'declined';
            createdAt: string;
            decidedAt: string | null;
            reason: string | null;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Not the owner's company, or (brand-remove) not one of its brands. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The same change is already waiting, or brand authorization was already asked. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountCompaniesIdReports: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 1024 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upheld reports, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            reports: {
              id: number;
              summary: string;
              upheldOn: string;
              reply: {
                body: string;
                /** @enum {string} */
                status: 'pending' | 'published' | 'declined';
                createdAt: string;
                decidedAt: string | null;
                declineReason: string | null;
              } | null;
            }[];
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The company is not one of this owner’s (answered exactly as a missing one). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountCompaniesIdReportsReportIdReply: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 1024 */
        id: string;
        /** @example 88 */
        reportId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "body": "Acme We refunded every affected order (1)."
         *     }
         */
        'application/json': {
          body?: string;
        };
      };
    };
    responses: {
      /** @description The report with the reply, waiting for review. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            summary: string;
            upheldOn: string;
            reply: {
              body: string;
              /** @enum {string} */
              status: 'pending' | 'published' | 'declined';
              createdAt: string;
              decidedAt: string | null;
              declineReason: string | null;
            } | null;
          };
        };
      };
      /** @description The reply is empty or too long; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The company is not this owner’s, or it has no upheld report with this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description This report already has a reply waiting for review or published. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The keys, newest first, revoked ones included; never a key itself. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            keys: {
              id: string;
              name: string;
              prefix: string;
              createdAt: string;
              lastUsedAt: string | null;
              revokedAt: string | null;
              limits: {
                perSecond: number;
                perDay: number;
                perMonth: number;
              };
              usedThisMonth: number;
              usage: {
                day: string;
                requests: number;
              }[];
            }[];
            maxLiveKeys: number;
          };
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountApiKeys: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme key 1"
         *     }
         */
        'application/json': {
          name?: string;
        };
      };
    };
    responses: {
      /** @description The key and its secret. TrustHive keeps only its SHA-256 digest: the secret cannot be shown again. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            key: {
              id: string;
              name: string;
              prefix: string;
              createdAt: string;
              lastUsedAt: string | null;
              revokedAt: string | null;
              limits: {
                perSecond: number;
                perDay: number;
                perMonth: number;
              };
              usedThisMonth: number;
              usage: {
                day: string;
                requests: number;
              }[];
            };
            secret: string;
          };
        };
      };
      /** @description The name is empty, too long or not one line; `field` is name. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account already holds as many live keys as it may: revoke one first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteApiAccountApiKeysId: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key, revoked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            prefix: string;
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
            limits: {
              perSecond: number;
              perDay: number;
              perMonth: number;
            };
            usedThisMonth: number;
            usage: {
              day: string;
              requests: number;
            }[];
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No key of this account has this id (another account’s key answers the same). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountBulkChecksUploads: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file": "Acme-suppliers.csv"
         *     }
         */
        'multipart/form-data': {
          /**
           * Format: binary
           * @description A CSV in UTF-8 (a byte-order mark is fine) or an Excel workbook (.xlsx) of at most 10000 data rows and 8 MB.
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Read and kept privately (a day, until a check is started from it). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            uploadId: string;
            fileName: string;
            /** @enum {string} */
            kind: 'csv' | 'xlsx';
            totalRows: number;
            columns: number;
            header: string[] | null;
            preview: string[][];
            suggestedMapping: {
              cin: number | null;
              gstin: number | null;
              pan: number | null;
              name: number | null;
              state: number | null;
            };
          };
        };
      };
      /** @description No file; a CSV not in UTF-8 (UTF-16, a Windows code page); a file that is no table; or no rows. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The file is larger than 8 MB or has more than 10000 data rows. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The file is neither a CSV nor an .xlsx workbook, or the body is not multipart. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountBulkChecks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            checks: {
              /** Format: uuid */
              id: string;
              fileName: string;
              /** @enum {string} */
              kind: 'csv' | 'xlsx';
              /** @enum {string} */
              status: 'queued' | 'running' | 'done' | 'failed';
              totalRows: number;
              rowsDone: number;
              badRows: number;
              createdAt: string;
              finishedAt: string | null;
              expiresAt: string;
            }[];
          };
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountBulkChecks: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          uploadId: string;
          fileName: string;
          hasHeader: boolean;
          mapping: {
            cin: number | null;
            gstin: number | null;
            pan: number | null;
            name: number | null;
            state: number | null;
          };
        };
      };
    };
    responses: {
      /** @description The check, queued. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            fileName: string;
            /** @enum {string} */
            kind: 'csv' | 'xlsx';
            /** @enum {string} */
            status: 'queued' | 'running' | 'done' | 'failed';
            totalRows: number;
            rowsDone: number;
            badRows: number;
            createdAt: string;
            finishedAt: string | null;
            expiresAt: string;
          };
        };
      };
      /** @description No identifier column chosen, a column given two meanings, or one the file lacks; `field` names it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No upload of this account has this id (uploads are kept a day). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountBulkChecksId: {
    parameters: {
      query?: {
        page?: number;
        outcome?: 'matched' | 'candidates' | 'not_found' | 'bad';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Progress and results. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            check: {
              /** Format: uuid */
              id: string;
              fileName: string;
              /** @enum {string} */
              kind: 'csv' | 'xlsx';
              /** @enum {string} */
              status: 'queued' | 'running' | 'done' | 'failed';
              totalRows: number;
              rowsDone: number;
              badRows: number;
              createdAt: string;
              finishedAt: string | null;
              expiresAt: string;
            };
            outcomes: {
              matched: number;
              candidates: number;
              notFound: number;
              bad: number;
            };
            page: number;
            pageSize: number;
            rows: {
              rowNumber: number;
              input: {
                [key: string]: string;
              };
              /** @enum {string} */
              outcome: 'matched' | 'candidates' | 'not_found' | 'bad';
              reason:
                | (
                    | 'empty'
                    | 'cinMalformed'
                    | 'gstinMalformed'
                    | 'gstinCheckDigit'
                    | 'panMalformed'
                    | 'nameTooShort'
                    | 'stateUnknown'
                  )
                | null;
              confidence: ('high' | 'medium' | 'low') | null;
              company: {
                id: number;
                name: string;
                status: string | null;
                verdict: {
                  /** @enum {string} */
                  tone: 'red' | 'amber' | 'green' | 'grey';
                  parts: {
                    /** @enum {string} */
                    kind: 'confirmed' | 'wrong' | 'unknown';
                    text: string;
                  }[];
                } | null;
                verdictLine: string | null;
                trustScore: number | null;
                trustLevel: string | null;
                redFlags: string[];
                gstStatus: string | null;
              } | null;
              candidates: {
                companyId: number;
                name: string;
                location: string | null;
              }[];
            }[];
          };
        };
      };
      /** @description The page or outcome is not valid. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No check of this account has this id (another account’s answers the same). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteApiAccountBulkChecksId: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No check of this account has this id (another account’s answers the same). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountBulkChecksIdDownload: {
    parameters: {
      query: {
        format: 'csv' | 'xlsx';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The result, one line per row of the file, streamed as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': Blob;
        };
      };
      /** @description The format is neither csv nor xlsx. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No check of this account has this id (another account’s answers the same). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The check is not finished yet. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiYourDataRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "asha@acme-industries.co.in",
         *       "kind": "correction",
         *       "details": "Acme My name is misspelt."
         *     }
         */
        'application/json': {
          email?: string;
          kind?: string;
          details?: string;
        };
      };
    };
    responses: {
      /** @description The same answer for every address: a confirmation link is mailed to it, and the request reaches staff only once the link is followed. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests for this address, or from this IP address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiYourDataVerifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description The request is confirmed and with staff; its reference. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
            reference: string;
            /** @enum {string} */
            kind: 'access' | 'correction' | 'erasure';
          };
        };
      };
      /** @description The token is malformed or no request has it. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The link was already used, or has expired. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesDataRequests: {
    parameters: {
      query?: {
        /** @example oldest */
        order?: 'newest' | 'oldest';
        /** @example open */
        status?: 'open' | 'closed';
        /** @example 1 */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page, the total and the oldest open request’s time. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              reference: string;
              /** @enum {string} */
              kind: 'access' | 'correction' | 'erasure';
              email: string | null;
              /** @enum {string} */
              status: 'open' | 'exported' | 'corrected' | 'erased';
              createdAt: string;
              verifiedAt: string;
              dueAt: string;
              daysLeft: number;
              overdue: boolean;
              decision: {
                decidedAt: string;
                decidedBy: string;
                reason: string | null;
              } | null;
            }[];
            total: number;
            page: number;
            /** @constant */
            pageSize: 20;
            oldestPendingAt: string | null;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesDataRequestsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 2 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request and its export (null once erased). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            reference: string;
            /** @enum {string} */
            kind: 'access' | 'correction' | 'erasure';
            email: string | null;
            /** @enum {string} */
            status: 'open' | 'exported' | 'corrected' | 'erased';
            createdAt: string;
            verifiedAt: string;
            dueAt: string;
            daysLeft: number;
            overdue: boolean;
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
            details: string | null;
            export: {
              [key: string]: unknown;
            } | null;
          };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No confirmed data request has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiStaffQueuesDataRequestsIdDecision: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the staff session (sign-in or GET /api/staff/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 2 */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "outcome": "send-export"
         *     }
         */
        'application/json':
          | {
              /** @constant */
              outcome: 'send-export';
            }
          | {
              /** @constant */
              outcome: 'erase';
            }
          | {
              /** @constant */
              outcome: 'corrected';
              note: string;
            };
      };
    };
    responses: {
      /** @description The closed request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            reference: string;
            /** @enum {string} */
            kind: 'access' | 'correction' | 'erasure';
            email: string | null;
            /** @enum {string} */
            status: 'open' | 'exported' | 'corrected' | 'erased';
            createdAt: string;
            verifiedAt: string;
            dueAt: string;
            daysLeft: number;
            overdue: boolean;
            decision: {
              decidedAt: string;
              decidedBy: string;
              reason: string | null;
            } | null;
            details: string | null;
            export: {
              [key: string]: unknown;
            } | null;
          };
        };
      };
      /** @description The decision is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No confirmed data request has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The request is already closed, or the action is not the one of its kind. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiStaffQueuesDataRequestsIdExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 2 */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export (Content-Disposition: attachment); `{ "erased": true }` once erased. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                [key: string]: unknown;
              }
            | {
                /** @constant */
                erased: true;
              };
        };
      };
      /** @description A path parameter is malformed: it cannot be percent-decoded, or it is not of the form this path takes. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No staff session, or it expired: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The session lacks the role, or a write lacks its X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No confirmed data request has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountWatchlist: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The followed companies, newest first, and the alert mode. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entries: {
              companyId: number;
              companyName: string;
              cin: string | null;
              companyStatus: string | null;
              trustLevel: string | null;
              followedAt: string;
            }[];
            /** @enum {string} */
            alertMode: 'instant' | 'daily' | 'off';
            limit: number;
          };
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountWatchlistEntries: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyId": 1024
         *     }
         */
        'application/json': {
          companyId: number;
        };
      };
    };
    responses: {
      /** @description Followed (following a followed company again changes nothing). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: number;
            following: boolean;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No public company has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account already follows 1,000 companies, the most it may. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiAccountWatchlistEntriesCompanyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example 1024 */
        companyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Followed or not. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: number;
            following: boolean;
          };
        };
      };
      /** @description The id is not a company id. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  deleteApiAccountWatchlistEntriesCompanyId: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path: {
        /** @example 1024 */
        companyId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Not followed any more (removing one not followed changes nothing). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: number;
            following: boolean;
          };
        };
      };
      /** @description The id is not a company id. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  putApiAccountWatchlistSettings: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "alertMode": "instant"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          alertMode: 'instant' | 'daily' | 'off';
        };
      };
    };
    responses: {
      /** @description The mode now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            alertMode: 'instant' | 'daily' | 'off';
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiAccountWatchlistImport: {
    parameters: {
      query?: never;
      header: {
        /** @description The csrfToken of the owner session (sign-in or GET /api/account/session answer). */
        'x-csrf-token': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "csv": "cin\nU28100MH2020PTC345678\n"
         *     }
         */
        'application/json': {
          csv: string;
        };
      };
    };
    responses: {
      /** @description How many were added; each line that followed nothing by its number, with why (not a CIN or GSTIN, no such company, the 1,000 limit). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            added: number;
            alreadyFollowed: number;
            errors: {
              line: number;
              value: string;
              /** @enum {string} */
              reason: 'not-an-identifier' | 'not-found' | 'limit';
            }[];
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No owner session, it expired, or the address owns no company any more: sign in again. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description A write without the session's X-CSRF-Token. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiFollows: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "companyId": 1024,
         *       "email": "asha@acme-industries.co.in"
         *     }
         */
        'application/json': {
          companyId: number;
          email: string;
        };
      };
    };
    responses: {
      /** @description The same answer whether or not the address has an account; the link works once, for 48 hours. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The input is not valid; `field` names the first bad field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description No public company has this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many links asked for this address, or from this IP address. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiFollowsConfirmations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Followed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            companyId: number;
            companyName: string;
          };
        };
      };
      /** @description The link is not valid (`field` is token). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The account already follows 1,000 companies, the most it may. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The link was already used, or it expired (48 hours). */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The body is larger than this endpoint accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The content type is not one this endpoint accepts. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  getApiWatchlistUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An HTML page with a button that sends the POST. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description The token is not one an alert mail carries. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  postApiWatchlistUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Alerts are off. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            title: string;
            message: string;
          };
        };
      };
      /** @description The token is not one an alert mail carries. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description Too many requests from this address; try again in a minute. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
      /** @description The service behind this path is unavailable. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}
