// Who may call which staff route, in one place: the staff security test walks every route under
// /api/staff from the route table and checks each against these lists (401 without a session
// except the public ones, 403 for a moderator on exactly the admin ones). A new admin-only route
// goes here as well as into its requireStaff(deps, 'admin').

/** Staff routes that answer without a session: only signing in. */
export const STAFF_PUBLIC_ROUTES: readonly string[] = ['POST /api/staff/session'];

/** Staff routes only an admin may call. */
export const STAFF_ADMIN_ROUTES: readonly string[] = [
  'GET /api/staff/accounts',
  'POST /api/staff/accounts',
  'PATCH /api/staff/accounts/:id',
  'GET /api/staff/audit',
];
