import type { ReactElement, ReactNode } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { currentI18n, type MessageId } from './index';

/**
 * A message with markup inside it: `components` fill its numbered tags, e.g. the catalog's
 * "Read our <0>privacy notice</0>." with `components={{ 0: <Link to="/privacy" /> }}`; a value
 * may be an element too (`values={{ name: <strong>{name}</strong> }}`). Plain text: `t()`.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Record<string, ReactNode>;
  components?: Record<string, ReactElement>;
}) {
  return (
    <TransNoContext
      lingui={{ i18n: currentI18n() }}
      id={id}
      values={values}
      components={components}
    />
  );
}
