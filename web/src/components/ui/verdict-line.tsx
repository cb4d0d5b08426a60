import { Fragment } from 'react';
import type { CardVerdict, VerdictTone } from '@trusthive/contracts';
import { t, type MessageId } from '../../i18n';
import { verdictPartWords } from './verdict-words';

/** What the tone says to a screen-reader user, before the line itself. */
const TONE_LABEL: Record<VerdictTone, MessageId> = {
  red: 'common.verdict.toneRed',
  amber: 'common.verdict.toneAmber',
  green: 'common.verdict.toneGreen',
  grey: 'common.verdict.toneGrey',
};

/**
 * The verdict in one line (issue 36): what is confirmed, what is wrong and what is unknown,
 * in that order, each part in its own colour. The same line on the profile and every card.
 */
export function VerdictLine({
  verdict,
  className = '',
}: {
  verdict: CardVerdict | null;
  className?: string;
}) {
  if (!verdict) return null;
  return (
    <p
      className={`verdict verdict--${verdict.tone} ${className}`.trim()}
      data-testid="verdict"
      data-tone={verdict.tone}
    >
      <span className="verdict__mark" aria-hidden="true" />
      <span className="visually-hidden">
        {t('common.verdict.toneLabel', { tone: t(TONE_LABEL[verdict.tone]) })}
      </span>
      {verdict.parts.map((part, index) => (
        <Fragment key={`${index}-${part.text}`}>
          {index > 0 ? <span className="verdict__separator"> · </span> : null}
          <span className={`verdict__part verdict__part--${part.kind}`}>
            {verdictPartWords(part.text)}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
