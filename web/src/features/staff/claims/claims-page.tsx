/** The staff console's claims page (issue 18); filled by the work on this area. */
export default function StaffPage() {
  return <p>Not built yet.</p>;
}
