import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Enrichment, PlaceDetails } from '@trusthive/contracts';
import { GoogleBusinessInfo } from './google-business-info';

const COMPANY = 'Acme Widgets Private Limited';

const place: PlaceDetails = {
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
      profilePhotoUrl: 'https://lh3.googleusercontent.com/a/priya',
      rating: 5,
      relativeTimeDescription: '2 months ago',
      text: 'Quick delivery and genuine products.',
    },
    {
      authorName: '',
      profilePhotoUrl: 'javascript:alert(1)',
      rating: 2,
      relativeTimeDescription: '',
      text: '',
    },
  ],
};

const empty = { status: 'none' as const, data: null, error: null };
const withPlace = (data: PlaceDetails, status: 'ready' | 'failed' = 'ready'): Enrichment => ({
  companyId: 7,
  place:
    status === 'ready' ? { status, data, error: null } : { status, data: null, error: 'HTTP 500' },
  logo: empty,
  rating: empty,
  email: empty,
  registry: empty,
  pending: [],
});

afterEach(cleanup);

function renderBox(enrichment: Enrichment, retry = vi.fn()) {
  render(
    <GoogleBusinessInfo
      companyName={COMPANY}
      enrichment={{ data: enrichment, error: null, gaveUp: false, retry }}
    />,
  );
  return screen.getByRole('region', { name: 'Google Business Information' });
}

describe(GoogleBusinessInfo.name, () => {
  it('should show the place, its rating, facts, a thumbnail and the reviews', () => {
    const box = renderBox(withPlace(place));
    expect(within(box).getByRole('heading', { name: 'Acme Widgets' })).toBeTruthy();
    expect(within(box).getByTestId('place-rating').textContent).toContain('4.3');
    expect(within(box).getByText('(1,234 Google reviews)')).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'acme.example.in' }).getAttribute('href')).toBe(
      'https://acme.example.in',
    );
    expect(within(box).getByRole('button', { name: 'Open photo 1 of 1' })).toBeTruthy();

    const [first, second] = within(box).getAllByTestId('review');
    expect(within(first!).getByText('Priya Sharma')).toBeTruthy();
    expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(first!).getByText('2 months ago')).toBeTruthy();
    expect(within(first!).getByText('Quick delivery and genuine products.')).toBeTruthy();
    expect(
      within(first!)
        .getByRole('img', { name: 'Profile photo of Priya Sharma' })
        .getAttribute('src'),
    ).toBe('https://lh3.googleusercontent.com/a/priya');

    // A blank author and an unsafe photo address: a neutral name and an initial, never 'null'.
    expect(within(second!).getByText('Google user')).toBeTruthy();
    expect(within(second!).queryByRole('img', { name: /Profile photo/ })).toBeNull();
    expect(box.textContent).not.toMatch(/\b(undefined|null|NaN)\b/);
  });

  it('should say so when the place has no reviews and no rating', () => {
    const box = renderBox(withPlace({ ...place, rating: null, reviews: [], photos: [] }));
    expect(within(box).getByText('No reviews available for this business.')).toBeTruthy();
    expect(within(box).getByText('No rating available for this business')).toBeTruthy();
    expect(within(box).queryByText('Photos')).toBeNull();
  });

  it('should show a failed lookup in the spec sentence and ask again on Try again', async () => {
    const retry = vi.fn();
    const box = renderBox(withPlace(place, 'failed'), retry);
    expect(
      within(box).getByText('Unable to load Google business information: HTTP 500'),
    ).toBeTruthy();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
