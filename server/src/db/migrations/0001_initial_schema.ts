import { sql, type Kysely } from 'kysely';

/**
 * The whole product's schema in one step, so that later work only adds queries. Every user-owned
 * row cascades on user deletion: deleting an account removes all of its data.
 */
const statements = [
  sql`create table users (
    id integer generated always as identity primary key,
    email text not null unique check (email = lower(email)),
    password_hash text,
    first_name text not null default '',
    last_name text not null default '',
    email_verified_at timestamptz,
    is_migrated boolean not null default false,
    redirect_url text,
    google_subject text unique,
    apple_subject text unique,
    payment_customer_id text,
    payment_method_token text,
    payment_method text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table sessions (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  sql`create index sessions_user_id on sessions(user_id)`,
  sql`create table one_time_tokens (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    purpose text not null check (purpose in ('verify_email', 'password_reset', 'sign_in')),
    token_hash text not null unique,
    email text,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index one_time_tokens_user_id on one_time_tokens(user_id, purpose)`,
  sql`create table feature_flags (
    name text primary key,
    enabled boolean not null default false,
    updated_at timestamptz not null default now()
  )`,
  sql`create table devices (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    mac_address text not null,
    device_type text not null,
    created_at timestamptz not null default now(),
    unique (user_id, mac_address)
  )`,
  sql`create table plans (
    id integer generated always as identity primary key,
    name_en text not null,
    interval text not null,
    interval_months integer not null check (interval_months > 0),
    total_amount_cents integer not null check (total_amount_cents >= 0),
    monthly_amount_cents integer not null check (monthly_amount_cents >= 0),
    renew_en text not null,
    description_en text not null,
    stripe_plan_id text not null unique,
    sort_order integer not null default 0,
    active boolean not null default true
  )`,
  sql`create table subscriptions (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    plan_id integer not null references plans(id),
    status text not null check (status in ('active', 'transition', 'canceled')),
    payment_method text,
    provider_subscription_id text,
    current_period_start timestamptz not null default now(),
    current_period_end timestamptz not null,
    canceled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // At most one live (active or lapsed) subscription per customer.
  sql`create unique index subscriptions_one_live_per_user on subscriptions(user_id) where status <> 'canceled'`,
  sql`create table payments (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    idempotency_key text not null,
    kind text not null check (kind in ('subscription', 'credits', 'esim', 'phone')),
    amount_cents integer not null check (amount_cents >= 0),
    currency text not null default 'usd',
    status text not null check (status in ('pending', 'succeeded', 'failed')),
    provider text not null,
    provider_charge_id text,
    failure_message text,
    description text not null default '',
    subscription_id integer references subscriptions(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (user_id, idempotency_key)
  )`,
  sql`create table credit_bundles (
    id integer generated always as identity primary key,
    purchase_name text not null unique,
    credits integer not null check (credits > 0),
    price_cents integer not null check (price_cents >= 0),
    sort_order integer not null default 0,
    active boolean not null default true
  )`,
  sql`create table wallet_entries (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    amount_cents integer not null,
    reason text not null check (reason in ('purchase', 'plan_bonus', 'usage', 'refund', 'adjustment')),
    payment_id integer unique references payments(id) on delete cascade,
    credit_bundle_id integer references credit_bundles(id),
    created_at timestamptz not null default now()
  )`,
  sql`create index wallet_entries_user_id on wallet_entries(user_id)`,
  sql`create table phones (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    phone_number text not null check (phone_number ~ '^[0-9]{10}$'),
    status text not null check (status in ('active', 'port_pending', 'port_completed', 'port_failed', 'released')),
    origin text not null check (origin in ('purchased', 'ported')),
    port_requested_at timestamptz,
    port_completes_at timestamptz,
    port_completed_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // Two customers can never hold the same number; released or failed ports free it again.
  sql`create unique index phones_number_held_once on phones(phone_number) where status not in ('released', 'port_failed')`,
  sql`create index phones_user_id on phones(user_id)`,
  sql`create table phone_number_reservations (
    phone_number text primary key check (phone_number ~ '^[0-9]{10}$'),
    user_id integer not null references users(id) on delete cascade,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  sql`create table esim_plans (
    id integer generated always as identity primary key,
    name_en text not null,
    description_en text not null,
    price_cents integer not null check (price_cents >= 0),
    data_mb integer not null check (data_mb >= 0),
    sort_order integer not null default 0,
    active boolean not null default true
  )`,
  sql`create table esims (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    esim_plan_id integer not null references esim_plans(id),
    payment_id integer references payments(id) on delete set null,
    provider_esim_id text not null unique,
    iccid text not null unique,
    imei text,
    text_qr_code text not null,
    status text not null default 'active' check (status in ('active', 'inactive')),
    created_at timestamptz not null default now()
  )`,
  sql`create index esims_user_id on esims(user_id)`,
  sql`create table esim_usage (
    id integer generated always as identity primary key,
    esim_id integer not null references esims(id) on delete cascade,
    usage_date date not null,
    downlink_mb double precision not null check (downlink_mb >= 0),
    uplink_mb double precision not null check (uplink_mb >= 0),
    unique (esim_id, usage_date)
  )`,
  sql`create table calls (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    external_id text,
    call_date timestamptz not null,
    call_from text not null,
    call_to text not null,
    hangup_cause text not null,
    duration_seconds integer not null default 0 check (duration_seconds >= 0),
    hidden_at timestamptz,
    created_at timestamptz not null default now(),
    unique (user_id, external_id)
  )`,
  sql`create index calls_user_date on calls(user_id, call_date desc)`,
  sql`create table chats (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    third_party_number text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (user_id, third_party_number)
  )`,
  sql`create table messages (
    id integer generated always as identity primary key,
    chat_id integer not null references chats(id) on delete cascade,
    external_id text,
    text text not null default '',
    sent_at timestamptz not null,
    direction text not null check (direction in ('inbound', 'outbound')),
    sent boolean not null default true,
    media_type text,
    media_url text,
    created_at timestamptz not null default now(),
    unique (chat_id, external_id)
  )`,
  sql`create index messages_chat_sent_at on messages(chat_id, sent_at)`,
  sql`create table blocked_numbers (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    phone_number text not null,
    created_at timestamptz not null default now(),
    unique (user_id, phone_number)
  )`,
  sql`create table voicemail_greetings (
    id integer generated always as identity primary key,
    user_id integer not null unique references users(id) on delete cascade,
    content_type text not null,
    size_bytes integer not null check (size_bytes > 0),
    audio bytea not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create table webhook_events (
    id integer generated always as identity primary key,
    source text not null,
    external_id text not null,
    received_at timestamptz not null default now(),
    unique (source, external_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'webhook_events', 'voicemail_greetings', 'blocked_numbers', 'messages', 'chats', 'calls', 'esim_usage',
    'esims', 'esim_plans', 'phone_number_reservations', 'phones', 'wallet_entries', 'credit_bundles',
    'payments', 'subscriptions', 'plans', 'devices', 'feature_flags', 'one_time_tokens', 'sessions', 'users',
  ];
  for (const table of tables) await sql`drop table if exists ${sql.table(table)}`.execute(db);
}
