import { YourDataPage } from '../../features/your-data/your-data-page';
import '../../styles/static.css';
import '../../styles/submissions.css';
import '../../styles/account.css';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import type { PageMetaFunction } from '../head/page-meta';
import { staticPageMeta } from '../head/static-meta';

// The head is built per render: its words are the page's language.
export const meta: PageMetaFunction = (args) =>
  staticPageMeta({
    title: t('forms.yourData.title'),
    description: t('forms.yourData.description'),
    path: paths.yourData.getHref(),
  })(args);

// Issue 37: a person's access, correction and erasure requests (DPDP Act 2023).
export default function YourDataRoute() {
  return <YourDataPage />;
}
