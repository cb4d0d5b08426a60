import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrustScore } from '@trusthive/contracts';
import { TrustScoreSection } from './trust-score-section';

// jsdom has no layout, so the IntersectionObserver is a stand-in the test drives by hand.
type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observed: { callback: Callback; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  private readonly record: { callback: Callback; disconnected: boolean };
  constructor(callback: Callback) {
    this.record = { callback, disconnected: false };
    observed.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

const score: TrustScore = {
  companyId: 7,
  score: 76,
  level: 'Medium Trust',
  bandLevel: 'Medium Trust',
  coverage: {
    withData: ['registry', 'GST', 'reputation', 'profile'],
    withoutData: [],
    summary: 'Based on registry, GST, reputation and profile data',
    lowestScore: 76,
    highestScore: 76,
  },
  redFlags: [],
  ruleVersion: 2,
  history: [],
  rawScore: 61,
  rawMaxScore: 80,
  scaled: true,
  rating: null,
  verdict: {
    tone: 'green',
    line: 'Registered with MCA since 2014 · Active · no red flags',
    parts: [
      {
        kind: 'confirmed',
        code: 'registered-since',
        text: 'Registered with MCA since 2014',
        source: 'MCA company master data',
        date: '2014-03-01',
      },
    ],
  },
  components: [
    {
      name: 'Corporate Registry',
      status: 'verified',
      score: 25,
      maxScore: 25,
      description: 'Registry data.',
      details: 'CIN: 5 of 5',
    },
    {
      name: 'Brand Authorization',
      status: 'not-applicable',
      score: 0,
      maxScore: 20,
      description: 'Brands.',
      details: 'Not a trade business.',
    },
  ],
};

const inView = (ratio: number) => {
  for (const { callback, disconnected } of observed) {
    if (!disconnected) callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
};

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe(TrustScoreSection.name, () => {
  it('should start collapsed and toggle with "How is this calculated?"', async () => {
    render(<TrustScoreSection score={score} failed={false} />);
    const toggle = screen.getByRole('button', { name: 'How is this calculated?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Rendered but hidden: not in the accessibility tree.
    expect(screen.queryByRole('heading', { name: 'Corporate Registry' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Corporate Registry' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getAllByText('Not Applicable')).toHaveLength(2);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('should open by itself only when more than half of it is in view', () => {
    render(<TrustScoreSection score={score} failed={false} />);
    const toggle = screen.getByRole('button', { name: 'How is this calculated?' });
    act(() => inView(0.5));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => inView(0.51));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(observed.every((record) => record.disconnected)).toBe(true);
  });

  it('should show Limited data in grey with the coverage, red flags and history', () => {
    render(
      <TrustScoreSection
        score={{
          ...score,
          score: 35,
          level: 'Limited data',
          bandLevel: 'Low Trust',
          coverage: {
            withData: ['registry', 'profile'],
            withoutData: ['GST', 'reputation'],
            summary:
              'Based on registry and profile data; GST and reputation data not yet available',
            lowestScore: 35,
            highestScore: 66,
          },
          redFlags: [
            {
              title: 'Company status: Strike Off. The company is not active.',
              points: 10,
              source: 'MCA company master data',
              date: '2026-11-20',
            },
          ],
          history: [
            {
              score: 35,
              previousScore: 48,
              level: 'Limited data',
              ruleVersion: 2,
              reason: 'rules v2',
              changedAt: '2026-12-12T08:00:00.000Z',
            },
          ],
        }}
        failed={false}
      />,
    );
    const level = screen.getByText('Limited data');
    expect(level.className).toContain('tone-grey');
    expect(
      screen.getByRole('img', { name: 'Trust score 35 out of 100, Limited data' }),
    ).toBeTruthy();
    expect(screen.getByTestId('score-coverage').textContent).toBe(
      'Based on registry and profile data; GST and reputation data not yet available.',
    );
    expect(screen.getByTestId('red-flags').textContent).toContain(
      'Company status: Strike Off. The company is not active. 10 points off. Source: MCA company master data, 20/11/2026.',
    );
    expect(screen.getByTestId('score-timeline').textContent).toContain(
      '48 → 35 on 12/12/2026: rules v2',
    );
  });

  it('should keep the range of Limited data and name in plain words what would settle it', () => {
    render(
      <TrustScoreSection
        score={{
          ...score,
          score: 54,
          level: 'Limited data',
          coverage: {
            withData: ['registry', 'profile'],
            withoutData: ['GST', 'reputation'],
            summary: 'Based on registry and profile data',
            lowestScore: 54,
            highestScore: 85,
          },
        }}
        failed={false}
      />,
    );
    expect(
      screen.getByText(/could be anywhere from 54 to 85/).textContent?.replace(/\s+/g, ' '),
    ).toBe(
      'With the missing data the score could be anywhere from 54 to 85, so no trust level is given yet. What would settle it: a GST registration confirmed with the GST network and ratings from customer reviews.',
    );
  });

  it('should say so when the score could not be loaded', () => {
    render(<TrustScoreSection score={undefined} failed />);
    expect(
      screen.getByText('The trust score is unavailable right now. Please try again later.'),
    ).toBeTruthy();
  });
});
