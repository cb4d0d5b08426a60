import type { CompanyProfile } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';

// Issue 20 #4: what the CIN, GSTIN and PAN themselves say, beside the record, in the words the
// company service sent (it reads the unmasked values; nothing hidden is repeated here).

const AGREEMENT_TEXT = {
  agrees: 'company.identifiers.agrees',
  differs: 'company.identifiers.differs',
  not_on_record: 'company.identifiers.notOnRecord',
} as const satisfies Record<string, MessageId>;

export function IdentifierChecks({ readings }: { readings: CompanyProfile['identifierChecks'] }) {
  return (
    <section className="card identifier-checks" aria-labelledby="identifier-checks-title">
      <h2 id="identifier-checks-title" className="card__title">
        {t('company.identifiers.title')}
      </h2>
      {readings.length === 0 ? (
        <p className="muted">{t('company.identifiers.none')}</p>
      ) : (
        readings.map((reading) => (
          <div key={reading.identifier} data-testid={`identifier-${reading.identifier}`}>
            <h3 className="identifier-checks__title">
              {t('company.identifiers.says', { identifier: reading.identifier })}
            </h3>
            {!reading.wellFormed ? (
              <p className="muted">
                {t('company.identifiers.malformed', { identifier: reading.identifier })}
              </p>
            ) : (
              <ul className="identifier-checks__list">
                {reading.lines.map((line) => (
                  <li key={line.aspect} className="identifier-checks__line">
                    <p className="identifier-checks__aspect">{line.aspect}</p>
                    <p>
                      {line.identifierSays}
                      {line.recordSays !== null
                        ? ` · ${t('company.identifiers.onRecord', { value: line.recordSays })}`
                        : ''}
                      {line.agreement ? (
                        <span
                          className={`badge badge--${line.agreement === 'differs' ? 'yellow' : 'grey'}`}
                        >
                          {t(AGREEMENT_TEXT[line.agreement])}
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
      <p className="source-line muted">{t('company.identifiers.source')}</p>
    </section>
  );
}
