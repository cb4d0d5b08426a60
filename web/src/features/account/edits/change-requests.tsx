import { useState, type FormEvent } from 'react';
import {
  OWNER_CHANGE_KIND_LABELS,
  OWNER_CHANGE_STATUS_LABELS,
  OWNER_EDIT_MESSAGES,
  ownerChangeRequestInputSchema,
  submissionErrorFrom,
  type OwnerChange,
  type OwnerChangeRequestInput,
  type OwnerCompanyProfile,
} from '@trusthive/contracts';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { InputField } from '../../../components/ui/form-controls';
import { isApiError } from '../../../lib/api-client';
import { formatDateIN } from '../../../lib/format';
import { useOwnerChangeRequests, useRequestOwnerChange } from './edits-api';

type Problem = { message: string; field?: string };

/** Sends one change for review, checked first with the contract's rules and words. */
function useSendChange(companyId: number) {
  const send = useRequestOwnerChange(companyId);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState(false);
  async function submit(change: OwnerChangeRequestInput): Promise<boolean> {
    setProblem(null);
    setSent(false);
    const checked = ownerChangeRequestInputSchema.safeParse(change);
    if (!checked.success) {
      setProblem(submissionErrorFrom(checked.error));
      return false;
    }
    try {
      await send.mutateAsync(change);
      setSent(true);
      return true;
    } catch (error) {
      setProblem(
        isApiError(error)
          ? { message: error.message, ...(error.field ? { field: error.field } : {}) }
          : { message: 'Something went wrong. Please try again.' },
      );
      return false;
    }
  }
  return { submit, problem, sent, busy: send.isPending };
}

function Outcome({ problem, sent }: { problem: Problem | null; sent: boolean }) {
  if (problem && !problem.field)
    return (
      <p className="form-error" role="alert">
        {problem.message}
      </p>
    );
  if (sent)
    return (
      <p className="form-success" role="status">
        {OWNER_EDIT_MESSAGES.requested}
      </p>
    );
  return null;
}

function WebsiteForm({ profile }: { profile: OwnerCompanyProfile }) {
  const { submit, problem, sent, busy } = useSendChange(profile.id);
  const [website, setWebsite] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit({ kind: 'website', website })) setWebsite('');
  };
  return (
    <form className="owner-edits__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h4 className="owner-edits__subheading">Website and domain</h4>
      <p className="muted">
        Now: {profile.website ?? 'none'}
        {profile.domainName ? ` (domain ${profile.domainName})` : ''}
      </p>
      <InputField
        label="New website"
        error={problem?.field === 'website' ? problem.message : undefined}
        value={website}
        onChange={(event) => setWebsite(event.target.value)}
      />
      <Outcome problem={problem} sent={sent} />
      <button type="submit" className="button" disabled={busy}>
        Request website change
      </button>
    </form>
  );
}

function BrandForms({ profile }: { profile: OwnerCompanyProfile }) {
  const { submit, problem, sent, busy } = useSendChange(profile.id);
  const [brand, setBrand] = useState({ brandName: '', trademarkName: '', website: '' });
  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined);
  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit({ kind: 'brand-add', ...brand }))
      setBrand({ brandName: '', trademarkName: '', website: '' });
  };
  return (
    <div className="owner-edits__form">
      <h4 className="owner-edits__subheading">Brands</h4>
      {profile.brands.length === 0 ? <p className="muted">No brands listed.</p> : null}
      <ul className="owner-edits__brands">
        {profile.brands.map((listed) => (
          <li key={listed.id}>
            {listed.brandName}{' '}
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => void submit({ kind: 'brand-remove', brandId: listed.id })}
            >
              Request removal<span className="visually-hidden"> of {listed.brandName}</span>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void onAdd(event)} noValidate>
        <InputField
          label="Brand name"
          required
          error={errorFor('brandName')}
          value={brand.brandName}
          onChange={(event) => setBrand({ ...brand, brandName: event.target.value })}
        />
        <InputField
          label="Trademark name"
          value={brand.trademarkName}
          onChange={(event) => setBrand({ ...brand, trademarkName: event.target.value })}
        />
        <InputField
          label="Brand website"
          error={errorFor('website')}
          value={brand.website}
          onChange={(event) => setBrand({ ...brand, website: event.target.value })}
        />
        <button type="submit" className="button" disabled={busy}>
          Request to add brand
        </button>
      </form>
      {profile.wantsBrandAuthorization ? (
        <p className="muted">Brand authorization: asked.</p>
      ) : (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void submit({ kind: 'brand-authorization' })}
        >
          Request brand authorization
        </button>
      )}
      <Outcome problem={problem} sent={sent} />
    </div>
  );
}

function changeText(change: OwnerChange): string {
  switch (change.kind) {
    case 'website':
      return change.website;
    case 'brand-add':
    case 'brand-remove':
      return change.brandName;
    case 'brand-authorization':
      return '';
    case 'logo':
      return change.logo ? 'new logo' : 'removed';
    case 'phone':
      return change.phone;
  }
}

function RequestList({ companyId }: { companyId: number }) {
  const requests = useOwnerChangeRequests(companyId);
  if (requests.isPending) return <p role="status">Loading your requests…</p>;
  if (requests.isError) return <p role="alert">Could not load your requests.</p>;
  if (requests.data.requests.length === 0) return null;
  return (
    <table className="owner-edits__requests" data-testid="owner-change-requests">
      <caption>Your requests</caption>
      <ColumnHeads columns={['Change', 'Asked on', 'State']} />
      <tbody>
        {requests.data.requests.map((request) => (
          <tr key={request.id}>
            <td>
              {OWNER_CHANGE_KIND_LABELS[request.change.kind]}
              {changeText(request.change) ? `: ${changeText(request.change)}` : ''}
            </td>
            <td>{formatDateIN(request.createdAt.slice(0, 10))}</td>
            <td data-status={request.status}>
              {OWNER_CHANGE_STATUS_LABELS[request.status]}
              {request.reason ? ` (${request.reason})` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Website and domain, brands, brand authorization: they move the trust score, so staff review. */
export function OwnerChangeRequests({ profile }: { profile: OwnerCompanyProfile }) {
  return (
    <section className="owner-edits__reviewed" aria-label="Changes reviewed by TrustHive">
      <h3 className="owner-edits__heading">Reviewed by TrustHive first</h3>
      <p className="muted">
        These change the trust score or a badge, so the TrustHive team checks them before they go
        live. You see each request&apos;s state below.
      </p>
      <WebsiteForm profile={profile} />
      <BrandForms profile={profile} />
      <RequestList companyId={profile.id} />
    </section>
  );
}
