import type { DeclaredMigration } from '../migrationCompatibility';
import * as initialSchema from './0001_initial_schema';
import * as seedCatalog from './0002_seed_catalog';
import * as sandboxPayments from './0100_sandbox_payments';
import * as callsThirdParty from './0200_calls_third_party';
import * as callLogVersions from './0300_call_log_versions';
import * as sessionChangeNotifications from './0400_session_change_notifications';
import * as emailChanges from './0510_email_changes';
import * as signInProtection from './0520_sign_in_protection';
import * as chatsVersions from './0550_chats_versions';
import * as sharedInstanceState from './0600_shared_instance_state';
import * as claimedJobs from './0610_claimed_jobs';
import * as greetingFileNames from './0700_greeting_file_names';
import * as billingRecords from './0710_billing_records';
import * as sessionDevices from './0800_session_devices';
import * as eventTickets from './0810_event_tickets';
import * as portRequests from './0820_port_requests';
import * as billingHistoryVersions from './0850_billing_history_versions';
import * as sessionReauthentication from './0900_session_reauthentication';
import * as numberHolds from './0910_number_holds';
import * as portRequestExpiry from './0920_port_request_expiry';
import * as socialLinkProof from './0930_social_link_proof';
import * as singleUseRecaptchaPasses from './0940_single_use_recaptcha_passes';
import * as requestBudgetsAndLockSubjects from './0950_request_budgets_and_lock_subjects';
import * as receiptNumbers from './0960_receipt_numbers';
import * as cancelAtPeriodEnd from './0970_cancel_at_period_end';
import * as verifiedLinkSignIn from './1000_verified_link_sign_in';
import * as sandboxEsimUsage from './1080_sandbox_esim_usage';
import * as esimTopups from './1100_esim_topups';
import * as sharedCapsAndSandboxEsimProfiles from './1120_shared_caps_and_sandbox_esim_profiles';
import * as schemaCompatibility from './1140_schema_compatibility';
import * as mailOutbox from './1150_mail_outbox';
import * as callerLookups from './1160_caller_lookups';
import * as dataExports from './1170_data_exports';
import * as voicemails from './1180_voicemails';
import * as pushSubscriptions from './1190_push_subscriptions';
import * as passkeys from './1200_passkeys';
import * as dataExportFailures from './1210_data_export_failures';
import * as callerLookupClaims from './1220_caller_lookup_claims';
import * as voicemailsBumpCallLog from './1230_voicemails_bump_call_log';

/**
 * Every migration, in order. Listed statically (not read from the folder) so that the same code
 * runs under tsx, Jest and a bundler. To add one: create NNNN_what_it_does.ts exporting up (and
 * down), then add it here with the same key as its file name. A migration is an expand change
 * unless it exports `compatibility` as a contract (db/migrationCompatibility.ts): one that drops or
 * renames what an older release still uses, or adds what its writes would break.
 */
export const migrations: Record<string, DeclaredMigration> = {
  '0001_initial_schema': initialSchema,
  '0002_seed_catalog': seedCatalog,
  '0100_sandbox_payments': sandboxPayments,
  '0200_calls_third_party': callsThirdParty,
  '0300_call_log_versions': callLogVersions,
  '0400_session_change_notifications': sessionChangeNotifications,
  '0510_email_changes': emailChanges,
  '0520_sign_in_protection': signInProtection,
  '0550_chats_versions': chatsVersions,
  '0600_shared_instance_state': sharedInstanceState,
  '0610_claimed_jobs': claimedJobs,
  '0700_greeting_file_names': greetingFileNames,
  '0710_billing_records': billingRecords,
  '0800_session_devices': sessionDevices,
  '0810_event_tickets': eventTickets,
  '0820_port_requests': portRequests,
  '0850_billing_history_versions': billingHistoryVersions,
  '0900_session_reauthentication': sessionReauthentication,
  '0910_number_holds': numberHolds,
  '0920_port_request_expiry': portRequestExpiry,
  '0930_social_link_proof': socialLinkProof,
  '0940_single_use_recaptcha_passes': singleUseRecaptchaPasses,
  '0950_request_budgets_and_lock_subjects': requestBudgetsAndLockSubjects,
  '0960_receipt_numbers': receiptNumbers,
  '0970_cancel_at_period_end': cancelAtPeriodEnd,
  '1000_verified_link_sign_in': verifiedLinkSignIn,
  '1080_sandbox_esim_usage': sandboxEsimUsage,
  '1100_esim_topups': esimTopups,
  '1120_shared_caps_and_sandbox_esim_profiles': sharedCapsAndSandboxEsimProfiles,
  '1140_schema_compatibility': schemaCompatibility,
  '1150_mail_outbox': mailOutbox,
  '1160_caller_lookups': callerLookups,
  '1170_data_exports': dataExports,
  '1180_voicemails': voicemails,
  '1190_push_subscriptions': pushSubscriptions,
  '1200_passkeys': passkeys,
  '1210_data_export_failures': dataExportFailures,
  '1220_caller_lookup_claims': callerLookupClaims,
  '1230_voicemails_bump_call_log': voicemailsBumpCallLog,
};
