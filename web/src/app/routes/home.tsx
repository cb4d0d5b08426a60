import { Link } from 'react-router-dom';
import { ComingSoon } from '../../components/ui/coming-soon';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container hero__inner">
          <h1 id="hero-heading" className="hero__title">
            Verify Indian companies and sellers before you deal
          </h1>
          <p className="hero__lead">
            Search over 10 lakh companies registered with the corporate registry
          </p>
          <div className="hero__actions">
            <Link to={paths.categories.getHref()} className="button button--primary">
              Browse categories
            </Link>
            <Link to={paths.register.getHref()} className="button button--secondary">
              Register your company
            </Link>
          </div>
        </div>
      </section>
      <div className="container page">
        <ComingSoon>
          Search by company name, CIN or brand name, with trust scores out of 100, is being built
          and will appear here.
        </ComingSoon>
      </div>
    </>
  );
}
