import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StepLabel } from './pagination-step-label';

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
  /** The navigation's accessible name. */
  label: string;
} & (
  | {
      /** The URL of a page: the controls are links, so every page has an address. */
      hrefFor: (page: number) => string;
      onChange?: never;
    }
  | {
      /** Called with a page between 1 and the last other than the current one. */
      onChange: (page: number) => void;
      hrefFor?: never;
    }
);

type Control = {
  target: number;
  enabled: boolean;
  content: ReactNode;
  rel?: 'prev' | 'next';
  current?: boolean;
  name?: string;
};

/**
 * Previous, up to 5 numbered pages and Next; hidden when everything fits on one page. Only
 * pages between 1 and the last are offered (spec §5). With `hrefFor` the controls are links
 * (search results); with `onChange` they are buttons (a category list).
 */
export function Pagination({ page, lastPage, label, hrefFor, onChange }: PaginationProps) {
  if (lastPage <= 1) return null;

  const control = ({ target, enabled, content, rel, current, name }: Control) => {
    const ariaCurrent = current ? 'page' : undefined;
    if (hrefFor === undefined) {
      const go = () => {
        if (target < 1 || target > lastPage || target === page) return;
        onChange(target);
      };
      return (
        <button
          type="button"
          className="pagination__link"
          onClick={go}
          disabled={!enabled}
          aria-current={ariaCurrent}
          aria-label={name}
        >
          {content}
        </button>
      );
    }
    if (!enabled) {
      return (
        <span className="pagination__link pagination__link--disabled" aria-disabled="true">
          {content}
        </span>
      );
    }
    return (
      <Link
        className="pagination__link"
        to={hrefFor(target)}
        rel={rel}
        aria-current={ariaCurrent}
        aria-label={name}
      >
        {content}
      </Link>
    );
  };

  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          {control({
            target: page - 1,
            enabled: page > 1,
            content: <StepLabel direction="previous" />,
            rel: 'prev',
          })}
        </li>
        {pageWindow(Math.min(page, lastPage), lastPage).map((number) => (
          <li key={number}>
            {control({
              target: number,
              enabled: true,
              content: number,
              current: number === page,
              name: `Page ${number}`,
            })}
          </li>
        ))}
        <li>
          {control({
            target: page + 1,
            enabled: page < lastPage,
            content: <StepLabel direction="next" />,
            rel: 'next',
          })}
        </li>
      </ul>
    </nav>
  );
}
