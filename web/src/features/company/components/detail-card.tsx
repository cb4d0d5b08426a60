import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';

export type DetailRow = {
  label: string;
  value: ReactNode;
  /** Where this one value comes from when not the section's source (an accepted correction). */
  note?: string | null;
};

/** A titled card of label/value rows; the values arrive already formatted with defaults. */
export function DetailCard({
  title,
  rows,
  id,
  source,
  correctionHref,
}: {
  title: string;
  rows: DetailRow[];
  id: string;
  /** Where the section's facts come from and as of when (issue 20 #5). */
  source?: ReactNode;
  /** "Request a correction" for this section (issue 18). */
  correctionHref?: string;
}) {
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      <dl className="detail-card__rows">
        {rows.map((row) => (
          <div key={row.label} className="detail-card__row">
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.note ? (
                <span className="correction-note" data-testid="correction-note">
                  {row.note}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {source ? <p className="source-line muted">{source}</p> : null}
      {correctionHref ? <CorrectionLink href={correctionHref} title={title} /> : null}
    </section>
  );
}

/** A section's "Request a correction" link, named with its section for screen readers. */
export function CorrectionLink({ href, title }: { href: string; title: string }) {
  return (
    <p className="correction-link">
      <Link to={href} aria-label={t('company.correction.linkLabelFor', { section: title })}>
        {t('company.correction.link')}
      </Link>
    </p>
  );
}
