import type { Verdict } from '@trusthive/contracts';
import { VerdictLine } from '../../../components/ui/verdict-line';
import { formatDateGB } from '../../../lib/format';

const KIND_LABEL = { confirmed: 'Confirmed', wrong: 'Against it', unknown: 'Not known' } as const;

/**
 * The verdict at the top of the profile (issue 36): the line, and under "Where this comes
 * from" every part with its source and date, so each word of the line traces to a fact.
 */
export function CompanyVerdict({ verdict }: { verdict: Verdict }) {
  return (
    <div className="company-verdict">
      <VerdictLine verdict={verdict} className="company-verdict__line" />
      <details className="company-verdict__sources">
        <summary>Where this comes from</summary>
        <ul className="company-verdict__list">
          {verdict.parts.map((part, index) => (
            <li key={`${index}-${part.code}`}>
              <span className="company-verdict__kind">{KIND_LABEL[part.kind]}:</span> {part.text}.{' '}
              <span className="muted">
                Source: {part.source}
                {part.date ? `, ${formatDateGB(part.date)}` : ''}.
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
