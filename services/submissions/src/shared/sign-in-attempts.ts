import { TooManyRequestsError, type AttemptCounter } from '@trusthive/platform';

/**
 * Counts a sign-in attempt from a network address, before anything about the account is read:
 * once the address has tried too often it gets 429 in the caller's words (staff and owners say
 * it differently), with how long to wait.
 */
export async function countSignInFromAddress(
  counter: AttemptCounter,
  address: string,
  tooManyFromAddress: (seconds: number) => { title: string; message: string },
): Promise<void> {
  const wait = await counter.hit(address);
  if (wait !== null) {
    const refusal = tooManyFromAddress(wait);
    throw new TooManyRequestsError(refusal.title, refusal.message);
  }
}
