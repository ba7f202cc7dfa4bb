#!/bin/sh
# Rewrites the Synapse fixture from a real Synapse (adapters/synapse/README.md#test-data):
#   synapse.sql         a plain pg_dump (--inserts) of the database Synapse wrote
#   served_counts.csv   what /sync served, per local user and joined room, just before the dump
#
# Needs Synapse in a virtual environment outside the repository and PostgreSQL's server binaries:
#   python3 -m venv /opt/synapse-venv && /opt/synapse-venv/bin/pip install matrix-synapse psycopg2-binary
#   SYNAPSE_VENV=/opt/synapse-venv Tests/Fixtures/synapse/regenerate.sh
#   SYNAPSE_VENV=/opt/synapse-venv Tests/Fixtures/synapse/regenerate.sh --no-msc2654
# The second form runs Synapse as configured by default (MSC2654 off: no unread counts, /sync
# serves notification counts only) and writes synapse_notifications.sql and served_notifications.csv.
# Takes about a minute (it waits for two push-summary rotations, which Synapse runs every 30 s).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
mode=${1:-}
dump=synapse.sql; counts=served_counts.csv
if [ "$mode" = --no-msc2654 ]; then dump=synapse_notifications.sql; counts=served_notifications.csv; fi
venv=${SYNAPSE_VENV:-/opt/synapse-venv}
bindir=${UNREADCTL_PG_BINDIR:-$(pg_config --bindir 2>/dev/null || ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)}
scratch=$(mktemp -d /tmp/unreadctl-synapse-XXXXXX)
chmod 755 "$scratch"

# initdb refuses root: run the server as postgres then (as the test suite's clusters do).
as_server() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$scratch"; fi

cleanup() {
    as_server "$bindir/pg_ctl" -D "$scratch/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$scratch"
}
trap cleanup EXIT

as_server "$bindir/initdb" -D "$scratch/data" -U postgres -A trust --locale=C -E UTF8 >/dev/null
as_server "$bindir/pg_ctl" -D "$scratch/data" -l "$scratch/server.log" -w \
    -o "-c listen_addresses='' -k $scratch -p 5432" start >/dev/null
"$bindir/createdb" -h "$scratch" -U postgres synapse

mkdir "$scratch/synapse"
"$venv/bin/python" "$here/drive.py" --workdir "$scratch/synapse" --counts "$scratch/served_counts.csv" \
    --db-host "$scratch" --db-port 5432 --db-name synapse --db-user postgres $mode

version=$("$venv/bin/python" -c 'import synapse; print(synapse.__version__)')
{
    echo "-- A database written by Synapse $version, driven through its client API by"
    echo "-- Tests/Fixtures/synapse/drive.py; regenerate with Tests/Fixtures/synapse/regenerate.sh."
    echo "-- served_counts.csv beside it holds what /sync served from this state."
    # pg_dump's \restrict / \unrestrict lines are psql meta-commands; the tests run the dump
    # as plain SQL, so they are left out.
    "$bindir/pg_dump" -h "$scratch" -U postgres --inserts --no-owner --no-privileges synapse \
        | grep -v -e '^\\restrict ' -e '^\\unrestrict '
} > "$here/$dump"
cp "$scratch/served_counts.csv" "$here/$counts"
echo "wrote $here/$dump and $here/$counts (Synapse $version)"
