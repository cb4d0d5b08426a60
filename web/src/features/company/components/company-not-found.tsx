import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Spec §2: a missing company or a failed fetch. */
export function CompanyNotFound() {
  useDocumentTitle('Company Not Found');
  return (
    <div className="container page company-not-found">
      <h1 className="page__title">Company Not Found</h1>
      <p className="page__lead">
        We couldn&apos;t find this company in the TrustHive directory. It may not be listed yet.
      </p>
      <div className="company-not-found__actions">
        <Link to={paths.register.getHref()} className="button button--primary">
          Request TrustHive Verification
        </Link>
        <Link to={paths.contact.getHref()} className="button button--secondary">
          Contact Support
        </Link>
      </div>
    </div>
  );
}
