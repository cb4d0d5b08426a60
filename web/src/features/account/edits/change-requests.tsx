import { useState, type FormEvent } from 'react';
import {
  ownerChangeRequestInputSchema,
  submissionErrorFrom,
  type OwnerChange,
  type OwnerChangeKind,
  type OwnerChangeStatus,
  type OwnerChangeRequestInput,
  type OwnerCompanyProfile,
} from '@trusthive/contracts';
import { ColumnHeads } from '../../../components/ui/column-heads';
import { InputField } from '../../../components/ui/form-controls';
import { t, type MessageId } from '../../../i18n';
import { T } from '../../../i18n/trans';
import { isApiError } from '../../../lib/api-client';
import { localizeMessage } from '../../../lib/field-errors';
import { formatDateIN } from '../../../lib/format';
import { useOwnerChangeRequests, useRequestOwnerChange } from './edits-api';

type Problem = { message: string; field?: string };

// Message ids, not words: looked up while rendering, in the page's language.
const KIND_LABELS: Record<OwnerChangeKind, MessageId> = {
  website: 'account.changes.kind.website',
  'brand-add': 'account.changes.kind.brandAdd',
  'brand-remove': 'account.changes.kind.brandRemove',
  'brand-authorization': 'account.changes.kind.brandAuthorization',
  logo: 'account.changes.kind.logo',
  phone: 'account.changes.kind.phone',
};
const STATUS_LABELS: Record<OwnerChangeStatus, MessageId> = {
  pending: 'account.changes.status.pending',
  approved: 'account.changes.status.approved',
  declined: 'account.changes.status.declined',
};
const COLUMNS: readonly MessageId[] = [
  'account.changes.colChange',
  'account.changes.colAskedOn',
  'account.changes.colState',
];

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
      const found = submissionErrorFrom(checked.error);
      setProblem({ ...found, message: localizeMessage(found.message) });
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
          : { message: t('account.form.tryAgain') },
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
        {t('account.profile.requested')}
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
      <h4 className="owner-edits__subheading">{t('account.changes.websiteHeading')}</h4>
      <p className="muted">
        <T
          id={
            profile.website
              ? profile.domainName
                ? 'account.changes.websiteNowWithDomain'
                : 'account.changes.websiteNow'
              : profile.domainName
                ? 'account.changes.websiteNoneWithDomain'
                : 'account.changes.websiteNone'
          }
          values={{ website: profile.website ?? '', domain: profile.domainName ?? '' }}
          components={{ 0: <span translate="no" />, 1: <span translate="no" /> }}
        />
      </p>
      <InputField
        label={t('account.changes.newWebsite')}
        error={problem?.field === 'website' ? problem.message : undefined}
        value={website}
        onChange={(event) => setWebsite(event.target.value)}
      />
      <Outcome problem={problem} sent={sent} />
      <button type="submit" className="button" disabled={busy}>
        {t('account.changes.requestWebsite')}
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
      <h4 className="owner-edits__subheading">{t('account.changes.brandsHeading')}</h4>
      {profile.brands.length === 0 ? (
        <p className="muted">{t('account.changes.noBrands')}</p>
      ) : null}
      <ul className="owner-edits__brands">
        {profile.brands.map((listed) => (
          <li key={listed.id}>
            <span translate="no">{listed.brandName}</span>{' '}
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => void submit({ kind: 'brand-remove', brandId: listed.id })}
            >
              {/* One flex item, so the words keep their spaces (a button lays out items). */}
              <span>
                <T
                  id="account.changes.requestRemoval"
                  values={{ brand: listed.brandName }}
                  components={{
                    0: <span className="visually-hidden" />,
                    1: <span translate="no" />,
                  }}
                />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(event) => void onAdd(event)} noValidate>
        <InputField
          label={t('account.changes.brandName')}
          required
          error={errorFor('brandName')}
          value={brand.brandName}
          onChange={(event) => setBrand({ ...brand, brandName: event.target.value })}
        />
        <InputField
          label={t('account.changes.trademarkName')}
          value={brand.trademarkName}
          onChange={(event) => setBrand({ ...brand, trademarkName: event.target.value })}
        />
        <InputField
          label={t('account.changes.brandWebsite')}
          error={errorFor('website')}
          value={brand.website}
          onChange={(event) => setBrand({ ...brand, website: event.target.value })}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('account.changes.addBrand')}
        </button>
      </form>
      {profile.wantsBrandAuthorization ? (
        <p className="muted">{t('account.changes.authorizationAsked')}</p>
      ) : (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void submit({ kind: 'brand-authorization' })}
        >
          {t('account.changes.requestAuthorization')}
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
      return change.logo ? t('account.changes.newLogo') : t('account.changes.logoRemoved');
    case 'phone':
      return change.phone;
  }
}

/** Whether a change's text is the owner's own value (not one of our words, as a logo's is). */
const isValue = (change: OwnerChange) => change.kind !== 'logo';

function RequestList({ companyId }: { companyId: number }) {
  const requests = useOwnerChangeRequests(companyId);
  if (requests.isPending) return <p role="status">{t('account.changes.loading')}</p>;
  if (requests.isError) return <p role="alert">{t('account.changes.loadFailed')}</p>;
  if (requests.data.requests.length === 0) return null;
  return (
    <table className="owner-edits__requests" data-testid="owner-change-requests">
      <caption>{t('account.changes.caption')}</caption>
      <ColumnHeads columns={COLUMNS.map((id) => t(id))} />
      <tbody>
        {requests.data.requests.map((request) => (
          <tr key={request.id}>
            <td>
              {t(KIND_LABELS[request.change.kind])}
              {changeText(request.change) ? (
                <>
                  : {/* A website, a brand's name or a number: the owner's own value. */}
                  <span translate={isValue(request.change) ? 'no' : undefined}>
                    {changeText(request.change)}
                  </span>
                </>
              ) : null}
            </td>
            <td>{formatDateIN(request.createdAt.slice(0, 10))}</td>
            <td data-status={request.status}>
              {t(STATUS_LABELS[request.status])}
              {/* The moderator's own words, as they wrote them. */}
              {request.reason ? (
                <>
                  {' ('}
                  <span translate="no">{request.reason}</span>)
                </>
              ) : null}
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
    <section className="owner-edits__reviewed" aria-label={t('account.changes.label')}>
      <h3 className="owner-edits__heading">{t('account.changes.heading')}</h3>
      <p className="muted">{t('account.changes.intro')}</p>
      <WebsiteForm profile={profile} />
      <BrandForms profile={profile} />
      <RequestList companyId={profile.id} />
    </section>
  );
}
