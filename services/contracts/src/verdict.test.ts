import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildVerdict, monthOfDate, settledByText, type VerdictFacts } from './verdict';

const facts = (overrides: Partial<VerdictFacts> = {}): VerdictFacts => ({
  dataSource: 'registry',
  mcaExempt: false,
  entityType: 'Company limited by Shares',
  status: 'Active',
  incorporatedOn: '2014-06-12',
  registryAsOf: '2025-05-15',
  upheldReports: [],
  gstinFlags: [],
  gstin: null,
  rating: null,
  ...overrides,
});

describe(buildVerdict.name, () => {
  it('should say what is confirmed, then what is unknown, for an active registry company', () => {
    const verdict = buildVerdict(facts());
    expect(verdict.line).toBe(
      'Registered with MCA since 2014 · Active · no red flags · GST not checked · no reviews yet',
    );
    expect(verdict.tone).toBe('green');
    expect(verdict.parts.map((part) => part.kind)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'unknown',
      'unknown',
    ]);
    expect(verdict.parts[0]).toMatchObject({
      source: 'MCA company master data',
      date: '2014-06-12',
    });
  });

  it('should lead with a strike-off and the month of the MCA data it was read from', () => {
    const verdict = buildVerdict(facts({ status: 'Strike Off' }));
    expect(verdict.tone).toBe('red');
    expect(verdict.line).toBe(
      'Struck off per MCA records of May 2025 · Registered with MCA since 2014',
    );
    expect(verdict.parts[0]).toMatchObject({ kind: 'wrong', code: 'status-closed' });
  });

  it.each([
    ['Under Liquidation', 'red', 'status-closed'],
    ['Dissolved under section 54', 'red', 'status-closed'],
    ['Under CIRP', 'red', 'status-insolvency'],
    ['Dormant under section 455', 'amber', 'status-dormant'],
    ['Inactive for e-filing', 'amber', 'status-restricted'],
  ] as const)('should colour %s %s', (status, tone, code) => {
    const verdict = buildVerdict(facts({ status }));
    expect(verdict.tone).toBe(tone);
    expect(verdict.parts.some((part) => part.kind === 'wrong' && part.code === code)).toBe(true);
    expect(verdict.line).not.toContain('no red flags');
  });

  it('should name CIRP as insolvency in plain words', () => {
    expect(buildVerdict(facts({ status: 'Under CIRP' })).line).toContain(
      'Under insolvency resolution (CIRP) per MCA records of May 2025',
    );
  });

  it('should keep the order confirmed, wrong, unknown for a dormant company', () => {
    const verdict = buildVerdict(facts({ status: 'Dormant under section 455' }));
    expect(verdict.line).toBe(
      'Registered with MCA since 2014 · Dormant under section 455 per MCA records of May 2025 · GST not checked · no reviews yet',
    );
  });

  it('should say a self-registered company is not yet matched, never that it is not active', () => {
    const verdict = buildVerdict(
      facts({ dataSource: 'registration', status: null, incorporatedOn: null }),
    );
    expect(verdict.tone).toBe('grey');
    expect(verdict.line).toBe(
      'no red flags · Not yet matched with MCA records · GST not checked · no reviews yet',
    );
    expect(verdict.line).not.toMatch(/not (listed as )?active/i);
  });

  it('should say a proprietorship is not an MCA company rather than unmatched', () => {
    const verdict = buildVerdict(
      facts({
        dataSource: 'registration',
        mcaExempt: true,
        entityType: 'Sole Proprietorship',
        status: null,
      }),
    );
    expect(verdict.parts[0]?.text).toBe('Sole Proprietorship, not an MCA-registered company');
    expect(verdict.line).not.toContain('Not yet matched');
  });

  it('should count upheld reports and GSTIN failures as wrong, in amber', () => {
    const verdict = buildVerdict(
      facts({
        upheldReports: [{ date: '2026-01-02' }, { date: '2026-03-04' }],
        gstinFlags: [
          {
            title: "The GST number on the company's record fails its check digit.",
            source: "The company's record",
            date: '2026-01-01',
          },
        ],
        gstin: { confirmed: false, source: "The company's record", date: '2026-01-01' },
      }),
    );
    expect(verdict.tone).toBe('amber');
    expect(verdict.line).toBe(
      "Registered with MCA since 2014 · Active · 2 reports upheld by TrustHive · The GST number on the company's record fails its check digit · GSTIN not yet confirmed with the GST network · no reviews yet",
    );
    expect(verdict.parts.find((part) => part.code === 'upheld-reports')?.date).toBe('2026-03-04');
  });

  it('should name a rating with its review count as confirmed', () => {
    const verdict = buildVerdict(
      facts({ rating: { value: 4.24, reviewCount: 120, source: 'the third-party rating' } }),
    );
    expect(verdict.line).toBe(
      'Registered with MCA since 2014 · Active · no red flags · rated 4.2 from 120 reviews · GST not checked',
    );
  });

  it('should give every part a source, and order them confirmed, wrong, unknown unless red', () => {
    const statuses = fc.constantFrom(
      'Active',
      'Strike Off',
      'Dormant under section 455',
      'Under CIRP',
      'Inactive for e-filing',
      null,
    );
    fc.assert(
      fc.property(
        statuses,
        fc.constantFrom('registry', 'registration', 'synthetic', null),
        fc.boolean(),
        fc.nat(3),
        fc.boolean(),
        (status, dataSource, exempt, reports, rated) => {
          const verdict = buildVerdict(
            facts({
              status,
              dataSource: dataSource as VerdictFacts['dataSource'],
              mcaExempt: exempt,
              upheldReports: Array.from({ length: reports }, () => ({ date: null })),
              rating: rated ? { value: 4, reviewCount: 3, source: 'maps' } : null,
            }),
          );
          expect(verdict.parts.length).toBeGreaterThan(0);
          for (const part of verdict.parts) expect(part.source.trim()).not.toBe('');
          if (verdict.tone !== 'red') {
            const order = verdict.parts.map((part) =>
              ['confirmed', 'wrong', 'unknown'].indexOf(part.kind),
            );
            expect(order).toEqual([...order].sort((a, b) => a - b));
          }
          const hasWrong = verdict.parts.some((part) => part.kind === 'wrong');
          expect(verdict.line.includes('no red flags')).toBe(!hasWrong);
        },
      ),
    );
  });
});

describe(monthOfDate.name, () => {
  it('should give the month and year of an ISO date, and null for anything else', () => {
    expect(monthOfDate('2025-05-15')).toBe('May 2025');
    expect(monthOfDate('2025-13-01')).toBeNull();
    expect(monthOfDate(null)).toBeNull();
  });
});

describe(settledByText.name, () => {
  it('should name in plain words what would settle a Limited data level', () => {
    expect(settledByText(['GST', 'reputation'])).toBe(
      'What would settle it: a GST registration confirmed with the GST network and ratings from customer reviews.',
    );
    expect(settledByText([])).toBeNull();
  });
});
