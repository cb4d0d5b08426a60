import { describe, expect, it } from 'vitest';
import { currentCompaniesText } from './director-results';

const person = (companies: string[], companyCount: number) => ({
  id: '0123456789abcdef',
  name: 'ASHA RAO',
  din: '01XXXX67',
  companies,
  companyCount,
});

describe(currentCompaniesText.name, () => {
  it.each([
    [[], 0, 'No current directorships on record'],
    [['Adyar Foods'], 1, 'Director of Adyar Foods'],
    [['Adyar Foods', 'Bharat Looms'], 2, 'Director of Adyar Foods and Bharat Looms'],
    [['A', 'B', 'C'], 3, 'Director of A, B and C'],
    [['A', 'B', 'C'], 7, 'Director of A, B, C and 4 more'],
  ])('should word %j of %i as %j', (companies, count, text) => {
    expect(currentCompaniesText(person(companies, count))).toBe(text);
  });
});
