import { describe, expect, it } from 'vitest';
import { createActivityClassifier, loadActivityClassifier } from './activity-groups';

const row = (nic_code: string, group: string, companies: number) => ({
  nic_code,
  CompanyIndustrialClassification: group,
  companies_in_shared_sample: String(companies),
});

describe(createActivityClassifier.name, () => {
  const classify = createActivityClassifier([
    row('15400', 'Manufacturing (Food stuffs)', 30),
    row('15490', 'Manufacturing (Food stuffs)', 4),
    row('15490', 'Trading', 1),
    row('74140', 'Business Services', 50),
  ]);

  it.each([
    ['keeps an MCA group as it is', 'Trading', '15400', 'Trading'],
    [
      'places a NIC description by its exact code',
      'Manufacture of food products and beverages',
      '15400',
      'Manufacturing (Food stuffs)',
    ],
    [
      'takes the group most companies of an ambiguous code have',
      'Food',
      '15490',
      'Manufacturing (Food stuffs)',
    ],
    [
      'falls back to the NIC division',
      'Processing of spices',
      '15999',
      'Manufacturing (Food stuffs)',
    ],
    ['puts an unknown division in Others', 'Something else', '99999', 'Others'],
    ['puts code 00000 in Others', 'Others', '00000', 'Others'],
  ])('should %s', (_rule, activity, nic, expected) => {
    expect(classify(activity, nic)).toBe(expected);
  });

  it('should leave a missing activity without a code missing', () => {
    expect(classify(null, null)).toBeNull();
  });
});

describe(loadActivityClassifier.name, () => {
  it('should place the real NIC descriptions of the older MCA format in MCA groups', () => {
    const classify = loadActivityClassifier();
    expect(classify('Manufacture of food products and beverages', '15400')).toBe(
      'Manufacturing (Food stuffs)',
    );
    expect(classify('Mining of metal ores', '13100')).toBe('Mining and Quarrying');
  });
});
