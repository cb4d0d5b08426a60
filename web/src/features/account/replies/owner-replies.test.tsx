import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_REPLY_MESSAGES,
  type OwnerCompany,
  type OwnerUpheldReport,
} from '@trusthive/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { OwnerReplies } from './owner-replies';

// <OwnerReplies> against MSW: each upheld report with its reply's state, the form where a reply
// is still possible, the refusal of an empty reply beside the field, and a sent reply waiting.

const company: OwnerCompany = {
  id: 7,
  name: 'Acme Traders Private Limited',
  cin: 'U51909KA2020PTC123456',
  status: 'Active',
  isVerified: false,
  profilePath: '/company/7',
};

const unanswered: OwnerUpheldReport = {
  id: 31,
  summary: 'Advance payments taken without delivery.',
  upheldOn: '2026-11-20',
  reply: null,
};
const declined: OwnerUpheldReport = {
  id: 30,
  summary: 'Wrong GSTIN on invoices.',
  upheldOn: '2026-10-01',
  reply: {
    body: 'The reporter is lying.',
    status: 'declined',
    createdAt: '2026-10-02T10:00:00.000Z',
    decidedAt: '2026-10-03T10:00:00.000Z',
    declineReason: 'A reply answers the report, not the reporter.',
  },
};
const published: OwnerUpheldReport = {
  id: 29,
  summary: 'Late deliveries.',
  upheldOn: '2026-09-01',
  reply: {
    body: 'We changed our courier in August.',
    status: 'published',
    createdAt: '2026-09-02T10:00:00.000Z',
    decidedAt: '2026-09-03T10:00:00.000Z',
    declineReason: null,
  },
};

let sent: unknown[] = [];
/** What the server holds for report 31: its reply once one was sent. */
let current = unanswered;
const server = setupServer(
  http.get('*/api/account/companies/7/reports', () =>
    HttpResponse.json({ reports: [current, declined, published] }),
  ),
  http.post('*/api/account/companies/7/reports/31/reply', async ({ request }) => {
    const body = (await request.json()) as { body: string };
    sent.push(body);
    if (!body.body.trim()) {
      return HttpResponse.json(
        { error: { ...OWNER_REPLY_MESSAGES.missingBody, field: 'body' } },
        { status: 400 },
      );
    }
    current = {
      ...unanswered,
      reply: {
        body: body.body,
        status: 'pending',
        createdAt: new Date().toISOString(),
        decidedAt: null,
        declineReason: null,
      },
    };
    return HttpResponse.json(current, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sent = [];
  current = unanswered;
});
afterAll(() => server.close());

function renderReplies() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OwnerReplies company={company} />
    </QueryClientProvider>,
  );
}

const items = async () => {
  const section = await screen.findByRole('region', { name: OWNER_REPLY_MESSAGES.sectionTitle });
  await within(section).findByText(unanswered.summary);
  return within(section).getAllByRole('listitem');
};

describe(OwnerReplies.name, () => {
  it('should show each report with its reply state, and a form only where a reply is possible', async () => {
    renderReplies();
    const [first, second, third] = await items();
    expect(within(first!).getByRole('textbox', { name: /Your public reply/ })).toBeTruthy();
    expect(second!.textContent).toContain('Not published');
    expect(second!.textContent).toContain('A reply answers the report, not the reporter.');
    expect(within(second!).getByRole('textbox', { name: /Your public reply/ })).toBeTruthy();
    expect(third!.textContent).toContain('Published on your profile');
    expect(third!.textContent).toContain('We changed our courier in August.');
    expect(within(third!).queryByRole('textbox')).toBeNull();
  });

  it('should show the refusal of an empty reply beside the field', async () => {
    renderReplies();
    const [first] = await items();
    await userEvent.click(within(first!).getByRole('button', { name: 'Send reply' }));
    const field = within(first!).getByRole('textbox', { name: /Your public reply/ });
    await within(first!).findByText(OWNER_REPLY_MESSAGES.missingBody.message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('should send the reply and then show it waiting for review, without the form', async () => {
    renderReplies();
    const [first] = await items();
    await userEvent.type(
      within(first!).getByRole('textbox', { name: /Your public reply/ }),
      'Every order was refunded.',
    );
    await userEvent.click(within(first!).getByRole('button', { name: 'Send reply' }));
    await within(first!).findByText('Waiting for review');
    expect(sent).toEqual([{ body: 'Every order was refunded.' }]);
    expect(first!.textContent).toContain('Every order was refunded.');
    expect(first!.textContent).toContain(OWNER_REPLY_MESSAGES.sent.message);
    expect(within(first!).queryByRole('textbox')).toBeNull();
  });
});
