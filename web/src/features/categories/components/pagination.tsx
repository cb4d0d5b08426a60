import { StepLabel } from '../../../components/ui/pagination-step-label';

/** Spec §9: the control shows up to 5 page links around the current page. */
const WINDOW = 5;

/** The page numbers to link: up to WINDOW of them, centred on the current page. */
export function pageWindow(current: number, totalPages: number): number[] {
  const size = Math.min(WINDOW, totalPages);
  const start = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), totalPages - size + 1));
  return Array.from({ length: size }, (_, index) => start + index);
}

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

/** Hidden for a single page; a change is accepted only within 1..totalPages and when new. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target < 1 || target > totalPages || target === page) return;
    onChange(target);
  };
  return (
    <nav className="pagination" aria-label="Pagination">
      <button
        type="button"
        className="pagination__step"
        onClick={() => go(page - 1)}
        disabled={page <= 1}
      >
        <StepLabel direction="previous" />
      </button>
      <ul className="pagination__pages">
        {pageWindow(Math.min(page, totalPages), totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="pagination__page"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => go(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pagination__step"
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
      >
        <StepLabel direction="next" />
      </button>
    </nav>
  );
}
