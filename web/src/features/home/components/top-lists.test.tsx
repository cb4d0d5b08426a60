import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeResponse } from '@trusthive/contracts';
import { homeKeys } from '../api/get-home';
import { TopLists } from './top-lists';

function renderWith(home: HomeResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(homeKeys.lists(), home);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TopLists />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const company = {
  id: 7,
  name: 'Acme Private Limited',
  trustScore: 54,
  trustLevel: 'Limited data' as const,
  status: 'Strike Off',
  state: 'Goa',
  logo: null,
  verdict: {
    tone: 'red' as const,
    parts: [{ kind: 'wrong' as const, text: 'Struck off per MCA records of May 2025' }],
  },
};

afterEach(cleanup);

describe(TopLists.name, () => {
  it('should hide the hot brands section when there are no brands', () => {
    renderWith({ topCompanies: [company], hotBrands: [] });
    expect(screen.getByRole('heading', { name: 'Top companies' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hot brands' })).toBeNull();
    expect(screen.queryByText(/will appear here soon/)).toBeNull();
  });

  it("should show a top company's stored level and its status beside its score", () => {
    renderWith({ topCompanies: [company], hotBrands: [] });
    expect(screen.getByTestId('trust-level-tag').getAttribute('aria-label')).toBe(
      'Trust score 54 out of 100, Limited data',
    );
    expect(screen.getByTestId('company-status-flag').className).toContain(
      'status-flag--not-active',
    );
  });

  it("should show a top company's verdict line in its tone", () => {
    renderWith({ topCompanies: [company], hotBrands: [] });
    const verdict = screen.getByTestId('verdict');
    expect(verdict.textContent).toBe('Warning: Struck off per MCA records of May 2025');
    expect(verdict.getAttribute('data-tone')).toBe('red');
  });

  it('should offer to follow a top company by a plain link to its follow page (issue 43)', () => {
    renderWith({ topCompanies: [company], hotBrands: [] });
    const follow = screen.getByRole('link', { name: `Follow ${company.name}` });
    expect(follow.getAttribute('href')).toBe(`/follow/${company.id}`);
  });

  it('should hide the top companies section when there are none', () => {
    renderWith({
      topCompanies: [],
      hotBrands: [{ name: 'Zing', companyId: 7, companyName: company.name, logo: null }],
    });
    expect(screen.queryByRole('heading', { name: 'Top companies' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zing' }).getAttribute('href')).toBe('/company/7');
  });
});
