import type { Migration } from 'kysely';
import * as extensions from './0001_extensions';
import * as companies from './0002_companies';
import * as analytics from './0003_analytics';
import * as submissions from './0004_submissions';
import * as searchIndexes from './0005_search_indexes';
import * as categoryCounts from './0006_category_counts';
import * as analyticsEventIds from './0007_analytics_event_ids';
import * as categoryKeyset from './0008_category_keyset';
import * as idempotencyKeys from './0009_idempotency_keys';
import * as nameWords from './0010_name_words';
import * as companyNameStatistics from './0011_company_name_statistics';
import * as searchNameNotifications from './0012_search_name_notifications';
import * as logoUploads from './0013_logo_uploads';
import * as outboxAndDeadEvents from './0014_outbox_and_dead_events';
import * as trustLevelAndHistory from './0015_trust_level_and_history';
import * as registrySource from './0016_registry_source';
import * as categoryRatingKey from './0017_category_rating_key';
import * as resellerBrandCompanies from './0019_reseller_brand_companies';
import * as staffAccounts from './0020_staff_accounts';
import * as mailMessages from './0021_mail_messages';
import * as registrationReview from './0022_registration_review';
import * as claimsReportsDecisions from './0023_claims_reports_decisions';
import * as corrections from './0024_corrections';
import * as ownerSignIn from './0025_owner_sign_in';
import * as ownerEdits from './0026_owner_edits';
import * as reportReplies from './0027_report_replies';
import * as companyScores from './0028_company_scores';
import * as companyPlaceFacts from './0029_company_place_facts';
import * as searchNameChanges from './0030_search_name_changes';
import * as companyVerdict from './0031_company_verdict';
import * as totpLastStep from './0032_totp_last_step';
import * as scoreHistoryDuplicates from './0033_score_history_duplicates';
import * as bundledSampleData from './0034_bundled_sample_data';
import * as idempotencyCaller from './0035_idempotency_caller';
import * as passwordHistory from './0036_password_history';
import * as ownerReviewedProfile from './0037_owner_reviewed_profile';
import * as personalDataRetention from './0038_personal_data_retention';
import * as dataRequests from './0039_data_requests';
import * as gstRegistrations from './0040_gst_registrations';
import * as gstMatchDecisions from './0041_gst_match_decisions';
import * as companyGstDetailsPan from './0042_company_gst_details_pan';
import * as registryDepth from './0043_registry_depth';
import * as companyRegistryChanges from './0044_company_registry_changes';
import * as directorSearch from './0045_director_search';
import * as directorshipStatuses from './0046_directorship_statuses';
import * as mailLocale from './0047_mail_locale';
import * as accounts from './0048_accounts';
import * as apiKeys from './0049_api_keys';
import * as watchlists from './0050_watchlists';
import * as bulkChecks from './0051_bulk_checks';

// An explicit list rather than a folder scan: it works the same under tsx, vitest and a
// bundler, and a migration cannot be skipped by a file-name typo. Names sort in run order.
export const migrations: Record<string, Migration> = {
  '0001_extensions': extensions,
  '0002_companies': companies,
  '0003_analytics': analytics,
  '0004_submissions': submissions,
  '0005_search_indexes': searchIndexes,
  '0006_category_counts': categoryCounts,
  '0007_analytics_event_ids': analyticsEventIds,
  '0008_category_keyset': categoryKeyset,
  '0009_idempotency_keys': idempotencyKeys,
  '0010_name_words': nameWords,
  '0011_company_name_statistics': companyNameStatistics,
  '0012_search_name_notifications': searchNameNotifications,
  '0013_logo_uploads': logoUploads,
  '0014_outbox_and_dead_events': outboxAndDeadEvents,
  '0015_trust_level_and_history': trustLevelAndHistory,
  '0016_registry_source': registrySource,
  '0017_category_rating_key': categoryRatingKey,
  '0019_reseller_brand_companies': resellerBrandCompanies,
  '0020_staff_accounts': staffAccounts,
  '0021_mail_messages': mailMessages,
  '0022_registration_review': registrationReview,
  '0023_claims_reports_decisions': claimsReportsDecisions,
  '0024_corrections': corrections,
  '0025_owner_sign_in': ownerSignIn,
  '0026_owner_edits': ownerEdits,
  '0027_report_replies': reportReplies,
  '0028_company_scores': companyScores,
  '0029_company_place_facts': companyPlaceFacts,
  '0030_search_name_changes': searchNameChanges,
  '0031_company_verdict': companyVerdict,
  '0032_totp_last_step': totpLastStep,
  '0033_score_history_duplicates': scoreHistoryDuplicates,
  '0034_bundled_sample_data': bundledSampleData,
  '0035_idempotency_caller': idempotencyCaller,
  '0036_password_history': passwordHistory,
  '0037_owner_reviewed_profile': ownerReviewedProfile,
  '0038_personal_data_retention': personalDataRetention,
  '0039_data_requests': dataRequests,
  '0040_gst_registrations': gstRegistrations,
  '0041_gst_match_decisions': gstMatchDecisions,
  '0042_company_gst_details_pan': companyGstDetailsPan,
  '0043_registry_depth': registryDepth,
  '0044_company_registry_changes': companyRegistryChanges,
  '0045_director_search': directorSearch,
  '0046_directorship_statuses': directorshipStatuses,
  '0047_mail_locale': mailLocale,
  '0048_accounts': accounts,
  '0049_api_keys': apiKeys,
  '0050_watchlists': watchlists,
  '0051_bulk_checks': bulkChecks,
};
