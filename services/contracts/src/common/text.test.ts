import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  profileViewBodySchema,
  searchEventBodySchema,
  viewDurationBodySchema,
  websiteClickBodySchema,
} from '../analytics';
import { categoryCompaniesQuerySchema, categorySlugParamsSchema } from '../categories';
import { companyIdParamsSchema } from '../company';
import { photoParamsSchema } from '../enrichment';
import { searchQuerySchema, suggestionsQuerySchema } from '../search';
import {
  claimFieldsSchema,
  contactSchema,
  registrationSchema,
  reportSchema,
  submissionErrorFrom,
} from '../submissions';
import {
  SINGLE_LINE_TEXT_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  isSingleLineText,
  isStorableText,
  storableString,
} from './text';

describe('isStorableText', () => {
  it('should accept ordinary text, emoji and other paired surrogates', () => {
    for (const text of ['', 'Acme Traders', 'मुंबई', 'Café ☕', '😀 ok', '𝔸𝔹']) {
      expect(isStorableText(text), text).toBe(true);
    }
  });

  it('should refuse NUL and every kind of lone surrogate', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\ud800',
      'a\ud800b',
      '\udc00',
      'x\udfff',
      '😀\ud83d',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("should give the field's failure first, whatever else is wrong with it", () => {
    const schema = storableString().max(3).trim().min(1);
    const issue = schema.safeParse(' \u0000toolong ').error?.issues[0];
    expect(issue?.message).toBe(UNSTORABLE_TEXT_MESSAGE.message);
  });
});

// Every request schema, with a valid sample of what it reads. Each string in the sample in
// turn gets a NUL, then a lone surrogate: the parse must fail at that very field with the one
// message. A string field added later without storableString() fails here.
const samples: [string, z.ZodType, Record<string, unknown>][] = [
  ['search', searchQuerySchema, { q: 'acme', type: 'name', page: '2' }],
  ['suggestions', suggestionsQuerySchema, { q: 'acme', type: 'brand' }],
  [
    'search event',
    searchEventBodySchema,
    { searchTerm: 'acme', searchType: 'cin', resultsCount: 1 },
  ],
  ['profile view', profileViewBodySchema, { companyId: '7', referrer: 'https://a.in/' }],
  [
    'view duration',
    viewDurationBodySchema,
    { companyId: '7', viewDuration: 3, userAgent: 'Mozilla/5.0', referrer: 'https://a.in/' },
  ],
  [
    'website click',
    websiteClickBodySchema,
    { companyId: '7', websiteUrl: 'https://acme.in/', referrer: 'https://a.in/' },
  ],
  ['category slug', categorySlugParamsSchema, { slug: 'finance' }],
  [
    'category companies',
    categoryCompaniesQuerySchema,
    { state: 'Maharashtra', class: 'Private', status: 'Active', page: '1' },
  ],
  ['company id', companyIdParamsSchema, { id: '7' }],
  ['photo', photoParamsSchema, { reference: 'abc' }],
  [
    'registration',
    registrationSchema,
    {
      entityType: 'Private Limited',
      relationshipType: 'brand_owner',
      companyName: 'Acme Traders',
      cin: 'U12345MH2020PTC123456',
      website: 'acme.in',
      email: 'owner@acme.in',
      phone: '9876543210',
      domainName: 'acme.in',
      logo: '/media/logos/acme.webp',
      brands: [
        {
          id: 'row-1',
          brandName: 'Acme',
          trademarkName: 'ACME',
          website: 'acme.in',
          logo: '/media/logos/brand.webp',
          companyId: '3',
          companyName: 'Acme Traders',
        },
      ],
      address: '12 MG Road',
      state: 'Maharashtra',
      city: 'Mumbai',
      pincode: '400001',
      contactPerson: 'Asha',
      designation: 'Director',
      category: 'Retail',
      description: 'We trade.',
      agreeTerms: true,
    },
  ],
  [
    'report',
    reportSchema,
    {
      companyName: 'Acme',
      companyId: '5',
      companyWebsite: 'acme.in',
      reportType: 'Scam',
      description: 'They took the money.',
      evidence: 'Receipts.',
      name: 'Ravi',
      email: 'ravi@example.in',
      phone: '9876543210',
      agreeTerms: true,
    },
  ],
  [
    'contact',
    contactSchema,
    { name: 'Ravi', email: 'ravi@example.in', subject: 'Feedback', message: 'Hello.' },
  ],
  ['claim', claimFieldsSchema, { mobile: '9876543210', email: 'ravi@acme.in' }],
];

/** Fields that only take a value from a list, or a number: never stored as sent. */
const CLOSED_FIELDS = ['type', 'searchType', 'page'];

/** Paths of every string in a sample. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withValueAt(value: unknown, path: (string | number)[], change: (text: string) => string) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  parent[last] = change(parent[last] as string);
  return copy;
}

describe.each(samples)('the %s request', (_name, schema, sample) => {
  it('should accept its valid sample', () => {
    expect(schema.safeParse(sample).error).toBeUndefined();
  });

  const paths = stringPaths(sample);
  it.each(paths.map((path) => [path.join('.'), path] as const))(
    'should refuse a NUL or a lone surrogate in %s, naming the field',
    (field, path) => {
      for (const bad of ['\u0000', '\ud800', '\udfff']) {
        const result = schema.safeParse(withValueAt(sample, path, (text) => `${text}${bad}`));
        expect(result.success, `${field} with ${JSON.stringify(bad)}`).toBe(false);
        const error = submissionErrorFrom(result.error!);
        // A choice from a list or a number is refused by its own rule; any other text by this one.
        if (CLOSED_FIELDS.includes(field)) expect(error.field).toBe(field);
        else expect(error).toEqual({ ...UNSTORABLE_TEXT_MESSAGE, field });
      }
    },
  );
});

// Issue 37 #10: CR/LF and right-to-left overrides were kept in one-line fields.
const SINGLE_LINE_FIELDS: Record<string, string[]> = {
  registration: ['companyName', 'email', 'phone', 'city', 'contactPerson', 'brands.0.brandName'],
  report: ['companyName', 'name', 'email', 'companyWebsite'],
  contact: ['name', 'email'],
  claim: ['mobile', 'email'],
};
/** Multi-line by nature: their line breaks are the sender's paragraphs. */
const MULTI_LINE_FIELDS: Record<string, string[]> = {
  registration: ['description', 'address'],
  report: ['description', 'evidence'],
  contact: ['message'],
};
const sampleNamed = (name: string) => samples.find(([sampleName]) => sampleName === name)!;

describe('single-line fields', () => {
  it.each(
    Object.entries(SINGLE_LINE_FIELDS).flatMap(([name, fields]) =>
      fields.map((field) => [name, field] as const),
    ),
  )(
    'should refuse a line break or a bidi control inside the %s request field %s',
    (name, field) => {
      const [, schema, sample] = sampleNamed(name);
      for (const bad of ['\r\nBcc:x', '\n', '\u202e', '\u2066', '\u200f', '\u2028']) {
        const sent = withValueAt(
          sample,
          field.split('.'),
          (text) => `${text.slice(0, 2)}${bad}${text.slice(2)}`,
        );
        const result = schema.safeParse(sent);
        expect(result.success, `${field} with ${JSON.stringify(bad)}`).toBe(false);
        expect(submissionErrorFrom(result.error!)).toEqual({ ...SINGLE_LINE_TEXT_MESSAGE, field });
      }
    },
  );

  it.each(
    Object.entries(MULTI_LINE_FIELDS).flatMap(([name, fields]) =>
      fields.map((field) => [name, field] as const),
    ),
  )('should keep the line breaks of the %s request field %s', (name, field) => {
    const [, schema, sample] = sampleNamed(name);
    const sent = withValueAt(sample, [field], (text) => `${text}\r\nSecond paragraph.`);
    expect(schema.safeParse(sent).error).toBeUndefined();
  });

  it('should accept Indian scripts, accents and emoji in one line', () => {
    for (const text of ['मुंबई ट्रेडर्स', 'தமிழ் நிறுவனம்', 'Café ☕', 'A & B (India) Pvt. Ltd.']) {
      expect(isSingleLineText(text), text).toBe(true);
    }
  });
});
