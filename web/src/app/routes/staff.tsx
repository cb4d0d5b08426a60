import { StaffConsole } from '../../features/staff/console/staff-console';

// The staff console (issue 18): its own lazy chunk, outside the public layout, linked from no
// public page.
export default function StaffRoute() {
  return <StaffConsole />;
}
