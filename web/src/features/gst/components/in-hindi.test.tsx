import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GstRegistration } from '@trusthive/contracts';
import { AREAS, loadCatalogs, setLocaleSource } from '../../../i18n';
import { GstListedBy } from './gst-listed-by';
import { GstMatchLine, GstRegistrationFacts, GstSource, GstStatusLine } from './gst-record';

// The GSTIN page's record on a Hindi page: its labels in Hindi, GSTN's own words kept as written.

const KEPT = new Set(['TrustHive', 'GST', 'GSTIN', 'PAN']);

function englishWords(root: Element): string[] {
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element) {
      if (node.getAttribute('translate') !== 'no') node.childNodes.forEach(walk);
    } else if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.replace(/[\w-]+(?:\.[\w-]+)+/g, '') ?? '';
      words.push(...(text.match(/[A-Za-z][A-Za-z]+/g) ?? []).filter((word) => !KEPT.has(word)));
    }
  };
  walk(root);
  return words;
}

const registration: GstRegistration = {
  gstin: '29AAGCA1234K1ZP',
  legalName: 'ACME WIDGETS PRIVATE LIMITED',
  tradeName: 'Acme',
  status: 'Cancelled',
  registeredOn: '2019-07-01',
  cancelledOn: '2025-02-01',
  constitution: 'Private Limited Company',
  taxpayerType: 'Regular',
  principalPlace: { state: 'Karnataka', pincode: '560001' },
  natureOfBusiness: ['Wholesale Business'],
  einvoice: true,
  gstnUpdatedOn: '2025-02-02',
  fetchedAt: '2026-12-05T10:00:00Z',
  provider: 'gsp.example.in',
  standIn: true,
  match: {
    company: { id: 7, name: 'Acme Widgets Private Limited' },
    basis: 'pan',
    confirmedByStaff: true,
  },
} as GstRegistration;

beforeEach(async () => {
  await loadCatalogs('hi', AREAS);
  setLocaleSource('hi');
});

afterEach(() => {
  cleanup();
  setLocaleSource('en');
});

describe('the GST record in Hindi', () => {
  it('should say every label in Hindi and keep what GSTN wrote', () => {
    const { container } = render(
      <MemoryRouter>
        <GstStatusLine registration={registration} />
        <GstMatchLine registration={registration} />
        <GstRegistrationFacts registration={registration} />
        <GstSource registration={registration} />
        <GstListedBy listedBy={[{ id: 8, name: 'Other Traders' }]} />
      </MemoryRouter>,
    );
    expect(englishWords(container)).toEqual([]);
    expect(container.textContent).toContain('यह GST पंजीकरण 1 फ़रवरी 2025 को रद्द हुआ।');
  });
});
