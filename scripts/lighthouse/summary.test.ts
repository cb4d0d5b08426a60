import { describe, expect, it } from 'vitest';
import {
  medianRun,
  renderTable,
  summarize,
  type LighthouseResult,
  type RunSummary,
} from './summary';

const run = (performance: number, overrides: Partial<RunSummary> = {}): RunSummary => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  jsBytes: 0,
  cssBytes: 0,
  failedAudits: [],
  ...overrides,
});

describe(summarize.name, () => {
  const lhr: LighthouseResult = {
    categories: {
      performance: { score: 0.914, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
      accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: null, auditRefs: [{ id: 'is-crawlable', weight: 0 }] },
    },
    audits: {
      'largest-contentful-paint': { score: 0.8, scoreDisplayMode: 'numeric', numericValue: 2400 },
      'total-blocking-time': { score: 1, scoreDisplayMode: 'numeric', numericValue: 40 },
      'cumulative-layout-shift': { score: 1, scoreDisplayMode: 'numeric', numericValue: 0.004 },
      'color-contrast': { score: 0, scoreDisplayMode: 'binary' },
      'is-crawlable': { score: 0, scoreDisplayMode: 'binary' },
      'network-requests': {
        score: null,
        details: {
          items: [
            { resourceType: 'Script', transferSize: 1000 },
            { resourceType: 'Script', transferSize: 500 },
            { resourceType: 'Stylesheet', transferSize: 300 },
            { resourceType: 'Document', transferSize: 2000 },
          ],
        },
      },
    },
  };

  it('should turn scores into 0-100 and keep an unscored category as null', () => {
    expect(summarize(lhr).scores).toEqual({
      performance: 91,
      accessibility: 96,
      'best-practices': 100,
      seo: null,
    });
  });

  it('should add up the bytes of scripts and of style sheets as transferred', () => {
    expect(summarize(lhr)).toMatchObject({ jsBytes: 1500, cssBytes: 300 });
  });

  it('should list the weighted audits below 0.9 and the metrics', () => {
    expect(summarize(lhr)).toMatchObject({
      failedAudits: ['color-contrast', 'largest-contentful-paint'],
      lcpMs: 2400,
      tbtMs: 40,
      cls: 0.004,
    });
  });
});

describe(medianRun.name, () => {
  it('should pick the whole run with the median performance score', () => {
    const middle = run(88, { jsBytes: 7 });
    expect(medianRun([run(95), middle, run(60)])).toBe(middle);
  });

  it('should refuse an empty list', () => {
    expect(() => medianRun([])).toThrow('no Lighthouse runs');
  });
});

describe(renderTable.name, () => {
  it('should print one line per page and the failing audits', () => {
    const table = renderTable([
      { page: 'home', path: '/', run: run(93, { jsBytes: 2048 }) },
      {
        page: 'profile',
        path: '/company/1',
        run: run(71, { failedAudits: ['unused-javascript'] }),
      },
    ]);
    expect(table).toContain('home      93    100');
    expect(table).toContain('2.0 KB');
    expect(table).toContain('profile: unused-javascript');
  });
});
