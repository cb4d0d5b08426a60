import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { RegistrationWizard } from './registration-wizard';

// The wizard in jsdom against MSW: shaping, the CIN rule, the brand block, the step checks and
// how a submit is sent (Idempotency-Key) and answered. The real stack is the e2e test's job.

type Sent = { key: string | null; body: Record<string, unknown> };
const sent: Sent[] = [];
let entityTypesStatus = 200;
let answer: { status: number; body: Record<string, unknown> } = { status: 201, body: { id: 41 } };

const server = setupServer(
  http.get('*/api/entity-types', () =>
    entityTypesStatus === 200
      ? HttpResponse.json({
          entityTypes: [
            { entityType: 'Private Limited', registeredWithMca: true, notes: null },
            { entityType: 'LLP', registeredWithMca: true, notes: null },
            { entityType: 'Sole Proprietorship', registeredWithMca: false, notes: null },
          ],
        })
      : HttpResponse.json({ error: { title: 'Error', message: 'down' } }, { status: 503 }),
  ),
  http.post('*/api/registrations', async ({ request }) => {
    sent.push({
      key: request.headers.get('idempotency-key'),
      body: (await request.json()) as Record<string, unknown>,
    });
    return HttpResponse.json(answer.body, { status: answer.status });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom lays nothing out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sent.length = 0;
  entityTypesStatus = 200;
  answer = { status: 201, body: { id: 41 } };
});
afterAll(() => server.close());

// Typing through four steps in jsdom is slow on a busy machine; give the waits room.
configure({ asyncUtilTimeout: 5_000 });

function renderWizard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>
          <RegistrationWizard />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const toast = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function chooseType(user: ReturnType<typeof userEvent.setup>, type: string) {
  const select = screen.getByLabelText(/Company Type/);
  await screen.findByRole('option', { name: type });
  await user.selectOptions(select, type);
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.clear(box);
  await user.type(box, text);
  await user.click(screen.getByRole('option', { name: text }));
}

async function fillToVerifyStep(user: ReturnType<typeof userEvent.setup>) {
  await chooseType(user, 'Private Limited');
  await user.type(screen.getByLabelText(/Company Name/), 'acme widgets private limited');
  await user.type(screen.getByLabelText(/^CIN/), 'U12345MH2020PTC123456');
  await user.type(screen.getByLabelText(/^Email/), 'info@acme.example.in');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText(/Street Address/), '12 MG Road');
  await pick(user, /State/, 'Maharashtra');
  await pick(user, /City/, 'Mumbai');
  await pick(user, /PIN Code/, '400001');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: /Company Details/ });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: /Verification & Submit/ });
}

