import { Fragment, type ReactNode } from 'react';
import { T } from '../../../i18n/trans';
import { useStats } from '../api/get-stats';
import { coverageMessage } from '../coverage';

/** "A, B and C" with each item its own element (the registry's state names stay untranslated). */
function JoinedNodes({ items }: { items: readonly ReactNode[] }) {
  if (items.length <= 1) return <>{items[0]}</>;
  const head = items.slice(0, -1).map((item, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      {item}
    </Fragment>
  ));
  return <T id="browse.list.and" values={{ head: <>{head}</>, last: items.at(-1) }} />;
}

/**
 * The directory's coverage in a sentence, from the database; until the counts arrive (or if
 * they cannot be read) the fallback says the same without a number, never an invented one.
 */
export function DirectoryCoverage({ fallback }: { fallback: string }) {
  const { data } = useStats();
  const message = data ? coverageMessage(data) : null;
  const states = message?.states.map((state) => (
    <span key={state} translate="no">
      {state}
    </span>
  ));
  return (
    <span data-testid="directory-coverage">
      {message ? (
        <T
          id={message.id}
          values={{ ...message.values, states: <JoinedNodes items={states ?? []} /> }}
        />
      ) : (
        fallback
      )}
    </span>
  );
}
