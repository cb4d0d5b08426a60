// `@trusthive/submissions/testing`: what test tools outside the service (the fuzz tier) need to
// make staff accounts and owners' sign-in links exactly as the service makes them, without
// reaching into its folders.
export { insertAccount } from '../staff/accounts/accounts.repository';
export { hashPassword } from '../shared/passwords';
export { newTotpSecret } from '../staff/auth/totp';
export { signInTokenHash } from '../shared/sign-in-links';
