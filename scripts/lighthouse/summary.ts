// Pure parts of the Lighthouse run: which run is "the median", and what of a report is printed.
// Kept apart from the browser so they have unit tests of their own.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What one Lighthouse run of one page is reduced to. */
export interface RunSummary {
  /** Category scores out of 100 (null when Lighthouse could not score the category). */
  scores: Record<Category, number | null>;
  /** Largest Contentful Paint, Total Blocking Time (ms) and Cumulative Layout Shift. */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Bytes over the wire (compressed as sent) of the page's scripts and style sheets. */
  jsBytes: number;
  cssBytes: number;
  /** Audits of the four categories that did not pass, by id (what to fix next). */
  failedAudits: string[];
}

/** The part of a Lighthouse result (LHR) this script reads. */
export interface LighthouseResult {
  categories: Partial<
    Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  >;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

const toScore = (score: number | null | undefined) =>
  score === null || score === undefined ? null : Math.round(score * 100);

export function summarize(lhr: LighthouseResult): RunSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, toScore(lhr.categories[category]?.score)]),
  ) as Record<Category, number | null>;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytesOf = (type: string) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failedAudits = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const scored = audit && ['binary', 'numeric'].includes(audit.scoreDisplayMode ?? '');
      if (scored && ref.weight > 0 && audit.score !== null && audit.score < 0.9)
        failedAudits.add(ref.id);
    }
  }
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    jsBytes: bytesOf('Script'),
    cssBytes: bytesOf('Stylesheet'),
    failedAudits: [...failedAudits].sort(),
  };
}

/**
 * The run whose performance score is the median (Lighthouse's own advice for variance: report
 * one whole run, not a mix of runs). An even count takes the lower middle run.
 */
export function medianRun(runs: RunSummary[]): RunSummary {
  if (runs.length === 0) throw new Error('no Lighthouse runs to take the median of');
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

/** One line per page: the four categories, the metrics behind performance and the bytes. */
export function renderTable(rows: { page: string; path: string; run: RunSummary }[]): string {
  const header =
    'page      perf  a11y  best  seo   LCP       TBT      CLS     JS (wire)  CSS (wire)  path';
  const lines = rows.map(({ page, path, run }) => {
    const score = (category: Category) => String(run.scores[category] ?? '-').padEnd(6);
    return [
      page.padEnd(10),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      ms(run.lcpMs).padEnd(10),
      ms(run.tbtMs).padEnd(9),
      (run.cls === null ? '-' : run.cls.toFixed(3)).padEnd(8),
      kb(run.jsBytes).padEnd(11),
      kb(run.cssBytes).padEnd(12),
      path,
    ].join('');
  });
  const failures = rows
    .filter(({ run }) => run.failedAudits.length > 0)
    .map(({ page, run }) => `  ${page}: ${run.failedAudits.join(', ')}`);
  return [
    header,
    ...lines,
    ...(failures.length ? ['', 'audits below 0.9 in the median run:', ...failures] : []),
  ].join('\n');
}
