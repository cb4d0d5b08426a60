import { YourDataPage } from '../../features/your-data/your-data-page';
import '../../styles/static.css';
import '../../styles/submissions.css';
import '../../styles/account.css';
import { paths } from '../../config/paths';
import { staticPageMeta } from '../head/static-meta';

export const meta = staticPageMeta({
  title: 'Your data',
  description:
    'Ask TrustHive for a copy of the personal data it holds about your e-mail address, or to correct or erase it.',
  path: paths.yourData.getHref(),
});

// Issue 37: a person's access, correction and erasure requests (DPDP Act 2023).
export default function YourDataRoute() {
  return <YourDataPage />;
}
