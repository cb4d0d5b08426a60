// What the owner API (api.ts) needs of the contracts, loaded with its first call: the top bar
// imports api.ts on every page, and a visitor who never signed in needs none of this. A module
// of named imports (rather than import('@trusthive/contracts')) keeps the contracts' unused
// exports out of the build.
export {
  OWNER_CSRF_HEADER,
  ownerCompaniesSchema,
  ownerSessionSchema,
  ownerSignInLinkSentSchema,
} from '@trusthive/contracts';
