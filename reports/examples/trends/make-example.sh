#!/bin/sh
# How reports/examples/trends/ was made: six nightly runs (and a seed, an audit, a dry recompute,
# a report between them) over data changed between the runs. Run it against an EMPTY throwaway
# database only: it seeds with --force and rewrites counters and receipts.
#   DSN="host=/tmp/pg port=54987 dbname=chat user=postgres" reports/examples/trends/make-example.sh
# The trends land in $OUT/<today>/trends.{md,svg,csv}.
set -u
U=${UNREADCTL:-.build/debug/unreadctl}
DSN=${DSN:?set DSN to a throwaway, empty database}
OUT=${OUT:-/tmp/trends-example-out}
psqlc() { /usr/lib/postgresql/15/bin/psql -q -X -d "$DSN" -c "$1"; }
rm -rf "$OUT"
$U schema apply --dsn "$DSN" --quiet
$U seed --dsn "$DSN" --scale small --seed 7 --inject-anomalies --quiet
night() { $U nightly --dsn "$DSN" --out $OUT --quiet; echo "nightly exit $?"; }
drift() { # $1 members drift by +$2 (the live service missed decrements)
  psqlc "UPDATE channel_members SET unread_count = unread_count + $2 WHERE (channel_id, user_id) IN (SELECT channel_id, user_id FROM channel_members WHERE left_at IS NULL ORDER BY md5(channel_id::text || user_id) LIMIT $1)"
}
slower() { # read receipts of the report day arrive $1 later
  psqlc "UPDATE receipt_events SET at = at + interval '$1' WHERE kind = 'read' AND at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 day' AND at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '2 hours'"
}
night                                   # 1: the planted anomalies
drift 40 2; night                       # 2: 40 drifted members
drift 180 1; slower '25 minutes'; night # 3: more drift, read latency up
$U audit --dsn "$DSN" --out $OUT --quiet; echo "audit exit $?"
$U recompute --dsn "$DSN" --out $OUT --quiet; echo "dry recompute exit $?"
psqlc "UPDATE receipt_events SET at = now() + interval '3 days' WHERE id IN (SELECT id FROM receipt_events WHERE kind = 'read' ORDER BY id LIMIT 5)"
night                                   # 4: five receipts from the future (RS002)
$U seed --dsn "$DSN" --scale small --seed 8 --force --quiet   # 5: a new, clean history
night
drift 15 1; $U report --dsn "$DSN" --out $OUT --quiet; echo "report exit $?"
night                                   # 6
