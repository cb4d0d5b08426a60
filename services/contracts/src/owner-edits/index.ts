// Issue 19's owner edits: what the public profile shows (the texts, the owner's stamp) apart
// from the owner's edit and change-request schemas, so the profile's bundle carries only the
// former.
export * from './profile';
export * from './requests';
export * from './contact-email';
