import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OwnerAbout } from './owner-about';

// Issue 19 on the profile: the company's own description and the owner's stamp.

afterEach(cleanup);

const company = { name: 'Acme Kitchenware Private Limited', description: 'Steel kitchenware.' };

describe(OwnerAbout.name, () => {
  it('should render nothing without a description or an owner change', () => {
    const { container } = render(
      <OwnerAbout company={{ ...company, description: null }} provenance={{ ownerUpdate: null }} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('should show the description without a stamp when the owner never changed it', () => {
    render(<OwnerAbout company={company} provenance={{ ownerUpdate: null }} />);
    expect(screen.getByTestId('company-description').textContent).toBe('Steel kitchenware.');
    expect(screen.queryByTestId('owner-updated-note')).toBeNull();
  });

  it('should say "Updated by the owner on {date}" in the profile’s date format', () => {
    render(
      <OwnerAbout
        company={company}
        provenance={{ ownerUpdate: { updatedOn: '2026-11-24', fields: ['description'] } }}
      />,
    );
    expect(screen.getByRole('region', { name: `About ${company.name}` })).toBeTruthy();
    expect(screen.getByTestId('owner-updated-note').textContent).toBe(
      'Updated by the owner on 24/11/2026',
    );
  });
});
