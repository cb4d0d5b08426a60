import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaimBanner } from './claim-banner';
import { UpheldReports } from './upheld-reports';

// Issue 18 on the profile: the claim banner's three states and the upheld reports section.

afterEach(cleanup);

const renderIn = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe(ClaimBanner.name, () => {
  it('should invite a claim while unclaimed', () => {
    renderIn(<ClaimBanner companyId={7} claimStatus="unclaimed" />);
    expect(screen.getByRole('link', { name: 'Claim Your Profile' }).getAttribute('href')).toBe(
      '/claim/7',
    );
  });

  it('should say "Claim under review" and offer no claim while one waits', () => {
    renderIn(<ClaimBanner companyId={7} claimStatus="pending" />);
    expect(screen.getByRole('heading', { name: 'Claim under review' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Claim Your Profile' })).toBeNull();
  });

  it('should show the claimed banner once claimed', () => {
    renderIn(<ClaimBanner companyId={7} claimStatus="claimed" />);
    expect(
      screen.getByText('This Business Profile is Claimed & Verified by the Official Owner'),
    ).toBeTruthy();
  });
});

describe(UpheldReports.name, () => {
  it('should render nothing without upheld reports', () => {
    const { container } = render(<UpheldReports reports={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('should count one report in the singular, with its summary and the profile’s en-GB date', () => {
    render(
      <UpheldReports
        reports={[{ summary: 'Goods never delivered.', upheldOn: '2026-11-24', ownerReply: null }]}
      />,
    );
    const section = screen.getByRole('region', { name: '1 upheld report' });
    expect(section.textContent).toContain('Goods never delivered.');
    expect(section.textContent).toContain('Upheld on 24/11/2026');
  });

  it('should count several in the plural', () => {
    render(
      <UpheldReports
        reports={[
          { summary: 'One.', upheldOn: '2026-11-24', ownerReply: null },
          { summary: 'Two.', upheldOn: '2026-10-01', ownerReply: null },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: '2 upheld reports' })).toBeTruthy();
  });

  it('should show a published reply from the company under its report', () => {
    render(
      <UpheldReports
        reports={[
          {
            summary: 'Goods never delivered.',
            upheldOn: '2026-11-24',
            ownerReply: { body: 'Every order has since been refunded.', publishedOn: '2026-11-25' },
          },
          { summary: 'Two.', upheldOn: '2026-10-01', ownerReply: null },
        ]}
      />,
    );
    const [answered, unanswered] = screen.getAllByRole('listitem');
    expect(answered!.textContent).toContain('Reply from the company');
    expect(answered!.textContent).toContain('Every order has since been refunded.');
    expect(answered!.textContent).toContain('Published on 25/11/2026');
    expect(unanswered!.textContent).not.toContain('Reply from the company');
  });
});
