// What visitors send in (spec §2 "Register", "Report", "Claim", "Contact"; §3 the forms; §5
// the validation rules and their messages; §7 "Registration", "Report and contact", "Claim"):
//   POST /api/registrations                 → 201 {id}; 400; 409 {error, companyId}
//   GET  /api/entity-types                  → {entityTypes}
//   POST /api/uploads/logos (multipart)     → 201 {url, key}; DELETE /api/uploads/logos/:key → 204
//   POST /api/companies/:id/claims (multipart: mobile, email, directorIdProof, businessProof) → 201 {id}
//   POST /api/reports, POST /api/contact    → 201 {id}
// The wizard and the pages validate with these very schemas, and so does the service: one
// rule, one message, both sides. Each failure carries the spec's title and message; use
// submissionErrorFrom() to turn a failed parse into the {title, message, field} to show.
// The modules, by concern, so a page's bundle carries only the forms it shows:
//   constants.ts     the fixed lists, limits and examples the forms share
//   messages.ts      every title and message the forms and services show (each text once)
//   rules.ts         input shaping and the field rules, usable on their own by the pages
//   errors.ts        a failed parse as the {title, message, field} to show
//   registration.ts  POST /api/registrations, GET /api/entity-types
//   uploads.ts       POST /api/uploads/logos, DELETE /api/uploads/logos/:key
//   reports.ts       POST /api/reports
//   contact.ts       POST /api/contact
//   claims.ts        POST /api/companies/:id/claims
//   responses.ts     the 201 {id} every submission answers
// (fields.ts holds the zod field builders the schemas share; it is not part of the API.)
export * from './constants';
export * from './messages';
export * from './rules';
export * from './locations';
export * from './errors';
export * from './responses';
export * from './registration';
export * from './uploads';
export * from './reports';
export * from './contact';
export * from './claims';
