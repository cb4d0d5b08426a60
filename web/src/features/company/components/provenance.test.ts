import { describe, expect, it } from 'vitest';
import type { Provenance } from '@trusthive/contracts';
import { gstBadgeView, mcaBadgeView, ratingSourceTexts, registrySourceText } from './provenance';

const base: Provenance = {
  registry: { origin: 'mca_file', file: 'goa.csv.gz', fileDate: '2025-10-18', submittedOn: null },
  mca: { verdict: 'verified', status: 'Active', active: true },
  gst: { verdict: 'none', checked: null, asOf: null, gstn: null },
  gstDetailsStoredOn: null,
  ratings: [],
  ownerSubmittedOn: null,
  corrections: [],
  ownerUpdate: null,
};

describe(mcaBadgeView.name, () => {
  it('should show MCA Verified in green with the file and its date for an active MCA record', () => {
    expect(mcaBadgeView(base)).toMatchObject({
      label: 'MCA Verified',
      tone: 'green',
      badge: 'Verified',
      source: 'Source: MCA company master data, file goa.csv.gz, dated 18/10/2025',
    });
  });

  it('should show a struck-off MCA record with its status and never in green', () => {
    const view = mcaBadgeView({
      ...base,
      mca: { verdict: 'verified', status: 'Strike Off', active: false },
    });
    expect(view).toMatchObject({ label: 'MCA Record', badge: 'Strike Off', tone: 'red' });
  });

  it('should say the file was not recorded for rows imported before files were kept', () => {
    expect(registrySourceText({ ...base.registry, file: null, fileDate: null })).toBe(
      'Source: MCA company master data (file and date not recorded)',
    );
  });

  it('should say a typed-in CIN is not yet matched, with the date the company submitted it', () => {
    const view = mcaBadgeView({
      ...base,
      registry: { origin: 'submitted', file: null, fileDate: null, submittedOn: '2026-11-24' },
      mca: { verdict: 'cin_not_matched', status: 'Pending Verification', active: false },
    });
    expect(view).toMatchObject({
      tone: 'grey',
      badge: 'Not Verified',
      detail: 'CIN not yet matched with MCA records',
      source: 'Submitted by the company on 24/11/2026',
    });
  });
});

describe(gstBadgeView.name, () => {
  it('should show GST Verified only for the verified verdict, with the GST network as its source', () => {
    const gstn = {
      status: 'Active',
      provider: 'gsp.example.in',
      fetchedOn: '2026-12-05',
      standIn: false,
    };
    const view = gstBadgeView({
      ...base,
      gst: { verdict: 'verified', checked: 'gst_registration', asOf: '2026-01-02', gstn },
    });
    expect(view).toMatchObject({
      tone: 'green',
      badge: 'Verified',
      detail: "The GST network lists this GSTIN as Active under the company's legal name",
      source: 'Source: GST network via gsp.example.in, fetched on 05/12/2026',
    });
    for (const verdict of ['check_digit_failed', 'pan_differs', 'not_active'] as const) {
      const other = gstBadgeView({
        ...base,
        gst: { verdict, checked: 'gst_registration', asOf: null, gstn: null },
      });
      expect(other).toMatchObject({ tone: 'grey', badge: 'Not Verified' });
    }
  });

  it('should say plainly that a GSTIN passing its own checks is not yet confirmed with GSTN', () => {
    const view = gstBadgeView({
      ...base,
      gst: {
        verdict: 'not_confirmed',
        checked: 'gst_registration',
        asOf: '2026-01-02',
        gstn: null,
      },
    });
    expect(view).toMatchObject({
      tone: 'grey',
      badge: 'Not Verified',
      detail: 'GSTIN submitted, not yet confirmed with the GST network',
      source: 'Source: GST registration details, stored on 02/01/2026',
    });
  });
});

describe(ratingSourceTexts.name, () => {
  it('should name each provider and when it was fetched', () => {
    expect(
      ratingSourceTexts({
        ...base,
        ratings: [
          { provider: 'Trustpilot', fetchedOn: '2026-10-02' },
          { provider: 'Google', fetchedOn: null },
        ],
      }),
    ).toEqual([
      'Trustpilot rating, fetched on 02/10/2026',
      'Google rating, fetched (date not recorded)',
    ]);
  });
});
