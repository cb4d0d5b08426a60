import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RegistrationQueue, RegistrationReview } from '@trusthive/contracts';
import { setCsrfToken } from '../api/staff-client';
import { mockStaffApi, renderStaffPage } from '../testing/staff-page-test';
import StaffRegistrationsPage from './registrations-page';

// The registrations page against MSW: the queue with its count and oldest wait, one item
// beside the registry, a rejection that needs a reason, and a decision someone else made first.

const DAY = 24 * 60 * 60 * 1000;
const submittedAt = new Date(Date.now() - 2 * DAY - 60_000).toISOString();

const queue: RegistrationQueue = {
  items: [
    {
      id: 41,
      companyName: 'Zentrix Logistics Pvt Ltd',
      cin: 'U63090KA2020PTC123456',
      entityType: 'Private Limited',
      state: 'Karnataka',
      city: 'Bengaluru',
      submittedAt,
      status: 'pending',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  oldestPendingAt: submittedAt,
};

const review: RegistrationReview = {
  id: 41,
  status: 'pending',
  submittedAt,
  submitted: {
    companyName: 'Zentrix Logistics Pvt Ltd',
    cin: 'U63090KA2020PTC123456',
    entityType: 'Private Limited',
    state: 'Karnataka',
    city: 'Bengaluru',
    address: '12 MG Road',
    pincode: '560001',
    email: 'owner@zentrix.in',
    phone: '9876543210',
    website: 'zentrix.in',
    category: 'Technology',
    description: null,
    relationshipType: 'not_applicable',
    contactPerson: 'Asha Rao',
    designation: 'Director',
    brands: [],
  },
  registry: {
    found: true,
    companyName: 'ZENTRIX LOGISTICS PRIVATE LIMITED',
    state: 'Goa',
    status: 'Active',
    companyClass: 'Private',
    registrationDate: '2020-03-01',
    sourceFile: 'mca-goa.csv',
    sourceDate: '2026-10-01',
  },
  differences: [
    {
      field: 'companyName',
      submitted: 'Zentrix Logistics Pvt Ltd',
      registry: 'ZENTRIX LOGISTICS PRIVATE LIMITED',
    },
    { field: 'state', submitted: 'Karnataka', registry: 'Goa' },
  ],
  similar: [
    { id: 7, name: 'Zentrix Logistic Services', cin: null, state: 'Goa', similarity: 0.62 },
  ],
  decision: null,
};

const ALREADY = 'This registration was already approved by Ravi Kumar on 24/11/2026.';
let decided = false;
const decisions: unknown[] = [];

mockStaffApi(
  http.get('*/api/staff/queues', () =>
    HttpResponse.json({
      queues: [{ kind: 'registrations', pending: 1, oldestPendingAt: submittedAt }],
    }),
  ),
  http.get('*/api/staff/queues/registrations', () => HttpResponse.json(queue)),
  http.get('*/api/staff/queues/registrations/41', () =>
    HttpResponse.json(
      decided
        ? {
            ...review,
            status: 'approved',
            decision: {
              decidedAt: '2026-11-24T10:00:00.000Z',
              decidedBy: 'Ravi Kumar',
              reason: null,
            },
          }
        : review,
    ),
  ),
  http.post('*/api/staff/queues/registrations/41/decision', async ({ request }) => {
    decisions.push({ body: await request.json(), csrf: request.headers.get('x-csrf-token') });
    decided = true;
    return HttpResponse.json(
      { error: { title: 'Already Decided', message: ALREADY } },
      { status: 409 },
    );
  }),
);

beforeEach(() => {
  // What the console's sign-in leaves in the client.
  setCsrfToken('token-1');
  decided = false;
  decisions.length = 0;
});

const renderPage = () => renderStaffPage(<StaffRegistrationsPage />);

describe(StaffRegistrationsPage.name, () => {
  it('should show the queue with its count and how long the oldest has waited', async () => {
    renderPage();
    expect(await screen.findByText('1 waiting · oldest waiting 2 days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oldest first' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await screen.findByText('Zentrix Logistics Pvt Ltd')).toBeTruthy();
  });

  it('should set the submission beside the registry and mark where they differ', async () => {
    renderPage();
    await userEvent.click(await screen.findByText('Zentrix Logistics Pvt Ltd'));
    const table = await screen.findByRole('table');
    const state = within(table).getByRole('row', { name: /^State/ });
    expect(state.textContent).toBe('StateKarnatakaGoa (differs)');
    const cin = within(table).getByRole('row', { name: /^CIN/ });
    expect(cin.textContent).not.toContain('differs');
    expect(screen.getByRole('link', { name: 'Zentrix Logistic Services' })).toBeTruthy();
  });

  it('should ask for a reason before a rejection is sent', async () => {
    renderPage();
    await userEvent.click(await screen.findByText('Zentrix Logistics Pvt Ltd'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please give a reason for the rejection (3 to 1,000 characters).',
    );
    expect(decisions).toEqual([]);
  });

  it('should say who decided first when the decision was already made', async () => {
    renderPage();
    await userEvent.click(await screen.findByText('Zentrix Logistics Pvt Ltd'));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Already Decided: ${ALREADY}`);
    expect(decisions).toEqual([{ body: { outcome: 'approve' }, csrf: 'token-1' }]);
    // The item is read again and shows the decision instead of the buttons.
    expect(await screen.findByText(/^Approved by Ravi Kumar on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
