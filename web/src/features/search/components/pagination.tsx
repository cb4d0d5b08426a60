import { Link } from 'react-router-dom';
import { StepLabel } from '../../../components/ui/pagination-step-label';

/** Spec §9: at most 5 page links, around the current page. */
export const MAX_PAGE_LINKS = 5;

/** The page numbers to link: a window of up to 5 around `current`, kept inside 1..last. */
export function pageWindow(current: number, last: number): number[] {
  const size = Math.min(MAX_PAGE_LINKS, last);
  const start = Math.min(Math.max(1, current - Math.floor(MAX_PAGE_LINKS / 2)), last - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

type PaginationProps = {
  page: number;
  lastPage: number;
  /** The URL of a page; links (not buttons) so every page has an address. */
  hrefFor: (page: number) => string;
  label?: string;
};

/**
 * Previous, up to 5 numbered pages and next. Only pages between 1 and the last are offered
 * (spec §5); the caller hides the whole control when everything fits on one page.
 */
export function Pagination({ page, lastPage, hrefFor, label = 'Pages' }: PaginationProps) {
  const pages = pageWindow(page, lastPage);
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__link" to={hrefFor(page - 1)} rel="prev">
              <StepLabel direction="previous" />
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-disabled="true">
              <StepLabel direction="previous" />
            </span>
          )}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              className="pagination__link"
              to={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < lastPage ? (
            <Link className="pagination__link" to={hrefFor(page + 1)} rel="next">
              <StepLabel direction="next" />
            </Link>
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-disabled="true">
              <StepLabel direction="next" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
