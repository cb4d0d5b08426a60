import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from './pagination';

afterEach(cleanup);

describe(pageWindow.name, () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
  ])('should show page %i of %i as %j', (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual(pages);
  });
});

describe(Pagination.name, () => {
  it('should show nothing when everything fits on one page', () => {
    render(
      <Pagination page={1} lastPage={1} label="Pages" hrefFor={(page) => `/r?page=${page}`} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('should link every page, with Previous and Next as links or inert at the ends', () => {
    render(
      <MemoryRouter>
        <Pagination
          page={1}
          lastPage={3}
          label="Result pages"
          hrefFor={(page) => `/r?page=${page}`}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(nav.querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/r?page=3');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('should tell which page the app followed a link to', () => {
    const onNavigate = vi.fn();
    render(
      <MemoryRouter>
        <Pagination
          page={2}
          lastPage={3}
          label="Pagination"
          hrefFor={(page) => `/r?page=${page}`}
          onNavigate={onNavigate}
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    fireEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(onNavigate.mock.calls).toEqual([[3], [1]]);
  });
});
