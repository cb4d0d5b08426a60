import type { Kysely, Transaction } from 'kysely';
import {
  OWNER_EDIT_MESSAGES,
  OWNER_PROFILE_FIELDS,
  domainOfWebsite,
  normalizeWebsite,
  ownerChangeSchema,
  type OwnerChange,
  type OwnerChangeRequest,
  type OwnerChangeRequestParsed,
  type OwnerChangeRequests,
  type OwnerCompanyProfile,
  type OwnerProfileEdit,
  type OwnerProfileField,
} from '@trusthive/contracts';
import { ConflictError, NotFoundError, type Database } from '@trusthive/platform';
import type { SubmissionsDeps } from '../../shared/deps';
import type { MailLocale } from '../../shared/mail/locale';
import { ownersOwnLogoUrl } from '../../shared/own-logos';
import { isoTime } from '../../shared/dates';
import { ownerBrandList } from '../../shared/owner-brands';
import { recordOwnerAudit } from '../audit';
import type { OwnerPrincipal } from '../principal';
import { replacePendingContactEmails, pendingContactEmailOf } from './contact-email.repository';
import { requestContactEmail } from './contact-email.service';
import {
  applyOwnerProfileEdit,
  changeRequestsOf,
  fieldsPendingReview,
  hasSamePendingRequest,
  insertChangeRequest,
  ownerProfileRow,
  type ChangeRequestRow,
  type OwnerProfileRow,
} from './owner-edits.repository';

type Db = Parameters<typeof ownerBrandList>[0];

const isProfileField = (field: string): field is OwnerProfileField =>
  (OWNER_PROFILE_FIELDS as readonly string[]).includes(field);

/** The stored value of each field the owner changes at once. */
const valuesOf = (row: OwnerProfileRow): Record<OwnerProfileField, string | null> => ({
  description: row.description,
  phone: row.phone,
  contactEmail: row.email,
  logo: row.logo,
});

async function toProfile(
  db: Db,
  row: OwnerProfileRow,
  now = Date.now(),
): Promise<OwnerCompanyProfile> {
  const [brands, pendingReview, pendingContactEmail] = await Promise.all([
    ownerBrandList(db, row.id),
    fieldsPendingReview(db, row.id),
    pendingContactEmailOf(db, row.id, new Date(now)),
  ]);
  return {
    id: row.id,
    name: row.company_name,
    ...valuesOf(row),
    website: row.website,
    domainName: row.domain_name,
    wantsBrandAuthorization: row.wants_brand_authorization,
    brands,
    ownerUpdatedAt: isoTime(row.owner_updated_at),
    ownerUpdatedFields: (row.owner_updated_fields ?? []).filter(isProfileField),
    pendingReview,
    pendingContactEmail,
  };
}

/** The owner's company as visitors see it, with what the owner can change. */
export async function ownerCompanyProfile(
  db: Kysely<Database>,
  companyId: number,
  now = Date.now(),
): Promise<OwnerCompanyProfile> {
  const row = await ownerProfileRow(db, companyId);
  if (!row)
    throw new NotFoundError('Company Not Found', 'We could not find a company with this id.');
  return toProfile(db, row, now);
}

/**
 * Where each changed field goes (issue 37). The description, and removing a phone or contact
 * e-mail, apply at once: they move no score and publish nothing unchecked. The logo moves the
 * trust score (Profile Completeness) and a new phone number is shown only once checked, so both
 * wait for staff as change requests. A new contact e-mail waits for the link mailed to it.
 */
function routeChanges(changes: Partial<Record<OwnerProfileField, string | null>>) {
  const immediate: Partial<Record<OwnerProfileField, string | null>> = {};
  const reviewed: OwnerChange[] = [];
  let newContactEmail: string | null = null;
  for (const [field, value] of Object.entries(changes) as [OwnerProfileField, string | null][]) {
    if (field === 'logo') reviewed.push({ kind: 'logo', logo: value });
    else if (field === 'phone' && value !== null) reviewed.push({ kind: 'phone', phone: value });
    else if (field === 'contactEmail' && value !== null) newContactEmail = value;
    else immediate[field] = value;
  }
  return { immediate, reviewed, newContactEmail };
}

/**
 * An owner's PATCH (issue 19, issue 37). One transaction: the fields applied at once with the
 * profile's "Updated by the owner" stamp, their audit entry and the company-changed event; the
 * logo or a new phone stored as change requests for the staff queue (the same change already
 * waiting is not asked twice); a new contact e-mail recorded and its link mailed. A logo must
 * be the owner's own upload, shown nowhere yet, checked before anything is written, so a bad
 * one saves nothing.
 */
