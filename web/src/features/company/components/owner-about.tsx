import type { Company, Provenance } from '@trusthive/contracts';
import { t } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { formatDateGB } from '../../../lib/format';

/**
 * The company's own description and, when its owner changed the profile themselves (issue 19:
 * description, contact e-mail, logo... applied at once, unreviewed), "Updated by the owner on
 * {date}", so a visitor knows those words are the company's, not TrustHive's.
 */
export function OwnerAbout({
  company,
  provenance,
}: {
  company: Pick<Company, 'name' | 'description'>;
  provenance: Pick<Provenance, 'ownerUpdate'>;
}) {
  const description = company.description?.trim();
  const update = provenance.ownerUpdate;
  if (!description && !update) return null;
  return (
    <section className="card owner-about" aria-labelledby="owner-about-title">
      <h2 id="owner-about-title" className="card__title">
        <T id="company.about.title" values={{ name: <span translate="no">{company.name}</span> }} />
      </h2>
      {description ? (
        // The company's own words, in whatever language it wrote them.
        <p className="owner-about__description" data-testid="company-description" translate="no">
          {description}
        </p>
      ) : null}
      {update ? (
        <p className="source-line muted" data-testid="owner-updated-note">
          {t('company.about.updatedByOwner', { date: formatDateGB(update.updatedOn) })}
        </p>
      ) : null}
    </section>
  );
}
