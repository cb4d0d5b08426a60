import type { CategoryCompany } from '@trusthive/contracts';
import { paths } from '../../../config/paths';
import { siteOrigin } from '../../../lib/site-origin';
import { localeHref, t } from '../../../i18n';

/** Spec §9: the structured data lists the first 10 companies. */
export const STRUCTURED_DATA_LIMIT = 10;

/** A schema.org ItemList of the first companies shown, for search engines. */
export function categoryItemList(name: string, total: number, companies: CategoryCompany[]) {
  const origin = siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: t('browse.category.listLabel', { name }),
    numberOfItems: total,
    itemListElement: companies.slice(0, STRUCTURED_DATA_LIMIT).map((company, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: company.name,
      url: `${origin}${localeHref(paths.company.getHref(String(company.id)))}`,
    })),
  };
}

export function CategoryStructuredData(props: {
  name: string;
  total: number;
  companies: CategoryCompany[];
}) {
  // JSON in a data block is never run; '<' is escaped so no name can close the element.
  const json = JSON.stringify(categoryItemList(props.name, props.total, props.companies)).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
