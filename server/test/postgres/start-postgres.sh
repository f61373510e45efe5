#!/usr/bin/env bash
# Starts a local PostgreSQL server for the API server's tests and prints the TEST_DATABASE_URL to use.
#
#   TEST_DATABASE_URL="$(server/test/postgres/start-postgres.sh)"
#
# Installs Debian's postgresql package if it is missing, starts the newest installed cluster
# (creating it if needed), and makes a role that may create databases (the test helpers create
# and drop one database per test file) plus a database of the same name to connect to first.
# Runs as root or through sudo. Everything but the URL goes to stderr. Settings (defaults):
#   PG_TEST_ROLE (api_test), PG_TEST_PASSWORD (api_test), PG_TEST_PORT (the cluster's port).
set -euo pipefail

role="${PG_TEST_ROLE:-api_test}"
password="${PG_TEST_PASSWORD:-api_test}"
if ! [[ "$role" =~ ^[a-z_][a-z0-9_]*$ && "$password" =~ ^[A-Za-z0-9_.-]+$ ]]; then
  echo "PG_TEST_ROLE must be a plain identifier and PG_TEST_PASSWORD URL-safe." >&2
  exit 2
fi

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "Installing PostgreSQL from the Debian packages..." >&2
  as_root apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  as_root pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online" { found = 1 } END { exit !found }'; then
  as_root pg_ctlcluster "$version" main start >&2
fi
port="${PG_TEST_PORT:-$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')}"

for _ in $(seq 1 30); do
  if pg_isready -q -h 127.0.0.1 -p "$port"; then break; fi
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$port" >&2

as_postgres psql -q -p "$port" -v ON_ERROR_STOP=1 >&2 <<SQL
do \$\$
begin
  if not exists (select from pg_roles where rolname = '$role') then
    create role $role login createdb password '$password';
  else
    alter role $role login createdb password '$password';
  end if;
end
\$\$;
SQL
# A test cluster holds nothing that must survive a power cut: commits skip the flush to disk (a
# clean stop or restart, as the tests do, still writes everything). Each test file creates and
# migrates a database of its own, so this is most of the suite's database time.
as_postgres psql -q -p "$port" -v ON_ERROR_STOP=1 >&2 <<SQL
alter system set fsync = off;
alter system set synchronous_commit = off;
alter system set full_page_writes = off;
select pg_reload_conf();
SQL
if ! as_postgres psql -p "$port" -tAc "select 1 from pg_database where datname = '$role'" | grep -q 1; then
  as_postgres createdb -p "$port" -O "$role" "$role" >&2
fi

echo "postgres://$role:$password@127.0.0.1:$port/$role"
