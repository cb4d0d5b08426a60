import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CorrectionDetail, CorrectionsQueue } from '@trusthive/contracts';
import { setCsrfToken } from '../api/staff-client';
import { mockStaffApi, renderStaffPage } from '../testing/staff-page-test';
import CorrectionsPage from './corrections-page';

// The corrections queue against MSW, through the queue page and decision panel the contact,
// owner-change and reply queues share: the list and its summary, the filter sent to the API,
// one request beside the value shown now, a decline with its reason, and the decision shown.

const createdAt = '2026-11-20T04:30:00.000Z';
const item = {
  id: 7,
  companyId: 70,
  companyName: 'Acme Traders Pvt Ltd',
  field: 'website' as const,
  proposedValue: 'acme.in',
  status: 'pending' as const,
  createdAt,
  decision: null,
};
const queue: CorrectionsQueue = {
  items: [item],
  total: 1,
  page: 1,
  pageSize: 20,
  oldestPendingAt: createdAt,
};
const detail: CorrectionDetail = {
  ...item,
  currentValue: 'acme.example',
  previousValue: null,
  evidence: 'Our new domain.',
  evidenceUrl: null,
  requesterEmail: 'owner@acme.in',
};

let decided: CorrectionDetail | null = null;
const lists: string[] = [];
const decisions: unknown[] = [];

mockStaffApi(
  http.get('*/api/staff/queues', () => HttpResponse.json({ queues: [] })),
  http.get('*/api/staff/queues/corrections', ({ request }) => {
    lists.push(new URL(request.url).search);
    return HttpResponse.json(queue);
  }),
  http.get('*/api/staff/queues/corrections/7', () => HttpResponse.json(decided ?? detail)),
  http.post('*/api/staff/queues/corrections/7/decision', async ({ request }) => {
    const body = (await request.json()) as { outcome: string; reason?: string };
    decisions.push(body);
    decided = {
      ...detail,
      status: 'declined',
      decision: { decidedAt: createdAt, decidedBy: 'Ravi Kumar', reason: body.reason ?? null },
    };
    return HttpResponse.json(decided);
  }),
);

beforeEach(() => {
  setCsrfToken('token-1');
  decided = null;
  lists.length = 0;
  decisions.length = 0;
});

const renderPage = () => renderStaffPage(<CorrectionsPage />);

describe(CorrectionsPage.name, () => {
  it('should list the waiting requests, oldest first, with how long the oldest has waited', async () => {
    renderPage();
    const summary = await screen.findByTestId('queue-summary');
    expect(summary.textContent).toMatch(
      /^1 pending; the oldest pending request is waiting since 20 November 2026.*\.$/,
    );
    expect(lists).toEqual(['?order=oldest&status=pending&page=1']);
    const row = screen.getByRole('row', { name: /Acme Traders Pvt Ltd/ });
    expect(within(row).getByRole('button').textContent).toBe(
      'Review the Website of Acme Traders Pvt Ltd',
    );
  });

  it('should show the request beside the value shown now and send a decline with its reason', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Review/ }));
    expect((await screen.findByTestId('correction-current-value')).textContent).toBe(
      'acme.example',
    );
    expect(screen.getByTestId('correction-proposed-value').textContent).toBe('acme.in');
    await userEvent.type(screen.getByLabelText(/Reason for declining/), 'Not the same company.');
    await userEvent.click(screen.getByRole('button', { name: 'Decline correction' }));
    expect(
      await screen.findByText(/^Declined by Ravi Kumar on .*: Not the same company\.$/),
    ).toBeTruthy();
    expect(decisions).toEqual([{ outcome: 'decline', reason: 'Not the same company.' }]);
    expect(screen.queryByRole('button', { name: 'Accept correction' })).toBeNull();
  });
});
