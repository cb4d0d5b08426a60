import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Spec §2 and §8: an unknown company, or one that could not be loaded. */
export function ClaimNotFound({ loadFailed }: { loadFailed: boolean }) {
  useDocumentTitle('Company Not Found');
  return (
    <div className="container page claim-not-found">
      <h1 className="page__title">Company Not Found</h1>
      <p className="page__lead">
        {loadFailed ? 'Error loading company data' : 'Company not found'}
      </p>
      <Link to={paths.home.getHref()} className="button button--primary">
        Back to Home
      </Link>
    </div>
  );
}
