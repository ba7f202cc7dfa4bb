#!/bin/bash
# Mattermost of a real server's shape: full night, a quiet incremental night (re-reads the first night's drift), a day of churn in 1 % of the channels, then side by side an incremental and a full night on copies of the same data.
set -e
B=${UNREADCTL:-.build/release/unreadctl}; H="host=/tmp/pgsock port=55434 user=postgres"; W="--since 2026-11-20T00:00:00Z --until 2026-11-21T00:00:00Z --feed-overlap 1s"
P="psql -X -q -h /tmp/pgsock -p 55434 -U postgres"
for d in mm_feed mm_feed_inc mm_feed_full; do $P -d postgres -c "DROP DATABASE IF EXISTS $d"; done
$P -d postgres -c "CREATE DATABASE mm_feed TEMPLATE mm"
(cd "$(dirname "$0")/../../../adapters/mattermost" && $P -d mm_feed -1 -v ON_ERROR_STOP=1 -c "CREATE SCHEMA IF NOT EXISTS unreadctl_mattermost" -c "SELECT set_config('search_path', '\"unreadctl_mattermost\", public', true)" -f install.sql >/dev/null)
for night in 1 2; do
  $B nightly --schema unreadctl_mattermost $W --full-above 100 --dsn "$H dbname=mm_feed" --out /tmp/mmn --quiet || true
  $P -d mm_feed -Atc "select $night, status, stats->>'scope', stats->>'named_channels', stats->'phases' from unreadctl_mattermost.unreadctl_runs order by id desc limit 1"
done
sleep 1.5
$P -d mm_feed -f "$(dirname "$0")/day_of_writes.sql"
sleep 1.5
for d in mm_feed_inc mm_feed_full; do $P -d postgres -c "CREATE DATABASE $d TEMPLATE mm_feed"; done
rm -rf /tmp/mmf /tmp/mmi /tmp/mmr
$B recompute --schema unreadctl_mattermost --dsn "$H dbname=mm_feed_full" --out /tmp/mmr --quiet | head -3
$B audit --schema unreadctl_mattermost --dsn "$H dbname=mm_feed_full" --out /tmp/mmr --quiet | head -2 || true
uptime
/usr/bin/time -f "incremental %e s %U user %M KB" $B nightly --schema unreadctl_mattermost $W --full-above 100 --dsn "$H dbname=mm_feed_inc" --out /tmp/mmi 2>&1 | grep -v "^not measured" || true
/usr/bin/time -f "full %e s %U user %M KB" $B nightly --schema unreadctl_mattermost $W --full --dsn "$H dbname=mm_feed_full" --out /tmp/mmf --quiet 2>&1 || true
for d in mm_feed_inc mm_feed_full; do $P -d $d -Atc "select status, stats->>'scope', stats->>'named_channels', stats->'phases' from unreadctl_mattermost.unreadctl_runs order by id desc limit 1"; done
uptime
