-- The tool's own table in a mapping schema (docs/mappings.md): what `unreadctl schema apply
-- --schema S` creates when S holds the contract's relations as views over a backend's tables.
-- It never touches those views. Plain SQL: with S first on search_path,
-- `psql -v ON_ERROR_STOP=1 -f sql/mapping_tables.sql` does the same. Idempotent.
-- The same definition as unreadctl_runs in 001_schema.sql (a test holds them equal).

CREATE TABLE IF NOT EXISTS unreadctl_runs (
    id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    command     text        NOT NULL,
    started_at  timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    status      text        NOT NULL DEFAULT 'running',
    options     jsonb       NOT NULL DEFAULT '{}',
    stats       jsonb       NOT NULL DEFAULT '{}'
);
