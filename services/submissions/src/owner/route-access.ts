// Which /api/account routes answer without an owner session: asking for a sign-in link and
// the two ways of turning proof into a session. The owner security test walks every other
// /api/account route from the route table and expects 401 without a session.
export const OWNER_PUBLIC_ROUTES: readonly string[] = [
  'POST /api/account/sign-in-links',
  'POST /api/account/session',
  'POST /api/account/session/password',
];
