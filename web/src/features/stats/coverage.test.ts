import { describe, expect, it } from 'vitest';
import { directoryCoverage } from './coverage';

describe(directoryCoverage.name, () => {
  it('should state the registry count in en-IN with the states it covers', () => {
    expect(
      directoryCoverage({
        companies: 43_915,
        registryCompanies: 43_915,
        registryStates: ['Goa', 'Delhi', 'Gujarat', 'Karnataka', 'Tamil Nadu'],
      }),
    ).toBe(
      '43,915 companies from the MCA registry for Goa, Delhi, Gujarat, Karnataka and Tamil Nadu',
    );
  });

  it('should add the companies registered by their owners', () => {
    expect(
      directoryCoverage({
        companies: 1_00_003,
        registryCompanies: 1_00_000,
        registryStates: ['Goa'],
      }),
    ).toBe('1,00,000 companies from the MCA registry for Goa, and 3 registered by their owners');
    expect(directoryCoverage({ companies: 2, registryCompanies: 1, registryStates: [] })).toBe(
      '1 company from the MCA registry, and 1 registered by its owner',
    );
  });

  it('should not state a registry count of zero', () => {
    expect(directoryCoverage({ companies: 4, registryCompanies: 0, registryStates: [] })).toBe(
      '4 companies registered by their owners',
    );
    expect(
      directoryCoverage({ companies: 0, registryCompanies: 0, registryStates: [] }),
    ).toBeNull();
  });
});
