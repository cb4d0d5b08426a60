import type { CompanyProfile } from '@trusthive/contracts';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { identifierLineWords, type IdentifierPart } from './identifier-words';

// Issue 20 #4: what the CIN, GSTIN and PAN themselves say, beside the record, in the words the
// company service sent (it reads the unmasked values; nothing hidden is repeated here), put
// in the page's language by identifier-words.ts.

const AGREEMENT_TEXT = {
  agrees: 'company.identifiers.agrees',
  differs: 'company.identifiers.differs',
  not_on_record: 'company.identifiers.notOnRecord',
} as const satisfies Record<string, MessageId>;

/** Data stays as written (translate="no"); a text not recognised says it is English. */
function Parts({ parts }: { parts: readonly IdentifierPart[] }) {
  return parts.map((part, index) =>
    part.kind === 'words' ? (
      part.text
    ) : part.kind === 'asWritten' ? (
      <span key={index} translate="no">
        {part.text}
      </span>
    ) : (
      <span key={index} lang="en">
        {part.text}
      </span>
    ),
  );
}

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
                {reading.lines.map((line) => {
                  const words = identifierLineWords(reading.identifier, line);
                  return (
                    <li key={line.aspect} className="identifier-checks__line">
                      <p className="identifier-checks__aspect">
                        <Parts parts={[words.aspect]} />
                      </p>
                      <p>
                        <Parts parts={words.identifierSays} />
                        {words.recordSays !== null ? (
                          <>
                            {' · '}
                            <T
                              id="company.identifiers.onRecord"
                              values={{ value: <Parts parts={words.recordSays} /> }}
                            />
                          </>
                        ) : null}
                        {line.agreement ? (
                          <span
                            className={`badge badge--${line.agreement === 'differs' ? 'yellow' : 'grey'}`}
                          >
                            {t(AGREEMENT_TEXT[line.agreement])}
                          </span>
                        ) : null}
                      </p>
                      {words.explanation ? (
                        <p className="muted">
                          <Parts parts={[words.explanation]} />
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        ))
      )}
      <p className="source-line muted">{t('company.identifiers.source')}</p>
    </section>
  );
}
