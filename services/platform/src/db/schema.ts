import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// The one Database interface. Nullable columns are `T | null`; columns the database fills
// are Generated<>. int8 and numeric come back as JS numbers (see client.ts), dates as
// 'YYYY-MM-DD' strings so no time zone can shift a registration date.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that stays null until something happens (a decision, a handling). */
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type DateString = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type RelationshipType = 'brand_owner' | 'reseller' | 'not_applicable';
export type DataSource = 'registry' | 'registration' | 'synthetic';
export type SearchType = 'name' | 'cin' | 'brand' | 'director';
export type ClaimStatus = 'pending' | 'approved' | 'rejected';
/** The languages TrustHive speaks (issue 44): a mail's, a submitter's (migration 0047). */
export type MailLocale = 'en' | 'hi' | 'ta' | 'bn';
export type ReportStatus = 'open' | 'upheld' | 'dismissed';

export interface CompanyRatings {
  google?: number | null;
  trustpilot?: number | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  company_name: string;
  cin: string | null;
  company_limited_by: string | null;
  registered_office_address: string | null;
  city: string | null;
  pincode: string | null;
  company_state_code: string | null;
  company_category: string | null;
  company_sub_category: string | null;
  company_class: string | null;
  company_status: string | null;
  relationship_type: Generated<RelationshipType>;
  is_verified: Generated<boolean>;
  is_claimed: Generated<boolean>;
  logo: string | null;
  domain_name: string | null;
  has_different_brand: Generated<boolean>;
  industrial_classification: string | null;
  roc: string | null;
  registration_date: DateString | null;
  authorized_capital: number | null;
  paid_up_capital: number | null;
  listing_status: string | null;
  company_origin: string | null;
  nic_code: string | null;
  gst_number: string | null;
  pan_number: string | null;
  has_storefront: Generated<boolean>;
  email: string | null;
  wants_brand_authorization: Generated<boolean>;
  website: string | null;
  website_url: string | null;
  ratings: Generated<Json<CompanyRatings>>;
  description: string | null;
  phone: string | null;
  contact_person: string | null;
  designation: string | null;
  business_category: string | null;
  latest_annual_return: DateString | null;
  latest_balance_sheet: DateString | null;
  trust_score: number | null;
  /** The level shown with trust_score: the spec's band or 'Limited data' (migration 0015). */
  trust_level: string | null;
  /**
   * The card form of the stored score's verdict (issue 36, migration 0031): copied from
   * company_scores by its trigger, never written by a service.
   */
  verdict: Json<unknown> | null;
  data_source: Generated<DataSource>;
  /** Base name of the MCA file the registry facts were last imported from (migration 0016). */
  registry_source_file: string | null;
  /** That file's date: the importer's --as-of, else the file's modification date. */
  registry_source_date: DateString | null;
  /** 'live' is public; a registration is 'pending' until staff approve it (migration 0022). */
  review_status: Generated<ReviewStatus>;
  reviewed_at: Timestamp | null;
  /** The staff account that decided (staff_accounts.id). */
  reviewed_by: number | null;
  /** The reason given with a rejection. */
  review_note: string | null;
  /** What the registrant sent, kept apart from the row a later registry import may update. */
  submitted_facts: Json<SubmittedFacts> | null;
  /** The owner's last change applied at once (migration 0026); null until one. */
  owner_updated_at: NullableTimestamp;
  /** The fields that change touched (contract keys); set together with owner_updated_at. */
  owner_updated_fields: string[] | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export type ReviewStatus = 'pending' | 'live' | 'rejected';

/** A registration's own facts as submitted (companies.submitted_facts). */
export interface SubmittedFacts {
  companyName: string;
  cin: string | null;
  state: string | null;
  city: string | null;
  entityType: string | null;
  email: string | null;
  website: string | null;
  phone: string | null;
  category: string | null;
  /** The registrant's language, for the decision mail (issue 44); absent on older rows. */
  locale?: MailLocale;
}

export interface BrandsTable {
  id: Generated<number>;
  company_id: number;
  brand_name: string;
  trademark_name: string | null;
  logo_url: string | null;
  website_url: string | null;
  created_at: Generated<Timestamp>;
}

/**
 * A reseller's own claim to sell a brand company's goods (migration 0019): not ownership, not
 * an authorization. Written by submissions (registration), read by company (the profile).
 */
export interface ResellerBrandCompaniesTable {
  id: Generated<number>;
  reseller_company_id: number;
  brand_company_id: number;
  brand_name: string;
  wants_authorization: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface TrustpilotRatingsTable {
  id: Generated<number>;
  company_id: number | null;
  company_name: string;
  trust_score: number | null;
  review_count: Generated<number>;
  rating_source: string | null;
  domain_name: string | null;
  updated_at: Generated<Timestamp>;
}

/** A GST registration as GSTN describes it (issue 40, migration 0040); owned by enrichment. */
export interface GstRegistrationsTable {
  gstin: string;
  pan: Generated<string>;
  legal_name: string;
  trade_name: string | null;
  status: string;
  registered_on: DateString | null;
  cancelled_on: DateString | null;
  constitution: string | null;
  taxpayer_type: string | null;
  state_name: string | null;
  pincode: string | null;
  nature_of_business: Generated<string[]>;
  einvoice_enabled: boolean | null;
  gstn_updated_on: DateString | null;
  provider: string;
  stand_in: Generated<boolean>;
  raw: Json<unknown>;
  fetched_at: Timestamp;
  company_id: number | null;
  match_basis: 'pan' | 'legal_name_and_state' | null;
  /** The staff queue's item id (migration 0041): the GSTIN stays out of URLs and logs. */
  id: Generated<number>;
  created_at: Generated<Timestamp>;
}

/** A staff decision on the rule's match of a GST registration (migration 0041); submissions'. */
export interface GstMatchDecisionsTable {
  id: Generated<number>;
  registration_id: number;
  company_id: number;
  match_basis: 'pan' | 'legal_name_and_state';
  decision: 'confirmed' | 'undone';
  decided_by: number;
  decided_at: Timestamp;
}

/**
 * The matches that stand (a view, migration 0041): the rule's, less those staff undid. Every
 * reader of "which company is this registration's" reads this, never company_id itself.
 */
export interface GstRegistrationMatchesView {
  registration_id: number;
  gstin: string;
  company_id: number;
  match_basis: 'pan' | 'legal_name_and_state';
  confirmed_by_staff: boolean;
}

export interface CompanyGstDetailsTable {
  company_id: number;
  gstin: string;
  registration_date: DateString | null;
  nature_of_business: string | null;
  pan: string | null;
  business_name: string | null;
  entity_type: string | null;
  department_code_and_type: string | null;
  updated_at: Generated<Timestamp>;
}

/**
 * A directorship: a person on a company's board (spec §7's directors table). Since issue 41
 * (migration 0043) written by the enrichment service from the registry provider's answers,
 * by company or by director; rows without a director_id are the generator's.
 */
export interface DirectorsTable {
  id: Generated<number>;
  company_cin: string;
  name: string;
  din_pan: string | null;
  /** The appointment date. */
  begin_date: DateString | null;
  created_at: Generated<Timestamp>;
  director_id: number | null;
  designation: string | null;
  ceased_on: DateString | null;
  /** The provider's name of the company, for a company TrustHive does not list. */
  company_name: string | null;
  /** The provider's status word of the company, as sent. */
  company_status: string | null;
  provider: string | null;
  stand_in: Generated<boolean>;
  /** The day the provider's copy of MCA data was taken. */
  as_of: DateString | null;
  fetched_at: NullableTimestamp;
}

/** A person by DIN, as the registry provider names them (migration 0043). */
export interface RegistryDirectorsTable {
  id: Generated<number>;
  /** The director page's address: random, never the DIN. */
  public_id: Generated<string>;
  din: string;
  name: string;
  provider: string | null;
  stand_in: Generated<boolean>;
  /** The as-of date of the last answer listing the person's companies. */
  companies_as_of: DateString | null;
  /** When the provider last listed the person's companies; null: never asked. */
  companies_fetched_at: NullableTimestamp;
  created_at: Generated<Timestamp>;
}

/** What the registry provider says of a company by CIN (migration 0043). */
export interface CompanyRegistryRecordsTable {
  cin: string;
  /** The provider's status word, as sent. */
  company_status: string | null;
  last_agm_date: DateString | null;
  last_balance_sheet_date: DateString | null;
  last_annual_return_date: DateString | null;
  as_of: DateString | null;
  provider: string;
  stand_in: Generated<boolean>;
  raw: Json<unknown>;
  fetched_at: Timestamp;
}

/** The index of charges: one row per charge (migration 0043). */
export interface CompanyChargesTable {
  id: Generated<number>;
  company_cin: string;
  charge_id: string;
  holder: string;
  /** Rupees. */
  amount: number | null;
  status: 'Open' | 'Satisfied' | 'Modified';
  created_on: DateString | null;
  satisfied_on: DateString | null;
  as_of: DateString | null;
  provider: string;
  stand_in: Generated<boolean>;
  fetched_at: Timestamp;
}

/**
 * The registry fields a newer MCA file can change and the change log records (migration 0044's
 * closed set): every column the importer writes but cin (the key) and email (personal data).
 */
export type RegistryChangeColumn =
  | 'company_name'
  | 'roc'
  | 'company_category'
  | 'company_sub_category'
  | 'company_class'
  | 'company_limited_by'
  | 'authorized_capital'
  | 'paid_up_capital'
  | 'registration_date'
  | 'registered_office_address'
  | 'pincode'
  | 'listing_status'
  | 'company_status'
  | 'company_state_code'
  | 'company_origin'
  | 'nic_code'
  | 'industrial_classification'
  | 'latest_annual_return'
  | 'latest_balance_sheet';

/**
 * One field of a company a newer MCA file changed (migration 0044, issue 41). Written by the
 * importer in the batch's transaction; the company service reads the latest for the profile.
 */
export interface CompanyRegistryChangesTable {
  id: Generated<number>;
  company_id: number;
  cin: string;
  field: RegistryChangeColumn;
  /** The column's text: numeric as PostgreSQL writes it ('500000.00'), dates 'YYYY-MM-DD'. */
  old_value: string | null;
  new_value: string | null;
  source_file: string;
  source_date: DateString;
  recorded_at: Generated<Timestamp>;
}

export interface SearchAnalyticsTable {
  id: Generated<number>;
  search_term: string;
  search_type: SearchType;
  results_count: number;
  user_id: string | null;
  user_agent: string | null;
  created_at: Generated<Timestamp>;
  /** The id the event got on acceptance (unique; null for rows from before the queue). */
  event_id: string | null;
  stored_at: Generated<Timestamp>;
}

export interface ProfileViewsTable {
  id: Generated<number>;
  company_id: number;
  user_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  referrer: string | null;
  view_duration: number | null;
  created_at: Generated<Timestamp>;
  event_id: string | null;
  stored_at: Generated<Timestamp>;
}

export interface WebsiteClicksTable {
  id: Generated<number>;
  company_id: number;
  website_url: string;
  user_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  referrer: string | null;
  created_at: Generated<Timestamp>;
  event_id: string | null;
  stored_at: Generated<Timestamp>;
}

export interface CompanyEntityTypeTable {
  entity_type: string;
  registered_with_mca: boolean;
  notes: string | null;
}

export interface CompanyClaimsTable {
  id: Generated<number>;
  company_id: number;
  mobile_number: string;
  email: string;
  director_id_proof_url: string;
  business_proof_url: string;
  status: Generated<ClaimStatus>;
  /** A rejection's reason (mailed to the claimant). */
  review_note: string | null;
  reviewed_at: Timestamp | null;
  /** The staff account that decided (migration 0023). */
  reviewed_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  /** The language its sender used the site in: their mails speak it (migration 0047). */
  locale: Generated<MailLocale>;
}

/** Who owns a claimed company: recorded when its claim is approved (migration 0023). */
/**
 * Anyone who signed in with an e-mail link (migration 0048, issue 43). An owner is an account
 * whose address owns companies; watchlists, bulk checks and API keys belong to an account.
 */
export interface AccountsTable {
  id: Generated<string>;
  /** Lower-cased. */
  email: string;
  /** The language of the page the account last signed in from: its mails speak it. */
  locale: Generated<MailLocale>;
  created_at: Generated<Timestamp>;
  last_signed_in_at: Timestamp | null;
}

/** An account follows a company (migration 0050, issue 43): alerts when it changes. */
export interface WatchlistEntriesTable {
  account_id: string;
  company_id: number;
  created_at: Timestamp;
}

/** How an account is alerted: each change at once, a daily digest, or not at all. */
export type AlertMode = 'instant' | 'daily' | 'off';

/** An account's alert settings and the token of its one-click unsubscribe link (migration 0050). */
export interface AccountAlertSettingsTable {
  account_id: string;
  alert_mode: Generated<AlertMode>;
  unsubscribe_token: string;
  updated_at: Timestamp;
}

/** The facts of a followed company as last alerted on (migration 0050). */
export interface CompanyWatchFactsTable {
  company_id: number;
  company_status: string | null;
  red_flags: Generated<string[]>;
  gst_status: string | null;
  trust_level: string | null;
  upheld_reports: Generated<number>;
  claimed: Generated<boolean>;
  updated_at: Timestamp;
}

/** A signed-out visitor's follow, waiting for its e-mailed confirmation link (migration 0050). */
export interface WatchFollowConfirmationsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  company_id: number;
  locale: Generated<MailLocale>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** A daily follower's change of one company, waiting for the day's digest (migration 0050). */
export interface WatchAlertDigestItemsTable {
  id: Generated<number>;
  account_id: string;
  company_id: number;
  changes: Json<unknown>;
  created_at: Timestamp;
}

export interface CompanyOwnersTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  /** The approved claim; null once that claim row is deleted (the owner stays). */
  claim_id: number | null;
  created_at: Generated<Timestamp>;
  /** The owner's language, from their claim or registration (migration 0047). */
  locale: Generated<MailLocale>;
}

export interface ReportsTable {
  id: Generated<number>;
  company_id: number | null;
  company_name: string;
  company_website: string | null;
  report_type: string;
  description: string;
  evidence: string | null;
  reporter_name: string;
  reporter_email: string;
  reporter_phone: string | null;
  status: Generated<ReportStatus>;
  created_at: Generated<Timestamp>;
  /** When and by which staff account the report was upheld or dismissed (migration 0023). */
  decided_at: Timestamp | null;
  decided_by: number | null;
  /** A dismissal's reason, mailed to the reporter only. */
  decision_reason: string | null;
  /** An upheld report's public-safe summary: the only text of a report the profile shows. */
  public_summary: string | null;
  /** The language its sender used the site in: their mails speak it (migration 0047). */
  locale: Generated<MailLocale>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Generated<Timestamp>;
  /** When a staff member marked it handled (migration 0024); null while it waits. */
  handled_at: NullableTimestamp;
  /** The staff account that handled it. */
  handled_by: number | null;
}

export type CorrectionStatus = 'pending' | 'accepted' | 'declined';

/**
 * A visitor's proposed value for one correctable profile field (migration 0024). Written by
 * submissions only; the company service reads the accepted rows for the profile.
 */
export interface CompanyCorrectionsTable {
  id: Generated<number>;
  company_id: number;
  /** The contract's key of the field (CORRECTABLE_FIELDS). */
  field: string;
  /** Normalised as the field's registration rule does: what an accept writes to the company. */
  proposed_value: string;
  evidence: string;
  evidence_url: string | null;
  requester_email: string;
  status: Generated<CorrectionStatus>;
  decision_reason: string | null;
  /** The company's value that an accept replaced. */
  previous_value: string | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: Generated<Timestamp>;
  /** The language its sender used the site in: their mails speak it (migration 0047). */
  locale: Generated<MailLocale>;
}

export type OwnerChangeKind =
  'website' | 'brand-add' | 'brand-remove' | 'brand-authorization' | 'logo' | 'phone';
export type OwnerChangeStatus = 'pending' | 'approved' | 'declined';

/**
 * An owner's change that waits for staff (migration 0026): website and domain, brands, brand
 * authorization. Written by submissions only. `payload` is the contract's parsed request.
 */
export interface OwnerChangeRequestsTable {
  id: Generated<number>;
  company_id: number;
  owner_email: string;
  kind: OwnerChangeKind;
  payload: Json<Record<string, unknown>>;
  status: Generated<OwnerChangeStatus>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  decision_reason: string | null;
  created_at: Generated<Timestamp>;
  /** The language its sender used the site in: their mails speak it (migration 0047). */
  locale: Generated<MailLocale>;
}

export type ReportReplyStatus = 'pending' | 'published' | 'declined';

/**
 * A company owner's public reply to an upheld report about their company (migration 0027), one
 * per report. Written by submissions only; the company service reads the published rows for
 * the profile.
 */
export interface ReportRepliesTable {
  id: Generated<number>;
  report_id: number;
  company_id: number;
  /** The signed-in owner who wrote it. */
  owner_email: string;
  body: string;
  status: Generated<ReportReplyStatus>;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  /** A decline's reason, mailed to the owner only. */
  decision_reason: string | null;
  created_at: Generated<Timestamp>;
  /** The language its sender used the site in: their mails speak it (migration 0047). */
  locale: Generated<MailLocale>;
}

/** An uploaded logo and the hash of the token that lets its uploader delete it (issue 24 #1). */
export interface LogoUploadsTable {
  /** The object's name under logos/ in public storage. */
  key: string;
  /** sha-256 of the secret delete token; the token itself is only ever sent to the uploader. */
  delete_token_sha256: Buffer;
  /**
   * The lower-cased address of the owner whose session made the upload (migration 0037); null
   * for an anonymous one. An owner attaches only their own uploads.
   */
  uploaded_by_owner: string | null;
  created_at: Generated<Timestamp>;
}

export interface IdempotencyKeysTable {
  /** The route the key was used on (e.g. 'POST /api/registrations'). */
  scope: string;
  /** sha256 of the caller's address: an answer is replayed to the caller that made it alone. */
  caller_hash: ColumnType<string, string | undefined, never>;
  key: string;
  /** sha256 of the request body (and file contents), to refuse a reused key for another request. */
  fingerprint: string;
  status_code: number;
  response: Json<unknown>;
  created_at: Generated<Timestamp>;
}

/**
 * One row per later word of a company name: the lower-cased name from that word on (at most
 * 100 characters), for suggestions by the start of any word. Written only by the triggers of
 * migration 0010.
 */
export interface CompanyNameWordsTable {
  word_start: string;
  company_id: number;
}

/**
 * registry_director_name_words (migration 0045): a director's lower-cased name (later false)
 * and the name from each later word to the end (later true); kept by triggers, read by
 * director search.
 */
export interface RegistryDirectorNameWordsTable {
  later: boolean;
  word_start: string;
  director_id: number;
}

/** brand_name_words: CompanyNameWordsTable for brand names. */
export interface BrandNameWordsTable {
  word_start: string;
  brand_id: number;
}

/**
 * search_name_changes (0030): the typeahead's change notices, also kept for a process that
 * was not listening (it starts from a file of an older read). `xid` is the writing
 * transaction's (xid8, read as text); kind 'p' marks a prune.
 */
export interface SearchNameChangesTable {
  xid: Generated<string>;
  kind: 'c' | 'b' | 'p';
  id: number | null;
  changed_at: Generated<Date>;
}

export interface Database {
  companies: CompaniesTable;
  brands: BrandsTable;
  reseller_brand_companies: ResellerBrandCompaniesTable;
  trustpilot_ratings: TrustpilotRatingsTable;
  company_gst_details: CompanyGstDetailsTable;
  gst_registrations: GstRegistrationsTable;
  gst_match_decisions: GstMatchDecisionsTable;
  gst_registration_matches: GstRegistrationMatchesView;
  directors: DirectorsTable;
  registry_directors: RegistryDirectorsTable;
  company_registry_records: CompanyRegistryRecordsTable;
  company_charges: CompanyChargesTable;
  company_registry_changes: CompanyRegistryChangesTable;
  search_analytics: SearchAnalyticsTable;
  profile_views: ProfileViewsTable;
  website_clicks: WebsiteClicksTable;
  company_entity_type: CompanyEntityTypeTable;
  company_claims: CompanyClaimsTable;
  accounts: AccountsTable;
  watchlist_entries: WatchlistEntriesTable;
  account_alert_settings: AccountAlertSettingsTable;
  company_watch_facts: CompanyWatchFactsTable;
  watch_follow_confirmations: WatchFollowConfirmationsTable;
  watch_alert_digest_items: WatchAlertDigestItemsTable;
  company_owners: CompanyOwnersTable;
  reports: ReportsTable;
  contact_messages: ContactMessagesTable;
  company_corrections: CompanyCorrectionsTable;
  owner_change_requests: OwnerChangeRequestsTable;
  report_replies: ReportRepliesTable;
  idempotency_keys: IdempotencyKeysTable;
  logo_uploads: LogoUploadsTable;
  company_name_words: CompanyNameWordsTable;
  registry_director_name_words: RegistryDirectorNameWordsTable;
  brand_name_words: BrandNameWordsTable;
  search_name_changes: SearchNameChangesTable;
  outbox: OutboxTable;
  analytics_dead_events: AnalyticsDeadEventsTable;
  trust_score_history: TrustScoreHistoryTable;
  company_scores: CompanyScoresTable;
  company_place_facts: CompanyPlaceFactsTable;
  scoring_rule_versions: ScoringRuleVersionsTable;
  mail_messages: MailMessagesTable;
  staff_accounts: StaffAccountsTable;
  staff_audit_log: StaffAuditLogTable;
  owner_sign_in_links: OwnerSignInLinksTable;
  owner_contact_email_confirmations: OwnerContactEmailConfirmationsTable;
  owner_passwords: OwnerPasswordsTable;
  data_requests: DataRequestsTable;
  api_keys: ApiKeysTable;
  bulk_checks: BulkChecksTable;
  bulk_check_rows: BulkCheckRowsTable;
}

/** A scoring rules version whose bulk re-score has run (migration 0015). Written by scoring. */
export interface ScoringRuleVersionsTable {
  version: number;
  reason: string;
  applied_at: Generated<Timestamp>;
}

/**
 * A company's stored score with its breakdown (migration 0028). Written by scoring only; its
 * trigger copies score and level onto companies.trust_score and trust_level.
 */
export interface CompanyScoresTable {
  company_id: number;
  score: number;
  level: string;
  rule_version: number;
  /** The rules' whole answer but the history (the contract's TrustScore without `history`). */
  breakdown: Json<unknown>;
  computed_at: Generated<Timestamp>;
}

/**
 * What the latest place answer said about a company (migration 0029). Written by enrichment
 * only; its trigger copies the website and the maps rating onto companies.domain_name and
 * ratings.
 */
export interface CompanyPlaceFactsTable {
  company_id: number;
  website: string | null;
  rating: number | null;
  user_ratings_total: number | null;
  seen_at: Generated<Timestamp>;
}

/** One change of a company's stored trust score (migration 0015). Written by scoring only. */
export interface TrustScoreHistoryTable {
  id: Generated<number>;
  company_id: number;
  score: number;
  previous_score: number | null;
  level: string;
  rule_version: number;
  reason: string;
  /** What was compared to name the reason of the next change (scoring's ScoreFacts). */
  facts: Json<unknown>;
  created_at: Generated<Timestamp>;
}

/**
 * Jobs that must follow a committed write, written in the write's transaction and moved to
 * BullMQ by the outbox relay (migration 0014; platform/src/outbox).
 */
export interface OutboxTable {
  id: Generated<number>;
  /** The BullMQ key prefix (QUEUE_PREFIX): a relay sends only the rows of its own. */
  prefix: string;
  /** The QUEUES key the job goes to, e.g. 'scoreRecompute'. */
  queue: string;
  job_name: string;
  payload: Json<unknown>;
  /** `{ jobId }` or `{ deduplicationId }` (JobIdentity): a resend after a crash is harmless. */
  job_options: Json<unknown>;
  created_at: Generated<Timestamp>;
  /** Not before: a row whose add failed waits a little longer each time. */
  available_at: Generated<Timestamp>;
  attempts: Generated<number>;
  last_error: string | null;
  delivered_at: Timestamp | null;
}

export type MailStatus = 'queued' | 'sent' | 'failed';

/**
 * An e-mail to a submitter (migration 0021), written in the transaction of the change it
 * reports and sent by the submissions mail worker. Written by the submissions service only.
 */
export interface MailMessagesTable {
  id: Generated<string>;
  /** A MailTemplateName of submissions/src/shared/mail/templates.ts. */
  template: string;
  to_address: string;
  data: Json<unknown>;
  status: Generated<MailStatus>;
  /** SMTP sends tried. */
  attempts: Generated<number>;
  /** The latest refusal, e-mail addresses masked. */
  last_error: string | null;
  /** The Message-ID the SMTP server accepted. */
  message_id: string | null;
  /** Insert may leave it out (the column defaults to now()). */
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** The language it is written in (migration 0047). */
  locale: Generated<MailLocale>;
}

/** Analytics events the database refused, parked by the analytics worker (migration 0014). */
export interface AnalyticsDeadEventsTable {
  id: Generated<number>;
  event_id: string | null;
  /** The event as JSON text (it may hold what jsonb cannot: NUL, lone surrogates). */
  event: string;
  error: string;
  sqlstate: string | null;
  created_at: Generated<Timestamp>;
}

/** A staff member of the console (migration 0020). Owned by the submissions service. */
export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  display_name: string;
  role: 'moderator' | 'admin';
  /** argon2id, in its PHC string form. */
  password_hash: string;
  /** The hashes of the passwords before this one, newest first (migration 0036): no reuse. */
  previous_password_hashes: Generated<string[]>;
  /** Base32; set when enrolment starts, used once totp_enabled. */
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  /** The RFC 6238 time step of the last code accepted; a code at or below it is refused. */
  totp_last_step: number | null;
  disabled_at: Timestamp | null;
  /** Failed sign-ins in a row; the fifth sets locked_until. */
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One staff action (migration 0020). Append-only: the database refuses UPDATE and DELETE. */
export interface StaffAuditLogTable {
  id: Generated<number>;
  /** Null for a failed sign-in with an e-mail no account has, and for an owner's action. */
  actor_id: number | null;
  /** The owner who acted (migration 0025); null for a staff action. */
  actor_owner_email: ColumnType<string | null, string | null | undefined, never>;
  action: string;
  subject_kind: string;
  subject_id: string;
  /** JSON text in, parsed out; `never` on update, as the table allows none. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: Timestamp;
}

export type StaffAccountRow = Selectable<StaffAccountsTable>;

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type BrandRow = Selectable<BrandsTable>;
export type NewBrand = Insertable<BrandsTable>;
export type DirectorRow = Selectable<DirectorsTable>;
export type NewDirector = Insertable<DirectorsTable>;
export type GstDetailsRow = Selectable<CompanyGstDetailsTable>;
export type NewGstDetails = Insertable<CompanyGstDetailsTable>;
export type TrustRatingRow = Selectable<TrustpilotRatingsTable>;
export type RegistryChangeRow = Selectable<CompanyRegistryChangesTable>;
export type NewRegistryChange = Insertable<CompanyRegistryChangesTable>;

/** A single-use owner sign-in link (migration 0025); only the token's sha-256 is kept. */
export interface OwnerSignInLinksTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export type ContactEmailConfirmationStatus = 'pending' | 'confirmed' | 'replaced';

/**
 * A new contact e-mail an owner asked for, waiting for the link mailed to it (migration 0037);
 * only the token's sha-256 is kept. Written by submissions only.
 */
export interface OwnerContactEmailConfirmationsTable {
  id: Generated<number>;
  company_id: number;
  owner_email: string;
  email: string;
  token_hash: string;
  status: Generated<ContactEmailConfirmationStatus>;
  expires_at: Timestamp;
  decided_at: NullableTimestamp;
  created_at: Generated<Timestamp>;
}

/** An owner's optional password, argon2id (migration 0025). E-mail lower-cased. */
export interface OwnerPasswordsTable {
  email: string;
  password_hash: string;
  /** The hashes of the passwords before this one, newest first (migration 0036): no reuse. */
  previous_password_hashes: Generated<string[]>;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  updated_at: Generated<Timestamp>;
}

export type DataRequestKind = 'access' | 'correction' | 'erasure';
export type DataRequestStatus = 'unverified' | 'open' | 'exported' | 'corrected' | 'erased';

/**
 * A person's "Your data" request (migration 0039, issue 37). Staff see it once its mailed link
 * was followed (verified_at); email is blanked by an erasure, email_hash stays.
 */
export interface DataRequestsTable {
  id: Generated<number>;
  kind: DataRequestKind;
  email: string | null;
  email_hash: string;
  details: string | null;
  token_hash: string;
  token_expires_at: Timestamp;
  status: Generated<DataRequestStatus>;
  verified_at: NullableTimestamp;
  due_at: NullableTimestamp;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  notes: string | null;
  created_at: Generated<Timestamp>;
  /** The language its sender used the site in: their mails speak it (migration 0047). */
  locale: Generated<MailLocale>;
}

/**
 * An account's API key (migration 0049, issue 43): its SHA-256 digest, never the key, and its
 * limits. Written by submissions; the gateway counts a key's use in Redis.
 */
export interface ApiKeysTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  /** The characters after `th_live_` a list shows, e.g. `th_live_Ab3dE9xQ`. */
  key_prefix: string;
  key_hash: Buffer;
  rate_per_second: number;
  daily_quota: number;
  monthly_quota: number;
  created_at: Generated<Timestamp>;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export type BulkCheckKind = 'csv' | 'xlsx';
export type BulkCheckStatus = 'queued' | 'running' | 'done' | 'failed';
export type BulkCheckOutcome = 'matched' | 'candidates' | 'not_found' | 'bad';
export type BulkCheckConfidence = 'high' | 'medium' | 'low';

/**
 * An account's bulk check of an uploaded file (issue 43, migration 0051): the stored file
 * (private storage, file_key), which column holds which identifier, and the job's progress.
 * Deleted 30 days after it was made (expires_at), and with its account.
 */
export interface BulkChecksTable {
  id: Generated<string>;
  account_id: string;
  file_name: string;
  file_key: string;
  kind: BulkCheckKind;
  /** The column index of each identifier ({cin, gstin, pan, name, state}: number or null). */
  mapping: Json<Record<string, number | null>>;
  has_header: Generated<boolean>;
  status: Generated<BulkCheckStatus>;
  total_rows: number;
  rows_done: Generated<number>;
  bad_rows: Generated<number>;
  locale: Generated<MailLocale>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  expires_at: Timestamp;
}

/**
 * One checked row of a bulk check (migration 0051): what the file said (the mapped values),
 * what was found, and the company's facts as they stood when it was checked.
 */
export interface BulkCheckRowsTable {
  check_id: string;
  /** The row's number in the file, the header being row 1 when there is one. */
  row_number: number;
  input: Json<Record<string, string>>;
  outcome: BulkCheckOutcome;
  reason: string | null;
  company_id: number | null;
  confidence: BulkCheckConfidence | null;
  candidates: Json<unknown> | null;
  company_name: string | null;
  company_status: string | null;
  /** The card form of the verdict (companies.verdict) at the check. */
  verdict: Json<unknown> | null;
  verdict_line: string | null;
  trust_score: number | null;
  trust_level: string | null;
  red_flags: Generated<string[]>;
  gst_status: string | null;
}
