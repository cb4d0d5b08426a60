import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Enrichment } from '@trusthive/contracts';
import { AREAS, loadCatalogs, setLocaleSource } from '../../../i18n';
import { GoogleBusinessInfo } from './google-business-info';

// The Google Business Information box on a Hindi page: its words in Hindi; the place's name and
// address, reviewers' names and their own words kept as Google sent them.

function englishWords(root: Element): string[] {
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element) {
      if (node.getAttribute('translate') !== 'no') node.childNodes.forEach(walk);
    } else if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.replace(/[\w-]+(?:\.[\w-]+)+/g, '') ?? '';
      words.push(...(text.match(/[A-Za-z][A-Za-z]+/g) ?? []));
    }
  };
  walk(root);
  return words;
}

const empty = { status: 'none' as const, data: null, error: null };
const enrichment: Enrichment = {
  companyId: 7,
  place: {
    status: 'ready',
    error: null,
    data: {
      name: 'Acme Widgets',
      rating: 4.3,
      userRatingsTotal: 1234,
      formattedAddress: '1 MG Road, Bengaluru',
      formattedPhoneNumber: '080 1234 5678',
      website: 'acme.example.in',
      photos: [{ reference: 'ref-a', width: null, height: null }],
      reviews: [
        {
          authorName: 'Priya Sharma',
          profilePhotoUrl: null,
          rating: 5,
          relativeTimeDescription: '2 months ago',
          text: 'Quick delivery and genuine products.',
        },
        { authorName: '', profilePhotoUrl: null, rating: 2, relativeTimeDescription: '', text: '' },
      ],
    },
  },
  logo: empty,
  rating: empty,
  email: empty,
  registry: empty,
  pending: [],
};

beforeEach(async () => {
  await loadCatalogs('hi', AREAS);
  setLocaleSource('hi');
});

afterEach(() => {
  cleanup();
  setLocaleSource('en');
});

describe('the Google Business Information box in Hindi', () => {
  it("should say its words in Hindi and keep Google's as sent", () => {
    const { container } = render(
      <GoogleBusinessInfo
        companyName="Acme Widgets Private Limited"
        enrichment={{ data: enrichment, error: null, gaveUp: false, retry: vi.fn() }}
      />,
    );
    expect(englishWords(container)).toEqual([]);
    expect(container.textContent).toContain('गूगल उपयोगकर्ता');
  });

  it("should keep the company's name in the no-reviews sentence", () => {
    const { container } = render(
      <GoogleBusinessInfo
        companyName="Acme Widgets Private Limited"
        enrichment={{
          data: { ...enrichment, place: { status: 'none', data: null, error: null } },
          error: null,
          gaveUp: false,
          retry: vi.fn(),
        }}
      />,
    );
    expect(englishWords(container)).toEqual([]);
  });
});
