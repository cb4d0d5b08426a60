// Which /api/account routes answer without an owner session: asking for a sign-in link, the
// two ways of turning proof into a session, and confirming a contact e-mail by its link. The owner security test walks every other
// /api/account route from the route table and expects 401 without a session.
export const OWNER_PUBLIC_ROUTES: readonly string[] = [
  'POST /api/account/sign-in-links',
  'POST /api/account/session',
  'POST /api/account/session/password',
  // Issue 37: the link mailed to a new contact e-mail is the proof; whoever reads that mailbox
  // follows it, signed in or not.
  'POST /api/account/contact-email/confirmations',
];
