import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SEARCH_PAGE_SIZE } from '@trusthive/contracts';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast';
import { RegistrationWizard } from './registration-wizard';

// The wizard in jsdom against MSW: shaping, the CIN rule, the brand block, the step checks and
// how a submit is sent (Idempotency-Key) and answered. The real stack is the e2e test's job.

type Sent = { key: string | null; body: Record<string, unknown> };
const sent: Sent[] = [];
let entityTypesStatus = 200;
let answer: { status: number; body: Record<string, unknown> } = { status: 201, body: { id: 41 } };
/** What GET /api/search?type=cin finds: step 1's check for a CIN already listed. */
let listedByCin: { id: number; name: string; cin: string }[] = [];

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
  http.get('*/api/search', () =>
    HttpResponse.json({
      query: listedByCin[0]?.cin ?? '',
      type: 'cin',
      page: 1,
      pageSize: SEARCH_PAGE_SIZE,
      total: listedByCin.length,
      totalCapped: false,
      didYouMean: [],
      didYouMeanCompanies: [],
      taxId: null,
      gstRegistrations: [],
      directors: [],
      results: listedByCin.map(({ id, name, cin }) => ({
        id,
        name,
        cin,
        description: null,
        category: null,
        location: null,
        brandName: null,
        ratings: { google: null, trustpilot: null },
        verified: false,
        status: 'Active',
        trustScore: null,
        trustLevel: null,
        verdict: null,
      })),
    }),
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
  listedByCin = [];
  // The draft is kept in session storage: no test may start from another's.
  sessionStorage.clear();
  entityTypesStatus = 200;
  answer = { status: 201, body: { id: 41 } };
});
afterAll(() => server.close());

let router: ReturnType<typeof createMemoryRouter>;

function renderWizard(entry = '/register') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  router = createMemoryRouter([{ path: '/register', Component: RegistrationWizard }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const stepInUrl = () => new URLSearchParams(router.state.location.search).get('step');

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
  it('should shape the company name, CIN and phone as they are typed', async () => {
    const user = renderWizard();
    await user.type(screen.getByLabelText(/Company Name/), 'acme WIDGETS pvt ltd');
    expect(screen.getByLabelText(/Company Name/)).toHaveProperty('value', 'Acme Widgets Pvt Ltd');
    await user.type(screen.getByLabelText(/^CIN/), 'u12345mh2020ptc123456xyz');
    expect(screen.getByLabelText(/^CIN/)).toHaveProperty('value', 'U12345MH2020PTC123456');
    await user.type(screen.getByLabelText(/^Phone/), '+91 98765-43210 77');
    expect(screen.getByLabelText(/^Phone/)).toHaveProperty('value', '9198765432');
    // Category and Description are asked once, on step 3 (issue 36).
    expect(screen.queryByLabelText(/^Description/)).toBeNull();
    expect(screen.queryByLabelText(/^Business Category/)).toBeNull();
  });

  it('should count the description as it is typed, on step 3', async () => {
    const user = renderWizard();
    await fillToVerifyStep(user);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.type(screen.getByLabelText(/^Description/), 'Widgets');
    expect(screen.getByText('7/1000 characters')).toBeDefined();
    expect(screen.getAllByLabelText(/^Business Category/)).toHaveLength(1);
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

  it('should mark every empty required field at once and focus the first', async () => {
    const user = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(toast().getByText('Missing Information')).toBeDefined();
    for (const label of [/Company Type/, /Company Name/, /^Email/]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), String(label)).toBe('true');
      const describedBy = field.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(
        'Please fill in all required fields before proceeding.',
      );
    }
    // Optional fields are not marked.
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Company Type/));
  });

  it('should label the progress bar with the steps it shows', async () => {
    const user = renderWizard();
    const progress = screen.getByRole('navigation', { name: 'Registration progress' });
    const labels = within(progress)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/^[0-9✓]/, ''));
    expect(labels).toEqual(['Company Info', 'Address', 'Details', 'Verify', 'Done']);
    await fillToVerifyStep(user);
    const current = within(progress)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Verify');
  });

  it('should stop on step 1 when the CIN is already listed and offer the claim', async () => {
    listedByCin = [{ id: 88, name: 'Acme Widgets Private Limited', cin: 'U12345MH2020PTC123456' }];
    const user = renderWizard();
    await chooseType(user, 'Private Limited');
    await user.type(screen.getByLabelText(/Company Name/), 'acme widgets private limited');
    await user.type(screen.getByLabelText(/^CIN/), 'U12345MH2020PTC123456');
    await user.type(screen.getByLabelText(/^Email/), 'info@acme.example.in');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const link = await screen.findByRole('link', { name: 'Claim this company' });
    expect(link.getAttribute('href')).toBe('/claim/88');
    expect(toast().getByText('Company Already Listed')).toBeDefined();
    expect(screen.getByLabelText(/^CIN/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: /Company Information/ })).toBeDefined();
    expect(stepInUrl()).toBeNull();
  });

  it('should keep the step in the URL so Back and Forward move between steps', async () => {
    const user = renderWizard();
    await fillToVerifyStep(user);
    expect(stepInUrl()).toBe('4');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: /Company Details/ })).toBeDefined();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: /Company Address/ })).toBeDefined();
    // The address typed on step 2 is still there.
    expect(screen.getByLabelText(/Street Address/)).toHaveProperty('value', '12 MG Road');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: /Company Details/ })).toBeDefined();
  });

  it('should restore the draft and its step after a reload, without uploaded files', async () => {
    const first = renderWizard();
    await fillToVerifyStep(first);
    const kept = JSON.parse(sessionStorage.getItem('trusthive.registration-draft') ?? '{}');
    expect(kept).toMatchObject({ companyName: 'Acme Widgets Private Limited', logo: null });
    cleanup();
    // A reload: a new page on the same URL, with this tab's session storage.
    renderWizard('/register?step=4');
    expect(await screen.findByRole('heading', { name: /Verification & Submit/ })).toBeDefined();
    expect(screen.getByText('Acme Widgets Private Limited')).toBeDefined();
    expect(screen.getByText('400001')).toBeDefined();
  });

  it('should send a URL ahead of the draft back to the first step that needs input', async () => {
    renderWizard('/register?step=3');
    expect(await screen.findByRole('heading', { name: /Company Information/ })).toBeDefined();
    expect(stepInUrl()).toBeNull();
  });

  it('should warn before the tab is closed or reloaded with input in the form', async () => {
    const user = renderWizard();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText(/Company Name/), 'acme');
    expect(unload()).toBe(true);
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
    expect(screen.getByRole('combobox', { name: /PIN Code/ })).toHaveProperty('value', '');
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
