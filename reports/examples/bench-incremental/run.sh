#!/bin/bash
# The harness's incremental procedure (IncrementalBench.swift) at 1 % only, by hand, on the cached bench cluster (port 55441).
set -e
# The churn: the harness's own SQL at 1 %, taken from its source.
awk '/static func churn/{f=1} f&&/CREATE TEMP TABLE chosen/{p=1} p{print} p&&/WHERE cm.channel_id = l.id AND cm.user_id = l.user_id;/{exit}' Sources/unreadctl-bench/IncrementalBench.swift | sed 's/\\(percent)/1/g' > /tmp/benchchurn.sql
rm -rf /tmp/bn0 /tmp/bni /tmp/bnf /tmp/bn
B=${UNREADCTL:-.build/release/unreadctl}; H="host=/tmp/pgsock port=55441 user=postgres"
P="psql -X -q -h /tmp/pgsock -p 55441 -U postgres"
UNTIL=$($P -d bench_time -Atc "select to_char(max(created_at) + interval '1 microsecond', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') from messages")
SINCE=2026-11-26T00:00:00Z
W="--since $SINCE --until 2026-11-27T00:00:00Z --feed-overlap 1s --quiet"
for d in bench_night bench_night_incremental bench_night_full; do $P -d postgres -c "DROP DATABASE IF EXISTS $d"; done
date; $P -d postgres -c "CREATE DATABASE bench_night TEMPLATE bench_time"; date
$B nightly --full --dsn "$H dbname=bench_night" $W --out /tmp/bn0 || true
sleep 1.5

$P -d bench_night -f /tmp/benchchurn.sql  # IncrementalBench.churn(percent: 1), see below
$B recompute --apply --dsn "$H dbname=bench_night" --out /tmp/bn --quiet || true
$P -d postgres -c "CREATE DATABASE bench_night_incremental TEMPLATE bench_night" -c "CREATE DATABASE bench_night_full TEMPLATE bench_night"
date; uptime
/usr/bin/time -f "incremental %e s %M KB" $B nightly --full-above 100 --dsn "$H dbname=bench_night_incremental" $W --out /tmp/bni || true
/usr/bin/time -f "full %e s %M KB" $B nightly --full --dsn "$H dbname=bench_night_full" $W --out /tmp/bnf || true
for d in bench_night_incremental bench_night_full; do $P -d $d -Atc "select stats->>'scope', stats->>'named_channels', stats->'phases' from unreadctl_runs where command='nightly' order by id desc limit 1"; done
uptime; date
