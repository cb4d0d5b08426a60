import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n';
import { T } from '../../i18n/trans';

/**
 * A control's short visible word ("Follow", "Unfollow") whose accessible name also says which
 * company it acts on ("Follow ACME TRADERS PRIVATE LIMITED"). The name is text in a visually
 * hidden span, not an aria-label: an attribute cannot carry translate="no", so a translated
 * page would leave a registry name open to the browser's translator, and a language check
 * would count it as English left on the page.
 */
export function NamedAction({
  visible,
  id,
  name,
}: {
  /** What the eye sees; hidden from screen readers, which hear the full message instead. */
  visible: ReactNode;
  /** A message with a {name} placeholder. */
  id: MessageId;
  name: string;
}) {
  return (
    <>
      <span aria-hidden="true">{visible}</span>
      <span className="visually-hidden">
        <T id={id} values={{ name: <span translate="no">{name}</span> }} />
      </span>
    </>
  );
}
