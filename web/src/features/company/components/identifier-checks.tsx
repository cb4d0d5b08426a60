import type { CompanyProfile } from '@trusthive/contracts';

// Issue 20 #4: what the CIN, GSTIN and PAN themselves say, beside the record, in the words the
// company service sent (it reads the unmasked values; nothing hidden is repeated here).

const AGREEMENT_TEXT = {
  agrees: 'Agrees',
  differs: 'Differs',
  not_on_record: 'Not on record',
} as const;

export function IdentifierChecks({ readings }: { readings: CompanyProfile['identifierChecks'] }) {
  return (
    <section className="card identifier-checks" aria-labelledby="identifier-checks-title">
      <h2 id="identifier-checks-title" className="card__title">
        Identifier Checks
      </h2>
      {readings.length === 0 ? (
        <p className="muted">No CIN, GSTIN or PAN on record to read.</p>
      ) : (
        readings.map((reading) => (
          <div key={reading.identifier} data-testid={`identifier-${reading.identifier}`}>
            <h3 className="identifier-checks__title">What the {reading.identifier} says</h3>
            {!reading.wellFormed ? (
              <p className="muted">
                The {reading.identifier} on record does not have the published structure, so it
                cannot be read.
              </p>
            ) : (
              <ul className="identifier-checks__list">
                {reading.lines.map((line) => (
                  <li key={line.aspect} className="identifier-checks__line">
                    <p className="identifier-checks__aspect">{line.aspect}</p>
                    <p>
                      {line.identifierSays}
                      {line.recordSays !== null ? ` · On record: ${line.recordSays}` : ''}
                      {line.agreement ? (
                        <span
                          className={`badge badge--${line.agreement === 'differs' ? 'yellow' : 'grey'}`}
                        >
                          {AGREEMENT_TEXT[line.agreement]}
                        </span>
                      ) : null}
                    </p>
                    {line.explanation ? <p className="muted">{line.explanation}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))
      )}
      <p className="source-line muted">
        Read from the identifiers themselves, by their published structure.
      </p>
    </section>
  );
}