export async function editOwnerProfile(
  deps: Pick<SubmissionsDeps, 'db' | 'events' | 'relay' | 'config' | 'storage'>,
  owner: OwnerPrincipal,
  companyId: number,
  edit: OwnerProfileEdit,
  now = Date.now(),
  /** The owner's language (issue 44): the confirmation mail and any decision's speak it. */
  locale: MailLocale = 'en',
): Promise<OwnerCompanyProfile> {
  const logo = edit.logo ? await ownersOwnLogoUrl(deps, owner.email, edit.logo) : edit.logo;
  const wanted: Partial<Record<OwnerProfileField, string | null>> = {};
  for (const field of OWNER_PROFILE_FIELDS) {
    const value = field === 'logo' ? logo : edit[field];
    // Left out: unchanged; sent empty: removed.
    if (value !== undefined) wanted[field] = value === '' ? null : value;
  }
  const { profile, wake } = await deps.db.transaction().execute(async (trx) => {
    const row = await ownerProfileRow(trx, companyId, true);
    if (!row)
      throw new NotFoundError('Company Not Found', 'We could not find a company with this id.');
    const before = valuesOf(row);
    const changes = Object.fromEntries(
      Object.entries(wanted).filter(
        ([field, value]) => before[field as OwnerProfileField] !== value,
      ),
    ) as Partial<Record<OwnerProfileField, string | null>>;
    const { immediate, reviewed, newContactEmail } = routeChanges(changes);
    if (Object.keys(immediate).length > 0) {
      await applyOwnerProfileEdit(trx, companyId, immediate);
      await recordOwnerAudit(trx, {
        ownerEmail: owner.email,
        action: 'owner.profile.update',
        subjectKind: 'company',
        subjectId: companyId,
        before: Object.fromEntries(
          Object.keys(immediate).map((field) => [field, before[field as OwnerProfileField]]),
        ),
        after: immediate,
      });
      await deps.events.changed(trx, companyId, 'updated');
    }
    // A cleared contact e-mail also ends an address still waiting for its link.
    if ('contactEmail' in immediate) await replacePendingContactEmails(trx, companyId);
    for (const change of reviewed) {
      if (await hasSamePendingRequest(trx, companyId, change)) continue;
      await storeChangeRequest(trx, owner, companyId, change, locale);
    }
    if (newContactEmail !== null) {
      await requestContactEmail(trx, deps, {
        ownerEmail: owner.email,
        company: { id: companyId, name: row.company_name },
        email: newContactEmail,
        now,
        locale,
      });
    }
    const after = await ownerProfileRow(trx, companyId);
    return {
      profile: await toProfile(trx, after!, now),
      wake: Object.keys(immediate).length > 0 || newContactEmail !== null,
    };
  });
  if (wake) deps.relay.wake();
  return profile;
}

/** A pending change request with its owner audit entry, in the caller's transaction. */
async function storeChangeRequest(
  trx: Transaction<Database>,
  owner: OwnerPrincipal,
  companyId: number,
  change: OwnerChange,
  locale: MailLocale,
) {
  const inserted = await insertChangeRequest(trx, {
    companyId,
    ownerEmail: owner.email,
    change,
    locale,
  });
  await recordOwnerAudit(trx, {
    ownerEmail: owner.email,
    action: 'owner.change.request',
    subjectKind: 'owner-change',
    subjectId: inserted.id,
    before: null,
    after: { status: 'pending', companyId, change },
  });
  return inserted;
}

function toRequest(row: ChangeRequestRow): OwnerChangeRequest {
  return {
    id: row.id,
    change: ownerChangeSchema.parse({ ...row.payload, kind: row.kind }),
    status: row.status,
    createdAt: isoTime(row.created_at) ?? '',
    decidedAt: isoTime(row.decided_at),
    reason: row.decision_reason,
  };
}

export async function ownerChangeRequests(
  db: Kysely<Database>,
  companyId: number,
): Promise<OwnerChangeRequests> {
  return { requests: (await changeRequestsOf(db, companyId)).map(toRequest) };
}

/** The request as it is stored: normalised, a removed brand named as it is now. */
function changeOf(profile: OwnerCompanyProfile, input: OwnerChangeRequestParsed): OwnerChange {
  switch (input.kind) {
    case 'website': {
      const website = normalizeWebsite(input.website ?? '')!;
      return { kind: 'website', website, domainName: domainOfWebsite(website) };
    }
    case 'brand-add':
      return {
        kind: 'brand-add',
        brandName: input.brandName?.trim() ?? '',
        trademarkName: input.trademarkName?.trim() || null,
        website: input.website ? normalizeWebsite(input.website) : null,
      };
    case 'brand-remove': {
      const brand = profile.brands.find((entry) => entry.id === input.brandId);
      if (!brand) {
        const { title, message } = OWNER_EDIT_MESSAGES.brandNotFound;
        throw new NotFoundError(title, message);
      }
      return { kind: 'brand-remove', brandId: brand.id, brandName: brand.brandName };
    }
    case 'brand-authorization':
      if (profile.wantsBrandAuthorization) {
        const { title, message } = OWNER_EDIT_MESSAGES.alreadyAuthorizationRequested;
        throw new ConflictError(title, message);
      }
      return { kind: 'brand-authorization' };
  }
}

/**
 * A change that moves the score or a badge, sent to the staff queue (issue 19): stored pending
 * with its audit entry in one transaction. The same change already waiting answers 409.
 */
export async function requestOwnerChange(
  deps: Pick<SubmissionsDeps, 'db'>,
  owner: OwnerPrincipal,
  companyId: number,
  input: OwnerChangeRequestParsed,
  locale: MailLocale = 'en',
): Promise<OwnerChangeRequest> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await ownerProfileRow(trx, companyId, true);
    if (!row)
      throw new NotFoundError('Company Not Found', 'We could not find a company with this id.');
    const change = changeOf(await toProfile(trx, row), input);
    if (await hasSamePendingRequest(trx, companyId, change)) {
      const { title, message } = OWNER_EDIT_MESSAGES.pendingExists;
      throw new ConflictError(title, message);
    }
    return toRequest(await storeChangeRequest(trx, owner, companyId, change, locale));
  });
}
