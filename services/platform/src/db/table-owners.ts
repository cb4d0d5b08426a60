import type { Database } from './schema';

// Issue 17: each table has one writer, named here and nowhere else (the architecture doc's
// table of owners is checked against this map by scripts/architecture/table-owners.test.ts,
// which also reads every service's code for the tables it writes). Other services read a
// table, and change it by asking its owner over HTTP or by a queue event.

/**
 * Who writes a table: a service, or, for tables no service writes, the operator's importer
 * and generator (`scripts/import`, `scripts/generate`), the migrations (reference rows), the
 * database's own triggers, or the platform library on each caller's behalf (the outbox).
 */
export type TableOwner =
  | 'analytics'
  | 'enrichment'
  | 'scoring'
  | 'search'
  | 'submissions'
  | 'importer'
  | 'migrations'
  | 'triggers'
  | 'platform';

export const TABLE_OWNERS: Record<keyof Database, TableOwner> = {
  companies: 'submissions',
  brands: 'submissions',
  reseller_brand_companies: 'submissions',
  company_claims: 'submissions',
  accounts: 'submissions',
  watchlist_entries: 'submissions',
  account_alert_settings: 'submissions',
  company_watch_facts: 'submissions',
  watch_follow_confirmations: 'submissions',
  watch_alert_digest_items: 'submissions',
  company_owners: 'submissions',
  reports: 'submissions',
  report_replies: 'submissions',
  contact_messages: 'submissions',
  company_corrections: 'submissions',
  owner_change_requests: 'submissions',
  owner_sign_in_links: 'submissions',
  owner_contact_email_confirmations: 'submissions',
  owner_passwords: 'submissions',
  staff_accounts: 'submissions',
  staff_audit_log: 'submissions',
  mail_messages: 'submissions',
  idempotency_keys: 'submissions',
  logo_uploads: 'submissions',
  data_requests: 'submissions',
  api_keys: 'submissions',
  bulk_checks: 'submissions',
  bulk_check_rows: 'submissions',
  trustpilot_ratings: 'enrichment',
  gst_registrations: 'enrichment',
  gst_match_decisions: 'submissions',
  // A view: nobody writes it; its definition is the migration's.
  gst_registration_matches: 'migrations',
  company_place_facts: 'enrichment',
  trust_score_history: 'scoring',
  company_scores: 'scoring',
  scoring_rule_versions: 'scoring',
  search_analytics: 'analytics',
  profile_views: 'analytics',
  website_clicks: 'analytics',
  analytics_dead_events: 'analytics',
  company_gst_details: 'importer',
  // Since issue 41 the registry provider's directorships (the generator writes them for benches).
  directors: 'enrichment',
  registry_directors: 'enrichment',
  company_registry_records: 'enrichment',
  company_charges: 'enrichment',
  company_registry_changes: 'importer',
  company_entity_type: 'migrations',
  company_name_words: 'triggers',
  brand_name_words: 'triggers',
  registry_director_name_words: 'triggers',
  search_name_changes: 'search',
  outbox: 'platform',
};
