import { paths } from '../../config/paths';
import { t } from '../../i18n';
import type { PageMetaFunction } from './page-meta';

/** The head of a page whose text does not depend on data: title, description, crumbs. */
export function staticPageMeta(page: {
  title: string;
  description: string;
  path: string;
}): PageMetaFunction {
  return () => ({
    title: page.title,
    description: page.description,
    canonicalPath: page.path,
    breadcrumbs: [
      { name: t('common.nav.home'), path: paths.home.getHref() },
      { name: page.title, path: page.path },
    ],
  });
}
