import type { Executor } from './executor';

/*
 * What a customer's data export holds, read for one account. Every query names its columns: a
 * column added to a table later is left out until someone decides it belongs, so that no secret
 * (a password hash, a session's token hash, a port's transfer PIN) can slip in.
 */

export function exportProfileRow(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'email_verified_at', 'created_at', 'updated_at'])
    .select((eb) => [
      eb('password_hash', 'is not', null).as('has_password'),
      eb('google_subject', 'is not', null).as('google_linked'),
      eb('apple_subject', 'is not', null).as('apple_linked'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function exportPhoneRows(db: Executor, userId: number) {
  return db
    .selectFrom('phones')
    .select(['phone_number', 'status', 'origin', 'port_requested_at', 'port_completed_at', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function exportSubscriptionRows(db: Executor, userId: number) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select([
      'plans.name_en as plan_name',
      'plans.interval as plan_interval',
      'plans.total_amount_cents as plan_price_cents',
      'subscriptions.status',
      'subscriptions.current_period_start',
      'subscriptions.current_period_end',
      'subscriptions.renewal_off_at',
      'subscriptions.canceled_at',
      'subscriptions.created_at',
    ])
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at')
    .orderBy('subscriptions.id')
    .execute();
}

export function exportCallRows(db: Executor, userId: number) {
  return db
    .selectFrom('calls')
    .select(['call_date', 'call_from', 'call_to', 'third_party_number', 'hangup_cause', 'duration_seconds', 'hidden_at'])
    .where('user_id', '=', userId)
    .orderBy('call_date')
    .orderBy('id')
    .execute();
}

export function exportMessageRows(db: Executor, userId: number) {
  return db
    .selectFrom('messages')
    .innerJoin('chats', 'chats.id', 'messages.chat_id')
    .select(['chats.third_party_number', 'messages.direction', 'messages.text', 'messages.sent_at', 'messages.sent', 'messages.media_type', 'messages.media_url'])
    .where('chats.user_id', '=', userId)
    .orderBy('chats.third_party_number')
    .orderBy('messages.sent_at')
    .orderBy('messages.id')
    .execute();
}

export function exportBlockedNumberRows(db: Executor, userId: number) {
  return db.selectFrom('blocked_numbers').select(['phone_number', 'created_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export function exportPaymentRows(db: Executor, userId: number) {
  return db
    .selectFrom('payments')
    .select(['receipt_number', 'created_at', 'kind', 'description', 'amount_cents', 'credit_applied_cents', 'currency', 'status', 'failure_message', 'card_brand', 'card_last4'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function exportWalletRows(db: Executor, userId: number) {
  return db.selectFrom('wallet_entries').select(['created_at', 'amount_cents', 'reason']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

export function exportSessionRows(db: Executor, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['public_id', 'created_at', 'last_used_at', 'expires_at', 'revoked_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function exportPasskeyRows(db: Executor, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['credential_id', 'device_label', 'created_at', 'last_used_at', 'backed_up'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function exportPortRequestRows(db: Executor, userId: number) {
  return db
    .selectFrom('port_requests')
    .select(['id', 'public_id', 'phone_number', 'status', 'scheduled_for', 'rejection_code', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function exportPortEventRows(db: Executor, portRequestIds: number[]) {
  if (portRequestIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('port_request_events').select(['port_request_id', 'status', 'at']).where('port_request_id', 'in', portRequestIds).orderBy('at').orderBy('id').execute();
}

export function exportEsimRows(db: Executor, userId: number) {
  return db
    .selectFrom('esims')
    .innerJoin('esim_plans', 'esim_plans.id', 'esims.esim_plan_id')
    .select(['esims.iccid', 'esims.status', 'esim_plans.name_en as plan_name', 'esim_plans.data_mb as plan_data_mb', 'esims.created_at'])
    .where('esims.user_id', '=', userId)
    .orderBy('esims.created_at')
    .orderBy('esims.id')
    .execute();
}

/** The voicemail greeting's description, not its audio. */
export function exportGreetingRow(db: Executor, userId: number) {
  return db.selectFrom('voicemail_greetings').select(['file_name', 'content_type', 'size_bytes', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** The voicemails' details, oldest first; the audio stays at the carrier (the export links our player's address). */
export function exportVoicemailRows(db: Executor, userId: number) {
  return db
    .selectFrom('voicemails')
    .select(['id', 'from_number', 'caller_name', 'received_at', 'duration_seconds', 'transcript', 'heard_at'])
    .where('user_id', '=', userId)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}
