import { Fragment } from 'react';
import type { Verdict } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatDateGB } from '../../../lib/format';
import { sourceNode, VERDICT_TONE_LABEL, verdictPartWords } from './verdict-words';

const KIND_LABEL: Record<Verdict['parts'][number]['kind'], MessageId> = {
  confirmed: 'company.verdict.kind.confirmed',
  wrong: 'company.verdict.kind.wrong',
  unknown: 'company.verdict.kind.unknown',
};

/**
 * The verdict at the top of the profile (issue 36): the line, and under "Where this comes
 * from" every part with its source and date, so each word of the line traces to a fact. The
 * line is the card's VerdictLine (components/ui) in markup, with each part in the page's
 * language and the registry's own words kept from translation (verdict-words.tsx).
 */
export function CompanyVerdict({ verdict }: { verdict: Verdict }) {
  return (
    <div className="company-verdict">
      <p
        className={`verdict verdict--${verdict.tone} company-verdict__line`}
        data-testid="verdict"
        data-tone={verdict.tone}
      >
        <span className="verdict__mark" aria-hidden="true" />
        <span className="visually-hidden">{t(VERDICT_TONE_LABEL[verdict.tone])}: </span>
        {verdict.parts.map((part, index) => (
          <Fragment key={`${index}-${part.code}`}>
            {index > 0 ? <span className="verdict__separator"> · </span> : null}
            <span className={`verdict__part verdict__part--${part.kind}`}>
              {verdictPartWords(part)}
            </span>
          </Fragment>
        ))}
      </p>
      <details className="company-verdict__sources">
        <summary>{t('company.verdict.sourcesTitle')}</summary>
        <ul className="company-verdict__list">
          {verdict.parts.map((part, index) => (
            <li key={`${index}-${part.code}`}>
              <span className="company-verdict__kind">{t(KIND_LABEL[part.kind])}:</span>{' '}
              {verdictPartWords(part)}.{' '}
              <span className="muted">
                {part.date ? (
                  <T
                    id="company.verdict.sourceDated"
                    values={{ source: sourceNode(part.source), date: formatDateGB(part.date) }}
                  />
                ) : (
                  <T id="company.verdict.source" values={{ source: sourceNode(part.source) }} />
                )}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
