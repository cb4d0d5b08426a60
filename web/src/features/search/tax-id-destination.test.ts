import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE, type SearchResponse, type SearchResult } from '@trusthive/contracts';
import { taxIdDestination } from './tax-id-destination';

const GSTIN = '27AAACR5055K1Z7';

const card = (id: number): SearchResult => ({
  id,
  name: `Company ${id}`,
  description: null,
  category: null,
  location: null,
  cin: null,
  ratings: { google: null, trustpilot: null },
  verified: false,
  status: null,
  trustScore: null,
  trustLevel: null,
  verdict: null,
  brandName: null,
});

function answer(fields: Partial<SearchResponse>): SearchResponse {
  const results = fields.results ?? [];
  return {
    query: GSTIN,
    type: 'name',
    page: 1,
    pageSize: SEARCH_PAGE_SIZE,
    total: results.length,
    totalCapped: false,
    results,
    didYouMean: [],
    didYouMeanCompanies: [],
    taxId: { kind: 'gstin', value: GSTIN, checkFailed: false },
    gstRegistrations: [],
    directors: [],
    ...fields,
  };
}

describe(taxIdDestination.name, () => {
  it('should open the profile of the one company holding a GSTIN', () => {
    expect(taxIdDestination(answer({ results: [card(42)] }))).toBe('/company/42');
  });

  it("should open a GSTIN's record page when no company holds it", () => {
    expect(taxIdDestination(answer({}))).toBe(`/gstin/${GSTIN}`);
  });

  it('should open the record page of a GSTIN whose check character is wrong', () => {
    const taxId = { kind: 'gstin' as const, value: '27AAACR5055K1Z8', checkFailed: true };
    expect(taxIdDestination(answer({ taxId }))).toBe('/gstin/27AAACR5055K1Z8');
  });

  it('should list the companies when several hold a GSTIN', () => {
    expect(taxIdDestination(answer({ results: [card(1), card(2)] }))).toBeNull();
  });

  it('should list what a PAN finds, and leave any other term to the results page', () => {
    const pan = { kind: 'pan' as const, value: 'AAACR5055K', checkFailed: false };
    expect(taxIdDestination(answer({ taxId: pan, results: [card(1)] }))).toBeNull();
    expect(taxIdDestination(answer({ taxId: null }))).toBeNull();
  });
});
