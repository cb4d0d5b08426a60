// What a form shows in its place once the service has taken it: the answer's own title and
// message, announced as a status (the owner's sign-in link form, the "Your data" request form).

import { localizeMessage } from '../../lib/field-errors';

export function SentNotice({ sent }: { sent: { title: string; message: string } }) {
  return (
    <div className="account-notice" role="status">
      <h2 className="account-notice__title">{localizeMessage(sent.title)}</h2>
      <p>{localizeMessage(sent.message)}</p>
    </div>
  );
}
