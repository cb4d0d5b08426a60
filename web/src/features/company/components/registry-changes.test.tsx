import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistryChanges } from './registry-changes';

// Issue 41 on the profile: what newer MCA files changed, each value read as the sections read it.

afterEach(cleanup);

const file = { file: 'goa-2026-08.csv', fileDate: '2026-08-12' };

describe(RegistryChanges.name, () => {
  it('should render nothing for a company no newer file changed', () => {
    const { container } = render(<RegistryChanges changes={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it("should show each field's old and new value with the file's date", () => {
    render(
      <RegistryChanges
        changes={[
          { field: 'status', oldValue: 'Active', newValue: 'Strike Off', ...file },
          { field: 'paidUpCapital', oldValue: '500000.00', newValue: '750000.00', ...file },
          { field: 'registrationDate', oldValue: null, newValue: '2022-11-23', ...file },
        ]}
      />,
    );
    const lines = screen.getAllByTestId('registry-change').map((line) => line.textContent);
    expect(lines).toEqual([
      'Status: Active →  changed to Strike Off (per the MCA file of 12/08/2026)',
      'Paid-up Capital: ₹5,00,000 →  changed to ₹7,50,000 (per the MCA file of 12/08/2026)',
      'Registration Date: Not available →  changed to 23/11/2022 (per the MCA file of 12/08/2026)',
    ]);
    expect(screen.getByRole('heading', { name: 'Registry changes' })).toBeTruthy();
  });
});
