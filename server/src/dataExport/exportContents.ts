import type { Executor } from '../db/queries/executor';
import {
  exportBlockedNumberRows,
  exportCallRows,
  exportEsimRows,
  exportGreetingRow,
  exportMessageRows,
  exportPasskeyRows,
  exportPaymentRows,
  exportPhoneRows,
  exportPortEventRows,
  exportPortRequestRows,
  exportProfileRow,
  exportSessionRows,
  exportSubscriptionRows,
  exportVoicemailRows,
  exportWalletRows,
} from '../db/queries/dataExportContents';
import { mediaUrlForClient } from '../lib/mediaUrls';

/** A timestamp as the export writes it: ISO 8601 in UTC, or null. */
function iso(at: Date | string | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}

/**
 * The files of one account's export, by name, each a JSON value (docs/api.md lists every field).
 * Read in one transaction, so the files agree with each other. Null when the account is gone.
 */
export async function exportContents(db: Executor, userId: number, publicUrl: string, generatedAt: Date): Promise<Record<string, unknown> | null> {
  const profile = await exportProfileRow(db, userId);
  if (!profile) return null;
  const [phones, subscriptions, calls, messages, blocked, payments, wallet, sessions, ports, esims, greeting, voicemails, passkeys] = await Promise.all([
    exportPhoneRows(db, userId),
    exportSubscriptionRows(db, userId),
    exportCallRows(db, userId),
    exportMessageRows(db, userId),
    exportBlockedNumberRows(db, userId),
    exportPaymentRows(db, userId),
    exportWalletRows(db, userId),
    exportSessionRows(db, userId),
    exportPortRequestRows(db, userId),
    exportEsimRows(db, userId),
    exportGreetingRow(db, userId),
    exportVoicemailRows(db, userId),
    exportPasskeyRows(db, userId),
  ]);
  const portEvents = await exportPortEventRows(db, ports.map((port) => port.id));
  return {
    'profile.json': {
      generated_at: iso(generatedAt),
      email: profile.email,
      first_name: profile.first_name,
      last_name: profile.last_name,
      email_verified_at: iso(profile.email_verified_at),
      created_at: iso(profile.created_at),
      updated_at: iso(profile.updated_at),
      sign_in_methods: [
        ...(profile.has_password ? ['password'] : []),
        ...(profile.google_linked ? ['google'] : []),
        ...(profile.apple_linked ? ['apple'] : []),
        ...(passkeys.length > 0 ? ['passkey'] : []),
      ],
      // The public key is left out: it is the site's to check signatures with, nothing the customer reads.
      passkeys: passkeys.map((row) => ({ label: row.device_label, credential_id: row.credential_id, added_at: iso(row.created_at), last_used_at: iso(row.last_used_at), synced: row.backed_up })),
      blocked_numbers: blocked.map((row) => ({ phone_number: row.phone_number, blocked_at: iso(row.created_at) })),
      voicemail_greeting: greeting ? { file_name: greeting.file_name, content_type: greeting.content_type, size_bytes: greeting.size_bytes, updated_at: iso(greeting.updated_at) } : null,
    },
    'numbers.json': phones.map((row) => ({
      phone_number: row.phone_number,
      status: row.status,
      origin: row.origin,
      port_requested_at: iso(row.port_requested_at),
      port_completed_at: iso(row.port_completed_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
    'subscriptions.json': subscriptions.map((row) => ({
      plan_name: row.plan_name,
      plan_interval: row.plan_interval,
      plan_price_cents: row.plan_price_cents,
      status: row.status,
      current_period_start: iso(row.current_period_start),
      current_period_end: iso(row.current_period_end),
      renews: row.status === 'active' && row.renewal_off_at === null,
      cancelled_at: iso(row.renewal_off_at ?? row.canceled_at),
      created_at: iso(row.created_at),
    })),
    'calls.json': calls.map((row) => ({
      at: iso(row.call_date),
      from: row.call_from,
      to: row.call_to,
      other_party: row.third_party_number,
      result: row.hangup_cause,
      duration_seconds: row.duration_seconds,
      hidden_at: iso(row.hidden_at),
    })),
    'messages.json': messages.map((row) => ({
      other_party: row.third_party_number,
      direction: row.direction,
      text: row.text,
      at: iso(row.sent_at),
      delivered: row.sent,
      media_type: row.media_type,
      media_url: mediaUrlForClient(row.media_url, publicUrl),
    })),
    // The audio stays at the carrier: the link is our player's address (it needs signing in).
    'voicemails.json': voicemails.map((row) => ({
      id: String(row.id),
      from: row.from_number,
      caller_name: row.caller_name,
      received_at: iso(row.received_at),
      duration_seconds: row.duration_seconds,
      transcript: row.transcript,
      heard_at: iso(row.heard_at),
      audio_url: new URL(`/api/voicemails/${row.id}/audio`, publicUrl).toString(),
    })),
    'charges.json': {
      payments: payments.map((row) => ({
        receipt_number: row.receipt_number,
        at: iso(row.created_at),
        kind: row.kind,
        description: row.description,
        amount_cents: row.amount_cents,
        credit_applied_cents: row.credit_applied_cents,
        currency: row.currency,
        status: row.status,
        failure_message: row.failure_message,
        card_brand: row.card_brand,
        card_last4: row.card_last4,
      })),
      credits: wallet.map((row) => ({ at: iso(row.created_at), amount_credits: row.amount_cents, reason: row.reason })),
    },
    'devices.json': sessions.map((row) => ({
      id: row.public_id,
      signed_in_at: iso(row.created_at),
      last_seen_at: iso(row.last_used_at),
      expires_at: iso(row.expires_at),
      signed_out_at: iso(row.revoked_at),
      user_agent: row.user_agent,
      ip: row.ip,
    })),
    'port_requests.json': ports.map((row) => ({
      id: row.public_id,
      phone_number: row.phone_number,
      status: row.status,
      scheduled_for: row.scheduled_for,
      rejection_code: row.rejection_code,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      steps: portEvents.filter((event) => event.port_request_id === row.id).map((event) => ({ status: event.status, at: iso(event.at) })),
    })),
    'esims.json': esims.map((row) => ({ iccid: row.iccid, status: row.status, plan_name: row.plan_name, plan_data_mb: row.plan_data_mb, created_at: iso(row.created_at) })),
  };
}
