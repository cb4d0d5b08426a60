import type { ReactNode } from 'react';

export type DetailRow = { label: string; value: ReactNode };

/** A titled card of label/value rows; the values arrive already formatted with defaults. */
export function DetailCard({
  title,
  rows,
  id,
  source,
}: {
  title: string;
  rows: DetailRow[];
  id: string;
  /** Where the section's facts come from and as of when (issue 20 #5). */
  source?: string;
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
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {source ? <p className="source-line muted">{source}</p> : null}
    </section>
  );
}