describe(RegistrationWizard.name, { timeout: 30_000 }, () => {
  it('should shape the company name, CIN, phone and description as they are typed', async () => {
    const user = renderWizard();
    await user.type(screen.getByLabelText(/Company Name/), 'acme WIDGETS pvt ltd');
    expect(screen.getByLabelText(/Company Name/)).toHaveProperty('value', 'Acme Widgets Pvt Ltd');
    await user.type(screen.getByLabelText(/^CIN/), 'u12345mh2020ptc123456xyz');
    expect(screen.getByLabelText(/^CIN/)).toHaveProperty('value', 'U12345MH2020PTC123456');
    await user.type(screen.getByLabelText(/^Phone/), '+91 98765-43210 77');
    expect(screen.getByLabelText(/^Phone/)).toHaveProperty('value', '9198765432');
    await user.type(screen.getByLabelText(/^Description/), 'Widgets');
    expect(screen.getByText('7/1000 characters')).toBeDefined();
  });

  it('should disable and empty the CIN input for a sole proprietorship', async () => {
    const user = renderWizard();
    await chooseType(user, 'Private Limited');
    await user.type(screen.getByLabelText(/^CIN/), 'U12345MH2020PTC123456');
    await user.selectOptions(screen.getByLabelText(/Company Type/), 'Sole Proprietorship');
    const cin = screen.getByLabelText(/^CIN/);
    expect(cin).toHaveProperty('disabled', true);
    expect(cin).toHaveProperty('value', '');
  });

  it('should offer the fallback company types when the list cannot be read', async () => {
    entityTypesStatus = 503;
    renderWizard();
    for (const type of ['Private Limited', 'Section 8 Company', 'Partnership Firm', 'HUF']) {
      expect(await screen.findByRole('option', { name: type })).toBeDefined();
    }
  });

  it('should show the first missing field and tie the message to its input', async () => {
    const user = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(toast().getByText('Missing Information')).toBeDefined();
    const name = screen.getByLabelText(/Company Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Please fill in all required fields before proceeding.',
    );
    expect(document.activeElement).toBe(name);
  });

  it('should give a brand owner one brand row and refuse to remove the last one', async () => {
    const user = renderWizard();
    await user.selectOptions(screen.getByLabelText(/Relationship/), 'brand_owner');
    expect(screen.getAllByRole('listitem', { name: /^Brand \d$/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove brand 1' }));
    expect(toast().getByText('Cannot remove')).toBeDefined();
    expect(toast().getByText('At least one brand is required for brand owners')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add Another Brand' }));
    await user.click(screen.getByRole('button', { name: 'Remove brand 2' }));
    expect(screen.getAllByRole('listitem', { name: /^Brand \d$/ })).toHaveLength(1);
  });

  it('should show the inline brand website error in place', async () => {
    const user = renderWizard();
    await user.selectOptions(screen.getByLabelText(/Relationship/), 'brand_owner');
    await user.type(screen.getByLabelText('Brand 1 website'), 'not a url');
    expect(screen.getByText('Please enter a valid URL')).toBeDefined();
  });

  it('should reset city and PIN when the state changes', async () => {
    const user = renderWizard();
    await fillToVerifyStep(user);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await pick(user, /State/, 'Karnataka');
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveProperty('value', '');
    expect(screen.getByLabelText(/PIN Code/)).toHaveProperty('value', '');
  });

  it('should refuse to submit without the terms', async () => {
    const user = renderWizard();
    await fillToVerifyStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(toast().getByText('Terms & Conditions')).toBeDefined();
    expect(sent).toHaveLength(0);
  });

  it('should submit once with an Idempotency-Key and show the success page', async () => {
    const user = renderWizard();
    await fillToVerifyStep(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByRole('heading', { name: 'Registration Successful!' })).toBeDefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[0]!.body).toMatchObject({
      companyName: 'Acme Widgets Private Limited',
      cin: 'U12345MH2020PTC123456',
      state: 'Maharashtra',
      city: 'Mumbai',
      pincode: '400001',
      agreeTerms: true,
    });
    expect(toast().getByText('Registration Submitted')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('should retry the same form with the same key and a changed form with a new one', async () => {
    answer = { status: 503, body: { error: { title: 'Unavailable', message: 'Try later' } } };
    const user = renderWizard();
    await fillToVerifyStep(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    const submit = screen.getByRole('button', { name: 'Submit Registration' });
    await user.click(submit);
    expect(await toast().findByText('Registration Failed')).toBeDefined();
    expect(
      toast().getByText('There was an error submitting your registration. Please try again.'),
    ).toBeDefined();
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.type(screen.getByLabelText(/Contact Person/), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Registration' }));
    await toast().findByText('Registration Failed');
    expect(sent).toHaveLength(3);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it('should offer to claim the listed company on a 409', async () => {
    answer = {
      status: 409,
      body: {
        error: { title: 'Company Already Listed', message: 'A company with this CIN is listed.' },
        companyId: 77,
      },
    };
    const user = renderWizard();
    await fillToVerifyStep(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    const link = await screen.findByRole('link', { name: 'Claim this company' });
    expect(link.getAttribute('href')).toBe('/claim/77');
    expect(toast().getByText('Registration Failed')).toBeDefined();
    expect(toast().getByText('A company with this CIN is listed.')).toBeDefined();
  });
});
