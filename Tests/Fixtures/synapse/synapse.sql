-- A database written by Synapse 1.163.2, driven through its client API by
-- Tests/Fixtures/synapse/drive.py; regenerate with Tests/Fixtures/synapse/regenerate.sh.
-- served_counts.csv beside it holds what /sync served from this state.
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: check_event_stream_ordering(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.check_event_stream_ordering() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
            BEGIN
                IF EXISTS (
                    SELECT 1 FROM events
                    WHERE events.event_id = NEW.event_id
                       AND events.stream_ordering != NEW.event_stream_ordering
                ) THEN
                    RAISE EXCEPTION 'Incorrect event_stream_ordering';
                END IF;
                RETURN NEW;
            END;
            $$;


--
-- Name: check_partial_state_events(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.check_partial_state_events() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
            BEGIN
                IF EXISTS (
                    SELECT 1 FROM events
                    WHERE events.event_id = NEW.event_id
                       AND events.room_id != NEW.room_id
                ) THEN
                    RAISE EXCEPTION 'Incorrect room_id in partial_state_events';
                END IF;
                RETURN NEW;
            END;
            $$;


--
-- Name: delete_read_write_lock_parent(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_read_write_lock_parent() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
    new_token TEXT;
    mode_row_token TEXT;
BEGIN
    -- Only update the token in `_mode` if its our token. This prevents
    -- deadlocks.
    --
    -- We shove the token into `mode_row_token`, as otherwise postgres complains
    -- we're not using the returned data.
    SELECT token INTO mode_row_token FROM worker_read_write_locks_mode
        WHERE
            lock_name = OLD.lock_name
            AND lock_key = OLD.lock_key
            AND token = OLD.token
        FOR UPDATE;

    IF NOT FOUND THEN
        RETURN NEW;
    END IF;

    SELECT token INTO new_token FROM worker_read_write_locks
        WHERE
            lock_name = OLD.lock_name
            AND lock_key = OLD.lock_key
        LIMIT 1 FOR UPDATE SKIP LOCKED;

    IF NOT FOUND THEN
        DELETE FROM worker_read_write_locks_mode
            WHERE lock_name = OLD.lock_name AND lock_key = OLD.lock_key AND token = OLD.token;
    ELSE
        UPDATE worker_read_write_locks_mode
            SET token = new_token
            WHERE lock_name = OLD.lock_name AND lock_key = OLD.lock_key;
    END IF;

    RETURN NEW;
END
$$;


--
-- Name: upsert_read_write_lock_parent(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.upsert_read_write_lock_parent() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    INSERT INTO worker_read_write_locks_mode (lock_name, lock_key, write_lock, token)
        VALUES (NEW.lock_name, NEW.lock_key, NEW.write_lock, NEW.token)
        ON CONFLICT (lock_name, lock_key)
        DO UPDATE SET write_lock = NEW.write_lock
            WHERE OLD.write_lock != NEW.write_lock;
    RETURN NEW;
END
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: access_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.access_tokens (
    id bigint NOT NULL,
    user_id text NOT NULL,
    device_id text,
    token text NOT NULL,
    valid_until_ms bigint,
    puppets_user_id text,
    last_validated bigint,
    refresh_token_id bigint,
    used boolean
);


--
-- Name: account_data; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.account_data (
    user_id text NOT NULL,
    account_data_type text NOT NULL,
    stream_id bigint NOT NULL,
    content text NOT NULL,
    instance_name text
);


--
-- Name: account_data_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.account_data_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: account_validity; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.account_validity (
    user_id text NOT NULL,
    expiration_ts_ms bigint NOT NULL,
    email_sent boolean NOT NULL,
    renewal_token text,
    token_used_ts_ms bigint
);


--
-- Name: application_services_state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.application_services_state (
    as_id text NOT NULL,
    state character varying(5),
    read_receipt_stream_id bigint,
    presence_stream_id bigint,
    to_device_stream_id bigint,
    device_list_stream_id bigint
);


--
-- Name: application_services_txn_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.application_services_txn_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: application_services_txns; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.application_services_txns (
    as_id text NOT NULL,
    txn_id bigint NOT NULL,
    event_ids text NOT NULL
);


--
-- Name: applied_module_schemas; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.applied_module_schemas (
    module_name text NOT NULL,
    file text NOT NULL
);


--
-- Name: applied_schema_deltas; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.applied_schema_deltas (
    version integer NOT NULL,
    file text NOT NULL
);


--
-- Name: appservice_room_list; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.appservice_room_list (
    appservice_id text NOT NULL,
    network_id text NOT NULL,
    room_id text NOT NULL
);


--
-- Name: appservice_stream_position; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.appservice_stream_position (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_ordering bigint,
    CONSTRAINT appservice_stream_position_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: background_updates; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.background_updates (
    update_name text NOT NULL,
    progress_json text NOT NULL,
    depends_on text,
    ordering integer DEFAULT 0 NOT NULL
);


--
-- Name: blocked_rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.blocked_rooms (
    room_id text NOT NULL,
    user_id text NOT NULL
);


--
-- Name: cache_invalidation_stream_by_instance; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.cache_invalidation_stream_by_instance (
    stream_id bigint NOT NULL,
    instance_name text NOT NULL,
    cache_func text NOT NULL,
    keys text[],
    invalidation_ts bigint
);


--
-- Name: cache_invalidation_stream_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.cache_invalidation_stream_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: current_state_delta_stream; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.current_state_delta_stream (
    stream_id bigint NOT NULL,
    room_id text NOT NULL,
    type text NOT NULL,
    state_key text NOT NULL,
    event_id text,
    prev_event_id text,
    instance_name text
);


--
-- Name: current_state_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.current_state_events (
    event_id text NOT NULL,
    room_id text NOT NULL,
    type text NOT NULL,
    state_key text NOT NULL,
    membership text,
    event_stream_ordering bigint
);


--
-- Name: dehydrated_devices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dehydrated_devices (
    user_id text NOT NULL,
    device_id text NOT NULL,
    device_data text NOT NULL
);


--
-- Name: delayed_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.delayed_events (
    delay_id text NOT NULL,
    user_localpart text NOT NULL,
    device_id text,
    delay bigint NOT NULL,
    send_ts bigint NOT NULL,
    room_id text NOT NULL,
    event_type text NOT NULL,
    state_key text,
    origin_server_ts bigint,
    content text NOT NULL,
    is_processed boolean DEFAULT false NOT NULL,
    sticky_duration_ms bigint
);


--
-- Name: delayed_events_stream_pos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.delayed_events_stream_pos (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_id bigint NOT NULL,
    CONSTRAINT delayed_events_stream_pos_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: deleted_pushers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.deleted_pushers (
    stream_id bigint NOT NULL,
    app_id text NOT NULL,
    pushkey text NOT NULL,
    user_id text NOT NULL,
    instance_name text
);


--
-- Name: destination_rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.destination_rooms (
    destination text NOT NULL,
    room_id text NOT NULL,
    stream_ordering bigint NOT NULL
);


--
-- Name: TABLE destination_rooms; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.destination_rooms IS 'Information about transmission of PDUs in a given room to a given remote homeserver.';


--
-- Name: COLUMN destination_rooms.destination; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.destination_rooms.destination IS 'server name of remote homeserver in question';


--
-- Name: COLUMN destination_rooms.room_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.destination_rooms.room_id IS 'room ID in question';


--
-- Name: COLUMN destination_rooms.stream_ordering; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.destination_rooms.stream_ordering IS '`stream_ordering` of the most recent PDU in this room that needs to be sent (by us) to this homeserver.
This can only be pointing to our own PDU because we are only responsible for sending our own PDUs.';


--
-- Name: destination_rooms_sticky_events_backlog; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.destination_rooms_sticky_events_backlog (
    destination text NOT NULL,
    room_id text NOT NULL,
    sticky_events_stream_position integer NOT NULL
);


--
-- Name: destinations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.destinations (
    destination text NOT NULL,
    retry_last_ts bigint,
    retry_interval bigint,
    failure_ts bigint,
    last_successful_stream_ordering bigint
);


--
-- Name: TABLE destinations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.destinations IS 'Information about remote homeservers and the health of our connection to them.';


--
-- Name: COLUMN destinations.destination; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.destinations.destination IS 'server name of remote homeserver in question';


--
-- Name: COLUMN destinations.retry_last_ts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.destinations.retry_last_ts IS 'The last time we tried and failed to reach the remote server, in ms.
This field is reset to `0` when we succeed in connecting again.';


--
-- Name: COLUMN destinations.retry_interval; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.destinations.retry_interval IS 'How long, in milliseconds, to wait since the last time we tried to reach the remote server before trying again.
This field is reset to `0` when we succeed in connecting again.';


--
-- Name: COLUMN destinations.failure_ts; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.destinations.failure_ts IS 'The first time we tried and failed to reach the remote server, in ms.
This field is reset to `NULL` when we succeed in connecting again.';


--
-- Name: COLUMN destinations.last_successful_stream_ordering; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.destinations.last_successful_stream_ordering IS 'Stream ordering of the most recently successfully sent PDU to this server, sent through normal send (not e.g. backfill).
In Catch-Up Mode, the original PDU persisted by us is represented here, even if we sent a later forward extremity in its stead.
See `destination_rooms` for more information about catch-up.';


--
-- Name: device_auth_providers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_auth_providers (
    user_id text NOT NULL,
    device_id text NOT NULL,
    auth_provider_id text NOT NULL,
    auth_provider_session_id text NOT NULL
);


--
-- Name: device_federation_inbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_federation_inbox (
    origin text NOT NULL,
    message_id text NOT NULL,
    received_ts bigint NOT NULL,
    instance_name text
);


--
-- Name: device_federation_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_federation_outbox (
    destination text NOT NULL,
    stream_id bigint NOT NULL,
    queued_ts bigint NOT NULL,
    messages_json text NOT NULL,
    instance_name text
);


--
-- Name: device_inbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_inbox (
    user_id text NOT NULL,
    device_id text NOT NULL,
    stream_id bigint NOT NULL,
    message_json text NOT NULL,
    instance_name text
);


--
-- Name: device_inbox_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.device_inbox_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: device_lists_changes_converted_stream_position; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_changes_converted_stream_position (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_id bigint NOT NULL,
    room_id text NOT NULL,
    instance_name text,
    CONSTRAINT device_lists_changes_converted_stream_position_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: device_lists_changes_in_room; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_changes_in_room (
    user_id text NOT NULL,
    device_id text NOT NULL,
    room_id text NOT NULL,
    stream_id bigint NOT NULL,
    converted_to_destinations boolean NOT NULL,
    opentracing_context text,
    instance_name text,
    inserted_ts bigint
);


--
-- Name: device_lists_changes_in_room_max_pruned_stream_id; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_changes_in_room_max_pruned_stream_id (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_id bigint NOT NULL
);


--
-- Name: device_lists_outbound_last_success; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_outbound_last_success (
    destination text NOT NULL,
    user_id text NOT NULL,
    stream_id bigint NOT NULL
);


--
-- Name: device_lists_outbound_pokes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_outbound_pokes (
    destination text NOT NULL,
    stream_id bigint NOT NULL,
    user_id text NOT NULL,
    device_id text NOT NULL,
    sent boolean NOT NULL,
    ts bigint NOT NULL,
    opentracing_context text,
    instance_name text
);


--
-- Name: device_lists_remote_cache; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_remote_cache (
    user_id text NOT NULL,
    device_id text NOT NULL,
    content text NOT NULL
);


--
-- Name: device_lists_remote_extremeties; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_remote_extremeties (
    user_id text NOT NULL,
    stream_id text NOT NULL
);


--
-- Name: device_lists_remote_pending; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_remote_pending (
    stream_id bigint NOT NULL,
    user_id text NOT NULL,
    device_id text NOT NULL,
    instance_name text
);


--
-- Name: device_lists_remote_resync; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_remote_resync (
    user_id text NOT NULL,
    added_ts bigint NOT NULL
);


--
-- Name: device_lists_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.device_lists_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: device_lists_stream; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_lists_stream (
    stream_id bigint NOT NULL,
    user_id text NOT NULL,
    device_id text NOT NULL,
    instance_name text
);


--
-- Name: devices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.devices (
    user_id text NOT NULL,
    device_id text NOT NULL,
    display_name text,
    last_seen bigint,
    ip text,
    user_agent text,
    hidden boolean DEFAULT false
);


--
-- Name: e2e_cross_signing_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.e2e_cross_signing_keys (
    user_id text NOT NULL,
    keytype text NOT NULL,
    keydata text NOT NULL,
    stream_id bigint NOT NULL,
    updatable_without_uia_before_ms bigint,
    instance_name text
);


--
-- Name: e2e_cross_signing_keys_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.e2e_cross_signing_keys_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: e2e_cross_signing_signatures; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.e2e_cross_signing_signatures (
    user_id text NOT NULL,
    key_id text NOT NULL,
    target_user_id text NOT NULL,
    target_device_id text NOT NULL,
    signature text NOT NULL
);


--
-- Name: e2e_device_keys_json; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.e2e_device_keys_json (
    user_id text NOT NULL,
    device_id text NOT NULL,
    ts_added_ms bigint NOT NULL,
    key_json text NOT NULL
);


--
-- Name: e2e_fallback_keys_json; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.e2e_fallback_keys_json (
    user_id text NOT NULL,
    device_id text NOT NULL,
    algorithm text NOT NULL,
    key_id text NOT NULL,
    key_json text NOT NULL,
    used boolean DEFAULT false NOT NULL
);


--
-- Name: e2e_one_time_keys_json; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.e2e_one_time_keys_json (
    user_id text NOT NULL,
    device_id text NOT NULL,
    algorithm text NOT NULL,
    key_id text NOT NULL,
    ts_added_ms bigint NOT NULL,
    key_json text NOT NULL
);


--
-- Name: e2e_room_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.e2e_room_keys (
    user_id text NOT NULL,
    room_id text NOT NULL,
    session_id text NOT NULL,
    version bigint NOT NULL,
    first_message_index integer,
    forwarded_count integer,
    is_verified boolean,
    session_data text NOT NULL
);


--
-- Name: e2e_room_keys_versions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.e2e_room_keys_versions (
    user_id text NOT NULL,
    version bigint NOT NULL,
    algorithm text NOT NULL,
    auth_data text NOT NULL,
    deleted smallint DEFAULT 0 NOT NULL,
    etag bigint
);


--
-- Name: erased_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.erased_users (
    user_id text NOT NULL
);


--
-- Name: event_auth; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_auth (
    event_id text NOT NULL,
    auth_id text NOT NULL,
    room_id text NOT NULL
);


--
-- Name: event_auth_chain_id; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.event_auth_chain_id
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: event_auth_chain_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_auth_chain_links (
    origin_chain_id bigint NOT NULL,
    origin_sequence_number bigint NOT NULL,
    target_chain_id bigint NOT NULL,
    target_sequence_number bigint NOT NULL
);
ALTER TABLE ONLY public.event_auth_chain_links ALTER COLUMN origin_chain_id SET (n_distinct=-0.5);
ALTER TABLE ONLY public.event_auth_chain_links ALTER COLUMN target_chain_id SET (n_distinct=-0.5);


--
-- Name: event_auth_chain_to_calculate; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_auth_chain_to_calculate (
    event_id text NOT NULL,
    room_id text NOT NULL,
    type text NOT NULL,
    state_key text NOT NULL
);


--
-- Name: event_auth_chains; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_auth_chains (
    event_id text NOT NULL,
    chain_id bigint NOT NULL,
    sequence_number bigint NOT NULL
);


--
-- Name: event_backward_extremities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_backward_extremities (
    event_id text NOT NULL,
    room_id text NOT NULL
);


--
-- Name: event_edges; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_edges (
    event_id text NOT NULL,
    prev_event_id text NOT NULL,
    room_id text,
    is_state boolean DEFAULT false NOT NULL
);


--
-- Name: event_expiry; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_expiry (
    event_id text NOT NULL,
    expiry_ts bigint NOT NULL
);


--
-- Name: event_failed_pull_attempts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_failed_pull_attempts (
    room_id text NOT NULL,
    event_id text NOT NULL,
    num_attempts integer NOT NULL,
    last_attempt_ts bigint NOT NULL,
    last_cause text NOT NULL
);


--
-- Name: event_forward_extremities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_forward_extremities (
    event_id text NOT NULL,
    room_id text NOT NULL
);


--
-- Name: event_json; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_json (
    event_id text NOT NULL,
    room_id text NOT NULL,
    internal_metadata text NOT NULL,
    json text NOT NULL,
    format_version integer
);


--
-- Name: event_labels; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_labels (
    event_id text NOT NULL,
    label text NOT NULL,
    room_id text NOT NULL,
    topological_ordering bigint NOT NULL
);


--
-- Name: event_push_actions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_push_actions (
    room_id text NOT NULL,
    event_id text NOT NULL,
    user_id text NOT NULL,
    profile_tag character varying(32),
    actions text NOT NULL,
    topological_ordering bigint,
    stream_ordering bigint,
    notif smallint,
    highlight smallint,
    unread smallint,
    thread_id text,
    CONSTRAINT event_push_actions_thread_id CHECK ((thread_id IS NOT NULL))
);


--
-- Name: event_push_actions_staging; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_push_actions_staging (
    event_id text NOT NULL,
    user_id text NOT NULL,
    actions text NOT NULL,
    notif smallint NOT NULL,
    highlight smallint NOT NULL,
    unread smallint,
    thread_id text,
    inserted_ts bigint DEFAULT (EXTRACT(epoch FROM now()) * (1000)::numeric),
    CONSTRAINT event_push_actions_staging_thread_id CHECK ((thread_id IS NOT NULL))
);


--
-- Name: event_push_summary; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_push_summary (
    user_id text NOT NULL,
    room_id text NOT NULL,
    notif_count bigint NOT NULL,
    stream_ordering bigint NOT NULL,
    unread_count bigint,
    last_receipt_stream_ordering bigint,
    thread_id text,
    CONSTRAINT event_push_summary_thread_id CHECK ((thread_id IS NOT NULL))
);


--
-- Name: event_push_summary_last_receipt_stream_id; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_push_summary_last_receipt_stream_id (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_id bigint NOT NULL,
    CONSTRAINT event_push_summary_last_receipt_stream_id_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: event_push_summary_stream_ordering; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_push_summary_stream_ordering (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_ordering bigint NOT NULL,
    CONSTRAINT event_push_summary_stream_ordering_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: event_relations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_relations (
    event_id text NOT NULL,
    relates_to_id text NOT NULL,
    relation_type text NOT NULL,
    aggregation_key text
);


--
-- Name: event_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_reports (
    id bigint NOT NULL,
    received_ts bigint NOT NULL,
    room_id text NOT NULL,
    event_id text NOT NULL,
    user_id text NOT NULL,
    reason text,
    content text
);


--
-- Name: event_search; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_search (
    event_id text,
    room_id text,
    sender text,
    key text,
    vector tsvector,
    origin_server_ts bigint,
    stream_ordering bigint
);
ALTER TABLE ONLY public.event_search ALTER COLUMN room_id SET (n_distinct=-0.01);


--
-- Name: event_to_state_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_to_state_groups (
    event_id text NOT NULL,
    state_group bigint NOT NULL
);


--
-- Name: event_txn_id_device_id; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_txn_id_device_id (
    event_id text NOT NULL,
    room_id text NOT NULL,
    user_id text NOT NULL,
    device_id text NOT NULL,
    txn_id text NOT NULL,
    inserted_ts bigint NOT NULL
);


--
-- Name: events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events (
    topological_ordering bigint NOT NULL,
    event_id text NOT NULL,
    type text NOT NULL,
    room_id text NOT NULL,
    content text,
    unrecognized_keys text,
    processed boolean NOT NULL,
    outlier boolean NOT NULL,
    depth bigint DEFAULT 0 NOT NULL,
    origin_server_ts bigint,
    received_ts bigint,
    sender text,
    contains_url boolean,
    instance_name text,
    stream_ordering bigint,
    state_key text,
    rejection_reason text
);


--
-- Name: events_backfill_stream_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.events_backfill_stream_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: events_stream_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.events_stream_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ex_outlier_stream; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ex_outlier_stream (
    event_stream_ordering bigint NOT NULL,
    event_id text NOT NULL,
    state_group bigint NOT NULL,
    instance_name text
);


--
-- Name: federation_inbound_events_staging; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.federation_inbound_events_staging (
    origin text NOT NULL,
    room_id text NOT NULL,
    event_id text NOT NULL,
    received_ts bigint NOT NULL,
    event_json text NOT NULL,
    internal_metadata text NOT NULL
);


--
-- Name: federation_stream_position; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.federation_stream_position (
    type text NOT NULL,
    stream_id bigint NOT NULL,
    instance_name text DEFAULT 'master'::text NOT NULL
);


--
-- Name: ignored_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ignored_users (
    ignorer_user_id text NOT NULL,
    ignored_user_id text NOT NULL
);


--
-- Name: instance_map; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.instance_map (
    instance_id integer NOT NULL,
    instance_name text NOT NULL
);


--
-- Name: instance_map_instance_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.instance_map_instance_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: instance_map_instance_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.instance_map_instance_id_seq OWNED BY public.instance_map.instance_id;


--
-- Name: local_current_membership; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.local_current_membership (
    room_id text NOT NULL,
    user_id text NOT NULL,
    event_id text NOT NULL,
    membership text NOT NULL,
    event_stream_ordering bigint
);


--
-- Name: local_media_repository; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.local_media_repository (
    media_id text,
    media_type text,
    media_length integer,
    created_ts bigint,
    upload_name text,
    user_id text,
    quarantined_by text,
    url_cache text,
    last_access_ts bigint,
    safe_from_quarantine boolean DEFAULT false NOT NULL,
    authenticated boolean DEFAULT false NOT NULL,
    sha256 text
);


--
-- Name: local_media_repository_thumbnails; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.local_media_repository_thumbnails (
    media_id text,
    thumbnail_width integer,
    thumbnail_height integer,
    thumbnail_type text,
    thumbnail_method text,
    thumbnail_length integer
);


--
-- Name: local_media_repository_url_cache; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.local_media_repository_url_cache (
    url text,
    response_code integer,
    etag text,
    expires_ts bigint,
    og text,
    media_id text,
    download_ts bigint
);


--
-- Name: login_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_tokens (
    token text NOT NULL,
    user_id text NOT NULL,
    expiry_ts bigint NOT NULL,
    used_ts bigint,
    auth_provider_id text,
    auth_provider_session_id text
);


--
-- Name: monthly_active_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.monthly_active_users (
    user_id text NOT NULL,
    "timestamp" bigint NOT NULL
);


--
-- Name: msc4242_state_dag_edges; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.msc4242_state_dag_edges (
    room_id text NOT NULL,
    event_id text NOT NULL,
    prev_state_event_id text
);


--
-- Name: msc4242_state_dag_forward_extremities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.msc4242_state_dag_forward_extremities (
    room_id text NOT NULL,
    event_id text NOT NULL
);


--
-- Name: open_id_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.open_id_tokens (
    token text NOT NULL,
    ts_valid_until_ms bigint NOT NULL,
    user_id text NOT NULL
);


--
-- Name: partial_state_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.partial_state_events (
    room_id text NOT NULL,
    event_id text NOT NULL
);


--
-- Name: partial_state_rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.partial_state_rooms (
    room_id text NOT NULL,
    device_lists_stream_id bigint DEFAULT 0 NOT NULL,
    join_event_id text,
    joined_via text
);


--
-- Name: partial_state_rooms_servers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.partial_state_rooms_servers (
    room_id text NOT NULL,
    server_name text NOT NULL
);


--
-- Name: per_user_experimental_features; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.per_user_experimental_features (
    user_id text NOT NULL,
    feature text NOT NULL,
    enabled boolean DEFAULT false
);


--
-- Name: presence_stream; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.presence_stream (
    stream_id bigint,
    user_id text,
    state text,
    last_active_ts bigint,
    last_federation_update_ts bigint,
    last_user_sync_ts bigint,
    status_msg text,
    currently_active boolean,
    instance_name text
);


--
-- Name: presence_stream_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.presence_stream_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: profile_updates; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profile_updates (
    stream_id bigint NOT NULL,
    instance_name text NOT NULL,
    user_id text NOT NULL,
    action text NOT NULL,
    affected_fields jsonb,
    inserted_ts bigint NOT NULL
);


--
-- Name: profile_updates_per_user; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profile_updates_per_user (
    stream_id bigint NOT NULL,
    user_id text NOT NULL,
    inserted_ts bigint NOT NULL
);


--
-- Name: profile_updates_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.profile_updates_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: profiles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profiles (
    user_id text NOT NULL,
    displayname text,
    avatar_url text,
    full_user_id text,
    fields jsonb,
    CONSTRAINT full_user_id_not_null CHECK ((full_user_id IS NOT NULL))
);


--
-- Name: push_rules; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_rules (
    id bigint NOT NULL,
    user_name text NOT NULL,
    rule_id text NOT NULL,
    priority_class smallint NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    conditions text NOT NULL,
    actions text NOT NULL
);


--
-- Name: push_rules_enable; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_rules_enable (
    id bigint NOT NULL,
    user_name text NOT NULL,
    rule_id text NOT NULL,
    enabled smallint
);


--
-- Name: push_rules_stream; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_rules_stream (
    stream_id bigint NOT NULL,
    event_stream_ordering bigint NOT NULL,
    user_id text NOT NULL,
    rule_id text NOT NULL,
    op text NOT NULL,
    priority_class smallint,
    priority integer,
    conditions text,
    actions text,
    instance_name text
);


--
-- Name: push_rules_stream_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.push_rules_stream_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: pusher_throttle; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.pusher_throttle (
    pusher bigint NOT NULL,
    room_id text NOT NULL,
    last_sent_ts bigint,
    throttle_ms bigint
);


--
-- Name: pushers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.pushers (
    id bigint NOT NULL,
    user_name text NOT NULL,
    access_token bigint,
    profile_tag text NOT NULL,
    kind text NOT NULL,
    app_id text NOT NULL,
    app_display_name text NOT NULL,
    device_display_name text NOT NULL,
    pushkey text NOT NULL,
    ts bigint NOT NULL,
    lang text,
    data text,
    last_stream_ordering bigint,
    last_success bigint,
    failing_since bigint,
    enabled boolean,
    device_id text,
    instance_name text
);


--
-- Name: pushers_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.pushers_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: quarantined_media_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.quarantined_media_changes (
    stream_id integer NOT NULL,
    instance_name text NOT NULL,
    origin text,
    media_id text NOT NULL,
    quarantined boolean NOT NULL
);


--
-- Name: quarantined_media_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.quarantined_media_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ratelimit_override; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ratelimit_override (
    user_id text NOT NULL,
    messages_per_second bigint,
    burst_count bigint
);


--
-- Name: receipts_graph; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.receipts_graph (
    room_id text NOT NULL,
    receipt_type text NOT NULL,
    user_id text NOT NULL,
    event_ids text NOT NULL,
    data text NOT NULL,
    thread_id text
);


--
-- Name: receipts_linearized; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.receipts_linearized (
    stream_id bigint NOT NULL,
    room_id text NOT NULL,
    receipt_type text NOT NULL,
    user_id text NOT NULL,
    event_id text NOT NULL,
    data text NOT NULL,
    instance_name text,
    event_stream_ordering bigint,
    thread_id text
);


--
-- Name: receipts_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.receipts_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: received_transactions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.received_transactions (
    transaction_id text,
    origin text,
    ts bigint,
    response_code integer,
    response_json bytea,
    has_been_referenced smallint DEFAULT 0
);


--
-- Name: redactions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.redactions (
    event_id text NOT NULL,
    redacts text NOT NULL,
    have_censored boolean DEFAULT false NOT NULL,
    received_ts bigint,
    recheck boolean DEFAULT true NOT NULL
);


--
-- Name: refresh_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.refresh_tokens (
    id bigint NOT NULL,
    user_id text NOT NULL,
    device_id text NOT NULL,
    token text NOT NULL,
    next_token_id bigint,
    expiry_ts bigint,
    ultimate_session_expiry_ts bigint
);


--
-- Name: registration_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.registration_tokens (
    token text NOT NULL,
    uses_allowed integer,
    pending integer NOT NULL,
    completed integer NOT NULL,
    expiry_time bigint
);


--
-- Name: rejections; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rejections (
    event_id text NOT NULL,
    reason text NOT NULL,
    last_check text NOT NULL
);


--
-- Name: remote_media_cache; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.remote_media_cache (
    media_origin text,
    media_id text,
    media_type text,
    created_ts bigint,
    upload_name text,
    media_length integer,
    filesystem_id text,
    last_access_ts bigint,
    quarantined_by text,
    authenticated boolean DEFAULT false NOT NULL,
    sha256 text
);


--
-- Name: remote_media_cache_thumbnails; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.remote_media_cache_thumbnails (
    media_origin text,
    media_id text,
    thumbnail_width integer,
    thumbnail_height integer,
    thumbnail_method text,
    thumbnail_type text,
    thumbnail_length integer,
    filesystem_id text
);


--
-- Name: room_account_data; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_account_data (
    user_id text NOT NULL,
    room_id text NOT NULL,
    account_data_type text NOT NULL,
    stream_id bigint NOT NULL,
    content text NOT NULL,
    instance_name text
);


--
-- Name: room_alias_servers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_alias_servers (
    room_alias text NOT NULL,
    server text NOT NULL
);


--
-- Name: room_aliases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_aliases (
    room_alias text NOT NULL,
    room_id text NOT NULL,
    creator text
);


--
-- Name: room_ban_redactions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_ban_redactions (
    room_id text NOT NULL,
    user_id text NOT NULL,
    redacting_event_id text NOT NULL,
    redact_end_ordering bigint
);


--
-- Name: room_depth; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_depth (
    room_id text NOT NULL,
    min_depth bigint
);


--
-- Name: room_forgetter_stream_pos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_forgetter_stream_pos (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_id bigint NOT NULL,
    CONSTRAINT room_forgetter_stream_pos_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: room_memberships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_memberships (
    event_id text NOT NULL,
    user_id text NOT NULL,
    sender text NOT NULL,
    room_id text NOT NULL,
    membership text NOT NULL,
    forgotten integer DEFAULT 0,
    display_name text,
    avatar_url text,
    event_stream_ordering bigint,
    participant boolean DEFAULT false
);


--
-- Name: room_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_reports (
    id bigint NOT NULL,
    received_ts bigint NOT NULL,
    room_id text NOT NULL,
    user_id text NOT NULL,
    reason text NOT NULL
);


--
-- Name: room_retention; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_retention (
    room_id text NOT NULL,
    event_id text NOT NULL,
    min_lifetime bigint,
    max_lifetime bigint
);


--
-- Name: room_stats_current; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_stats_current (
    room_id text NOT NULL,
    current_state_events integer NOT NULL,
    joined_members integer NOT NULL,
    invited_members integer NOT NULL,
    left_members integer NOT NULL,
    banned_members integer NOT NULL,
    local_users_in_room integer NOT NULL,
    completed_delta_stream_id bigint NOT NULL,
    knocked_members integer
);


--
-- Name: room_stats_earliest_token; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_stats_earliest_token (
    room_id text NOT NULL,
    token bigint NOT NULL
);


--
-- Name: room_stats_state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_stats_state (
    room_id text NOT NULL,
    name text,
    canonical_alias text,
    join_rules text,
    history_visibility text,
    encryption text,
    avatar text,
    guest_access text,
    is_federatable boolean,
    topic text,
    room_type text
);


--
-- Name: room_tags; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_tags (
    user_id text NOT NULL,
    room_id text NOT NULL,
    tag text NOT NULL,
    content text NOT NULL
);


--
-- Name: room_tags_revisions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.room_tags_revisions (
    user_id text NOT NULL,
    room_id text NOT NULL,
    stream_id bigint NOT NULL,
    instance_name text
);


--
-- Name: rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rooms (
    room_id text NOT NULL,
    is_public boolean,
    creator text,
    room_version text,
    has_auth_chain_index boolean
);


--
-- Name: scheduled_tasks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.scheduled_tasks (
    id text NOT NULL,
    action text NOT NULL,
    status text NOT NULL,
    "timestamp" bigint NOT NULL,
    resource_id text,
    params text,
    result text,
    error text
);


--
-- Name: schema_compat_version; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_compat_version (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    compat_version integer NOT NULL,
    CONSTRAINT schema_compat_version_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: schema_version; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_version (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    version integer NOT NULL,
    upgraded boolean NOT NULL,
    CONSTRAINT schema_version_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: server_keys_json; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.server_keys_json (
    server_name text NOT NULL,
    key_id text NOT NULL,
    from_server text NOT NULL,
    ts_added_ms bigint NOT NULL,
    ts_valid_until_ms bigint NOT NULL,
    key_json bytea NOT NULL
);


--
-- Name: server_signature_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.server_signature_keys (
    server_name text,
    key_id text,
    from_server text,
    ts_added_ms bigint,
    verify_key bytea,
    ts_valid_until_ms bigint
);


--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    session_type text NOT NULL,
    session_id text NOT NULL,
    value text NOT NULL,
    expiry_time_ms bigint NOT NULL
);


--
-- Name: sliding_sync_connection_lazy_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_connection_lazy_members (
    connection_key bigint NOT NULL,
    connection_position bigint,
    room_id text NOT NULL,
    user_id text NOT NULL,
    last_seen_ts bigint NOT NULL
);


--
-- Name: sliding_sync_connection_positions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_connection_positions (
    connection_position bigint NOT NULL,
    connection_key bigint NOT NULL,
    created_ts bigint NOT NULL
);


--
-- Name: sliding_sync_connection_positions_connection_position_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.sliding_sync_connection_positions ALTER COLUMN connection_position ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sliding_sync_connection_positions_connection_position_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: sliding_sync_connection_required_state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_connection_required_state (
    required_state_id bigint NOT NULL,
    connection_key bigint NOT NULL,
    required_state text NOT NULL
);


--
-- Name: sliding_sync_connection_required_state_required_state_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.sliding_sync_connection_required_state ALTER COLUMN required_state_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sliding_sync_connection_required_state_required_state_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: sliding_sync_connection_room_configs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_connection_room_configs (
    connection_position bigint NOT NULL,
    room_id text NOT NULL,
    timeline_limit bigint NOT NULL,
    required_state_id bigint NOT NULL
);


--
-- Name: sliding_sync_connection_streams; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_connection_streams (
    connection_position bigint NOT NULL,
    stream text NOT NULL,
    room_id text NOT NULL,
    room_status text NOT NULL,
    last_token text
);


--
-- Name: sliding_sync_connections; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_connections (
    connection_key bigint NOT NULL,
    user_id text NOT NULL,
    effective_device_id text NOT NULL,
    conn_id text NOT NULL,
    created_ts bigint NOT NULL,
    last_used_ts bigint
);


--
-- Name: sliding_sync_connections_connection_key_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.sliding_sync_connections ALTER COLUMN connection_key ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sliding_sync_connections_connection_key_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: sliding_sync_joined_rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_joined_rooms (
    room_id text NOT NULL,
    event_stream_ordering bigint NOT NULL,
    bump_stamp bigint,
    room_type text,
    room_name text,
    is_encrypted boolean DEFAULT false NOT NULL,
    tombstone_successor_room_id text
);


--
-- Name: sliding_sync_joined_rooms_to_recalculate; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_joined_rooms_to_recalculate (
    room_id text NOT NULL
);


--
-- Name: sliding_sync_membership_snapshots; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sliding_sync_membership_snapshots (
    room_id text NOT NULL,
    user_id text NOT NULL,
    sender text NOT NULL,
    membership_event_id text NOT NULL,
    membership text NOT NULL,
    forgotten integer DEFAULT 0 NOT NULL,
    event_stream_ordering bigint NOT NULL,
    event_instance_name text NOT NULL,
    has_known_state boolean DEFAULT false NOT NULL,
    room_type text,
    room_name text,
    is_encrypted boolean DEFAULT false NOT NULL,
    tombstone_successor_room_id text
);


--
-- Name: state_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state_events (
    event_id text NOT NULL,
    room_id text NOT NULL,
    type text NOT NULL,
    state_key text NOT NULL,
    prev_state text
);


--
-- Name: state_group_edges; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state_group_edges (
    state_group bigint NOT NULL,
    prev_state_group bigint NOT NULL
);


--
-- Name: state_group_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.state_group_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: state_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state_groups (
    id bigint NOT NULL,
    room_id text NOT NULL,
    event_id text NOT NULL
);


--
-- Name: state_groups_pending_deletion; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state_groups_pending_deletion (
    sequence_number bigint NOT NULL,
    state_group bigint NOT NULL,
    insertion_ts bigint NOT NULL
);


--
-- Name: state_groups_pending_deletion_sequence_number_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.state_groups_pending_deletion ALTER COLUMN sequence_number ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.state_groups_pending_deletion_sequence_number_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: state_groups_persisting; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state_groups_persisting (
    state_group bigint NOT NULL,
    instance_name text NOT NULL,
    inserted_ts bigint DEFAULT (EXTRACT(epoch FROM now()) * (1000)::numeric) NOT NULL
);


--
-- Name: state_groups_state; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state_groups_state (
    state_group bigint NOT NULL,
    room_id text NOT NULL,
    type text NOT NULL,
    state_key text NOT NULL,
    event_id text NOT NULL
);
ALTER TABLE ONLY public.state_groups_state ALTER COLUMN state_group SET (n_distinct=-0.02);


--
-- Name: stats_incremental_position; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.stats_incremental_position (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_id bigint NOT NULL,
    CONSTRAINT stats_incremental_position_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: sticky_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sticky_events (
    stream_id integer NOT NULL,
    instance_name text NOT NULL,
    event_id text NOT NULL,
    room_id text NOT NULL,
    event_stream_ordering integer NOT NULL,
    sender text NOT NULL,
    expires_at bigint NOT NULL
);


--
-- Name: sticky_events_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.sticky_events_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: stream_ordering_to_exterm; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.stream_ordering_to_exterm (
    stream_ordering bigint NOT NULL,
    room_id text NOT NULL,
    event_id text NOT NULL
);


--
-- Name: stream_positions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.stream_positions (
    stream_name text NOT NULL,
    instance_name text NOT NULL,
    stream_id bigint NOT NULL
);


--
-- Name: thread_subscriptions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.thread_subscriptions (
    stream_id integer NOT NULL,
    instance_name text NOT NULL,
    room_id text NOT NULL,
    event_id text NOT NULL,
    user_id text NOT NULL,
    subscribed boolean NOT NULL,
    automatic boolean NOT NULL,
    unsubscribed_at_stream_ordering bigint,
    unsubscribed_at_topological_ordering bigint
);


--
-- Name: TABLE thread_subscriptions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.thread_subscriptions IS 'Tracks local users that subscribe to threads';


--
-- Name: COLUMN thread_subscriptions.subscribed; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.thread_subscriptions.subscribed IS 'Whether the user is subscribed to the thread or not. We track unsubscribed threads because we need to stream the subscription change to the client.';


--
-- Name: COLUMN thread_subscriptions.automatic; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.thread_subscriptions.automatic IS 'True if the user was subscribed to the thread automatically by their client, or false if the client manually requested the subscription.';


--
-- Name: COLUMN thread_subscriptions.unsubscribed_at_stream_ordering; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.thread_subscriptions.unsubscribed_at_stream_ordering IS 'The maximum stream_ordering in the room when the unsubscription was made.';


--
-- Name: COLUMN thread_subscriptions.unsubscribed_at_topological_ordering; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.thread_subscriptions.unsubscribed_at_topological_ordering IS 'The maximum topological_ordering in the room when the unsubscription was made.';


--
-- Name: thread_subscriptions_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.thread_subscriptions_sequence
    START WITH 2
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: threads; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.threads (
    room_id text NOT NULL,
    thread_id text NOT NULL,
    latest_event_id text NOT NULL,
    topological_ordering bigint NOT NULL,
    stream_ordering bigint NOT NULL
);


--
-- Name: COLUMN threads.latest_event_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.threads.latest_event_id IS 'the ID of the event that is latest, ordered by (topological_ordering, stream_ordering)';


--
-- Name: COLUMN threads.topological_ordering; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.threads.topological_ordering IS 'the topological ordering of the thread''''s LATEST event.
Used as the primary way of ordering threads by recency in a room.';


--
-- Name: COLUMN threads.stream_ordering; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.threads.stream_ordering IS 'the stream ordering of the thread''s LATEST event.
Used as a tie-breaker for ordering threads by recency in a room, when the topological order is a tie.
Also used for recency ordering in sliding sync.';


--
-- Name: threepid_guest_access_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.threepid_guest_access_tokens (
    medium text,
    address text,
    guest_access_token text,
    first_inviter text
);


--
-- Name: threepid_validation_session; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.threepid_validation_session (
    session_id text NOT NULL,
    medium text NOT NULL,
    address text NOT NULL,
    client_secret text NOT NULL,
    last_send_attempt bigint NOT NULL,
    validated_at bigint
);


--
-- Name: threepid_validation_token; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.threepid_validation_token (
    token text NOT NULL,
    session_id text NOT NULL,
    next_link text,
    expires bigint NOT NULL
);


--
-- Name: timeline_gaps; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.timeline_gaps (
    room_id text NOT NULL,
    instance_name text NOT NULL,
    stream_ordering bigint NOT NULL
);


--
-- Name: ui_auth_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ui_auth_sessions (
    session_id text NOT NULL,
    creation_time bigint NOT NULL,
    serverdict text NOT NULL,
    clientdict text NOT NULL,
    uri text NOT NULL,
    method text NOT NULL,
    description text NOT NULL
);


--
-- Name: ui_auth_sessions_credentials; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ui_auth_sessions_credentials (
    session_id text NOT NULL,
    stage_type text NOT NULL,
    result text NOT NULL
);


--
-- Name: ui_auth_sessions_ips; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ui_auth_sessions_ips (
    session_id text NOT NULL,
    ip text NOT NULL,
    user_agent text NOT NULL
);


--
-- Name: un_partial_stated_event_stream; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.un_partial_stated_event_stream (
    stream_id bigint NOT NULL,
    instance_name text NOT NULL,
    event_id text NOT NULL,
    rejection_status_changed boolean NOT NULL
);


--
-- Name: un_partial_stated_event_stream_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.un_partial_stated_event_stream_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: un_partial_stated_room_stream; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.un_partial_stated_room_stream (
    stream_id bigint NOT NULL,
    instance_name text NOT NULL,
    room_id text NOT NULL
);


--
-- Name: un_partial_stated_room_stream_sequence; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.un_partial_stated_room_stream_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: user_daily_visits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_daily_visits (
    user_id text NOT NULL,
    device_id text,
    "timestamp" bigint NOT NULL,
    user_agent text
);


--
-- Name: user_directory; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_directory (
    user_id text NOT NULL,
    room_id text,
    display_name text,
    avatar_url text
);


--
-- Name: user_directory_search; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_directory_search (
    user_id text NOT NULL,
    vector tsvector
);


--
-- Name: user_directory_stale_remote_users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_directory_stale_remote_users (
    user_id text NOT NULL,
    user_server_name text NOT NULL,
    next_try_at_ts bigint NOT NULL,
    retry_counter integer NOT NULL
);


--
-- Name: user_directory_stream_pos; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_directory_stream_pos (
    lock character(1) DEFAULT 'X'::bpchar NOT NULL,
    stream_id bigint,
    CONSTRAINT user_directory_stream_pos_lock_check CHECK ((lock = 'X'::bpchar))
);


--
-- Name: user_external_ids; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_external_ids (
    auth_provider text NOT NULL,
    external_id text NOT NULL,
    user_id text NOT NULL
);


--
-- Name: user_filters; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_filters (
    user_id text NOT NULL,
    filter_id bigint NOT NULL,
    filter_json bytea NOT NULL,
    full_user_id text,
    CONSTRAINT full_user_id_not_null CHECK ((full_user_id IS NOT NULL))
);


--
-- Name: user_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.user_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: user_ips; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_ips (
    user_id text NOT NULL,
    access_token text NOT NULL,
    device_id text,
    ip text NOT NULL,
    user_agent text NOT NULL,
    last_seen bigint NOT NULL
);


--
-- Name: user_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_reports (
    id bigint NOT NULL,
    received_ts bigint NOT NULL,
    target_user_id text NOT NULL,
    user_id text NOT NULL,
    reason text NOT NULL
);


--
-- Name: user_signature_stream; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_signature_stream (
    stream_id bigint NOT NULL,
    from_user_id text NOT NULL,
    user_ids text NOT NULL,
    instance_name text
);


--
-- Name: user_stats_current; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_stats_current (
    user_id text NOT NULL,
    joined_rooms bigint NOT NULL,
    completed_delta_stream_id bigint NOT NULL
);


--
-- Name: user_threepid_id_server; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_threepid_id_server (
    user_id text NOT NULL,
    medium text NOT NULL,
    address text NOT NULL,
    id_server text NOT NULL
);


--
-- Name: user_threepids; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_threepids (
    user_id text NOT NULL,
    medium text NOT NULL,
    address text NOT NULL,
    validated_at bigint NOT NULL,
    added_at bigint NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    name text,
    password_hash text,
    creation_ts bigint,
    admin smallint DEFAULT 0 NOT NULL,
    upgrade_ts bigint,
    is_guest smallint DEFAULT 0 NOT NULL,
    appservice_id text,
    consent_version text,
    consent_server_notice_sent text,
    user_type text,
    deactivated smallint DEFAULT 0 NOT NULL,
    shadow_banned boolean,
    consent_ts bigint,
    approved boolean,
    locked boolean DEFAULT false NOT NULL,
    suspended boolean DEFAULT false NOT NULL
);


--
-- Name: users_in_public_rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users_in_public_rooms (
    user_id text NOT NULL,
    room_id text NOT NULL
);


--
-- Name: users_pending_deactivation; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users_pending_deactivation (
    user_id text NOT NULL
);


--
-- Name: users_to_send_full_presence_to; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users_to_send_full_presence_to (
    user_id text NOT NULL,
    presence_stream_id bigint
);


--
-- Name: users_who_share_private_rooms; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users_who_share_private_rooms (
    user_id text NOT NULL,
    other_user_id text NOT NULL,
    room_id text NOT NULL
);


--
-- Name: worker_locks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.worker_locks (
    lock_name text NOT NULL,
    lock_key text NOT NULL,
    instance_name text NOT NULL,
    token text NOT NULL,
    last_renewed_ts bigint NOT NULL
);


--
-- Name: worker_read_write_locks; Type: TABLE; Schema: public; Owner: -
--

CREATE UNLOGGED TABLE public.worker_read_write_locks (
    lock_name text NOT NULL,
    lock_key text NOT NULL,
    instance_name text NOT NULL,
    write_lock boolean NOT NULL,
    token text NOT NULL,
    last_renewed_ts bigint NOT NULL
);


--
-- Name: worker_read_write_locks_mode; Type: TABLE; Schema: public; Owner: -
--

CREATE UNLOGGED TABLE public.worker_read_write_locks_mode (
    lock_name text NOT NULL,
    lock_key text NOT NULL,
    write_lock boolean NOT NULL,
    token text NOT NULL
);


--
-- Name: instance_map instance_id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.instance_map ALTER COLUMN instance_id SET DEFAULT nextval('public.instance_map_instance_id_seq'::regclass);


--
-- Data for Name: access_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.access_tokens VALUES (4, '@carol:unreadctl.test', 'EIITEQUHSX', 'syt_Y2Fyb2w_pzCLWcjVKvkMaemyXxlX_3p0bS6', NULL, NULL, 1795578901564, NULL, true);
INSERT INTO public.access_tokens VALUES (3, '@bob:unreadctl.test', 'CNLJTSNLXW', 'syt_Ym9i_kNHyPfgGjHvfVAoUlrsI_3jEyT0', NULL, NULL, 1795578901148, NULL, true);
INSERT INTO public.access_tokens VALUES (2, '@alice:unreadctl.test', 'TIZPZPHYPV', 'syt_YWxpY2U_DjPVubOoAIFpdKFFzESZ_0u8mGU', NULL, NULL, 1795578900724, NULL, true);
INSERT INTO public.access_tokens VALUES (6, '@erin:unreadctl.test', 'QXIGMNCPKJ', 'syt_ZXJpbg_HNMIppGPoQAgBDOJpKTA_4cuJG2', NULL, NULL, 1795578902540, NULL, true);
INSERT INTO public.access_tokens VALUES (5, '@dave:unreadctl.test', 'UFRNFGVVOL', 'syt_ZGF2ZQ_fWeMLdtZWYIbiQhAVytG_4R6ks9', NULL, NULL, 1795578902031, NULL, true);
INSERT INTO public.access_tokens VALUES (7, '@mallory:unreadctl.test', 'FCEFKKNAAS', 'syt_bWFsbG9yeQ_jgoYeNJBTaBtqrKyajEV_3H7mEG', NULL, NULL, 1795578903012, NULL, true);


--
-- Data for Name: account_data; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.account_data VALUES ('@bob:unreadctl.test', 'm.ignored_user_list', 2, '{"ignored_users":{"@mallory:unreadctl.test":{}}}', NULL);
INSERT INTO public.account_data VALUES ('@alice:unreadctl.test', 'm.direct', 3, '{"@bob:unreadctl.test":["!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU"]}', NULL);
INSERT INTO public.account_data VALUES ('@bob:unreadctl.test', 'm.direct', 4, '{"@alice:unreadctl.test":["!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU"]}', NULL);


--
-- Data for Name: account_validity; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: application_services_state; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: application_services_txns; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: applied_module_schemas; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: applied_schema_deltas; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.applied_schema_deltas VALUES (73, '73/01event_failed_pull_attempts.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/02add_pusher_enabled.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/02room_id_indexes_for_purging.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/03pusher_device_id.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/03users_approved_column.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/04partial_join_details.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/04pending_device_list_updates.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/05old_push_actions.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/06thread_notifications_thread_id_idx.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/08thread_receipts_non_null.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/09partial_joined_via_destination.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/09threads_table.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/10_update_sqlite_fts4_tokenizer.py');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/10login_tokens.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/11event_search_room_id_n_distinct.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/12refactor_device_list_outbound_pokes.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/13add_device_lists_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/20_un_partial_stated_room_stream.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/21_un_partial_stated_room_stream_seq.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/22_rebuild_user_dir_stats.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/22_un_partial_stated_event_stream.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/23_fix_thread_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/23_un_partial_stated_room_stream_seq.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/24_events_jump_to_date_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (73, '73/25drop_presence.sql');
INSERT INTO public.applied_schema_deltas VALUES (74, '74/01_user_directory_stale_remote_users.sql');
INSERT INTO public.applied_schema_deltas VALUES (74, '74/02_set_device_id_for_pushers_bg_update.sql');
INSERT INTO public.applied_schema_deltas VALUES (74, '74/03_membership_tables_event_stream_ordering.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (74, '74/03_room_membership_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (74, '74/04_delete_e2e_backup_keys_for_deactivated_users.sql');
INSERT INTO public.applied_schema_deltas VALUES (74, '74/04_membership_tables_event_stream_ordering_triggers.py');
INSERT INTO public.applied_schema_deltas VALUES (74, '74/05_events_txn_id_device_id.sql');
INSERT INTO public.applied_schema_deltas VALUES (74, '74/90COMMENTS_destinations.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (76, '76/01_add_profiles_full_user_id_column.sql');
INSERT INTO public.applied_schema_deltas VALUES (76, '76/02_add_user_filters_full_user_id_column.sql');
INSERT INTO public.applied_schema_deltas VALUES (76, '76/03_per_user_experimental_features.sql');
INSERT INTO public.applied_schema_deltas VALUES (76, '76/04_add_room_forgetter.sql');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/01_add_profiles_not_valid_check.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/02_add_user_filters_not_valid_check.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/03bg_populate_full_user_id_profiles.sql');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/04bg_populate_full_user_id_user_filters.sql');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/05thread_notifications_backfill.sql');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/06thread_notifications_not_null_event_push_actions.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/06thread_notifications_not_null_event_push_actions_staging.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/06thread_notifications_not_null_event_push_summary.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (77, '77/14bg_indices_event_stream_ordering.sql');
INSERT INTO public.applied_schema_deltas VALUES (78, '78/01_validate_and_update_profiles.py');
INSERT INTO public.applied_schema_deltas VALUES (78, '78/02_validate_and_update_user_filters.py');
INSERT INTO public.applied_schema_deltas VALUES (78, '78/03_remove_unused_indexes_user_filters.py');
INSERT INTO public.applied_schema_deltas VALUES (78, '78/03event_extremities_constraints.py');
INSERT INTO public.applied_schema_deltas VALUES (78, '78/04_add_full_user_id_index_user_filters.py');
INSERT INTO public.applied_schema_deltas VALUES (79, '79/03_read_write_locks_triggers.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (79, '79/04_mitigate_stream_ordering_update_race.py');
INSERT INTO public.applied_schema_deltas VALUES (79, '79/05_read_write_locks_triggers.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (80, '80/01_users_alter_locked.sql');
INSERT INTO public.applied_schema_deltas VALUES (80, '80/02_read_write_locks_unlogged.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (80, '80/02_scheduled_tasks.sql');
INSERT INTO public.applied_schema_deltas VALUES (80, '80/03_read_write_locks_triggers.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (80, '80/04_read_write_locks_deadlock.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (82, '82/02_scheduled_tasks_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (82, '82/04_add_indices_for_purging_rooms.sql');
INSERT INTO public.applied_schema_deltas VALUES (82, '82/05gaps.sql');
INSERT INTO public.applied_schema_deltas VALUES (83, '83/01_drop_old_tables.sql');
INSERT INTO public.applied_schema_deltas VALUES (83, '83/05_cross_signing_key_update_grant.sql');
INSERT INTO public.applied_schema_deltas VALUES (83, '83/06_event_push_summary_room.sql');
INSERT INTO public.applied_schema_deltas VALUES (84, '84/01_auth_links_stats.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (84, '84/02_auth_links_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (84, '84/03_auth_links_analyze.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (84, '84/04_access_token_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (85, '85/01_add_suspended.sql');
INSERT INTO public.applied_schema_deltas VALUES (85, '85/02_add_instance_names.sql');
INSERT INTO public.applied_schema_deltas VALUES (85, '85/03_new_sequences.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (85, '85/04_cleanup_device_federation_outbox.sql');
INSERT INTO public.applied_schema_deltas VALUES (85, '85/05_add_instance_names_converted_pos.sql');
INSERT INTO public.applied_schema_deltas VALUES (85, '85/06_add_room_reports.sql');
INSERT INTO public.applied_schema_deltas VALUES (86, '86/01_authenticate_media.sql');
INSERT INTO public.applied_schema_deltas VALUES (86, '86/02_receipts_event_id_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (87, '87/01_sliding_sync_memberships.sql');
INSERT INTO public.applied_schema_deltas VALUES (87, '87/02_per_connection_state.sql');
INSERT INTO public.applied_schema_deltas VALUES (87, '87/03_current_state_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (88, '88/01_add_delayed_events.sql');
INSERT INTO public.applied_schema_deltas VALUES (88, '88/01_custom_profile_fields.sql');
INSERT INTO public.applied_schema_deltas VALUES (88, '88/02_fix_sliding_sync_membership_snapshots_forgotten_column.sql');
INSERT INTO public.applied_schema_deltas VALUES (88, '88/03_add_otk_ts_added_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (88, '88/04_current_state_delta_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (88, '88/05_drop_old_otks.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (88, '88/05_sliding_sync_room_config_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (88, '88/06_events_received_ts_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (89, '89/01_sliding_sync_membership_snapshot_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (89, '89/01_state_groups_deletion.sql');
INSERT INTO public.applied_schema_deltas VALUES (90, '90/01_add_column_participant_room_memberships_table.sql');
INSERT INTO public.applied_schema_deltas VALUES (90, '90/02_delete_unreferenced_state_groups.sql');
INSERT INTO public.applied_schema_deltas VALUES (90, '90/03_remove_old_deletion_bg_update.sql');
INSERT INTO public.applied_schema_deltas VALUES (91, '91/01_media_hash.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/01_remove_trigger.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/02_remove_populate_participant_bg_update.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/04_ss_membership_snapshot_idx.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/04_thread_subscriptions.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/04_thread_subscriptions_seq.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/05_fixup_max_depth_cap.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/05_thread_subscriptions_comments.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/06_device_federation_inbox_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/06_threads_last_sent_stream_ordering_comments.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/07_add_user_reports.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/07_event_txn_id_device_id_txn_id2.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/08_room_ban_redactions.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/08_thread_subscriptions_seq_fixup.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/09_thread_subscriptions_update.sql');
INSERT INTO public.applied_schema_deltas VALUES (92, '92/09_thread_subscriptions_update.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (93, '93/01_add_delayed_events.sql');
INSERT INTO public.applied_schema_deltas VALUES (93, '93/01_sticky_events.sql');
INSERT INTO public.applied_schema_deltas VALUES (93, '93/01_sticky_events_seq.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (93, '93/02_sliding_sync_members.sql');
INSERT INTO public.applied_schema_deltas VALUES (93, '93/03_sss_pos_last_used.sql');
INSERT INTO public.applied_schema_deltas VALUES (93, '93/04_make_delayed_event_content_text.py');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/01_redactions_recheck.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/01_state_groups_persisting_inserted_ts.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/02_redactions_recheck_bg_update.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/03_device_lists_room_timestamp.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/03_quarantined_media_tracking.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/03_quarantined_media_tracking_seq.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/03_state_dag_fwd_extrems.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/04_device_lists_changes_max_pruned.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/05_rerun_flag_existing_quarantined_media.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/06_sliding_sync_connections_last_used_ts_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/07_profile_updates.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/07_profile_updates_seq.sql.postgres');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/07_sliding_sync_lazy_members_position_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/08_device_lists_changes_in_room_unconverted_idx.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/09_e2e_cross_signing_signatures_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/10_e2e_cross_signing_signatures_add_key_id_to_index.sql');
INSERT INTO public.applied_schema_deltas VALUES (94, '94/11_destination_room_sticky_events.sql');


--
-- Data for Name: appservice_room_list; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: appservice_stream_position; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.appservice_stream_position VALUES ('X', 0);


--
-- Data for Name: background_updates; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.background_updates VALUES ('device_lists_changes_in_room_inserted_ts_idx', '{}', NULL, 9403);
INSERT INTO public.background_updates VALUES ('flag_existing_quarantined_media', '{}', NULL, 9405);
INSERT INTO public.background_updates VALUES ('sliding_sync_connections_last_used_ts_idx', '{}', NULL, 9406);
INSERT INTO public.background_updates VALUES ('sliding_sync_connection_lazy_members_conn_pos_idx', '{}', NULL, 9407);
INSERT INTO public.background_updates VALUES ('device_lists_changes_in_room_unconverted_idx', '{}', NULL, 9408);
INSERT INTO public.background_updates VALUES ('e2e_cross_signing_signatures_remove_duplicates', '{}', NULL, 9409);
INSERT INTO public.background_updates VALUES ('e2e_cross_signing_signatures_add_key_id_to_index', '{}', NULL, 9410);


--
-- Data for Name: blocked_rooms; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: cache_invalidation_stream_by_instance; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.cache_invalidation_stream_by_instance VALUES (2, 'master', 'user_last_seen_monthly_active', NULL, 1795578900208);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (3, 'master', 'get_monthly_active_count', '{}', 1795578900208);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (4, 'master', 'get_user_by_id', '{@alice:unreadctl.test}', 1795578900697);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (5, 'master', 'get_device', '{@alice:unreadctl.test,TIZPZPHYPV}', 1795578900713);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (6, 'master', 'get_user_by_id', '{@bob:unreadctl.test}', 1795578901123);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (7, 'master', 'get_device', '{@bob:unreadctl.test,CNLJTSNLXW}', 1795578901139);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (8, 'master', 'get_user_by_id', '{@carol:unreadctl.test}', 1795578901537);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (9, 'master', 'get_device', '{@carol:unreadctl.test,EIITEQUHSX}', 1795578901553);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (10, 'master', 'get_user_by_id', '{@dave:unreadctl.test}', 1795578901990);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (11, 'master', 'get_device', '{@dave:unreadctl.test,UFRNFGVVOL}', 1795578902010);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (12, 'master', 'get_user_by_id', '{@erin:unreadctl.test}', 1795578902513);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (13, 'master', 'get_device', '{@erin:unreadctl.test,QXIGMNCPKJ}', 1795578902527);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (14, 'master', 'get_user_by_id', '{@mallory:unreadctl.test}', 1795578902980);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (15, 'master', 'get_device', '{@mallory:unreadctl.test,FCEFKKNAAS}', 1795578902999);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (16, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s}', 1795578903089);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (17, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@alice:unreadctl.test}', 1795578903163);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (18, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s}', 1795578903253);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (19, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@bob:unreadctl.test}', 1795578903328);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (20, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@carol:unreadctl.test}', 1795578903443);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (21, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@dave:unreadctl.test}', 1795578903546);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (22, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@erin:unreadctl.test}', 1795578903692);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (23, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@mallory:unreadctl.test}', 1795578903754);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (24, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@bob:unreadctl.test}', 1795578903819);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (25, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@carol:unreadctl.test}', 1795578903907);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (26, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@dave:unreadctl.test}', 1795578903997);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (27, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@erin:unreadctl.test}', 1795578904083);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (28, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@mallory:unreadctl.test}', 1795578904169);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (29, 'master', 'ignored_by', '{@mallory:unreadctl.test}', 1795578904190);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (30, 'master', 'ignored_users', '{@bob:unreadctl.test}', 1795578904190);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (31, 'master', 'cs_cache_fake', '{!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU}', 1795578904219);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (32, 'master', 'cs_cache_fake', '{!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU,@alice:unreadctl.test}', 1795578904246);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (33, 'master', 'cs_cache_fake', '{!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU}', 1795578904301);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (34, 'master', 'cs_cache_fake', '{!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU,@bob:unreadctl.test}', 1795578904346);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (35, 'master', 'cs_cache_fake', '{!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU,@bob:unreadctl.test}', 1795578904386);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (36, 'master', 'cs_cache_fake', '{!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8}', 1795578904437);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (37, 'master', 'cs_cache_fake', '{!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8,@carol:unreadctl.test}', 1795578904476);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (38, 'master', 'cs_cache_fake', '{!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8}', 1795578904554);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (39, 'master', 'cs_cache_fake', '{!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8,@alice:unreadctl.test}', 1795578904600);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (40, 'master', 'cs_cache_fake', '{!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8,@bob:unreadctl.test}', 1795578904667);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (41, 'master', 'cs_cache_fake', '{!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8,@alice:unreadctl.test}', 1795578904717);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (42, 'master', 'cs_cache_fake', '{!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8,@bob:unreadctl.test}', 1795578904767);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (43, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s}', 1795578905155);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (44, 'master', 'cs_cache_fake', '{!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s,@dave:unreadctl.test}', 1795578930433);


--
-- Data for Name: current_state_delta_stream; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.current_state_delta_stream VALUES (2, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.create', '', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (3, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@alice:unreadctl.test', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.guest_access', '', '$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.history_visibility', '', '$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.join_rules', '', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.name', '', '$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.power_levels', '', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (9, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@bob:unreadctl.test', '$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (10, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@carol:unreadctl.test', '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (11, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (12, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@erin:unreadctl.test', '$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (13, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@mallory:unreadctl.test', '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (14, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@bob:unreadctl.test', '$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', 'master');
INSERT INTO public.current_state_delta_stream VALUES (15, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@carol:unreadctl.test', '$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', 'master');
INSERT INTO public.current_state_delta_stream VALUES (16, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', '$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', 'master');
INSERT INTO public.current_state_delta_stream VALUES (17, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@erin:unreadctl.test', '$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', 'master');
INSERT INTO public.current_state_delta_stream VALUES (18, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@mallory:unreadctl.test', '$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', 'master');
INSERT INTO public.current_state_delta_stream VALUES (19, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.create', '', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (20, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@alice:unreadctl.test', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.guest_access', '', '$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.history_visibility', '', '$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.join_rules', '', '$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.name', '', '$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.power_levels', '', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (26, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@bob:unreadctl.test', '$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (27, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@bob:unreadctl.test', '$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', 'master');
INSERT INTO public.current_state_delta_stream VALUES (28, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.create', '', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (29, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@carol:unreadctl.test', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.guest_access', '', '$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.history_visibility', '', '$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.join_rules', '', '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.name', '', '$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.power_levels', '', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (35, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@alice:unreadctl.test', '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (36, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@bob:unreadctl.test', '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (37, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@alice:unreadctl.test', '$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', 'master');
INSERT INTO public.current_state_delta_stream VALUES (38, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@bob:unreadctl.test', '$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', 'master');
INSERT INTO public.current_state_delta_stream VALUES (49, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.topic', '', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (63, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', '$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', 'master');


--
-- Data for Name: current_state_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.current_state_events VALUES ('$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.create', '', NULL, 2);
INSERT INTO public.current_state_events VALUES ('$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@alice:unreadctl.test', 'join', 3);
INSERT INTO public.current_state_events VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.guest_access', '', NULL, 7);
INSERT INTO public.current_state_events VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.history_visibility', '', NULL, 6);
INSERT INTO public.current_state_events VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.join_rules', '', NULL, 5);
INSERT INTO public.current_state_events VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.name', '', NULL, 8);
INSERT INTO public.current_state_events VALUES ('$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.power_levels', '', NULL, 4);
INSERT INTO public.current_state_events VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@bob:unreadctl.test', 'join', 14);
INSERT INTO public.current_state_events VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@carol:unreadctl.test', 'join', 15);
INSERT INTO public.current_state_events VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@erin:unreadctl.test', 'join', 17);
INSERT INTO public.current_state_events VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@mallory:unreadctl.test', 'join', 18);
INSERT INTO public.current_state_events VALUES ('$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.create', '', NULL, 19);
INSERT INTO public.current_state_events VALUES ('$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@alice:unreadctl.test', 'join', 20);
INSERT INTO public.current_state_events VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.guest_access', '', NULL, 24);
INSERT INTO public.current_state_events VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.history_visibility', '', NULL, 23);
INSERT INTO public.current_state_events VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.join_rules', '', NULL, 22);
INSERT INTO public.current_state_events VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.name', '', NULL, 25);
INSERT INTO public.current_state_events VALUES ('$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.power_levels', '', NULL, 21);
INSERT INTO public.current_state_events VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@bob:unreadctl.test', 'join', 27);
INSERT INTO public.current_state_events VALUES ('$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.create', '', NULL, 28);
INSERT INTO public.current_state_events VALUES ('$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@carol:unreadctl.test', 'join', 29);
INSERT INTO public.current_state_events VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.guest_access', '', NULL, 33);
INSERT INTO public.current_state_events VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.history_visibility', '', NULL, 32);
INSERT INTO public.current_state_events VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.join_rules', '', NULL, 31);
INSERT INTO public.current_state_events VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.name', '', NULL, 34);
INSERT INTO public.current_state_events VALUES ('$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.power_levels', '', NULL, 30);
INSERT INTO public.current_state_events VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@alice:unreadctl.test', 'join', 37);
INSERT INTO public.current_state_events VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@bob:unreadctl.test', 'join', 38);
INSERT INTO public.current_state_events VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.topic', '', NULL, 49);
INSERT INTO public.current_state_events VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', 'leave', 63);


--
-- Data for Name: dehydrated_devices; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: delayed_events; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: delayed_events_stream_pos; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.delayed_events_stream_pos VALUES ('X', 70);


--
-- Data for Name: deleted_pushers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: destination_rooms; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: destination_rooms_sticky_events_backlog; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: destinations; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_auth_providers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_federation_inbox; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_federation_outbox; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_inbox; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_lists_changes_converted_stream_position; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.device_lists_changes_converted_stream_position VALUES ('X', 7, '', 'master');


--
-- Data for Name: device_lists_changes_in_room; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_lists_changes_in_room_max_pruned_stream_id; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.device_lists_changes_in_room_max_pruned_stream_id VALUES ('X', 0);


--
-- Data for Name: device_lists_outbound_last_success; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_lists_outbound_pokes; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_lists_remote_cache; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_lists_remote_extremeties; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_lists_remote_pending; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_lists_remote_resync; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: device_lists_stream; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.device_lists_stream VALUES (2, '@alice:unreadctl.test', 'TIZPZPHYPV', 'master');
INSERT INTO public.device_lists_stream VALUES (3, '@bob:unreadctl.test', 'CNLJTSNLXW', 'master');
INSERT INTO public.device_lists_stream VALUES (4, '@carol:unreadctl.test', 'EIITEQUHSX', 'master');
INSERT INTO public.device_lists_stream VALUES (5, '@dave:unreadctl.test', 'UFRNFGVVOL', 'master');
INSERT INTO public.device_lists_stream VALUES (6, '@erin:unreadctl.test', 'QXIGMNCPKJ', 'master');
INSERT INTO public.device_lists_stream VALUES (7, '@mallory:unreadctl.test', 'FCEFKKNAAS', 'master');


--
-- Data for Name: devices; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.devices VALUES ('@carol:unreadctl.test', 'EIITEQUHSX', NULL, 1795578963297, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@bob:unreadctl.test', 'CNLJTSNLXW', NULL, 1795578963442, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@alice:unreadctl.test', 'TIZPZPHYPV', NULL, 1795578963591, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@erin:unreadctl.test', 'QXIGMNCPKJ', NULL, 1795578963663, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@dave:unreadctl.test', 'UFRNFGVVOL', NULL, 1795578963925, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@mallory:unreadctl.test', 'FCEFKKNAAS', NULL, 1795578963989, '127.0.0.1', 'Python-urllib/3.11', false);


--
-- Data for Name: e2e_cross_signing_keys; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: e2e_cross_signing_signatures; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: e2e_device_keys_json; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: e2e_fallback_keys_json; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: e2e_one_time_keys_json; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: e2e_room_keys; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: e2e_room_keys_versions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: erased_users; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_auth; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_auth VALUES ('$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.event_auth VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_auth VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_auth VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');


--
-- Data for Name: event_auth_chain_links; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_auth_chain_links VALUES (2, 1, 1, 1);
INSERT INTO public.event_auth_chain_links VALUES (3, 1, 2, 1);
INSERT INTO public.event_auth_chain_links VALUES (7, 1, 3, 1);
INSERT INTO public.event_auth_chain_links VALUES (4, 1, 3, 1);
INSERT INTO public.event_auth_chain_links VALUES (6, 1, 3, 1);
INSERT INTO public.event_auth_chain_links VALUES (5, 1, 3, 1);
INSERT INTO public.event_auth_chain_links VALUES (8, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (9, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (10, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (11, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (12, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (14, 1, 13, 1);
INSERT INTO public.event_auth_chain_links VALUES (19, 1, 14, 1);
INSERT INTO public.event_auth_chain_links VALUES (16, 1, 19, 1);
INSERT INTO public.event_auth_chain_links VALUES (15, 1, 19, 1);
INSERT INTO public.event_auth_chain_links VALUES (17, 1, 19, 1);
INSERT INTO public.event_auth_chain_links VALUES (18, 1, 19, 1);
INSERT INTO public.event_auth_chain_links VALUES (20, 1, 15, 1);
INSERT INTO public.event_auth_chain_links VALUES (22, 1, 21, 1);
INSERT INTO public.event_auth_chain_links VALUES (24, 1, 22, 1);
INSERT INTO public.event_auth_chain_links VALUES (27, 1, 24, 1);
INSERT INTO public.event_auth_chain_links VALUES (23, 1, 24, 1);
INSERT INTO public.event_auth_chain_links VALUES (26, 1, 24, 1);
INSERT INTO public.event_auth_chain_links VALUES (25, 1, 24, 1);
INSERT INTO public.event_auth_chain_links VALUES (28, 1, 27, 1);
INSERT INTO public.event_auth_chain_links VALUES (29, 1, 27, 1);
INSERT INTO public.event_auth_chain_links VALUES (30, 1, 3, 1);


--
-- Data for Name: event_auth_chain_to_calculate; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_auth_chains; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_auth_chains VALUES ('$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 1, 1);
INSERT INTO public.event_auth_chains VALUES ('$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', 2, 1);
INSERT INTO public.event_auth_chains VALUES ('$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', 3, 1);
INSERT INTO public.event_auth_chains VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', 7, 1);
INSERT INTO public.event_auth_chains VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', 4, 1);
INSERT INTO public.event_auth_chains VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', 6, 1);
INSERT INTO public.event_auth_chains VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', 5, 1);
INSERT INTO public.event_auth_chains VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', 8, 1);
INSERT INTO public.event_auth_chains VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', 9, 1);
INSERT INTO public.event_auth_chains VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', 10, 1);
INSERT INTO public.event_auth_chains VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', 11, 1);
INSERT INTO public.event_auth_chains VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', 12, 1);
INSERT INTO public.event_auth_chains VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', 8, 2);
INSERT INTO public.event_auth_chains VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', 9, 2);
INSERT INTO public.event_auth_chains VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', 10, 2);
INSERT INTO public.event_auth_chains VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', 11, 2);
INSERT INTO public.event_auth_chains VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', 12, 2);
INSERT INTO public.event_auth_chains VALUES ('$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 13, 1);
INSERT INTO public.event_auth_chains VALUES ('$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', 14, 1);
INSERT INTO public.event_auth_chains VALUES ('$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', 19, 1);
INSERT INTO public.event_auth_chains VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', 16, 1);
INSERT INTO public.event_auth_chains VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', 15, 1);
INSERT INTO public.event_auth_chains VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', 17, 1);
INSERT INTO public.event_auth_chains VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', 18, 1);
INSERT INTO public.event_auth_chains VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', 20, 1);
INSERT INTO public.event_auth_chains VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', 20, 2);
INSERT INTO public.event_auth_chains VALUES ('$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 21, 1);
INSERT INTO public.event_auth_chains VALUES ('$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', 22, 1);
INSERT INTO public.event_auth_chains VALUES ('$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', 24, 1);
INSERT INTO public.event_auth_chains VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', 27, 1);
INSERT INTO public.event_auth_chains VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', 23, 1);
INSERT INTO public.event_auth_chains VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', 26, 1);
INSERT INTO public.event_auth_chains VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', 25, 1);
INSERT INTO public.event_auth_chains VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', 28, 1);
INSERT INTO public.event_auth_chains VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', 29, 1);
INSERT INTO public.event_auth_chains VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', 28, 2);
INSERT INTO public.event_auth_chains VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', 29, 2);
INSERT INTO public.event_auth_chains VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', 30, 1);
INSERT INTO public.event_auth_chains VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', 10, 3);


--
-- Data for Name: event_backward_extremities; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_edges; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_edges VALUES ('$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, false);
INSERT INTO public.event_edges VALUES ('$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', NULL, false);
INSERT INTO public.event_edges VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', NULL, false);
INSERT INTO public.event_edges VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', NULL, false);
INSERT INTO public.event_edges VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', '$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', NULL, false);
INSERT INTO public.event_edges VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', '$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', NULL, false);
INSERT INTO public.event_edges VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', NULL, false);
INSERT INTO public.event_edges VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', NULL, false);
INSERT INTO public.event_edges VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', NULL, false);
INSERT INTO public.event_edges VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', NULL, false);
INSERT INTO public.event_edges VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', NULL, false);
INSERT INTO public.event_edges VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', NULL, false);
INSERT INTO public.event_edges VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', NULL, false);
INSERT INTO public.event_edges VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', NULL, false);
INSERT INTO public.event_edges VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', NULL, false);
INSERT INTO public.event_edges VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', NULL, false);
INSERT INTO public.event_edges VALUES ('$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, false);
INSERT INTO public.event_edges VALUES ('$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', NULL, false);
INSERT INTO public.event_edges VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', NULL, false);
INSERT INTO public.event_edges VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', '$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', NULL, false);
INSERT INTO public.event_edges VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', '$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', NULL, false);
INSERT INTO public.event_edges VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', '$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', NULL, false);
INSERT INTO public.event_edges VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', NULL, false);
INSERT INTO public.event_edges VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', NULL, false);
INSERT INTO public.event_edges VALUES ('$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, false);
INSERT INTO public.event_edges VALUES ('$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', NULL, false);
INSERT INTO public.event_edges VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', NULL, false);
INSERT INTO public.event_edges VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', NULL, false);
INSERT INTO public.event_edges VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', '$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', NULL, false);
INSERT INTO public.event_edges VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', '$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', NULL, false);
INSERT INTO public.event_edges VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', NULL, false);
INSERT INTO public.event_edges VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', NULL, false);
INSERT INTO public.event_edges VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', NULL, false);
INSERT INTO public.event_edges VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', NULL, false);
INSERT INTO public.event_edges VALUES ('$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', '$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', NULL, false);
INSERT INTO public.event_edges VALUES ('$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', '$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', NULL, false);
INSERT INTO public.event_edges VALUES ('$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g', '$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', NULL, false);
INSERT INTO public.event_edges VALUES ('$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', '$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g', NULL, false);
INSERT INTO public.event_edges VALUES ('$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', '$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', NULL, false);
INSERT INTO public.event_edges VALUES ('$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU', '$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', NULL, false);
INSERT INTO public.event_edges VALUES ('$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU', NULL, false);
INSERT INTO public.event_edges VALUES ('$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', NULL, false);
INSERT INTO public.event_edges VALUES ('$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', NULL, false);
INSERT INTO public.event_edges VALUES ('$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE', '$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', NULL, false);
INSERT INTO public.event_edges VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE', NULL, false);
INSERT INTO public.event_edges VALUES ('$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', NULL, false);
INSERT INTO public.event_edges VALUES ('$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8', '$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY', NULL, false);
INSERT INTO public.event_edges VALUES ('$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', '$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8', NULL, false);
INSERT INTO public.event_edges VALUES ('$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw', '$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', NULL, false);
INSERT INTO public.event_edges VALUES ('$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY', '$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw', NULL, false);
INSERT INTO public.event_edges VALUES ('$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA', '$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY', NULL, false);
INSERT INTO public.event_edges VALUES ('$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM', '$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA', NULL, false);
INSERT INTO public.event_edges VALUES ('$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', '$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', NULL, false);
INSERT INTO public.event_edges VALUES ('$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', '$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', NULL, false);
INSERT INTO public.event_edges VALUES ('$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', NULL, false);
INSERT INTO public.event_edges VALUES ('$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', NULL, false);
INSERT INTO public.event_edges VALUES ('$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', NULL, false);
INSERT INTO public.event_edges VALUES ('$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', NULL, false);
INSERT INTO public.event_edges VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', NULL, false);
INSERT INTO public.event_edges VALUES ('$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', '$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', NULL, false);
INSERT INTO public.event_edges VALUES ('$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', '$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', NULL, false);
INSERT INTO public.event_edges VALUES ('$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', NULL, false);
INSERT INTO public.event_edges VALUES ('$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', '$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', NULL, false);
INSERT INTO public.event_edges VALUES ('$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', '$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM', NULL, false);
INSERT INTO public.event_edges VALUES ('$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', '$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', NULL, false);
INSERT INTO public.event_edges VALUES ('$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', NULL, false);


--
-- Data for Name: event_expiry; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_failed_pull_attempts; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_forward_extremities; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_forward_extremities VALUES ('$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.event_forward_extremities VALUES ('$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.event_forward_extremities VALUES ('$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');


--
-- Data for Name: event_json; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_json VALUES ('$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"wbafOsqJFY8kJ7/Nn1kiRKfp2A5ZzHaUWYmHSxZrmR/3VyvdHFcPPgQqB9aRy31rKC2X1+EqWctjUSCBDST3Ag"}},"unsigned":{"age_ts":1795578903035},"auth_events":[],"prev_events":[],"content":{"room_version":"12"},"depth":1,"hashes":{"sha256":"tKot9/dluKqGCfPZLmoui0CquCi8tbYMxavRgttOIRQ"},"origin_server_ts":1795578903035,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"ImWdfnv4VzpYzsMd0aAS1jXgb98l2tQ92ZsK1BvF3lZUAHMP88nvZPluzDG1b8eIJVd2lEn940uTI93l8youDg"}},"unsigned":{"age_ts":1795578903135},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":[],"prev_events":["$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s"],"content":{"displayname":"alice","membership":"join"},"depth":2,"hashes":{"sha256":"ydtzZd6WncLur5G25lj27rhbGNMAyOQXTMu7psrs378"},"origin_server_ts":1795578903135,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"CbdSLs4YmPlzo0WFfPbKBSGCD9/Wr/sCu2JFfdWcudHx7eXdc4QDUBgxu6AB+u7UpA4wuScA/+VGcZ0GkK7ZDg"}},"unsigned":{"age_ts":1795578903180},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"9+g+x6TBwvHyifPYI2Akx/qDRNuTDGujFRpmOsTcru8"},"origin_server_ts":1795578903180,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"pldURHJ/09kRvdms2+wbTOOxe2BIyh5fZ1JHa9xpklgrvdgCQVi+zwAAo1kyH/GTDfX0PlK85ZZDTbkjsXoFCQ"}},"unsigned":{"age_ts":1795578903187},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"OAkhyo04IbF4qXL0hEh3LNjGGNO/RsbunLjW7iaaOBo"},"origin_server_ts":1795578903187,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"h3JIBphILsOPC3JikBIqXSjKupcaX+OnI4js/sEuuvxeWJIRH5XDxf2j+kp1vRXl2DsdtqQIGu/inGVarvfhCA"}},"unsigned":{"age_ts":1795578903188},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"5k9FznSyQp30JvlpLdPADKIZ1L1StrA33Qj0jm0soNk"},"origin_server_ts":1795578903188,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"u3K69noonZGHAXe0wzilrFyjY5qycMjyuvaq89wy7gXtJ9W53uqx1NhoDeBH+nfq+aakDtwjN7z6xHhDYirHAQ"}},"unsigned":{"age_ts":1795578903188},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"CchyrDSzN+mYSefn+sZKTUPLGgVjZ+Bh+wT5UnHHqZc"},"origin_server_ts":1795578903188,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"Snce7IohpQpfSNtPWAWg4Kq+R43za1jSaA8W/psi9g0btCjbTj1C0OCFwL2VCjc+3mlkm/hCw9yAug69p0LsDg"}},"unsigned":{"age_ts":1795578903189},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw"],"content":{"name":"general"},"depth":7,"hashes":{"sha256":"+3XmWupwN8YB8ehnZlvL3qOBNdp2kqapIN7ZYWtKloM"},"origin_server_ts":1795578903189,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"JnVNLBfy8mEmvFvaGQv2Oybg98J4004ut/B6H3sHr34yK/+X5oH2SNJVa+PHj4HwpAZdLKPBxRAfN5IhUKAWDg"}},"unsigned":{"age_ts":1795578903275,"invite_room_state":[{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}]},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c"],"content":{"displayname":"bob","membership":"invite"},"depth":8,"hashes":{"sha256":"Pc1/ZgA9CcHm7ojpRkvy+xy3hUGmw+xrobukqqUt55A"},"origin_server_ts":1795578903275,"sender":"@alice:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"wrTHqspQ0Hpky9NdR/tm5riqzk75yNJROpEZSIHlEIlk8Il1LXBHlK+7sMHXBPQTiSD2kKirOAp/oU32PeBfBQ"}},"unsigned":{"age_ts":1795578903864,"replaces_state":"$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss"},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI"],"prev_events":["$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI"],"content":{"displayname":"carol","membership":"join"},"depth":14,"hashes":{"sha256":"WhIxuXgl38K+ZhwLKZ0ebs96oJb9DCMrhmAxj40AVgU"},"origin_server_ts":1795578903864,"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"19nWTghka5Uf1ZxWA9mXS6uziLP6WsvWhTGPw+MHqRJ4r4hDaWmCSPvt24GJfOiKJFqUM7+y/DUSqcrPD418BA"}},"unsigned":{"age_ts":1795578903368,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}]},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc"],"content":{"displayname":"carol","membership":"invite"},"depth":9,"hashes":{"sha256":"gZ9BEuC50qQHCDm4XwYNxbywD6jATJD9as+FewRQ+bI"},"origin_server_ts":1795578903368,"sender":"@alice:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"xzsEcJxroCgf7NQh9oX1d+WQiO/eM1iojFuWhIvgjXTjMK6JR6KXtXnyKeFqLFLvXGfaAwzSU9NsR3tlA7jWCA"}},"unsigned":{"age_ts":1795578903614,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}]},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs"],"content":{"displayname":"erin","membership":"invite"},"depth":11,"hashes":{"sha256":"fqnBDx+4jGu5dp0j+s3nIWQObL+uXfsBu7QlqnfCXO0"},"origin_server_ts":1795578903614,"sender":"@alice:unreadctl.test","state_key":"@erin:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"2VYwPpBiMf/akLJxBWQOe2eFZBsoeaji6nQ94Cb6YNfi1PCKn+5ABsqeQLiMnF5eafIDL8lYgulyHwQhXW78CQ"}},"unsigned":{"age_ts":1795578903717,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}]},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw"],"content":{"displayname":"mallory","membership":"invite"},"depth":12,"hashes":{"sha256":"kj5k2VkfMZbDolZ2N3R4F0+Pb0LbnS6p7iEfp9c5oqI"},"origin_server_ts":1795578903717,"sender":"@alice:unreadctl.test","state_key":"@mallory:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"CNLJTSNLXW"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"mikwiyJtd7PRYah0/rC+gJpXG35CRJ2Zch2RReoZZmLtnTZPhfZbtQWetqIOHe9EBeqNxQM4jukGXgzkKNH9Aw"}},"unsigned":{"age_ts":1795578903790,"replaces_state":"$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc"},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI","$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc"],"prev_events":["$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E"],"content":{"displayname":"bob","membership":"join"},"depth":13,"hashes":{"sha256":"XzLYwXwetkuJDleuvTJqgGCN6w2arlrGNKyUDkbtIVI"},"origin_server_ts":1795578903790,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"QXIGMNCPKJ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"NdvtK55B9McuPX9TOMBbMGoBH27952tLbGs7SR9ooIngl4uNEUinVojPaOnfHI9Yov4VDKE6kJVE6AQKBq6bDA"}},"unsigned":{"age_ts":1795578904045,"replaces_state":"$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw"},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI"],"prev_events":["$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0"],"content":{"displayname":"erin","membership":"join"},"depth":16,"hashes":{"sha256":"5PZ9eqdTM6ys2sPqvAswgJCCCKjxHVzbhjLBIDei6/Y"},"origin_server_ts":1795578904045,"sender":"@erin:unreadctl.test","state_key":"@erin:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"OasdWsWeTkVt8dT5CqORCrmEXJQFgN8/8pLwV9zW08JCcubxX0CiC8VUo7yzy3ACWtU3LPtqgF74BzjcxO9GCQ"}},"unsigned":{"age_ts":1795578904230},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":[],"prev_events":["$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU"],"content":{"displayname":"alice","membership":"join"},"depth":2,"hashes":{"sha256":"sr3j2mr1l87Ac3tgmFI6x6U+wpiHPO+Hs3ZvUzAkzu4"},"origin_server_ts":1795578904230,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"EIITEQUHSX","txn_id":"t6"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"IvKhy8GxMo213gWopapnDqrgipz2K4XbH8shIQx3ptrk0+sFIEvgWQXUM1wQ8X6siUTEjCtALFkAK+CudGwBAg"}},"unsigned":{"age_ts":1795578904975},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78"],"content":{"body":"* typo here","m.new_content":{"body":"typo here","msgtype":"m.text"},"m.relates_to":{"event_id":"$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78","rel_type":"m.replace"},"msgtype":"m.text"},"depth":23,"hashes":{"sha256":"O5+q5Ij648DBnhvhtrmBeMbRIJtJNuiFkpVLXILdUNw"},"origin_server_ts":1795578904975,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"VXzXPIX1eCE4SPdhQD5I2QDyHdHjAR3NPpmh2IIwqExXApVJD/rFIGJUSGn1erWQUATMsj+D4ENiFfM0ZZeeAw"}},"unsigned":{"age_ts":1795578903476,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}]},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss"],"content":{"displayname":"dave","membership":"invite"},"depth":10,"hashes":{"sha256":"XlQRNAaOpoiizcjIojDPoh+2plXTBXDescaHWDjNbOg"},"origin_server_ts":1795578903476,"sender":"@alice:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"pKBC4G0N2K9GrC5nKJM29MDi6jhp358sDThV1qTs/xKXyUquoSuguIiSXY6+HhklZWaAmM6Ie/qaY4hiHZZNDw"}},"unsigned":{"age_ts":1795578904324,"invite_room_state":[{"content":{"additional_creators":["@bob:unreadctl.test"],"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"alice-bob"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}]},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q","$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA","$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s"],"prev_events":["$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ"],"content":{"displayname":"bob","is_direct":true,"membership":"invite"},"depth":8,"hashes":{"sha256":"eOp/eCNOloeMFKfY+SYSzJvuE69Hoz9U+8HAhfxYkyM"},"origin_server_ts":1795578904324,"sender":"@alice:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"Wp09qHK4c7Ax/1wkonmsygUggi+B1XDsCbOBq9SFtK0aFOKjgoRLHWE/zGByXLovkEiaj2FMAEEttSRzNDOnDw"}},"unsigned":{"age_ts":1795578904419},"auth_events":[],"prev_events":[],"content":{"room_version":"12"},"depth":1,"hashes":{"sha256":"kzgtFJQHCOi2oozjLLspTzXOJQI2JXGWP+3ZBLHwaw4"},"origin_server_ts":1795578904419,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"5TyDBXjmN4LyllDdK3kQ+RAycMITtzOZvYVcHCsLAxYke9sEDMLpaOE2WLEh0zaxdMK14K81PHsUV4fCF65TBQ"}},"unsigned":{"age_ts":1795578904697,"replaces_state":"$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU"},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4","$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c","$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU"],"prev_events":["$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk"],"content":{"displayname":"alice","membership":"join"},"depth":10,"hashes":{"sha256":"DljmXrVeJZjVU7IQ7wzdswTf+X0w0d0hLKFni3nqZTg"},"origin_server_ts":1795578904697,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"CNLJTSNLXW"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"cEpiCGBfCxVAs09t7JTSMzw8s1F+9AEG2EROfhQH5JQGjfDbasq6Jo14vaVQDmprZclmLdNFrAacatu33pmJCw"}},"unsigned":{"age_ts":1795578904745,"replaces_state":"$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk"},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4","$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c","$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk"],"prev_events":["$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY"],"content":{"displayname":"bob","membership":"join"},"depth":11,"hashes":{"sha256":"cHnGPu3bkF4yYVu2qdlaEoy5YvJIfqE1v6AZCrIyqWU"},"origin_server_ts":1795578904745,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"UFRNFGVVOL","txn_id":"t3"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"LTy4mbg1BufrIBGDdwdlR7Ff6G7gAWoyNswD/ilU2WDgoGjLT3sQAg56hVRZUkfGql9nPm/wCS8RjwWJex8oBw"}},"unsigned":{"age_ts":1795578904882},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0"],"content":{"body":"deploy finished","msgtype":"m.notice"},"depth":20,"hashes":{"sha256":"1SMeWVdn3cZJg5ypw6jgtCFHxseA7OwFwiuJIFNVpu0"},"origin_server_ts":1795578904882,"sender":"@dave:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"CNLJTSNLXW","txn_id":"t8"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"YTNFnupGNYJSV2If9Nf6pPtmVntie1PRmYC1KJ/FQbxqG3l+LEpYSBdv4YLk8brLSE++FzCYL9JO5NdL39hTCA"}},"unsigned":{"age_ts":1795578905034},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI"],"prev_events":["$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM"],"content":{"body":"I can take the notes","m.relates_to":{"event_id":"$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM","is_falling_back":true,"m.in_reply_to":{"event_id":"$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":25,"hashes":{"sha256":"XWHf/mrqlOVXuJ4A+5E4RN14GnQtsyBYe+nI7JQy6RA"},"origin_server_ts":1795578905034,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"EIITEQUHSX","txn_id":"t9"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"Er78Kn9omioHNMejtix9sq12O7KGNSsI17i7SwrmWRz1LIWGJYt7fq6nZKz+bZvVCcExE1EW51wGM51ymZYUCQ"}},"unsigned":{"age_ts":1795578905072},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc"],"content":{"body":"count me in","m.relates_to":{"event_id":"$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM","is_falling_back":true,"m.in_reply_to":{"event_id":"$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":26,"hashes":{"sha256":"tnj8AMP2VYOY/3hD+V4jcPkSZsm5+5i/7k3IIDxEFRE"},"origin_server_ts":1795578905072,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"UFRNFGVVOL"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"iC/Ds7P3nmD/fyUoorYguE/wtNAYQGNuMZ9mNGzRtErtGFYNcPNLGsiudflxItt4S7Wn/Mv/YWv+DDT6L18SAw"}},"unsigned":{"age_ts":1795578903959,"replaces_state":"$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs"},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI"],"prev_events":["$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM"],"content":{"displayname":"dave","membership":"join"},"depth":15,"hashes":{"sha256":"C3gYXnjz9zDfAzdCo3v33aZ9gXbRzE2i3R21V5XC1iw"},"origin_server_ts":1795578903959,"sender":"@dave:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"FCEFKKNAAS"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"1ExYtxW2F2jRb6OQFyGxtHJHrvUQWgtB4hfBhmV6hJ0Kn2DewALZxCkepmCGNbgS/MbDE+0WgPoYgch8K96SDw"}},"unsigned":{"age_ts":1795578904131,"replaces_state":"$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E"},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI"],"prev_events":["$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo"],"content":{"displayname":"mallory","membership":"join"},"depth":17,"hashes":{"sha256":"fzNNCLKYftvYLmtKFwMXb36Mw9fR56HWM86EAj5Wz3U"},"origin_server_ts":1795578904131,"sender":"@mallory:unreadctl.test","state_key":"@mallory:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"l2UWyS7Ecrm7hwJx/+LAr1/MrS/4BMp9ZCk+F/SKBPuRrTQB0Qot2FpEYEOvRbHKd3Q7pl/5+bZfNED8VSL6Bw"}},"unsigned":{"age_ts":1795578904197},"auth_events":[],"prev_events":[],"content":{"additional_creators":["@bob:unreadctl.test"],"room_version":"12"},"depth":1,"hashes":{"sha256":"EOPI/37C5X1Y3TAvhYaWFvhg69Qq7z/kWvqsIzvuOPI"},"origin_server_ts":1795578904197,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"KSd+tsMVSdhGDhbjyZcTfzBvfFxTKU2KKltdXMuOMxyS4KjTFV1fm250JbbUn9fymPHsuJfp1Fl8MMWqTMxzDQ"}},"unsigned":{"age_ts":1795578904254},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"prev_events":["$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"IHQqgf0VUWkNkJNi6QS6JpVG5r5aEY8GnvqXMmERiDQ"},"origin_server_ts":1795578904254,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"CJfcshXRRUDmfGf/EPRVfB1XR6Orq94PwybitR8FWtum/BGYQLCDll3Wx1SEEewuitsAgWiVkXL6vIAjnvrLAQ"}},"unsigned":{"age_ts":1795578904261},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"prev_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"sAkAGkVQZVIYMnkGK9P16+DK8TWH2gh9lQUnuTM8sRU"},"origin_server_ts":1795578904261,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"CUQwl/i1zy8FP5CNAv8Iil7U/EhmqRtKr35db0/oQBBqLbkdZHGUrW4JtF5cVegK/G3IlR6RTupMQNXSTOqIDQ"}},"unsigned":{"age_ts":1795578904261},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"prev_events":["$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"QF1x5yNdQQoj18OwdOq0mmnjOb59eebijXXBhXRXpdY"},"origin_server_ts":1795578904261,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"1MnEoLheiBQeywk8RSIn8f+1aNK/xpjJhQ+mQCLOIHc8JnB5b6lq1fLjA87Eqn0zwzmTGvwzs/e+9yrOROqqBQ"}},"unsigned":{"age_ts":1795578904261},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"prev_events":["$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"yCyeBHJ+HUTiqlklpJon0EcO81BdzTU+efPlh52Z1Io"},"origin_server_ts":1795578904261,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"fZbH75I1YovwP0fVxSmKYIVr8r7061Ctr0D15suo3jhRiZKSaLJxLOfRkcz1N9IbT4NWOEFzlVwwAz0t2TNyDQ"}},"unsigned":{"age_ts":1795578904262},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"prev_events":["$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80"],"content":{"name":"alice-bob"},"depth":7,"hashes":{"sha256":"5QWAXIHA9sFOQeQQ8f81Nghy5tih1ZNHFzEc+LlYNJ4"},"origin_server_ts":1795578904262,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"CNLJTSNLXW"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"YgAAOrluYXg9Kb4zDSZII+uuxU3K6auhEgvztjnNY+4wZhW9vo/O5bzaQL6f8gS2U0pw9TWwzqkVhX2blZ2cDA"}},"unsigned":{"age_ts":1795578904367,"replaces_state":"$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago"},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q","$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago"],"prev_events":["$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago"],"content":{"displayname":"bob","membership":"join"},"depth":9,"hashes":{"sha256":"VVHwBPtl+2+83CqNJVEiWJrHMmmZy7EMVw2U3ASXHBk"},"origin_server_ts":1795578904367,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"WcOKC4RRO9tqc1I2CLzttFn4zkJNp1JPoj44PzbmPC1+ibzTw4CWNL2mAq+ORnbOJ10Bq7RHDghJeQZ8LJ2vDA"}},"unsigned":{"age_ts":1795578904458},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":[],"prev_events":["$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8"],"content":{"displayname":"carol","membership":"join"},"depth":2,"hashes":{"sha256":"VloAzoKb0YRXddJtqodyJraGRUxR8/eusaXnmC0ZtV8"},"origin_server_ts":1795578904458,"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"EIITEQUHSX","txn_id":"t5"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"iu8fP7xpPJkIKzPOsGZbhgzhbxuTm3Z1mQMJ7iQwO9vwV6JHD8I7QZKMrOQGnaFXHVG+KWIk2FNNQnScku3VAw"}},"unsigned":{"age_ts":1795578904943},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI"],"content":{"body":"typo herre","msgtype":"m.text"},"depth":22,"hashes":{"sha256":"IZyYulSHphF1saynVqAb3+nWn9yreboJf/2GXt+FKJY"},"origin_server_ts":1795578904943,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV","txn_id":"t12"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"4KMfjjCh38HpyMlKcRAZNikkP6LyorL9wokhgDqr36N5stOEXIh3NxpNNamKh6ZQdMVEi9AZ2Dhj/pc/o6SsDQ"}},"unsigned":{"age_ts":1795578905206},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY"],"content":{"reason":"fixture","redacts":"$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY"},"depth":30,"hashes":{"sha256":"V2S5x+tt/OJ0htl6T2gQoeoq3GkGE4dJJRYZmXNsNzg"},"origin_server_ts":1795578905206,"sender":"@alice:unreadctl.test","type":"m.room.redaction"}', 4);
INSERT INTO public.event_json VALUES ('$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"TIZPZPHYPV","txn_id":"t19"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"LJaTfk8sVXYLKJLh6pCG+EjuGv0lrWRg+lS9GgkBL0ybvS3YAyg2kqXwlqRULfwYGnKixcsCeksRUT+MrYltDw"}},"unsigned":{"age_ts":1795578905495},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4","$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY"],"prev_events":["$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs"],"content":{"body":"hello carol","msgtype":"m.text"},"depth":13,"hashes":{"sha256":"0zoaGt/Ze2nk6rb257PuKfbFj2xaqN6aw6vhKxZmwi8"},"origin_server_ts":1795578905495,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV","txn_id":"t23"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"Rf9RuT9meITjR6mIr+Xh90930qudSvBUWMG7AN4cCWA4vHFYSN0eBQ19dqEmWBxBCmqiVWdffBUp/Gfsk+t9CQ"}},"unsigned":{"age_ts":1795578930364},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA"],"content":{"body":"bye dave","msgtype":"m.text"},"depth":35,"hashes":{"sha256":"NAD56ZaabU9O2KjDeay47xGgnIl+RvV2yKGWeSNet90"},"origin_server_ts":1795578930364,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"8SOhFC/cHcGB0rC2IBkdnAfahub5L7SLW1PCrJwoNzpfryUJX1GDgIULfPu5Ikm9vGgVZxhQu9BS370caOcqAw"}},"unsigned":{"age_ts":1795578904492},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws"],"prev_events":["$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"DzqMtnRd4pRvmbUaFzFnW+ePQ33bcME7FNbXg3sZMXk"},"origin_server_ts":1795578904492,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"D5VG0ktnxiWnLH0upZWdUhnp5B+2SufRIo+kbTI9UtqAVta5TqkrP+BI5IJ3Ti823P5GFi+/Db3LoMI61YLxBA"}},"unsigned":{"age_ts":1795578904499},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws","$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4"],"prev_events":["$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"q1SlMHdjta+TKpddLJo4ofT62QJPvHv8tQvWJAxtHYo"},"origin_server_ts":1795578904499,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"DYrsv3MuMooxn+vsZ+OtKkH+YnLw4sf1mCZWtz+DpSi8k0mQUkk75NLjihCqv5yAdtcki3ixbh5HceWubi/VAQ"}},"unsigned":{"age_ts":1795578904500},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws","$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4"],"prev_events":["$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"WeNrEy6a7kVLd1BNtafQcxLRiUz8JzbpOsriYxMHiLU"},"origin_server_ts":1795578904500,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"uOfpR1fDnpPgLIvTaP/81Sp9LYOxAcckeLidTZhkco8RrDtT1iiOUr7sD0HW7AwaDYL3ezeWpJrwhYoZaMQfAg"}},"unsigned":{"age_ts":1795578904500},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws","$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4"],"prev_events":["$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"oCUFar1mZ9vuejhgs9qKtmYjYES54ycoxg4PStl0l/g"},"origin_server_ts":1795578904500,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"vkC4KyrmnJ4P/SA+ug5NwBAlRpRWR62IDmeD52vdTnCd/GnKX6d9GIUP6sURGeexSerhyvXisLd12GCHPrkABQ"}},"unsigned":{"age_ts":1795578904500},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws","$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4"],"prev_events":["$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw"],"content":{"name":"quiet"},"depth":7,"hashes":{"sha256":"57whqsF/B2hhP8ZwIrhjJB3twV+b3TJjjtceT85ILSc"},"origin_server_ts":1795578904500,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"feMUuC4ZAoSTyvHy55eYgB3AUa/ZSY06GUWJ0EOYO5TPwHpGhy1zIL7UwlUUTasCJwDiD4ZA1JJNVPogdvc1Bg"}},"unsigned":{"age_ts":1795578904570,"invite_room_state":[{"content":{"room_version":"12"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"quiet"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"carol","membership":"join"},"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}]},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c","$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4","$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws"],"prev_events":["$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0"],"content":{"displayname":"alice","membership":"invite"},"depth":8,"hashes":{"sha256":"2+ceUJu9AMk+yc4vjnO85UtpdmA10Aq/adLncZMPgVU"},"origin_server_ts":1795578904570,"sender":"@carol:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV","txn_id":"t1"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"q62C/KWmZGT71hCbCTjzZl0uyYvm/yt7ZYt6uqMA8X1TBEqbKtEI3Wkq5u41r+8DBom+AdMZLPoho7C4Lkn7Ag"}},"unsigned":{"age_ts":1795578904807},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc"],"content":{"body":"good morning","msgtype":"m.text"},"depth":18,"hashes":{"sha256":"5W5J43aGfijaFAgg0igXaa4rCDPi6j/46D6I8eTb/Jk"},"origin_server_ts":1795578904807,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"CNLJTSNLXW","txn_id":"t2"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"wueHlYVejbW1GsQR/5klYVRUZmvNLNHApBEHHOiSjaKi92ujZiZoB3ht9Ex7OFYXVZEvciMrcf4fOePFZELVCw"}},"unsigned":{"age_ts":1795578904846},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI"],"prev_events":["$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI"],"content":{"body":"morning alice","msgtype":"m.text"},"depth":19,"hashes":{"sha256":"BSgcXfp9/6T/WYdgRz4GomfiIJWMrr93tVFWXog09J8"},"origin_server_ts":1795578904846,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV","txn_id":"t7"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"r8Asfp6sGH3mGZSWRKuiCsUgaKsDd9kJEdk2KJETIbN5+eAaajOp96ZvEztka9yB/hcBseive+r6MSuS0G28Bg"}},"unsigned":{"age_ts":1795578905008},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU"],"content":{"body":"thread: release plan","msgtype":"m.text"},"depth":24,"hashes":{"sha256":"4eXzfyvrxZbcBxebjDL2qvy85qJ7pStnAiOIzHCyGXM"},"origin_server_ts":1795578905008,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"Ti1JSH2Y0hJknYjDxQKUE+qGMzKdZP/85po+o/dSgXswqGXkjt89aHaxpJBEWfA5jQEb8w1CFFHykUjxSHAlCA"}},"unsigned":{"age_ts":1795578904617,"invite_room_state":[{"content":{"room_version":"12"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"name":"quiet"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"carol","membership":"join"},"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"},{"content":{"join_rule":"invite"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"}]},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c","$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4","$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws"],"prev_events":["$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU"],"content":{"displayname":"bob","membership":"invite"},"depth":9,"hashes":{"sha256":"fFtM2ONllpgnP2k6+rCUXr8WyhAPZAGbZ/2z/sY63Yo"},"origin_server_ts":1795578904617,"sender":"@carol:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"FCEFKKNAAS","txn_id":"t4"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"83QwcjN/97mNsJMvrHDB1TIfXnzC1QDB+u9X7NemXI6FogJ2av376EpA2RdYupmyQ8Ef/beqm1LcjW0W6yEZCQ"}},"unsigned":{"age_ts":1795578904910},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g"],"content":{"body":"buy my stuff","msgtype":"m.text"},"depth":21,"hashes":{"sha256":"ffXXc1BJ6vYNe/ATb6RJGJg6vsXWuu1C+mr5TDfJeM8"},"origin_server_ts":1795578904910,"sender":"@mallory:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"Hu/G3NlKs/m8FhAuDHKFXoT76cWgFr5tlX+551/PY0ZmW582lyEllQR6iSrk27GXa25m6Afw+yjG4NZNBZwhBA"}},"unsigned":{"age_ts":1795578905131},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE"],"content":{"topic":"release week"},"depth":28,"hashes":{"sha256":"kEErkqQe86oTxGG+iIM2OFR4AUwbvDkZHgyFtvxS4NU"},"origin_server_ts":1795578905131,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.topic"}', 4);
INSERT INTO public.event_json VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"UFRNFGVVOL"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"Bi1AhAnAb/osUAjUbhqf7RL/G++/23So2UyHkD6m64y1qPC29MLCFlnxQQAgOxMZYMrr42/ithSOp7W7XS5jCQ"}},"unsigned":{"age_ts":1795578930413,"replaces_state":"$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0"},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8"],"content":{"membership":"leave"},"depth":36,"hashes":{"sha256":"svsx+v3DT5hND1izmgBJ029/PmyUNEOWwe7sMt9EMBw"},"origin_server_ts":1795578930413,"sender":"@dave:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"EIITEQUHSX","txn_id":"t24"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"juPV1/E+yHeGYdUCzClkKis3Nm8qaNMFI1XQGSmTmiANwTBlGf+tTcVXslzOseqY8aDcDW8ysyHmtS9Y2kNWBw"}},"unsigned":{"age_ts":1795578930467},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk"],"content":{"body":"after dave left","msgtype":"m.text"},"depth":37,"hashes":{"sha256":"dpUfx4qb7ELRrOcRMXjEpS/TWlCFvuGWBdSUR0jHeLY"},"origin_server_ts":1795578930467,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"UFRNFGVVOL","txn_id":"t10"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"M1fWDUyNxqxddrDax4MaPqyDgjPGTRpo1qjiMZ2No7DuLVJfGyGuy4RvlASLSQWaLfjra08PfLJKlj7D7WqmCA"}},"unsigned":{"age_ts":1795578905106},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M"],"content":{"m.relates_to":{"event_id":"$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI","key":"\ud83d\udc4d","rel_type":"m.annotation"}},"depth":27,"hashes":{"sha256":"A33xbw1xe25F5jp5Ps/2f1dYi+0xRi7xOC2JKIEZenM"},"origin_server_ts":1795578905106,"sender":"@dave:unreadctl.test","type":"m.reaction"}', 4);
INSERT INTO public.event_json VALUES ('$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"CNLJTSNLXW","txn_id":"t16"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"dTx4dNQbicbOOK0guGP89Z3OsjvoqJM1ZGq2DXSFM5Uhop3i6KJcdKei/yA7cGLPIcHRZU6TSzx1bmdEhef7Dw"}},"unsigned":{"age_ts":1795578905368},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0"],"prev_events":["$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY"],"content":{"body":"sure","msgtype":"m.text"},"depth":12,"hashes":{"sha256":"alFfxqXiVSzQfUC3U3ao3o1Kb12AnZAndmtz9XQS26Y"},"origin_server_ts":1795578905368,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"CNLJTSNLXW","txn_id":"t20"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"Fl9kiOoKUQRyXWMOTZtu/FmY7tRjiLMHxHjZXFcnckJ2ufYEH3Bg19OKNMKBJUPih5qQj+b9tyLVop0D9kSvAw"}},"unsigned":{"age_ts":1795578930103},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI"],"prev_events":["$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0"],"content":{"body":"lunch in the thread?","m.relates_to":{"event_id":"$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM","is_falling_back":true,"m.in_reply_to":{"event_id":"$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":32,"hashes":{"sha256":"Ycqjd5DkUAq99UQc0jSOsjHruNtrifW5z7o5/HeOFQY"},"origin_server_ts":1795578930103,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV","txn_id":"t21"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"KBJjp3efjQix+1o0/L1E2l9GSw4KZQsCbC1n5A02rjbft/YxDc3fhGTRiUz7k7Si/pZznequt3D25DCEHlJKCg"}},"unsigned":{"age_ts":1795578930204},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4"],"content":{"body":"notes are in the doc","msgtype":"m.text"},"depth":33,"hashes":{"sha256":"bUmxr6CT/NRRKq9nKYnhhUYDBlR2zFlY7SLDTkgi4ys"},"origin_server_ts":1795578930204,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"FCEFKKNAAS","txn_id":"t11"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"TBXsniHAFYNyreNOeyfhTvTvtTJbtRAwNSbFGFrwtSStvAB2Mn9MSSIw5tR6zBimmC0UExxTkTc7yd1+V/PrDQ"}},"unsigned":{"age_ts":1795578905172},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE"],"content":{"body":"more spam","msgtype":"m.text"},"depth":29,"hashes":{"sha256":"nrS8laMy0Z1RVwVZcaHt1QmyP+DIxYjpv28APDOGjkY"},"origin_server_ts":1795578905172,"sender":"@mallory:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"TIZPZPHYPV","txn_id":"t13"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"8k61/XjsdjF6jIwrspwWzpPLVbt6NZ2TxNRZ1hh+icLmrbwXJHxB3Yp8T4fWDa4mF0YDiMj6sJX6Ph/kIwyuDQ"}},"unsigned":{"age_ts":1795578905236},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk"],"prev_events":["$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8"],"content":{"body":"@bob can you look?","m.mentions":{"user_ids":["@bob:unreadctl.test"]},"msgtype":"m.text"},"depth":31,"hashes":{"sha256":"A+zEQkVadZbzFTyshre85aCgcvj4AwQ8frI+1LZphg4"},"origin_server_ts":1795578905236,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV","txn_id":"t14"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"l/Lw4jObwlCoDFSLdYlFTwJbUGqMKylHSwDC4P6qs93p8j+eanzstN/Z3gOtwdehYfU5yQYpaS/J2Rv4OxhKDQ"}},"unsigned":{"age_ts":1795578905285},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"prev_events":["$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0"],"content":{"body":"hi bob","msgtype":"m.text"},"depth":10,"hashes":{"sha256":"Bsch333YF5fEGb3pDuMAEIxNI+moaulXfKNdxUJX9n4"},"origin_server_ts":1795578905285,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV","txn_id":"t17"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"bAxKmSFJsk0YjG360VTaMhvEDlxwY0kvu9LQVQgQAsIstZ1HTqTdB4qe8HCMhjDQw15FPIOg3R5av81AJuPRBg"}},"unsigned":{"age_ts":1795578905405},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"prev_events":["$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA"],"content":{"body":"12:30 then","msgtype":"m.text"},"depth":13,"hashes":{"sha256":"sA5a2jMEOKXNPsJKChB2t8J+qkuBkpWlu/HXN5sJ4P4"},"origin_server_ts":1795578905405,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"UFRNFGVVOL","txn_id":"t22"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"OjeLpe3tLchKw137l7Y6nM4W3FEh1nDHxZLcvNWReRyk2Qcx9yxI0CCee09KDwus3RqZJY8DYDLV5bcdK01WCA"}},"unsigned":{"age_ts":1795578930272},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE"],"content":{"body":"I''m off, bye","msgtype":"m.text"},"depth":34,"hashes":{"sha256":"0avqOmBRJ0am46yUUltg4MwWI/XFeNvNoH1lv5x8Xo8"},"origin_server_ts":1795578930272,"sender":"@dave:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"TIZPZPHYPV","txn_id":"t25"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"9/2sO/SjMJF0Q7RzqC91s/cxHsORRcCF4Z0nQPX7blt+jv/P2Tx+04f1muTKEsyUwjsMd2CC1RY46f4huLvjAw"}},"unsigned":{"age_ts":1795578930599},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4","$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY"],"prev_events":["$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY"],"content":{"body":"still here","msgtype":"m.text"},"depth":14,"hashes":{"sha256":"ptj7/FpaCzYedzUQCF799cZc6M97NhFgz5NcCetRmSY"},"origin_server_ts":1795578930599,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"TIZPZPHYPV","txn_id":"t15"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"7PtIFbSWjks0OTmjustnNh/lRMs3z2o5RGhGeEi5xm+tXM60x0OILQdz4KfbX3Q+97bKX+r7mCl9M4RDKJuIDw"}},"unsigned":{"age_ts":1795578905323},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s","$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA"],"prev_events":["$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw"],"content":{"body":"lunch?","msgtype":"m.text"},"depth":11,"hashes":{"sha256":"9GJoggqJDnLpI0djcsLYZ28okFW31kbI7Vn5+BRJI4c"},"origin_server_ts":1795578905323,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX","txn_id":"t18"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"7QJ+52aohYeFuTcOKWDoKYrPz26SQZ+c0VU1WgGhz+FZA1SMcKCBWNkEvjsXBEY2+QWsvGh0MfnGvo2C4N5EBA"}},"unsigned":{"age_ts":1795578905456},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws","$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4"],"prev_events":["$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE"],"content":{"body":"quiet room hello","msgtype":"m.text"},"depth":12,"hashes":{"sha256":"I97Bg+Wk68MM5bIMj4JdVlSWNNZywZUStfJ3m5MT+Xo"},"origin_server_ts":1795578905456,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"EIITEQUHSX","txn_id":"t26"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"5oq9xX4E9kmd4ZRCNEfa5x2dB4+LDynIR1Qq6IAD7DVOJzsXivZfx2uDnfgnjUoVj1b3FqcBqb2TiQIyxp+vDA"}},"unsigned":{"age_ts":1795578963315},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM"],"prev_events":["$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E"],"content":{"body":"last words","m.relates_to":{"event_id":"$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM","is_falling_back":true,"m.in_reply_to":{"event_id":"$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":38,"hashes":{"sha256":"aTFCoklKPOXQpURbmhXXF9gNZwbaE3K6amF9BxKwrBI"},"origin_server_ts":1795578963315,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"CNLJTSNLXW","txn_id":"t27"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"mwMia+l1cmkDVoMF/SSJSoGItvaW7DEfbefxgbHNpu/lV4P9fsxWULassMuPJIqZyf3DEMmDcV/oifQHVA39Bg"}},"unsigned":{"age_ts":1795578963450},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI","$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U"],"prev_events":["$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE"],"content":{"body":"one more for everyone","msgtype":"m.text"},"depth":39,"hashes":{"sha256":"caHcqAMI4OZYxxS1kzvLF8PfuvKakQ0OjBNEIlOzlLg"},"origin_server_ts":1795578963450,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '{"device_id":"CNLJTSNLXW","txn_id":"t28"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"0fxGsHQVGRN92W+RzEwcY85thjrJTvJAqQ6dsVy42wd5dA2PJmOxTZasRFbJK/iw2VBGek/YN/yd2AKLxmPGDA"}},"unsigned":{"age_ts":1795578963541},"room_id":"!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU","auth_events":["$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0","$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s"],"prev_events":["$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM"],"content":{"body":"see you","msgtype":"m.text"},"depth":14,"hashes":{"sha256":"hMfjJSzcaxfEnsO2xXLt9DPcovo3FfzJsOSiaGx68Xk"},"origin_server_ts":1795578963541,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '{"device_id":"EIITEQUHSX","txn_id":"t29"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"0WdeWeUnSgWSl2lsG20YegTHAG/Vv//Ns9YeMnnvWGvaQ7P7pGXxDeUwhoUZPQWzOUMirD+lAuzn9xsKjpR3DQ"}},"unsigned":{"age_ts":1795578963617},"room_id":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8","auth_events":["$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4","$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws"],"prev_events":["$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8"],"content":{"body":"anyone?","msgtype":"m.text"},"depth":15,"hashes":{"sha256":"wPqX5smQuZSHDOVYHw1c2DLCLHQYZFYJtU2GKmr4MiU"},"origin_server_ts":1795578963617,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '{"device_id":"QXIGMNCPKJ","txn_id":"t30"}', '{"signatures":{"unreadctl.test":{"ed25519:a_iqFk":"MEhABrFwIHwXKHucUkNs6gpYQvLsnW88SZG/amz4Zj2ByMaFvDzhTf9qRStIXDR24WUPBMAznj4hhGcJ+p4HCA"}},"unsigned":{"age_ts":1795578963668},"room_id":"!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s","auth_events":["$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U","$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo"],"prev_events":["$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo"],"content":{"body":"erin was here","msgtype":"m.text"},"depth":40,"hashes":{"sha256":"RW2yLDE/USWpXgmLYboIdr7WpTcdaiqh5oWqBbwDTNw"},"origin_server_ts":1795578963668,"sender":"@erin:unreadctl.test","type":"m.room.message"}', 4);


--
-- Data for Name: event_labels; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_push_actions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '@carol:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 9, 10, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '@dave:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 10, 11, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '@mallory:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 12, 13, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 8, 35, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 9, 36, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', '@carol:unreadctl.test', NULL, '', 18, 39, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', '@dave:unreadctl.test', NULL, '', 18, 39, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', '@mallory:unreadctl.test', NULL, '', 18, 39, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 19, 40, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', '@carol:unreadctl.test', NULL, '', 19, 40, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', '@dave:unreadctl.test', NULL, '', 19, 40, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', '@mallory:unreadctl.test', NULL, '', 19, 40, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', '@alice:unreadctl.test', NULL, '', 21, 42, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', '@carol:unreadctl.test', NULL, '', 21, 42, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', '@dave:unreadctl.test', NULL, '', 21, 42, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', '@alice:unreadctl.test', NULL, '', 22, 43, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', '@dave:unreadctl.test', NULL, '', 22, 43, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', '@mallory:unreadctl.test', NULL, '', 22, 43, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '@carol:unreadctl.test', NULL, '', 24, 45, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '@dave:unreadctl.test', NULL, '', 24, 45, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '@mallory:unreadctl.test', NULL, '', 24, 45, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '@alice:unreadctl.test', NULL, '', 25, 46, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '@dave:unreadctl.test', NULL, '', 25, 46, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '@erin:unreadctl.test', NULL, '', 25, 46, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '@mallory:unreadctl.test', NULL, '', 25, 46, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '@alice:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '@bob:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '@dave:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '@erin:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '@mallory:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', '@alice:unreadctl.test', NULL, '[]', 12, 57, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', '@bob:unreadctl.test', NULL, '', 12, 57, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '@bob:unreadctl.test', NULL, '[]', 28, 49, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '@carol:unreadctl.test', NULL, '[]', 28, 49, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '@dave:unreadctl.test', NULL, '[]', 28, 49, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '@mallory:unreadctl.test', NULL, '[]', 28, 49, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 31, 52, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', '@carol:unreadctl.test', NULL, '', 31, 52, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', '@dave:unreadctl.test', NULL, '', 31, 52, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', '@mallory:unreadctl.test', NULL, '', 31, 52, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 10, 53, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 13, 56, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 12, 55, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', '@carol:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 13, 58, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', '@bob:unreadctl.test', NULL, '', 13, 58, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '@alice:unreadctl.test', NULL, '', 32, 59, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '@dave:unreadctl.test', NULL, '', 32, 59, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '@erin:unreadctl.test', NULL, '', 32, 59, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '@mallory:unreadctl.test', NULL, '', 32, 59, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '@bob:unreadctl.test', NULL, '', 33, 60, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '@carol:unreadctl.test', NULL, '', 33, 60, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '@dave:unreadctl.test', NULL, '', 33, 60, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '@mallory:unreadctl.test', NULL, '', 33, 60, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '@alice:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '@bob:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '@carol:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '@erin:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '@mallory:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '@bob:unreadctl.test', NULL, '', 35, 62, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '@carol:unreadctl.test', NULL, '', 35, 62, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '@dave:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 35, 62, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '@erin:unreadctl.test', NULL, '', 35, 62, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '@mallory:unreadctl.test', NULL, '', 35, 62, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', '@alice:unreadctl.test', NULL, '', 37, 64, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', '@bob:unreadctl.test', NULL, '', 37, 64, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', '@erin:unreadctl.test', NULL, '', 37, 64, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', '@mallory:unreadctl.test', NULL, '', 37, 64, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', '@carol:unreadctl.test', NULL, '', 14, 65, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', '@bob:unreadctl.test', NULL, '', 14, 65, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '@alice:unreadctl.test', NULL, '', 38, 66, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '@bob:unreadctl.test', NULL, '', 38, 66, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '@erin:unreadctl.test', NULL, '', 38, 66, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '@mallory:unreadctl.test', NULL, '', 38, 66, 1, 0, 1, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', '@alice:unreadctl.test', NULL, '', 39, 67, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', '@carol:unreadctl.test', NULL, '', 39, 67, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', '@erin:unreadctl.test', NULL, '', 39, 67, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', '@mallory:unreadctl.test', NULL, '', 39, 67, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 14, 68, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', '@alice:unreadctl.test', NULL, '[]', 15, 69, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', '@bob:unreadctl.test', NULL, '', 15, 69, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '@alice:unreadctl.test', NULL, '', 40, 70, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '@bob:unreadctl.test', NULL, '', 40, 70, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '@carol:unreadctl.test', NULL, '', 40, 70, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '@mallory:unreadctl.test', NULL, '', 40, 70, 1, 0, 1, 'main');


--
-- Data for Name: event_push_actions_staging; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_push_summary; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 1, 55, 1, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 1, 57, 1, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 1, 56, 1, 54, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 0, 58, 0, 59, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 1, 58, 1, 45, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 3, 59, 3, NULL, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 5, 64, 5, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 4, 65, 3, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 2, 65, 2, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 9, 62, 9, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@dave:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 3, 59, 3, NULL, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_summary VALUES ('@dave:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 9, 62, 9, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@erin:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 3, 59, 3, 39, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_summary VALUES ('@mallory:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 3, 59, 3, NULL, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.event_push_summary VALUES ('@mallory:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 10, 64, 10, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@erin:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 3, 64, 3, 60, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 5, 64, 6, 45, 'main');


--
-- Data for Name: event_push_summary_last_receipt_stream_id; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_push_summary_last_receipt_stream_id VALUES ('X', 6);


--
-- Data for Name: event_push_summary_stream_ordering; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_push_summary_stream_ordering VALUES ('X', 65);


--
-- Data for Name: event_relations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_relations VALUES ('$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU', '$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', 'm.replace', NULL);
INSERT INTO public.event_relations VALUES ('$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE', '$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', 'm.annotation', '👍');
INSERT INTO public.event_relations VALUES ('$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', 'm.thread', NULL);


--
-- Data for Name: event_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_search; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_search VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.name', '''general'':1', 1795578903189, 8);
INSERT INTO public.event_search VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, 'content.name', '''alic'':2 ''alice-bob'':1 ''bob'':3', 1795578904262, 25);
INSERT INTO public.event_search VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, 'content.name', '''quiet'':1', 1795578904500, 34);
INSERT INTO public.event_search VALUES ('$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''good'':1 ''morn'':2', 1795578904807, 39);
INSERT INTO public.event_search VALUES ('$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''alic'':2 ''morn'':1', 1795578904846, 40);
INSERT INTO public.event_search VALUES ('$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''deploy'':1 ''finish'':2', 1795578904882, 41);
INSERT INTO public.event_search VALUES ('$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''buy'':1 ''stuff'':3', 1795578904910, 42);
INSERT INTO public.event_search VALUES ('$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''herr'':2 ''typo'':1', 1795578904943, 43);
INSERT INTO public.event_search VALUES ('$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''typo'':1', 1795578904975, 44);
INSERT INTO public.event_search VALUES ('$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''plan'':3 ''releas'':2 ''thread'':1', 1795578905008, 45);
INSERT INTO public.event_search VALUES ('$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''note'':5 ''take'':3', 1795578905034, 46);
INSERT INTO public.event_search VALUES ('$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''count'':1', 1795578905072, 47);
INSERT INTO public.event_search VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.topic', '''releas'':1 ''week'':2', 1795578905131, 49);
INSERT INTO public.event_search VALUES ('$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''spam'':2', 1795578905172, 50);
INSERT INTO public.event_search VALUES ('$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''bob'':1 ''look'':4', 1795578905236, 52);
INSERT INTO public.event_search VALUES ('$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, 'content.body', '''bob'':2 ''hi'':1', 1795578905285, 53);
INSERT INTO public.event_search VALUES ('$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, 'content.body', '''lunch'':1', 1795578905323, 54);
INSERT INTO public.event_search VALUES ('$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, 'content.body', '''sure'':1', 1795578905368, 55);
INSERT INTO public.event_search VALUES ('$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, 'content.body', '''12'':1 ''30'':2', 1795578905405, 56);
INSERT INTO public.event_search VALUES ('$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, 'content.body', '''hello'':3 ''quiet'':1 ''room'':2', 1795578905456, 57);
INSERT INTO public.event_search VALUES ('$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, 'content.body', '''carol'':2 ''hello'':1', 1795578905495, 58);
INSERT INTO public.event_search VALUES ('$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''lunch'':1 ''thread'':4', 1795578930103, 59);
INSERT INTO public.event_search VALUES ('$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''doc'':5 ''note'':1', 1795578930204, 60);
INSERT INTO public.event_search VALUES ('$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''bye'':4 ''m'':2', 1795578930272, 61);
INSERT INTO public.event_search VALUES ('$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''bye'':1 ''dave'':2', 1795578930364, 62);
INSERT INTO public.event_search VALUES ('$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''dave'':2 ''left'':3', 1795578930467, 64);
INSERT INTO public.event_search VALUES ('$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, 'content.body', '''still'':1', 1795578930599, 65);
INSERT INTO public.event_search VALUES ('$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''last'':1 ''word'':2', 1795578963315, 66);
INSERT INTO public.event_search VALUES ('$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''everyon'':4 ''one'':1', 1795578963450, 67);
INSERT INTO public.event_search VALUES ('$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, 'content.body', '''see'':1', 1795578963541, 68);
INSERT INTO public.event_search VALUES ('$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, 'content.body', '''anyon'':1', 1795578963617, 69);
INSERT INTO public.event_search VALUES ('$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, 'content.body', '''erin'':1', 1795578963668, 70);


--
-- Data for Name: event_to_state_groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_to_state_groups VALUES ('$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 2);
INSERT INTO public.event_to_state_groups VALUES ('$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', 3);
INSERT INTO public.event_to_state_groups VALUES ('$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', 4);
INSERT INTO public.event_to_state_groups VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', 5);
INSERT INTO public.event_to_state_groups VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', 6);
INSERT INTO public.event_to_state_groups VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', 7);
INSERT INTO public.event_to_state_groups VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', 8);
INSERT INTO public.event_to_state_groups VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', 9);
INSERT INTO public.event_to_state_groups VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', 10);
INSERT INTO public.event_to_state_groups VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', 11);
INSERT INTO public.event_to_state_groups VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', 12);
INSERT INTO public.event_to_state_groups VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', 13);
INSERT INTO public.event_to_state_groups VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', 14);
INSERT INTO public.event_to_state_groups VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', 15);
INSERT INTO public.event_to_state_groups VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', 16);
INSERT INTO public.event_to_state_groups VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', 17);
INSERT INTO public.event_to_state_groups VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', 18);
INSERT INTO public.event_to_state_groups VALUES ('$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 20);
INSERT INTO public.event_to_state_groups VALUES ('$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', 21);
INSERT INTO public.event_to_state_groups VALUES ('$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', 22);
INSERT INTO public.event_to_state_groups VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', 23);
INSERT INTO public.event_to_state_groups VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', 24);
INSERT INTO public.event_to_state_groups VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', 25);
INSERT INTO public.event_to_state_groups VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', 26);
INSERT INTO public.event_to_state_groups VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', 27);
INSERT INTO public.event_to_state_groups VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', 28);
INSERT INTO public.event_to_state_groups VALUES ('$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 30);
INSERT INTO public.event_to_state_groups VALUES ('$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', 31);
INSERT INTO public.event_to_state_groups VALUES ('$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', 32);
INSERT INTO public.event_to_state_groups VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', 33);
INSERT INTO public.event_to_state_groups VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', 34);
INSERT INTO public.event_to_state_groups VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', 35);
INSERT INTO public.event_to_state_groups VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', 36);
INSERT INTO public.event_to_state_groups VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', 37);
INSERT INTO public.event_to_state_groups VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', 38);
INSERT INTO public.event_to_state_groups VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', 39);
INSERT INTO public.event_to_state_groups VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', 40);
INSERT INTO public.event_to_state_groups VALUES ('$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', 18);
INSERT INTO public.event_to_state_groups VALUES ('$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', 18);
INSERT INTO public.event_to_state_groups VALUES ('$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g', 18);
INSERT INTO public.event_to_state_groups VALUES ('$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', 18);
INSERT INTO public.event_to_state_groups VALUES ('$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', 18);
INSERT INTO public.event_to_state_groups VALUES ('$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU', 18);
INSERT INTO public.event_to_state_groups VALUES ('$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', 18);
INSERT INTO public.event_to_state_groups VALUES ('$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', 18);
INSERT INTO public.event_to_state_groups VALUES ('$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', 18);
INSERT INTO public.event_to_state_groups VALUES ('$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE', 18);
INSERT INTO public.event_to_state_groups VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', 41);
INSERT INTO public.event_to_state_groups VALUES ('$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY', 41);
INSERT INTO public.event_to_state_groups VALUES ('$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8', 41);
INSERT INTO public.event_to_state_groups VALUES ('$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', 41);
INSERT INTO public.event_to_state_groups VALUES ('$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw', 28);
INSERT INTO public.event_to_state_groups VALUES ('$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY', 28);
INSERT INTO public.event_to_state_groups VALUES ('$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA', 28);
INSERT INTO public.event_to_state_groups VALUES ('$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM', 28);
INSERT INTO public.event_to_state_groups VALUES ('$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', 40);
INSERT INTO public.event_to_state_groups VALUES ('$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', 40);
INSERT INTO public.event_to_state_groups VALUES ('$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', 41);
INSERT INTO public.event_to_state_groups VALUES ('$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', 41);
INSERT INTO public.event_to_state_groups VALUES ('$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', 41);
INSERT INTO public.event_to_state_groups VALUES ('$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', 41);
INSERT INTO public.event_to_state_groups VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', 42);
INSERT INTO public.event_to_state_groups VALUES ('$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', 42);
INSERT INTO public.event_to_state_groups VALUES ('$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', 40);
INSERT INTO public.event_to_state_groups VALUES ('$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', 42);
INSERT INTO public.event_to_state_groups VALUES ('$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', 42);
INSERT INTO public.event_to_state_groups VALUES ('$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', 28);
INSERT INTO public.event_to_state_groups VALUES ('$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', 40);
INSERT INTO public.event_to_state_groups VALUES ('$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', 42);


--
-- Data for Name: event_txn_id_device_id; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_txn_id_device_id VALUES ('$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@alice:unreadctl.test', 'TIZPZPHYPV', 't1', 1795578904825);
INSERT INTO public.event_txn_id_device_id VALUES ('$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@bob:unreadctl.test', 'CNLJTSNLXW', 't2', 1795578904864);
INSERT INTO public.event_txn_id_device_id VALUES ('$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@dave:unreadctl.test', 'UFRNFGVVOL', 't3', 1795578904892);
INSERT INTO public.event_txn_id_device_id VALUES ('$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@mallory:unreadctl.test', 'FCEFKKNAAS', 't4', 1795578904921);
INSERT INTO public.event_txn_id_device_id VALUES ('$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@carol:unreadctl.test', 'EIITEQUHSX', 't5', 1795578904953);
INSERT INTO public.event_txn_id_device_id VALUES ('$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@carol:unreadctl.test', 'EIITEQUHSX', 't6', 1795578904986);
INSERT INTO public.event_txn_id_device_id VALUES ('$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@alice:unreadctl.test', 'TIZPZPHYPV', 't7', 1795578905019);
INSERT INTO public.event_txn_id_device_id VALUES ('$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@bob:unreadctl.test', 'CNLJTSNLXW', 't8', 1795578905047);
INSERT INTO public.event_txn_id_device_id VALUES ('$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@carol:unreadctl.test', 'EIITEQUHSX', 't9', 1795578905090);
INSERT INTO public.event_txn_id_device_id VALUES ('$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@dave:unreadctl.test', 'UFRNFGVVOL', 't10', 1795578905117);
INSERT INTO public.event_txn_id_device_id VALUES ('$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@mallory:unreadctl.test', 'FCEFKKNAAS', 't11', 1795578905188);
INSERT INTO public.event_txn_id_device_id VALUES ('$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@alice:unreadctl.test', 'TIZPZPHYPV', 't12', 1795578905215);
INSERT INTO public.event_txn_id_device_id VALUES ('$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@alice:unreadctl.test', 'TIZPZPHYPV', 't13', 1795578905250);
INSERT INTO public.event_txn_id_device_id VALUES ('$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@alice:unreadctl.test', 'TIZPZPHYPV', 't14', 1795578905299);
INSERT INTO public.event_txn_id_device_id VALUES ('$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@alice:unreadctl.test', 'TIZPZPHYPV', 't15', 1795578905346);
INSERT INTO public.event_txn_id_device_id VALUES ('$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@bob:unreadctl.test', 'CNLJTSNLXW', 't16', 1795578905380);
INSERT INTO public.event_txn_id_device_id VALUES ('$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@alice:unreadctl.test', 'TIZPZPHYPV', 't17', 1795578905416);
INSERT INTO public.event_txn_id_device_id VALUES ('$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@carol:unreadctl.test', 'EIITEQUHSX', 't18', 1795578905472);
INSERT INTO public.event_txn_id_device_id VALUES ('$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@alice:unreadctl.test', 'TIZPZPHYPV', 't19', 1795578905506);
INSERT INTO public.event_txn_id_device_id VALUES ('$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@bob:unreadctl.test', 'CNLJTSNLXW', 't20', 1795578930133);
INSERT INTO public.event_txn_id_device_id VALUES ('$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@alice:unreadctl.test', 'TIZPZPHYPV', 't21', 1795578930235);
INSERT INTO public.event_txn_id_device_id VALUES ('$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@dave:unreadctl.test', 'UFRNFGVVOL', 't22', 1795578930318);
INSERT INTO public.event_txn_id_device_id VALUES ('$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@alice:unreadctl.test', 'TIZPZPHYPV', 't23', 1795578930379);
INSERT INTO public.event_txn_id_device_id VALUES ('$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@carol:unreadctl.test', 'EIITEQUHSX', 't24', 1795578930490);
INSERT INTO public.event_txn_id_device_id VALUES ('$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@alice:unreadctl.test', 'TIZPZPHYPV', 't25', 1795578930648);
INSERT INTO public.event_txn_id_device_id VALUES ('$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@carol:unreadctl.test', 'EIITEQUHSX', 't26', 1795578963374);
INSERT INTO public.event_txn_id_device_id VALUES ('$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@bob:unreadctl.test', 'CNLJTSNLXW', 't27', 1795578963501);
INSERT INTO public.event_txn_id_device_id VALUES ('$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@bob:unreadctl.test', 'CNLJTSNLXW', 't28', 1795578963563);
INSERT INTO public.event_txn_id_device_id VALUES ('$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@carol:unreadctl.test', 'EIITEQUHSX', 't29', 1795578963637);
INSERT INTO public.event_txn_id_device_id VALUES ('$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@erin:unreadctl.test', 'QXIGMNCPKJ', 't30', 1795578963685);


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.events VALUES (1, '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.create', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 1, 1795578903035, 1795578903084, '@alice:unreadctl.test', false, 'master', 2, '', NULL);
INSERT INTO public.events VALUES (2, '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 2, 1795578903135, 1795578903157, '@alice:unreadctl.test', false, 'master', 3, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', 'm.room.power_levels', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 3, 1795578903180, 1795578903239, '@alice:unreadctl.test', false, 'master', 4, '', NULL);
INSERT INTO public.events VALUES (4, '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', 'm.room.join_rules', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 4, 1795578903187, 1795578903239, '@alice:unreadctl.test', false, 'master', 5, '', NULL);
INSERT INTO public.events VALUES (5, '$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', 'm.room.history_visibility', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 5, 1795578903188, 1795578903239, '@alice:unreadctl.test', false, 'master', 6, '', NULL);
INSERT INTO public.events VALUES (6, '$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', 'm.room.guest_access', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 6, 1795578903188, 1795578903239, '@alice:unreadctl.test', false, 'master', 7, '', NULL);
INSERT INTO public.events VALUES (7, '$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', 'm.room.name', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 7, 1795578903189, 1795578903239, '@alice:unreadctl.test', false, 'master', 8, '', NULL);
INSERT INTO public.events VALUES (8, '$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 8, 1795578903275, 1795578903320, '@alice:unreadctl.test', false, 'master', 9, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 9, 1795578903368, 1795578903437, '@alice:unreadctl.test', false, 'master', 10, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (10, '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 10, 1795578903476, 1795578903534, '@alice:unreadctl.test', false, 'master', 11, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (11, '$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 11, 1795578903614, 1795578903688, '@alice:unreadctl.test', false, 'master', 12, '@erin:unreadctl.test', NULL);
INSERT INTO public.events VALUES (12, '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 12, 1795578903717, 1795578903749, '@alice:unreadctl.test', false, 'master', 13, '@mallory:unreadctl.test', NULL);
INSERT INTO public.events VALUES (13, '$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 13, 1795578903790, 1795578903808, '@bob:unreadctl.test', false, 'master', 14, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (14, '$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 14, 1795578903864, 1795578903895, '@carol:unreadctl.test', false, 'master', 15, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (15, '$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 15, 1795578903959, 1795578903990, '@dave:unreadctl.test', false, 'master', 16, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (16, '$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 16, 1795578904045, 1795578904075, '@erin:unreadctl.test', false, 'master', 17, '@erin:unreadctl.test', NULL);
INSERT INTO public.events VALUES (17, '$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 17, 1795578904131, 1795578904160, '@mallory:unreadctl.test', false, 'master', 18, '@mallory:unreadctl.test', NULL);
INSERT INTO public.events VALUES (1, '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.create', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 1, 1795578904197, 1795578904217, '@alice:unreadctl.test', false, 'master', 19, '', NULL);
INSERT INTO public.events VALUES (2, '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', 'm.room.member', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 2, 1795578904230, 1795578904242, '@alice:unreadctl.test', false, 'master', 20, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', 'm.room.power_levels', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 3, 1795578904254, 1795578904294, '@alice:unreadctl.test', false, 'master', 21, '', NULL);
INSERT INTO public.events VALUES (4, '$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', 'm.room.join_rules', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 4, 1795578904261, 1795578904294, '@alice:unreadctl.test', false, 'master', 22, '', NULL);
INSERT INTO public.events VALUES (5, '$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', 'm.room.history_visibility', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 5, 1795578904261, 1795578904294, '@alice:unreadctl.test', false, 'master', 23, '', NULL);
INSERT INTO public.events VALUES (6, '$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', 'm.room.guest_access', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 6, 1795578904261, 1795578904294, '@alice:unreadctl.test', false, 'master', 24, '', NULL);
INSERT INTO public.events VALUES (7, '$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', 'm.room.name', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 7, 1795578904262, 1795578904294, '@alice:unreadctl.test', false, 'master', 25, '', NULL);
INSERT INTO public.events VALUES (8, '$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', 'm.room.member', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 8, 1795578904324, 1795578904342, '@alice:unreadctl.test', false, 'master', 26, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', 'm.room.member', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 9, 1795578904367, 1795578904381, '@bob:unreadctl.test', false, 'master', 27, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (1, '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.create', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 1, 1795578904419, 1795578904435, '@carol:unreadctl.test', false, 'master', 28, '', NULL);
INSERT INTO public.events VALUES (2, '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', 'm.room.member', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 2, 1795578904458, 1795578904472, '@carol:unreadctl.test', false, 'master', 29, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', 'm.room.power_levels', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 3, 1795578904492, 1795578904547, '@carol:unreadctl.test', false, 'master', 30, '', NULL);
INSERT INTO public.events VALUES (4, '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', 'm.room.join_rules', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 4, 1795578904499, 1795578904547, '@carol:unreadctl.test', false, 'master', 31, '', NULL);
INSERT INTO public.events VALUES (5, '$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', 'm.room.history_visibility', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 5, 1795578904500, 1795578904547, '@carol:unreadctl.test', false, 'master', 32, '', NULL);
INSERT INTO public.events VALUES (6, '$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', 'm.room.guest_access', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 6, 1795578904500, 1795578904547, '@carol:unreadctl.test', false, 'master', 33, '', NULL);
INSERT INTO public.events VALUES (7, '$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', 'm.room.name', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 7, 1795578904500, 1795578904547, '@carol:unreadctl.test', false, 'master', 34, '', NULL);
INSERT INTO public.events VALUES (8, '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', 'm.room.member', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 8, 1795578904570, 1795578904595, '@carol:unreadctl.test', false, 'master', 35, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', 'm.room.member', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 9, 1795578904617, 1795578904658, '@carol:unreadctl.test', false, 'master', 36, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (21, '$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 21, 1795578904910, 1795578904921, '@mallory:unreadctl.test', false, 'master', 42, NULL, NULL);
INSERT INTO public.events VALUES (28, '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', 'm.room.topic', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 28, 1795578905131, 1795578905150, '@alice:unreadctl.test', false, 'master', 49, '', NULL);
INSERT INTO public.events VALUES (10, '$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', 'm.room.member', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 10, 1795578904697, 1795578904713, '@alice:unreadctl.test', false, 'master', 37, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (11, '$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', 'm.room.member', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 11, 1795578904745, 1795578904760, '@bob:unreadctl.test', false, 'master', 38, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (20, '$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 20, 1795578904882, 1795578904892, '@dave:unreadctl.test', false, 'master', 41, NULL, NULL);
INSERT INTO public.events VALUES (25, '$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 25, 1795578905034, 1795578905046, '@bob:unreadctl.test', false, 'master', 46, NULL, NULL);
INSERT INTO public.events VALUES (26, '$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 26, 1795578905072, 1795578905089, '@carol:unreadctl.test', false, 'master', 47, NULL, NULL);
INSERT INTO public.events VALUES (11, '$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY', 'm.room.message', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 11, 1795578905323, 1795578905345, '@alice:unreadctl.test', false, 'master', 54, NULL, NULL);
INSERT INTO public.events VALUES (12, '$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs', 'm.room.message', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 12, 1795578905456, 1795578905472, '@carol:unreadctl.test', false, 'master', 57, NULL, NULL);
INSERT INTO public.events VALUES (18, '$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 18, 1795578904807, 1795578904824, '@alice:unreadctl.test', false, 'master', 39, NULL, NULL);
INSERT INTO public.events VALUES (19, '$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 19, 1795578904846, 1795578904864, '@bob:unreadctl.test', false, 'master', 40, NULL, NULL);
INSERT INTO public.events VALUES (24, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 24, 1795578905008, 1795578905018, '@alice:unreadctl.test', false, 'master', 45, NULL, NULL);
INSERT INTO public.events VALUES (29, '$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 29, 1795578905172, 1795578905188, '@mallory:unreadctl.test', false, 'master', 50, NULL, NULL);
INSERT INTO public.events VALUES (31, '$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 31, 1795578905236, 1795578905249, '@alice:unreadctl.test', false, 'master', 52, NULL, NULL);
INSERT INTO public.events VALUES (10, '$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw', 'm.room.message', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 10, 1795578905285, 1795578905299, '@alice:unreadctl.test', false, 'master', 53, NULL, NULL);
INSERT INTO public.events VALUES (13, '$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM', 'm.room.message', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 13, 1795578905405, 1795578905415, '@alice:unreadctl.test', false, 'master', 56, NULL, NULL);
INSERT INTO public.events VALUES (22, '$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 22, 1795578904943, 1795578904953, '@carol:unreadctl.test', false, 'master', 43, NULL, NULL);
INSERT INTO public.events VALUES (30, '$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8', 'm.room.redaction', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 30, 1795578905206, 1795578905215, '@alice:unreadctl.test', false, 'master', 51, NULL, NULL);
INSERT INTO public.events VALUES (13, '$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY', 'm.room.message', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 13, 1795578905495, 1795578905505, '@alice:unreadctl.test', false, 'master', 58, NULL, NULL);
INSERT INTO public.events VALUES (23, '$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 23, 1795578904975, 1795578904985, '@carol:unreadctl.test', false, 'master', 44, NULL, NULL);
INSERT INTO public.events VALUES (27, '$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE', 'm.reaction', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 27, 1795578905106, 1795578905116, '@dave:unreadctl.test', false, 'master', 48, NULL, NULL);
INSERT INTO public.events VALUES (12, '$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA', 'm.room.message', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 12, 1795578905368, 1795578905380, '@bob:unreadctl.test', false, 'master', 55, NULL, NULL);
INSERT INTO public.events VALUES (32, '$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 32, 1795578930103, 1795578930132, '@bob:unreadctl.test', false, 'master', 59, NULL, NULL);
INSERT INTO public.events VALUES (33, '$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 33, 1795578930204, 1795578930234, '@alice:unreadctl.test', false, 'master', 60, NULL, NULL);
INSERT INTO public.events VALUES (34, '$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 34, 1795578930272, 1795578930317, '@dave:unreadctl.test', false, 'master', 61, NULL, NULL);
INSERT INTO public.events VALUES (35, '$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 35, 1795578930364, 1795578930378, '@alice:unreadctl.test', false, 'master', 62, NULL, NULL);
INSERT INTO public.events VALUES (36, '$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', 'm.room.member', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 36, 1795578930413, 1795578930428, '@dave:unreadctl.test', false, 'master', 63, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (37, '$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 37, 1795578930467, 1795578930489, '@carol:unreadctl.test', false, 'master', 64, NULL, NULL);
INSERT INTO public.events VALUES (14, '$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8', 'm.room.message', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 14, 1795578930599, 1795578930646, '@alice:unreadctl.test', false, 'master', 65, NULL, NULL);
INSERT INTO public.events VALUES (38, '$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 38, 1795578963315, 1795578963372, '@carol:unreadctl.test', false, 'master', 66, NULL, NULL);
INSERT INTO public.events VALUES (39, '$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 39, 1795578963450, 1795578963498, '@bob:unreadctl.test', false, 'master', 67, NULL, NULL);
INSERT INTO public.events VALUES (14, '$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', 'm.room.message', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', NULL, NULL, true, false, 14, 1795578963541, 1795578963562, '@bob:unreadctl.test', false, 'master', 68, NULL, NULL);
INSERT INTO public.events VALUES (15, '$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU', 'm.room.message', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', NULL, NULL, true, false, 15, 1795578963617, 1795578963636, '@carol:unreadctl.test', false, 'master', 69, NULL, NULL);
INSERT INTO public.events VALUES (40, '$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E', 'm.room.message', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', NULL, NULL, true, false, 40, 1795578963668, 1795578963685, '@erin:unreadctl.test', false, 'master', 70, NULL, NULL);


--
-- Data for Name: ex_outlier_stream; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: federation_inbound_events_staging; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: federation_stream_position; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.federation_stream_position VALUES ('federation', -1, 'master');
INSERT INTO public.federation_stream_position VALUES ('events', 70, 'master');


--
-- Data for Name: ignored_users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.ignored_users VALUES ('@bob:unreadctl.test', '@mallory:unreadctl.test');


--
-- Data for Name: instance_map; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: local_current_membership; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.local_current_membership VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@alice:unreadctl.test', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', 'join', 3);
INSERT INTO public.local_current_membership VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@bob:unreadctl.test', '$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', 'join', 14);
INSERT INTO public.local_current_membership VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@carol:unreadctl.test', '$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', 'join', 15);
INSERT INTO public.local_current_membership VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@erin:unreadctl.test', '$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', 'join', 17);
INSERT INTO public.local_current_membership VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@mallory:unreadctl.test', '$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', 'join', 18);
INSERT INTO public.local_current_membership VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@alice:unreadctl.test', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', 'join', 20);
INSERT INTO public.local_current_membership VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@bob:unreadctl.test', '$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', 'join', 27);
INSERT INTO public.local_current_membership VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@carol:unreadctl.test', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', 'join', 29);
INSERT INTO public.local_current_membership VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@alice:unreadctl.test', '$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', 'join', 37);
INSERT INTO public.local_current_membership VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@bob:unreadctl.test', '$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', 'join', 38);
INSERT INTO public.local_current_membership VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@dave:unreadctl.test', '$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', 'leave', 63);


--
-- Data for Name: local_media_repository; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: local_media_repository_thumbnails; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: local_media_repository_url_cache; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: login_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: monthly_active_users; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: msc4242_state_dag_edges; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: msc4242_state_dag_forward_extremities; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: open_id_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: partial_state_events; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: partial_state_rooms; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: partial_state_rooms_servers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: per_user_experimental_features; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: presence_stream; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: profile_updates; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: profile_updates_per_user; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: profiles; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.profiles VALUES ('alice', 'alice', NULL, '@alice:unreadctl.test', NULL);
INSERT INTO public.profiles VALUES ('bob', 'bob', NULL, '@bob:unreadctl.test', NULL);
INSERT INTO public.profiles VALUES ('carol', 'carol', NULL, '@carol:unreadctl.test', NULL);
INSERT INTO public.profiles VALUES ('dave', 'dave', NULL, '@dave:unreadctl.test', NULL);
INSERT INTO public.profiles VALUES ('erin', 'erin', NULL, '@erin:unreadctl.test', NULL);
INSERT INTO public.profiles VALUES ('mallory', 'mallory', NULL, '@mallory:unreadctl.test', NULL);


--
-- Data for Name: push_rules; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.push_rules VALUES (2, '@alice:unreadctl.test', 'global/override/!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 5, 0, '[{"kind":"event_match","key":"room_id","pattern":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8"}]', '[]');


--
-- Data for Name: push_rules_enable; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.push_rules_enable VALUES (2, '@alice:unreadctl.test', 'global/override/!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 1);


--
-- Data for Name: push_rules_stream; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.push_rules_stream VALUES (2, 38, '@alice:unreadctl.test', 'global/override/!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'ADD', 5, 0, '[{"kind":"event_match","key":"room_id","pattern":"!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8"}]', '[]', 'master');


--
-- Data for Name: pusher_throttle; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: pushers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: quarantined_media_changes; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: ratelimit_override; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: receipts_graph; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.receipts_graph VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.read', '@erin:unreadctl.test', '["$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI"]', '{"ts":1795578905265}', NULL);
INSERT INTO public.receipts_graph VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.read.private', '@bob:unreadctl.test', '["$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY"]', '{"ts":1795578905440}', NULL);
INSERT INTO public.receipts_graph VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.read', '@carol:unreadctl.test', '["$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4"]', '{"ts":1795578930170}', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.receipts_graph VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.read', '@erin:unreadctl.test', '["$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE"]', '{"ts":1795578930564}', 'main');
INSERT INTO public.receipts_graph VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.read', '@bob:unreadctl.test', '["$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM"]', '{"ts":1795578930576}', NULL);
INSERT INTO public.receipts_graph VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.read', '@alice:unreadctl.test', '["$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8"]', '{"ts":1795578963599}', NULL);


--
-- Data for Name: receipts_linearized; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.receipts_linearized VALUES (2, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.read', '@erin:unreadctl.test', '$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI', '{"ts":1795578905265}', 'master', 39, NULL);
INSERT INTO public.receipts_linearized VALUES (3, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.read.private', '@bob:unreadctl.test', '$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY', '{"ts":1795578905440}', 'master', 54, NULL);
INSERT INTO public.receipts_linearized VALUES (4, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.read', '@carol:unreadctl.test', '$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4', '{"ts":1795578930170}', 'master', 59, '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.receipts_linearized VALUES (5, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.read', '@erin:unreadctl.test', '$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE', '{"ts":1795578930564}', 'master', 60, 'main');
INSERT INTO public.receipts_linearized VALUES (6, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.read', '@bob:unreadctl.test', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '{"ts":1795578930576}', 'master', 45, NULL);
INSERT INTO public.receipts_linearized VALUES (7, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.read', '@alice:unreadctl.test', '$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8', '{"ts":1795578963599}', 'master', 68, NULL);


--
-- Data for Name: received_transactions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: redactions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.redactions VALUES ('$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8', '$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY', false, 1795578905217, false);


--
-- Data for Name: refresh_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: registration_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rejections; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: remote_media_cache; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: remote_media_cache_thumbnails; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_account_data; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_alias_servers; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_aliases; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_ban_redactions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_depth; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_depth VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 1);
INSERT INTO public.room_depth VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 1);
INSERT INTO public.room_depth VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 1);


--
-- Data for Name: room_forgetter_stream_pos; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_forgetter_stream_pos VALUES ('X', 65);


--
-- Data for Name: room_memberships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_memberships VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '@bob:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'invite', 0, 'bob', NULL, 9, false);
INSERT INTO public.room_memberships VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '@carol:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'invite', 0, 'carol', NULL, 10, false);
INSERT INTO public.room_memberships VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '@dave:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'invite', 0, 'dave', NULL, 11, false);
INSERT INTO public.room_memberships VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '@erin:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'invite', 0, 'erin', NULL, 12, false);
INSERT INTO public.room_memberships VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '@mallory:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'invite', 0, 'mallory', NULL, 13, false);
INSERT INTO public.room_memberships VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '@bob:unreadctl.test', '@alice:unreadctl.test', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'invite', 0, 'bob', NULL, 26, false);
INSERT INTO public.room_memberships VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '@alice:unreadctl.test', '@carol:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'invite', 0, 'alice', NULL, 35, false);
INSERT INTO public.room_memberships VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '@bob:unreadctl.test', '@carol:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'invite', 0, 'bob', NULL, 36, false);
INSERT INTO public.room_memberships VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '@bob:unreadctl.test', '@bob:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'join', 0, 'bob', NULL, 38, false);
INSERT INTO public.room_memberships VALUES ('$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '@alice:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'join', 0, 'alice', NULL, 3, true);
INSERT INTO public.room_memberships VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '@bob:unreadctl.test', '@bob:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'join', 0, 'bob', NULL, 14, true);
INSERT INTO public.room_memberships VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '@dave:unreadctl.test', '@dave:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'join', 0, 'dave', NULL, 16, true);
INSERT INTO public.room_memberships VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '@mallory:unreadctl.test', '@mallory:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'join', 0, 'mallory', NULL, 18, true);
INSERT INTO public.room_memberships VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '@carol:unreadctl.test', '@carol:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'join', 0, 'carol', NULL, 15, true);
INSERT INTO public.room_memberships VALUES ('$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '@alice:unreadctl.test', '@alice:unreadctl.test', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'join', 0, 'alice', NULL, 20, true);
INSERT INTO public.room_memberships VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '@bob:unreadctl.test', '@bob:unreadctl.test', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'join', 0, 'bob', NULL, 27, true);
INSERT INTO public.room_memberships VALUES ('$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '@carol:unreadctl.test', '@carol:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'join', 0, 'carol', NULL, 29, true);
INSERT INTO public.room_memberships VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '@alice:unreadctl.test', '@alice:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'join', 0, 'alice', NULL, 37, true);
INSERT INTO public.room_memberships VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '@dave:unreadctl.test', '@dave:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'leave', 0, NULL, NULL, 63, false);
INSERT INTO public.room_memberships VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '@erin:unreadctl.test', '@erin:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'join', 0, 'erin', NULL, 17, true);


--
-- Data for Name: room_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_retention; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_stats_current; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_stats_current VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 8, 2, 0, 0, 0, 2, 27, 0);
INSERT INTO public.room_stats_current VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 9, 3, 0, 0, 0, 3, 38, 0);
INSERT INTO public.room_stats_current VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 13, 5, 0, 1, 0, 5, 63, 0);


--
-- Data for Name: room_stats_earliest_token; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_stats_state; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_stats_state VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'alice-bob', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, NULL, NULL);
INSERT INTO public.room_stats_state VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'quiet', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, NULL, NULL);
INSERT INTO public.room_stats_state VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'general', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, 'release week', NULL);


--
-- Data for Name: room_tags; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_tags_revisions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rooms; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rooms VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', false, '@alice:unreadctl.test', '12', true);
INSERT INTO public.rooms VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', false, '@alice:unreadctl.test', '12', true);
INSERT INTO public.rooms VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', false, '@carol:unreadctl.test', '12', true);


--
-- Data for Name: scheduled_tasks; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.scheduled_tasks VALUES ('delete_old_otks_task', 'delete_old_otks', 'complete', 1795578960011, NULL, NULL, NULL, NULL);


--
-- Data for Name: schema_compat_version; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.schema_compat_version VALUES ('X', 84);


--
-- Data for Name: schema_version; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.schema_version VALUES ('X', 94, true);


--
-- Data for Name: server_keys_json; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: server_signature_keys; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_connection_lazy_members; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_connection_positions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_connection_required_state; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_connection_room_configs; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_connection_streams; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_connections; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_joined_rooms; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sliding_sync_joined_rooms VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 68, 68, NULL, 'alice-bob', false, NULL);
INSERT INTO public.sliding_sync_joined_rooms VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 69, 69, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_joined_rooms VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 70, 70, NULL, 'general', false, NULL);


--
-- Data for Name: sliding_sync_joined_rooms_to_recalculate; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_membership_snapshots; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@alice:unreadctl.test', '@alice:unreadctl.test', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', 'join', 0, 3, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@bob:unreadctl.test', '@bob:unreadctl.test', '$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', 'join', 0, 14, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@carol:unreadctl.test', '@carol:unreadctl.test', '$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', 'join', 0, 15, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@erin:unreadctl.test', '@erin:unreadctl.test', '$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', 'join', 0, 17, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@mallory:unreadctl.test', '@mallory:unreadctl.test', '$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', 'join', 0, 18, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@alice:unreadctl.test', '@alice:unreadctl.test', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', 'join', 0, 20, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '@bob:unreadctl.test', '@bob:unreadctl.test', '$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', 'join', 0, 27, 'master', true, NULL, 'alice-bob', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@carol:unreadctl.test', '@carol:unreadctl.test', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', 'join', 0, 29, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@alice:unreadctl.test', '@alice:unreadctl.test', '$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', 'join', 0, 37, 'master', true, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '@bob:unreadctl.test', '@bob:unreadctl.test', '$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', 'join', 0, 38, 'master', true, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '@dave:unreadctl.test', '@dave:unreadctl.test', '$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', 'leave', 0, 63, 'master', true, NULL, 'general', false, NULL);


--
-- Data for Name: state_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.state_events VALUES ('$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@erin:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@mallory:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@erin:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@mallory:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.topic', '', NULL);
INSERT INTO public.state_events VALUES ('$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', NULL);


--
-- Data for Name: state_group_edges; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.state_group_edges VALUES (2, 1);
INSERT INTO public.state_group_edges VALUES (3, 2);
INSERT INTO public.state_group_edges VALUES (4, 3);
INSERT INTO public.state_group_edges VALUES (5, 4);
INSERT INTO public.state_group_edges VALUES (6, 5);
INSERT INTO public.state_group_edges VALUES (7, 6);
INSERT INTO public.state_group_edges VALUES (8, 7);
INSERT INTO public.state_group_edges VALUES (9, 8);
INSERT INTO public.state_group_edges VALUES (10, 9);
INSERT INTO public.state_group_edges VALUES (11, 10);
INSERT INTO public.state_group_edges VALUES (12, 11);
INSERT INTO public.state_group_edges VALUES (13, 12);
INSERT INTO public.state_group_edges VALUES (14, 13);
INSERT INTO public.state_group_edges VALUES (15, 14);
INSERT INTO public.state_group_edges VALUES (16, 15);
INSERT INTO public.state_group_edges VALUES (17, 16);
INSERT INTO public.state_group_edges VALUES (18, 17);
INSERT INTO public.state_group_edges VALUES (20, 19);
INSERT INTO public.state_group_edges VALUES (21, 20);
INSERT INTO public.state_group_edges VALUES (22, 21);
INSERT INTO public.state_group_edges VALUES (23, 22);
INSERT INTO public.state_group_edges VALUES (24, 23);
INSERT INTO public.state_group_edges VALUES (25, 24);
INSERT INTO public.state_group_edges VALUES (26, 25);
INSERT INTO public.state_group_edges VALUES (27, 26);
INSERT INTO public.state_group_edges VALUES (28, 27);
INSERT INTO public.state_group_edges VALUES (30, 29);
INSERT INTO public.state_group_edges VALUES (31, 30);
INSERT INTO public.state_group_edges VALUES (32, 31);
INSERT INTO public.state_group_edges VALUES (33, 32);
INSERT INTO public.state_group_edges VALUES (34, 33);
INSERT INTO public.state_group_edges VALUES (35, 34);
INSERT INTO public.state_group_edges VALUES (36, 35);
INSERT INTO public.state_group_edges VALUES (37, 36);
INSERT INTO public.state_group_edges VALUES (38, 37);
INSERT INTO public.state_group_edges VALUES (39, 38);
INSERT INTO public.state_group_edges VALUES (40, 39);
INSERT INTO public.state_group_edges VALUES (41, 18);
INSERT INTO public.state_group_edges VALUES (42, 41);


--
-- Data for Name: state_groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.state_groups VALUES (1, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.state_groups VALUES (2, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.state_groups VALUES (3, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk');
INSERT INTO public.state_groups VALUES (4, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U');
INSERT INTO public.state_groups VALUES (5, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI');
INSERT INTO public.state_groups VALUES (6, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg');
INSERT INTO public.state_groups VALUES (7, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw');
INSERT INTO public.state_groups VALUES (8, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c');
INSERT INTO public.state_groups VALUES (9, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc');
INSERT INTO public.state_groups VALUES (10, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss');
INSERT INTO public.state_groups VALUES (11, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs');
INSERT INTO public.state_groups VALUES (12, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw');
INSERT INTO public.state_groups VALUES (13, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E');
INSERT INTO public.state_groups VALUES (14, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI');
INSERT INTO public.state_groups VALUES (15, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM');
INSERT INTO public.state_groups VALUES (16, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0');
INSERT INTO public.state_groups VALUES (17, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo');
INSERT INTO public.state_groups VALUES (18, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc');
INSERT INTO public.state_groups VALUES (19, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.state_groups VALUES (20, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.state_groups VALUES (21, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA');
INSERT INTO public.state_groups VALUES (22, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s');
INSERT INTO public.state_groups VALUES (23, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q');
INSERT INTO public.state_groups VALUES (24, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4');
INSERT INTO public.state_groups VALUES (25, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80');
INSERT INTO public.state_groups VALUES (26, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ');
INSERT INTO public.state_groups VALUES (27, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago');
INSERT INTO public.state_groups VALUES (28, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0');
INSERT INTO public.state_groups VALUES (29, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.state_groups VALUES (30, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.state_groups VALUES (31, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws');
INSERT INTO public.state_groups VALUES (32, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4');
INSERT INTO public.state_groups VALUES (33, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c');
INSERT INTO public.state_groups VALUES (34, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc');
INSERT INTO public.state_groups VALUES (35, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw');
INSERT INTO public.state_groups VALUES (36, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0');
INSERT INTO public.state_groups VALUES (37, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU');
INSERT INTO public.state_groups VALUES (38, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk');
INSERT INTO public.state_groups VALUES (39, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY');
INSERT INTO public.state_groups VALUES (40, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE');
INSERT INTO public.state_groups VALUES (41, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE');
INSERT INTO public.state_groups VALUES (42, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk');


--
-- Data for Name: state_groups_pending_deletion; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: state_groups_persisting; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: state_groups_state; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.state_groups_state VALUES (2, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.create', '', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.state_groups_state VALUES (3, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@alice:unreadctl.test', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk');
INSERT INTO public.state_groups_state VALUES (4, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.power_levels', '', '$_Dp6-QXj9b4-95W9eCAyzHG2zKKNj1FXBomgwhw5A-U');
INSERT INTO public.state_groups_state VALUES (5, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.join_rules', '', '$IPA300U1s7wRFE3l9AJuuNDkoKzFa9K8wuar_OE-WQI');
INSERT INTO public.state_groups_state VALUES (6, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.history_visibility', '', '$3aoGtZgtz3UL3GodcswN-9ALQ0gIbX2bKxlKnX1X3xg');
INSERT INTO public.state_groups_state VALUES (7, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.guest_access', '', '$K7LcfqC2CWXhiul334kGYLmcInItzSP462DqrdczsQw');
INSERT INTO public.state_groups_state VALUES (8, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.name', '', '$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c');
INSERT INTO public.state_groups_state VALUES (9, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@bob:unreadctl.test', '$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc');
INSERT INTO public.state_groups_state VALUES (10, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@carol:unreadctl.test', '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss');
INSERT INTO public.state_groups_state VALUES (11, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs');
INSERT INTO public.state_groups_state VALUES (12, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@erin:unreadctl.test', '$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw');
INSERT INTO public.state_groups_state VALUES (13, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@mallory:unreadctl.test', '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E');
INSERT INTO public.state_groups_state VALUES (14, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@bob:unreadctl.test', '$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI');
INSERT INTO public.state_groups_state VALUES (15, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@carol:unreadctl.test', '$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM');
INSERT INTO public.state_groups_state VALUES (16, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', '$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0');
INSERT INTO public.state_groups_state VALUES (17, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@erin:unreadctl.test', '$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo');
INSERT INTO public.state_groups_state VALUES (18, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@mallory:unreadctl.test', '$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc');
INSERT INTO public.state_groups_state VALUES (20, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.create', '', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.state_groups_state VALUES (21, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@alice:unreadctl.test', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA');
INSERT INTO public.state_groups_state VALUES (22, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.power_levels', '', '$nC961s-QGc8HTzIYp0pyEW_LobSx8xJYA-UBb_Ze79s');
INSERT INTO public.state_groups_state VALUES (23, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.join_rules', '', '$SRymtmGOZnOrZxqGaWYIe82N0lFyi1Kwy41OZcqFf8Q');
INSERT INTO public.state_groups_state VALUES (24, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.history_visibility', '', '$h6g-lS4nC5_6uFHmmBXB9PDImtnm39dTWizlJ1ykcs4');
INSERT INTO public.state_groups_state VALUES (25, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.guest_access', '', '$ZkyFNetr808FEFE630-W5MuGRclvisczAYScqwCtl80');
INSERT INTO public.state_groups_state VALUES (26, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.name', '', '$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ');
INSERT INTO public.state_groups_state VALUES (27, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@bob:unreadctl.test', '$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago');
INSERT INTO public.state_groups_state VALUES (28, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', 'm.room.member', '@bob:unreadctl.test', '$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0');
INSERT INTO public.state_groups_state VALUES (30, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.create', '', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.state_groups_state VALUES (31, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@carol:unreadctl.test', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws');
INSERT INTO public.state_groups_state VALUES (32, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.power_levels', '', '$UrUCRHezkQ4cYm1j3FTj_GyqTmZrWpoN5Fjy28GPAb4');
INSERT INTO public.state_groups_state VALUES (33, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.join_rules', '', '$6DUWNiDVy_D4NZuzGYqihUUwqIip-JFtgj4bxGMOU9c');
INSERT INTO public.state_groups_state VALUES (34, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.history_visibility', '', '$hecgbR0e8GQdZCFBON5yjkq3sGNZQ76Jq0DOvbBOKQc');
INSERT INTO public.state_groups_state VALUES (35, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.guest_access', '', '$hcMZYozK-H3xbjXHQncYYvTytBEPjF6VvKubNP9Uisw');
INSERT INTO public.state_groups_state VALUES (36, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.name', '', '$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0');
INSERT INTO public.state_groups_state VALUES (37, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@alice:unreadctl.test', '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU');
INSERT INTO public.state_groups_state VALUES (38, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@bob:unreadctl.test', '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk');
INSERT INTO public.state_groups_state VALUES (39, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@alice:unreadctl.test', '$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY');
INSERT INTO public.state_groups_state VALUES (40, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', 'm.room.member', '@bob:unreadctl.test', '$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE');
INSERT INTO public.state_groups_state VALUES (41, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.topic', '', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE');
INSERT INTO public.state_groups_state VALUES (42, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', 'm.room.member', '@dave:unreadctl.test', '$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk');


--
-- Data for Name: stats_incremental_position; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.stats_incremental_position VALUES ('X', 65);


--
-- Data for Name: sticky_events; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: stream_ordering_to_exterm; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.stream_ordering_to_exterm VALUES (2, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.stream_ordering_to_exterm VALUES (3, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Y2Up-M57Bm0iiH8lUkBtnQagzUzEO8lvGZsxmG-G3lk');
INSERT INTO public.stream_ordering_to_exterm VALUES (8, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$yyFX2ECwEbs93kNyxHMFPD_pZOR8j8SpxeUhwWCr56c');
INSERT INTO public.stream_ordering_to_exterm VALUES (9, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$3oyFUYYM3QA6ugveYs0OABMXrCSvn01zEd4JLCgfYwc');
INSERT INTO public.stream_ordering_to_exterm VALUES (10, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$AaT_aILoHDIKz8ecKNQYlneWxzvFc54FVdndLlsP9ss');
INSERT INTO public.stream_ordering_to_exterm VALUES (11, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$F0Z-uVGZLHNca5xWqQUKA320fkS5LimrGYI1EU5ueCs');
INSERT INTO public.stream_ordering_to_exterm VALUES (12, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Ut415zwACtQzYakXLXR81kEnm_Oxzg9GshFj3N-DpTw');
INSERT INTO public.stream_ordering_to_exterm VALUES (13, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$82c9YjXNprGcoUi7znKllEx8_oW1os57JV6-99F9I5E');
INSERT INTO public.stream_ordering_to_exterm VALUES (14, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$uRZqJAYdTqg2PCULmPgWoqPOUET0IUGJIRiSEpYlFTI');
INSERT INTO public.stream_ordering_to_exterm VALUES (15, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$a4KgsMuEDw2K0m-w0pYFzPKYtscIaoum32G7dCAiOHM');
INSERT INTO public.stream_ordering_to_exterm VALUES (16, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$H_Wbg7zu9XQy7jokR49y8eOb-0nRU01zMXOCcjaL4R0');
INSERT INTO public.stream_ordering_to_exterm VALUES (17, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$d9PVQe30T8zyLSuzReYgpR5FT3QbT2Cv2FrsNmzpOlo');
INSERT INTO public.stream_ordering_to_exterm VALUES (18, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$BnsleYSo31A2Gc5S8MyVIdMUSj0tMRa9qjT-Ds_WKoc');
INSERT INTO public.stream_ordering_to_exterm VALUES (19, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.stream_ordering_to_exterm VALUES (20, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$FzbbNs49ufAglZ1jW0mJ8ciJYrvpW56QXw-Td5NLEnA');
INSERT INTO public.stream_ordering_to_exterm VALUES (25, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$4Af6TRco3vwEkO25ckxPQgVH6L4GhhKsUaB_1vCeiYQ');
INSERT INTO public.stream_ordering_to_exterm VALUES (26, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$4qvhW682k1t79vXdbmB_-BFwip_eZ3KuMwUHA9YYago');
INSERT INTO public.stream_ordering_to_exterm VALUES (27, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$5HwxWs_D-we4vlBgzkiJGnv6WdWV__9rL_UG3ZGNPX0');
INSERT INTO public.stream_ordering_to_exterm VALUES (28, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.stream_ordering_to_exterm VALUES (29, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$kPqt3lwSlBsD-p4KWNkZD1OcEzhun6boSlFnFF1aiws');
INSERT INTO public.stream_ordering_to_exterm VALUES (34, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$UScX4TWS7XTGdVhmTEBhe2ZZGz_RZzKg-ihrNVmggd0');
INSERT INTO public.stream_ordering_to_exterm VALUES (35, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$Bw8JJKv_i2mKTFWN6jQUaeGekUDkwI3M-UiEil5FfIU');
INSERT INTO public.stream_ordering_to_exterm VALUES (36, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$WHcHU18xEGys-Uub5lMsJo5Xc7cUAGYi7ISAiYJSPPk');
INSERT INTO public.stream_ordering_to_exterm VALUES (37, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$kWjjXbCLTAbijE68xaMvPY7hrIiMmTRjGoTk7Jn1GrY');
INSERT INTO public.stream_ordering_to_exterm VALUES (38, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$ywFmnmQJSXnaGL8WminhmZ-P0lW9LKKTi7r9M3OHMeE');
INSERT INTO public.stream_ordering_to_exterm VALUES (39, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$trhL1wF8NRmgg7PyGeUYy6XQiXYMfmPvf-eau4toVGI');
INSERT INTO public.stream_ordering_to_exterm VALUES (40, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$CvqymsiIL_2RrsCC9sr719_ahda9TvI40UsVGBt0vL0');
INSERT INTO public.stream_ordering_to_exterm VALUES (41, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$kjFd0yqpBqkQQHhoqcZpoX-cDBTDQEZSr_OWkKBB17g');
INSERT INTO public.stream_ordering_to_exterm VALUES (42, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UaZdNr7iL9MLXNRm8QuiBgBNVvo3o6fmuqI6rX60BYI');
INSERT INTO public.stream_ordering_to_exterm VALUES (43, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jIce6vqyi6qJsVbjp12d8Gbig6AFgpK3w0vK7nXwb78');
INSERT INTO public.stream_ordering_to_exterm VALUES (44, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$oIqv2CzkrX2GmIKL1Wh75JdAfOHhyrEFbm-XHER_KyU');
INSERT INTO public.stream_ordering_to_exterm VALUES (45, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM');
INSERT INTO public.stream_ordering_to_exterm VALUES (46, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$pQoVd0zOj6PRULLGHbevV9Oul5e-FqlXCypDwiu8oOc');
INSERT INTO public.stream_ordering_to_exterm VALUES (47, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$JWwEt6r4HQq4ZfS1jHhuLHnPHbghqX6s7DDc0mw8M9M');
INSERT INTO public.stream_ordering_to_exterm VALUES (48, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$d9T7MWoMwvAf6ykGuPcwz88lpuxmDCcy9axmEavo_qE');
INSERT INTO public.stream_ordering_to_exterm VALUES (49, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$S7Ho6dI5oQQ1MZ6KsIlQ-oEvKBWOIPv0bUR_zBBDRYE');
INSERT INTO public.stream_ordering_to_exterm VALUES (50, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$8gDlx_jFogobTN0bBgosi3ajqdr7mra1-WWnTlvq8qY');
INSERT INTO public.stream_ordering_to_exterm VALUES (51, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$A0H46fZIZGtZHbaTUavDPoV9l4j7zpFFji45qgxnMC8');
INSERT INTO public.stream_ordering_to_exterm VALUES (52, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$-xYvxppPsItQQ23hYS_mViAb_IrHxWPQ6czyd9uZMI0');
INSERT INTO public.stream_ordering_to_exterm VALUES (53, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$qG1errLf_0rNvWUgNJhaCPg_68oqkMA_csy0vnuhpsw');
INSERT INTO public.stream_ordering_to_exterm VALUES (54, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$yNUozG2JKHa6xOuYlRibN4RcD-LlHoJnn3uV7doDgQY');
INSERT INTO public.stream_ordering_to_exterm VALUES (55, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$3seICujN3XX6lj0FbplcRkiKPxx6ezHH5LoP0f8WXWA');
INSERT INTO public.stream_ordering_to_exterm VALUES (56, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$ZpxIlCDFt7IJveCOT0stLHbMWyHjbyKXSAQaUOW1wAM');
INSERT INTO public.stream_ordering_to_exterm VALUES (57, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$5p7wz02oKwH8GiwMr_xTO7dPLkVz8L_4FB7jlxWlBDs');
INSERT INTO public.stream_ordering_to_exterm VALUES (58, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$hS5OHsQKAipkRslDsLuVDFttJZdBqVkCtAbLf1X-GEY');
INSERT INTO public.stream_ordering_to_exterm VALUES (59, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$EuCVaX7n3m3prMAKgBDh1eMJ8XK1UA6v05hLjv6rdk4');
INSERT INTO public.stream_ordering_to_exterm VALUES (60, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$GsTVsKQoVYoEGimUIyBVLfcckY83fFg0G71K1iI5iRE');
INSERT INTO public.stream_ordering_to_exterm VALUES (61, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jDvY5EV-XIxHH5j-ciEN0otTaWztNTteZb1BNe5_SHA');
INSERT INTO public.stream_ordering_to_exterm VALUES (62, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$uiQtA8w64Xk4W2cBMxbViS5K_4XPeVKwAsc-nVfXIa8');
INSERT INTO public.stream_ordering_to_exterm VALUES (63, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$cCOOhPtybZQrl4ySo-fUoLv67MwO7aTvj4fhX8l-gLk');
INSERT INTO public.stream_ordering_to_exterm VALUES (64, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$XOHmVByXfz8700GQz3XbLBbzQv3aR3ElxQfStlrtc7E');
INSERT INTO public.stream_ordering_to_exterm VALUES (65, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$oFUZfP1eUZ7AAfrALKD_D7fT-XAWVM2d_a5zEO33CP8');
INSERT INTO public.stream_ordering_to_exterm VALUES (66, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE');
INSERT INTO public.stream_ordering_to_exterm VALUES (67, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$jKtfYgzumXMRLEqhCfXWcvGe1-Omoz3Lx472_4iXRqo');
INSERT INTO public.stream_ordering_to_exterm VALUES (68, '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU', '$GnJVWTMchOYsPi4154ixn5BxXmhCSpzFKY-yijSrye8');
INSERT INTO public.stream_ordering_to_exterm VALUES (69, '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8', '$ZQaYhiVHi_cSrSdznFmCgegFMBa8WvsIjpefAySl0pU');
INSERT INTO public.stream_ordering_to_exterm VALUES (70, '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$Clc43GkVTId7zzxcSrdGl8x6qEWoSFTHxsFeDznO67E');


--
-- Data for Name: stream_positions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.stream_positions VALUES ('device_lists_stream', 'master', 7);
INSERT INTO public.stream_positions VALUES ('account_data', 'master', 4);
INSERT INTO public.stream_positions VALUES ('push_rules_stream', 'master', 2);
INSERT INTO public.stream_positions VALUES ('receipts', 'master', 7);
INSERT INTO public.stream_positions VALUES ('events', 'master', 70);


--
-- Data for Name: thread_subscriptions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: threads; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.threads VALUES ('!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s', '$VLjOWL2cSQDZUaxLvTi41Xz8hL9njxqv2ZFMxpw1gIM', '$UxmCvKUKTr5rv_-xK8oGlkad7hlJKBMIaqHNus-47yE', 38, 66);


--
-- Data for Name: threepid_guest_access_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: threepid_validation_session; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: threepid_validation_token; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: timeline_gaps; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: ui_auth_sessions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: ui_auth_sessions_credentials; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: ui_auth_sessions_ips; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: un_partial_stated_event_stream; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: un_partial_stated_room_stream; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_daily_visits; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_directory; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_directory VALUES ('@alice:unreadctl.test', NULL, 'alice', NULL);
INSERT INTO public.user_directory VALUES ('@bob:unreadctl.test', NULL, 'bob', NULL);
INSERT INTO public.user_directory VALUES ('@carol:unreadctl.test', NULL, 'carol', NULL);
INSERT INTO public.user_directory VALUES ('@dave:unreadctl.test', NULL, 'dave', NULL);
INSERT INTO public.user_directory VALUES ('@erin:unreadctl.test', NULL, 'erin', NULL);
INSERT INTO public.user_directory VALUES ('@mallory:unreadctl.test', NULL, 'mallory', NULL);


--
-- Data for Name: user_directory_search; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_directory_search VALUES ('@alice:unreadctl.test', '''alice'':1A,3B ''unreadctl.test'':2');
INSERT INTO public.user_directory_search VALUES ('@bob:unreadctl.test', '''bob'':1A,3B ''unreadctl.test'':2');
INSERT INTO public.user_directory_search VALUES ('@carol:unreadctl.test', '''carol'':1A,3B ''unreadctl.test'':2');
INSERT INTO public.user_directory_search VALUES ('@dave:unreadctl.test', '''dave'':1A,3B ''unreadctl.test'':2');
INSERT INTO public.user_directory_search VALUES ('@erin:unreadctl.test', '''erin'':1A,3B ''unreadctl.test'':2');
INSERT INTO public.user_directory_search VALUES ('@mallory:unreadctl.test', '''mallory'':1A,3B ''unreadctl.test'':2');


--
-- Data for Name: user_directory_stale_remote_users; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_directory_stream_pos; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_directory_stream_pos VALUES ('X', 70);


--
-- Data for Name: user_external_ids; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_filters; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_ips; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_ips VALUES ('@carol:unreadctl.test', 'syt_Y2Fyb2w_pzCLWcjVKvkMaemyXxlX_3p0bS6', 'EIITEQUHSX', '127.0.0.1', 'Python-urllib/3.11', 1795578963297);
INSERT INTO public.user_ips VALUES ('@bob:unreadctl.test', 'syt_Ym9i_kNHyPfgGjHvfVAoUlrsI_3jEyT0', 'CNLJTSNLXW', '127.0.0.1', 'Python-urllib/3.11', 1795578963442);
INSERT INTO public.user_ips VALUES ('@alice:unreadctl.test', 'syt_YWxpY2U_DjPVubOoAIFpdKFFzESZ_0u8mGU', 'TIZPZPHYPV', '127.0.0.1', 'Python-urllib/3.11', 1795578963591);
INSERT INTO public.user_ips VALUES ('@erin:unreadctl.test', 'syt_ZXJpbg_HNMIppGPoQAgBDOJpKTA_4cuJG2', 'QXIGMNCPKJ', '127.0.0.1', 'Python-urllib/3.11', 1795578963663);
INSERT INTO public.user_ips VALUES ('@dave:unreadctl.test', 'syt_ZGF2ZQ_fWeMLdtZWYIbiQhAVytG_4R6ks9', 'UFRNFGVVOL', '127.0.0.1', 'Python-urllib/3.11', 1795578963925);
INSERT INTO public.user_ips VALUES ('@mallory:unreadctl.test', 'syt_bWFsbG9yeQ_jgoYeNJBTaBtqrKyajEV_3H7mEG', 'FCEFKKNAAS', '127.0.0.1', 'Python-urllib/3.11', 1795578963989);


--
-- Data for Name: user_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_signature_stream; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_stats_current; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_stats_current VALUES ('@alice:unreadctl.test', 3, 49);
INSERT INTO public.user_stats_current VALUES ('@bob:unreadctl.test', 3, 49);
INSERT INTO public.user_stats_current VALUES ('@carol:unreadctl.test', 2, 49);
INSERT INTO public.user_stats_current VALUES ('@erin:unreadctl.test', 1, 49);
INSERT INTO public.user_stats_current VALUES ('@mallory:unreadctl.test', 1, 49);
INSERT INTO public.user_stats_current VALUES ('@dave:unreadctl.test', 0, 63);


--
-- Data for Name: user_threepid_id_server; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: user_threepids; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES ('@alice:unreadctl.test', '$2b$12$JX8Y1EzT82uea/MZnG1mMOx4zDGxZ0ah5sqpIDLT3TVBHBe1gDHXS', 1795578900, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@bob:unreadctl.test', '$2b$12$AVpmjtkNS9QlaLBCPI/4VuY0O75SfXFNfdqRMR/AdG7xzPk10QOUm', 1795578901, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@carol:unreadctl.test', '$2b$12$KsakUXYWNfws90055CGcFuu4.0iT9vz9Ba.XB1RztkoY06yi5Ez/u', 1795578901, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@dave:unreadctl.test', '$2b$12$m/JNKn4Wv6ixZn2PL51/nOirlzCufgZhDUJ3Y1TbrJTk6EYdzVboy', 1795578901, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@erin:unreadctl.test', '$2b$12$dIKxs4FZg8j54Fb8qcxy1ugiCmKVjrzLCrVq6CgnrgVZmcZGEegxW', 1795578902, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@mallory:unreadctl.test', '$2b$12$TR7BxXBOzlxnfaxa0j5U/OFkpCKq6D3iVV6Bf93vMHs.QiFMYLJvW', 1795578902, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);


--
-- Data for Name: users_in_public_rooms; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: users_pending_deactivation; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: users_to_send_full_presence_to; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: users_who_share_private_rooms; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@mallory:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@carol:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@erin:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@mallory:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@carol:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@bob:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@bob:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@bob:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@carol:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@mallory:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@erin:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@erin:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@alice:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@carol:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@mallory:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@erin:unreadctl.test', '!lBBHbDFiEaH0P87QkMk0PBEXWoV-efkVmXqWKv8LS_s');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@bob:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@carol:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@carol:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@alice:unreadctl.test', '!9NnBoXsXH5Nm5tqdQodfwndhdDiIXE_6CbfQVdKjR_8');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!3P6dJ0YyiyYv8Li1ZkK3ZvGN17ZFNU4ODkDwr7RWOGU');


--
-- Data for Name: worker_locks; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: worker_read_write_locks; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: worker_read_write_locks_mode; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Name: account_data_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.account_data_sequence', 4, true);


--
-- Name: application_services_txn_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.application_services_txn_id_seq', 1, false);


--
-- Name: cache_invalidation_stream_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.cache_invalidation_stream_seq', 44, true);


--
-- Name: device_inbox_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.device_inbox_sequence', 1, true);


--
-- Name: device_lists_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.device_lists_sequence', 7, true);


--
-- Name: e2e_cross_signing_keys_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.e2e_cross_signing_keys_sequence', 1, true);


--
-- Name: event_auth_chain_id; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.event_auth_chain_id', 30, true);


--
-- Name: events_backfill_stream_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.events_backfill_stream_seq', 1, true);


--
-- Name: events_stream_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.events_stream_seq', 70, true);


--
-- Name: instance_map_instance_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.instance_map_instance_id_seq', 1, false);


--
-- Name: presence_stream_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.presence_stream_sequence', 1, true);


--
-- Name: profile_updates_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.profile_updates_sequence', 1, true);


--
-- Name: push_rules_stream_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.push_rules_stream_sequence', 2, true);


--
-- Name: pushers_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.pushers_sequence', 1, true);


--
-- Name: quarantined_media_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.quarantined_media_id_seq', 1, true);


--
-- Name: receipts_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.receipts_sequence', 7, true);


--
-- Name: sliding_sync_connection_positions_connection_position_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sliding_sync_connection_positions_connection_position_seq', 1, false);


--
-- Name: sliding_sync_connection_required_state_required_state_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sliding_sync_connection_required_state_required_state_id_seq', 1, false);


--
-- Name: sliding_sync_connections_connection_key_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sliding_sync_connections_connection_key_seq', 1, false);


--
-- Name: state_group_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.state_group_id_seq', 42, true);


--
-- Name: state_groups_pending_deletion_sequence_number_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.state_groups_pending_deletion_sequence_number_seq', 1, false);


--
-- Name: sticky_events_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sticky_events_sequence', 1, true);


--
-- Name: thread_subscriptions_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.thread_subscriptions_sequence', 2, true);


--
-- Name: un_partial_stated_event_stream_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.un_partial_stated_event_stream_sequence', 1, true);


--
-- Name: un_partial_stated_room_stream_sequence; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.un_partial_stated_room_stream_sequence', 1, true);


--
-- Name: user_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.user_id_seq', 1, false);


--
-- Name: access_tokens access_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_pkey PRIMARY KEY (id);


--
-- Name: access_tokens access_tokens_token_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_token_key UNIQUE (token);


--
-- Name: account_data account_data_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_data
    ADD CONSTRAINT account_data_uniqueness UNIQUE (user_id, account_data_type);


--
-- Name: account_validity account_validity_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_validity
    ADD CONSTRAINT account_validity_pkey PRIMARY KEY (user_id);


--
-- Name: application_services_state application_services_state_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.application_services_state
    ADD CONSTRAINT application_services_state_pkey PRIMARY KEY (as_id);


--
-- Name: application_services_txns application_services_txns_as_id_txn_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.application_services_txns
    ADD CONSTRAINT application_services_txns_as_id_txn_id_key UNIQUE (as_id, txn_id);


--
-- Name: applied_module_schemas applied_module_schemas_module_name_file_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applied_module_schemas
    ADD CONSTRAINT applied_module_schemas_module_name_file_key UNIQUE (module_name, file);


--
-- Name: applied_schema_deltas applied_schema_deltas_version_file_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applied_schema_deltas
    ADD CONSTRAINT applied_schema_deltas_version_file_key UNIQUE (version, file);


--
-- Name: appservice_stream_position appservice_stream_position_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.appservice_stream_position
    ADD CONSTRAINT appservice_stream_position_lock_key UNIQUE (lock);


--
-- Name: background_updates background_updates_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.background_updates
    ADD CONSTRAINT background_updates_uniqueness UNIQUE (update_name);


--
-- Name: current_state_events current_state_events_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.current_state_events
    ADD CONSTRAINT current_state_events_event_id_key UNIQUE (event_id);


--
-- Name: current_state_events current_state_events_room_id_type_state_key_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.current_state_events
    ADD CONSTRAINT current_state_events_room_id_type_state_key_key UNIQUE (room_id, type, state_key);


--
-- Name: dehydrated_devices dehydrated_devices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dehydrated_devices
    ADD CONSTRAINT dehydrated_devices_pkey PRIMARY KEY (user_id);


--
-- Name: delayed_events delayed_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.delayed_events
    ADD CONSTRAINT delayed_events_pkey PRIMARY KEY (user_localpart, delay_id);


--
-- Name: delayed_events_stream_pos delayed_events_stream_pos_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.delayed_events_stream_pos
    ADD CONSTRAINT delayed_events_stream_pos_lock_key UNIQUE (lock);


--
-- Name: destination_rooms destination_rooms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.destination_rooms
    ADD CONSTRAINT destination_rooms_pkey PRIMARY KEY (destination, room_id);


--
-- Name: destination_rooms_sticky_events_backlog destination_rooms_sticky_events_backlog_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.destination_rooms_sticky_events_backlog
    ADD CONSTRAINT destination_rooms_sticky_events_backlog_pkey PRIMARY KEY (destination, room_id);


--
-- Name: destinations destinations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.destinations
    ADD CONSTRAINT destinations_pkey PRIMARY KEY (destination);


--
-- Name: device_lists_changes_converted_stream_position device_lists_changes_converted_stream_position_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.device_lists_changes_converted_stream_position
    ADD CONSTRAINT device_lists_changes_converted_stream_position_lock_key UNIQUE (lock);


--
-- Name: device_lists_changes_in_room_max_pruned_stream_id device_lists_changes_in_room_max_pruned_stream_id_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.device_lists_changes_in_room_max_pruned_stream_id
    ADD CONSTRAINT device_lists_changes_in_room_max_pruned_stream_id_lock_key UNIQUE (lock);


--
-- Name: device_lists_remote_pending device_lists_remote_pending_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.device_lists_remote_pending
    ADD CONSTRAINT device_lists_remote_pending_pkey PRIMARY KEY (stream_id);


--
-- Name: devices device_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.devices
    ADD CONSTRAINT device_uniqueness UNIQUE (user_id, device_id);


--
-- Name: e2e_device_keys_json e2e_device_keys_json_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.e2e_device_keys_json
    ADD CONSTRAINT e2e_device_keys_json_uniqueness UNIQUE (user_id, device_id);


--
-- Name: e2e_fallback_keys_json e2e_fallback_keys_json_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.e2e_fallback_keys_json
    ADD CONSTRAINT e2e_fallback_keys_json_uniqueness UNIQUE (user_id, device_id, algorithm);


--
-- Name: e2e_one_time_keys_json e2e_one_time_keys_json_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.e2e_one_time_keys_json
    ADD CONSTRAINT e2e_one_time_keys_json_uniqueness UNIQUE (user_id, device_id, algorithm, key_id);


--
-- Name: event_auth_chain_to_calculate event_auth_chain_to_calculate_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_auth_chain_to_calculate
    ADD CONSTRAINT event_auth_chain_to_calculate_pkey PRIMARY KEY (event_id);


--
-- Name: event_auth_chains event_auth_chains_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_auth_chains
    ADD CONSTRAINT event_auth_chains_pkey PRIMARY KEY (event_id);


--
-- Name: event_backward_extremities event_backward_extremities_event_id_room_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_backward_extremities
    ADD CONSTRAINT event_backward_extremities_event_id_room_id_key UNIQUE (event_id, room_id);


--
-- Name: event_expiry event_expiry_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_expiry
    ADD CONSTRAINT event_expiry_pkey PRIMARY KEY (event_id);


--
-- Name: event_failed_pull_attempts event_failed_pull_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_failed_pull_attempts
    ADD CONSTRAINT event_failed_pull_attempts_pkey PRIMARY KEY (room_id, event_id);


--
-- Name: event_forward_extremities event_forward_extremities_event_id_room_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_forward_extremities
    ADD CONSTRAINT event_forward_extremities_event_id_room_id_key UNIQUE (event_id, room_id);


--
-- Name: event_push_actions event_id_user_id_profile_tag_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_push_actions
    ADD CONSTRAINT event_id_user_id_profile_tag_uniqueness UNIQUE (room_id, event_id, user_id, profile_tag);


--
-- Name: event_json event_json_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_json
    ADD CONSTRAINT event_json_event_id_key UNIQUE (event_id);


--
-- Name: event_labels event_labels_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_labels
    ADD CONSTRAINT event_labels_pkey PRIMARY KEY (event_id, label);


--
-- Name: event_push_summary_last_receipt_stream_id event_push_summary_last_receipt_stream_id_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_push_summary_last_receipt_stream_id
    ADD CONSTRAINT event_push_summary_last_receipt_stream_id_lock_key UNIQUE (lock);


--
-- Name: event_push_summary_stream_ordering event_push_summary_stream_ordering_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_push_summary_stream_ordering
    ADD CONSTRAINT event_push_summary_stream_ordering_lock_key UNIQUE (lock);


--
-- Name: event_reports event_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_reports
    ADD CONSTRAINT event_reports_pkey PRIMARY KEY (id);


--
-- Name: event_to_state_groups event_to_state_groups_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_to_state_groups
    ADD CONSTRAINT event_to_state_groups_event_id_key UNIQUE (event_id);


--
-- Name: events events_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_event_id_key UNIQUE (event_id);


--
-- Name: ex_outlier_stream ex_outlier_stream_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ex_outlier_stream
    ADD CONSTRAINT ex_outlier_stream_pkey PRIMARY KEY (event_stream_ordering);


--
-- Name: instance_map instance_map_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.instance_map
    ADD CONSTRAINT instance_map_pkey PRIMARY KEY (instance_id);


--
-- Name: local_media_repository local_media_repository_media_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.local_media_repository
    ADD CONSTRAINT local_media_repository_media_id_key UNIQUE (media_id);


--
-- Name: login_tokens login_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_tokens
    ADD CONSTRAINT login_tokens_pkey PRIMARY KEY (token);


--
-- Name: user_threepids medium_address; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_threepids
    ADD CONSTRAINT medium_address UNIQUE (medium, address);


--
-- Name: msc4242_state_dag_forward_extremities msc4242_state_dag_forward_extremities_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.msc4242_state_dag_forward_extremities
    ADD CONSTRAINT msc4242_state_dag_forward_extremities_event_id_key UNIQUE (event_id);


--
-- Name: open_id_tokens open_id_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.open_id_tokens
    ADD CONSTRAINT open_id_tokens_pkey PRIMARY KEY (token);


--
-- Name: partial_state_events partial_state_events_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partial_state_events
    ADD CONSTRAINT partial_state_events_event_id_key UNIQUE (event_id);


--
-- Name: partial_state_rooms partial_state_rooms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partial_state_rooms
    ADD CONSTRAINT partial_state_rooms_pkey PRIMARY KEY (room_id);


--
-- Name: partial_state_rooms_servers partial_state_rooms_servers_room_id_server_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partial_state_rooms_servers
    ADD CONSTRAINT partial_state_rooms_servers_room_id_server_name_key UNIQUE (room_id, server_name);


--
-- Name: per_user_experimental_features per_user_experimental_features_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.per_user_experimental_features
    ADD CONSTRAINT per_user_experimental_features_pkey PRIMARY KEY (user_id, feature);


--
-- Name: profile_updates_per_user profile_updates_per_user_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profile_updates_per_user
    ADD CONSTRAINT profile_updates_per_user_pkey PRIMARY KEY (user_id, stream_id);


--
-- Name: profile_updates profile_updates_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profile_updates
    ADD CONSTRAINT profile_updates_pkey PRIMARY KEY (stream_id);


--
-- Name: profiles profiles_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_user_id_key UNIQUE (user_id);


--
-- Name: push_rules_enable push_rules_enable_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_rules_enable
    ADD CONSTRAINT push_rules_enable_pkey PRIMARY KEY (id);


--
-- Name: push_rules_enable push_rules_enable_user_name_rule_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_rules_enable
    ADD CONSTRAINT push_rules_enable_user_name_rule_id_key UNIQUE (user_name, rule_id);


--
-- Name: push_rules push_rules_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_rules
    ADD CONSTRAINT push_rules_pkey PRIMARY KEY (id);


--
-- Name: push_rules push_rules_user_name_rule_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_rules
    ADD CONSTRAINT push_rules_user_name_rule_id_key UNIQUE (user_name, rule_id);


--
-- Name: pusher_throttle pusher_throttle_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pusher_throttle
    ADD CONSTRAINT pusher_throttle_pkey PRIMARY KEY (pusher, room_id);


--
-- Name: pushers pushers2_app_id_pushkey_user_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pushers
    ADD CONSTRAINT pushers2_app_id_pushkey_user_name_key UNIQUE (app_id, pushkey, user_name);


--
-- Name: pushers pushers2_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.pushers
    ADD CONSTRAINT pushers2_pkey PRIMARY KEY (id);


--
-- Name: quarantined_media_changes quarantined_media_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quarantined_media_changes
    ADD CONSTRAINT quarantined_media_changes_pkey PRIMARY KEY (stream_id);


--
-- Name: receipts_graph receipts_graph_uniqueness_thread; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.receipts_graph
    ADD CONSTRAINT receipts_graph_uniqueness_thread UNIQUE (room_id, receipt_type, user_id, thread_id);


--
-- Name: receipts_linearized receipts_linearized_uniqueness_thread; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.receipts_linearized
    ADD CONSTRAINT receipts_linearized_uniqueness_thread UNIQUE (room_id, receipt_type, user_id, thread_id);


--
-- Name: received_transactions received_transactions_transaction_id_origin_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.received_transactions
    ADD CONSTRAINT received_transactions_transaction_id_origin_key UNIQUE (transaction_id, origin);


--
-- Name: redactions redactions_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.redactions
    ADD CONSTRAINT redactions_event_id_key UNIQUE (event_id);


--
-- Name: refresh_tokens refresh_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);


--
-- Name: refresh_tokens refresh_tokens_token_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_token_key UNIQUE (token);


--
-- Name: registration_tokens registration_tokens_token_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.registration_tokens
    ADD CONSTRAINT registration_tokens_token_key UNIQUE (token);


--
-- Name: rejections rejections_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rejections
    ADD CONSTRAINT rejections_event_id_key UNIQUE (event_id);


--
-- Name: remote_media_cache remote_media_cache_media_origin_media_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.remote_media_cache
    ADD CONSTRAINT remote_media_cache_media_origin_media_id_key UNIQUE (media_origin, media_id);


--
-- Name: room_account_data room_account_data_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_account_data
    ADD CONSTRAINT room_account_data_uniqueness UNIQUE (user_id, room_id, account_data_type);


--
-- Name: room_aliases room_aliases_room_alias_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_aliases
    ADD CONSTRAINT room_aliases_room_alias_key UNIQUE (room_alias);


--
-- Name: room_ban_redactions room_ban_redaction_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_ban_redactions
    ADD CONSTRAINT room_ban_redaction_uniqueness UNIQUE (room_id, user_id);


--
-- Name: room_depth room_depth_room_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_depth
    ADD CONSTRAINT room_depth_room_id_key UNIQUE (room_id);


--
-- Name: room_forgetter_stream_pos room_forgetter_stream_pos_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_forgetter_stream_pos
    ADD CONSTRAINT room_forgetter_stream_pos_lock_key UNIQUE (lock);


--
-- Name: room_memberships room_memberships_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_memberships
    ADD CONSTRAINT room_memberships_event_id_key UNIQUE (event_id);


--
-- Name: room_reports room_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_reports
    ADD CONSTRAINT room_reports_pkey PRIMARY KEY (id);


--
-- Name: room_retention room_retention_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_retention
    ADD CONSTRAINT room_retention_pkey PRIMARY KEY (room_id, event_id);


--
-- Name: room_stats_current room_stats_current_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_stats_current
    ADD CONSTRAINT room_stats_current_pkey PRIMARY KEY (room_id);


--
-- Name: room_tags_revisions room_tag_revisions_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_tags_revisions
    ADD CONSTRAINT room_tag_revisions_uniqueness UNIQUE (user_id, room_id);


--
-- Name: room_tags room_tag_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_tags
    ADD CONSTRAINT room_tag_uniqueness UNIQUE (user_id, room_id, tag);


--
-- Name: rooms rooms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rooms
    ADD CONSTRAINT rooms_pkey PRIMARY KEY (room_id);


--
-- Name: scheduled_tasks scheduled_tasks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.scheduled_tasks
    ADD CONSTRAINT scheduled_tasks_pkey PRIMARY KEY (id);


--
-- Name: schema_compat_version schema_compat_version_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_compat_version
    ADD CONSTRAINT schema_compat_version_lock_key UNIQUE (lock);


--
-- Name: schema_version schema_version_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_version
    ADD CONSTRAINT schema_version_lock_key UNIQUE (lock);


--
-- Name: server_keys_json server_keys_json_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.server_keys_json
    ADD CONSTRAINT server_keys_json_uniqueness UNIQUE (server_name, key_id, from_server);


--
-- Name: server_signature_keys server_signature_keys_server_name_key_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.server_signature_keys
    ADD CONSTRAINT server_signature_keys_server_name_key_id_key UNIQUE (server_name, key_id);


--
-- Name: sessions sessions_session_type_session_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_session_type_session_id_key UNIQUE (session_type, session_id);


--
-- Name: sliding_sync_connection_positions sliding_sync_connection_positions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_positions
    ADD CONSTRAINT sliding_sync_connection_positions_pkey PRIMARY KEY (connection_position);


--
-- Name: sliding_sync_connection_required_state sliding_sync_connection_required_state_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_required_state
    ADD CONSTRAINT sliding_sync_connection_required_state_pkey PRIMARY KEY (required_state_id);


--
-- Name: sliding_sync_connections sliding_sync_connections_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connections
    ADD CONSTRAINT sliding_sync_connections_pkey PRIMARY KEY (connection_key);


--
-- Name: sliding_sync_joined_rooms sliding_sync_joined_rooms_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_joined_rooms
    ADD CONSTRAINT sliding_sync_joined_rooms_pkey PRIMARY KEY (room_id);


--
-- Name: sliding_sync_joined_rooms_to_recalculate sliding_sync_joined_rooms_to_recalculate_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_joined_rooms_to_recalculate
    ADD CONSTRAINT sliding_sync_joined_rooms_to_recalculate_pkey PRIMARY KEY (room_id);


--
-- Name: sliding_sync_membership_snapshots sliding_sync_membership_snapshots_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_membership_snapshots
    ADD CONSTRAINT sliding_sync_membership_snapshots_pkey PRIMARY KEY (room_id, user_id);


--
-- Name: state_events state_events_event_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_events
    ADD CONSTRAINT state_events_event_id_key UNIQUE (event_id);


--
-- Name: state_groups_pending_deletion state_groups_pending_deletion_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_groups_pending_deletion
    ADD CONSTRAINT state_groups_pending_deletion_pkey PRIMARY KEY (sequence_number);


--
-- Name: state_groups_persisting state_groups_persisting_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_groups_persisting
    ADD CONSTRAINT state_groups_persisting_pkey PRIMARY KEY (state_group, instance_name);


--
-- Name: state_groups state_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_groups
    ADD CONSTRAINT state_groups_pkey PRIMARY KEY (id);


--
-- Name: stats_incremental_position stats_incremental_position_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.stats_incremental_position
    ADD CONSTRAINT stats_incremental_position_lock_key UNIQUE (lock);


--
-- Name: sticky_events sticky_events_event_stream_ordering_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sticky_events
    ADD CONSTRAINT sticky_events_event_stream_ordering_key UNIQUE (event_stream_ordering);


--
-- Name: sticky_events sticky_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sticky_events
    ADD CONSTRAINT sticky_events_pkey PRIMARY KEY (stream_id);


--
-- Name: thread_subscriptions thread_subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_pkey PRIMARY KEY (stream_id);


--
-- Name: thread_subscriptions thread_subscriptions_room_id_event_id_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_room_id_event_id_user_id_key UNIQUE (room_id, event_id, user_id);


--
-- Name: threads threads_uniqueness; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.threads
    ADD CONSTRAINT threads_uniqueness UNIQUE (room_id, thread_id);


--
-- Name: threepid_validation_session threepid_validation_session_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.threepid_validation_session
    ADD CONSTRAINT threepid_validation_session_pkey PRIMARY KEY (session_id);


--
-- Name: threepid_validation_token threepid_validation_token_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.threepid_validation_token
    ADD CONSTRAINT threepid_validation_token_pkey PRIMARY KEY (token);


--
-- Name: ui_auth_sessions_credentials ui_auth_sessions_credentials_session_id_stage_type_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ui_auth_sessions_credentials
    ADD CONSTRAINT ui_auth_sessions_credentials_session_id_stage_type_key UNIQUE (session_id, stage_type);


--
-- Name: ui_auth_sessions_ips ui_auth_sessions_ips_session_id_ip_user_agent_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ui_auth_sessions_ips
    ADD CONSTRAINT ui_auth_sessions_ips_session_id_ip_user_agent_key UNIQUE (session_id, ip, user_agent);


--
-- Name: ui_auth_sessions ui_auth_sessions_session_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ui_auth_sessions
    ADD CONSTRAINT ui_auth_sessions_session_id_key UNIQUE (session_id);


--
-- Name: un_partial_stated_event_stream un_partial_stated_event_stream_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.un_partial_stated_event_stream
    ADD CONSTRAINT un_partial_stated_event_stream_pkey PRIMARY KEY (stream_id);


--
-- Name: un_partial_stated_room_stream un_partial_stated_room_stream_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.un_partial_stated_room_stream
    ADD CONSTRAINT un_partial_stated_room_stream_pkey PRIMARY KEY (stream_id);


--
-- Name: user_directory_stale_remote_users user_directory_stale_remote_users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_directory_stale_remote_users
    ADD CONSTRAINT user_directory_stale_remote_users_pkey PRIMARY KEY (user_id);


--
-- Name: user_directory_stream_pos user_directory_stream_pos_lock_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_directory_stream_pos
    ADD CONSTRAINT user_directory_stream_pos_lock_key UNIQUE (lock);


--
-- Name: user_external_ids user_external_ids_auth_provider_external_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_external_ids
    ADD CONSTRAINT user_external_ids_auth_provider_external_id_key UNIQUE (auth_provider, external_id);


--
-- Name: user_reports user_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_reports
    ADD CONSTRAINT user_reports_pkey PRIMARY KEY (id);


--
-- Name: user_stats_current user_stats_current_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_stats_current
    ADD CONSTRAINT user_stats_current_pkey PRIMARY KEY (user_id);


--
-- Name: users users_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_name_key UNIQUE (name);


--
-- Name: users_to_send_full_presence_to users_to_send_full_presence_to_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users_to_send_full_presence_to
    ADD CONSTRAINT users_to_send_full_presence_to_pkey PRIMARY KEY (user_id);


--
-- Name: access_tokens_device_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX access_tokens_device_id ON public.access_tokens USING btree (user_id, device_id);


--
-- Name: access_tokens_refresh_token_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX access_tokens_refresh_token_id_idx ON public.access_tokens USING btree (refresh_token_id);


--
-- Name: account_data_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX account_data_stream_id ON public.account_data USING btree (user_id, stream_id);


--
-- Name: application_services_txns_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX application_services_txns_id ON public.application_services_txns USING btree (as_id);


--
-- Name: appservice_room_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX appservice_room_list_idx ON public.appservice_room_list USING btree (appservice_id, network_id, room_id);


--
-- Name: blocked_rooms_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX blocked_rooms_idx ON public.blocked_rooms USING btree (room_id);


--
-- Name: cache_invalidation_stream_by_instance_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX cache_invalidation_stream_by_instance_id ON public.cache_invalidation_stream_by_instance USING btree (stream_id);


--
-- Name: cache_invalidation_stream_by_instance_instance_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cache_invalidation_stream_by_instance_instance_index ON public.cache_invalidation_stream_by_instance USING btree (instance_name, stream_id);


--
-- Name: current_state_delta_stream_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX current_state_delta_stream_idx ON public.current_state_delta_stream USING btree (stream_id);


--
-- Name: current_state_delta_stream_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX current_state_delta_stream_room_idx ON public.current_state_delta_stream USING btree (room_id, stream_id);


--
-- Name: current_state_events_member_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX current_state_events_member_index ON public.current_state_events USING btree (state_key) WHERE (type = 'm.room.member'::text);


--
-- Name: current_state_events_members_room_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX current_state_events_members_room_index ON public.current_state_events USING btree (room_id, membership) WHERE (type = 'm.room.member'::text);


--
-- Name: current_state_events_stream_ordering_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX current_state_events_stream_ordering_idx ON public.current_state_events USING btree (event_stream_ordering);


--
-- Name: delayed_events_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX delayed_events_idx ON public.delayed_events USING btree (delay_id);


--
-- Name: delayed_events_is_processed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX delayed_events_is_processed ON public.delayed_events USING btree (is_processed);


--
-- Name: delayed_events_room_state_event_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX delayed_events_room_state_event_idx ON public.delayed_events USING btree (room_id, event_type, state_key) WHERE (state_key IS NOT NULL);


--
-- Name: delayed_events_send_ts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX delayed_events_send_ts ON public.delayed_events USING btree (send_ts);


--
-- Name: deleted_pushers_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX deleted_pushers_stream_id ON public.deleted_pushers USING btree (stream_id);


--
-- Name: destination_rooms_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX destination_rooms_room_id ON public.destination_rooms USING btree (room_id);


--
-- Name: destination_rooms_sticky_events_backlog_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX destination_rooms_sticky_events_backlog_room_id ON public.destination_rooms_sticky_events_backlog USING btree (room_id);


--
-- Name: device_auth_providers_devices; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_auth_providers_devices ON public.device_auth_providers USING btree (user_id, device_id);


--
-- Name: device_auth_providers_sessions; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_auth_providers_sessions ON public.device_auth_providers USING btree (auth_provider_id, auth_provider_session_id);


--
-- Name: device_federation_inbox_received_ts_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_federation_inbox_received_ts_index ON public.device_federation_inbox USING btree (received_ts);


--
-- Name: device_federation_inbox_sender_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_federation_inbox_sender_id ON public.device_federation_inbox USING btree (origin, message_id);


--
-- Name: device_federation_outbox_destination_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_federation_outbox_destination_id ON public.device_federation_outbox USING btree (destination, stream_id);


--
-- Name: device_federation_outbox_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_federation_outbox_id ON public.device_federation_outbox USING btree (stream_id);


--
-- Name: device_inbox_stream_id_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_inbox_stream_id_user_id ON public.device_inbox USING btree (stream_id, user_id);


--
-- Name: device_inbox_user_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_inbox_user_stream_id ON public.device_inbox USING btree (user_id, device_id, stream_id);


--
-- Name: device_lists_changes_in_room_by_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_changes_in_room_by_room_idx ON public.device_lists_changes_in_room USING btree (room_id, stream_id);


--
-- Name: device_lists_changes_in_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX device_lists_changes_in_stream_id ON public.device_lists_changes_in_room USING btree (stream_id, room_id);


--
-- Name: device_lists_changes_in_stream_id_unconverted; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_changes_in_stream_id_unconverted ON public.device_lists_changes_in_room USING btree (stream_id) WHERE (NOT converted_to_destinations);


--
-- Name: device_lists_outbound_last_success_unique_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX device_lists_outbound_last_success_unique_idx ON public.device_lists_outbound_last_success USING btree (destination, user_id);


--
-- Name: device_lists_outbound_pokes_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_outbound_pokes_id ON public.device_lists_outbound_pokes USING btree (destination, stream_id);


--
-- Name: device_lists_outbound_pokes_stream; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_outbound_pokes_stream ON public.device_lists_outbound_pokes USING btree (stream_id);


--
-- Name: device_lists_outbound_pokes_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_outbound_pokes_user ON public.device_lists_outbound_pokes USING btree (destination, user_id);


--
-- Name: device_lists_remote_cache_unique_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX device_lists_remote_cache_unique_id ON public.device_lists_remote_cache USING btree (user_id, device_id);


--
-- Name: device_lists_remote_extremeties_unique_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX device_lists_remote_extremeties_unique_idx ON public.device_lists_remote_extremeties USING btree (user_id);


--
-- Name: device_lists_remote_pending_user_device_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX device_lists_remote_pending_user_device_id ON public.device_lists_remote_pending USING btree (user_id, device_id);


--
-- Name: device_lists_remote_resync_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX device_lists_remote_resync_idx ON public.device_lists_remote_resync USING btree (user_id);


--
-- Name: device_lists_remote_resync_ts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_remote_resync_ts_idx ON public.device_lists_remote_resync USING btree (added_ts);


--
-- Name: device_lists_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_stream_id ON public.device_lists_stream USING btree (stream_id, user_id);


--
-- Name: device_lists_stream_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_stream_user_id ON public.device_lists_stream USING btree (user_id, device_id);


--
-- Name: e2e_cross_signing_keys_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX e2e_cross_signing_keys_idx ON public.e2e_cross_signing_keys USING btree (user_id, keytype, stream_id);


--
-- Name: e2e_cross_signing_keys_stream_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX e2e_cross_signing_keys_stream_idx ON public.e2e_cross_signing_keys USING btree (stream_id);


--
-- Name: e2e_cross_signing_signatures2_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX e2e_cross_signing_signatures2_idx ON public.e2e_cross_signing_signatures USING btree (user_id, target_user_id, target_device_id);


--
-- Name: e2e_one_time_keys_json_user_id_device_id_algorithm_ts_added_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX e2e_one_time_keys_json_user_id_device_id_algorithm_ts_added_idx ON public.e2e_one_time_keys_json USING btree (user_id, device_id, algorithm, ts_added_ms);


--
-- Name: e2e_room_keys_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX e2e_room_keys_room_id ON public.e2e_room_keys USING btree (room_id);


--
-- Name: e2e_room_keys_versions_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX e2e_room_keys_versions_idx ON public.e2e_room_keys_versions USING btree (user_id, version);


--
-- Name: e2e_room_keys_with_version_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX e2e_room_keys_with_version_idx ON public.e2e_room_keys USING btree (user_id, version, room_id, session_id);


--
-- Name: erased_users_user; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX erased_users_user ON public.erased_users USING btree (user_id);


--
-- Name: ev_b_extrem_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ev_b_extrem_id ON public.event_backward_extremities USING btree (event_id);


--
-- Name: ev_b_extrem_room; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ev_b_extrem_room ON public.event_backward_extremities USING btree (room_id);


--
-- Name: ev_edges_prev_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ev_edges_prev_id ON public.event_edges USING btree (prev_event_id);


--
-- Name: ev_extrem_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ev_extrem_id ON public.event_forward_extremities USING btree (event_id);


--
-- Name: ev_extrem_room; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ev_extrem_room ON public.event_forward_extremities USING btree (room_id);


--
-- Name: evauth_edges_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX evauth_edges_id ON public.event_auth USING btree (event_id);


--
-- Name: event_auth_chain_links_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_auth_chain_links_idx ON public.event_auth_chain_links USING btree (origin_chain_id, target_chain_id);


--
-- Name: event_auth_chain_links_origin_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_auth_chain_links_origin_index ON public.event_auth_chain_links USING btree (origin_chain_id, origin_sequence_number);


--
-- Name: event_auth_chain_to_calculate_rm_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_auth_chain_to_calculate_rm_id ON public.event_auth_chain_to_calculate USING btree (room_id);


--
-- Name: event_auth_chains_c_seq_index; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX event_auth_chains_c_seq_index ON public.event_auth_chains USING btree (chain_id, sequence_number);


--
-- Name: event_contains_url_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_contains_url_index ON public.events USING btree (room_id, topological_ordering, stream_ordering) WHERE ((contains_url = true) AND (outlier = false));


--
-- Name: event_edges_event_id_prev_event_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX event_edges_event_id_prev_event_id_idx ON public.event_edges USING btree (event_id, prev_event_id);


--
-- Name: event_expiry_expiry_ts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_expiry_expiry_ts_idx ON public.event_expiry USING btree (expiry_ts);


--
-- Name: event_failed_pull_attempts_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_failed_pull_attempts_room_id ON public.event_failed_pull_attempts USING btree (room_id);


--
-- Name: event_labels_room_id_label_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_labels_room_id_label_idx ON public.event_labels USING btree (room_id, label, topological_ordering);


--
-- Name: event_push_actions_highlights_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_push_actions_highlights_index ON public.event_push_actions USING btree (user_id, room_id, topological_ordering, stream_ordering) WHERE (highlight = 1);


--
-- Name: event_push_actions_rm_tokens; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_push_actions_rm_tokens ON public.event_push_actions USING btree (user_id, room_id, topological_ordering, stream_ordering);


--
-- Name: event_push_actions_room_id_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_push_actions_room_id_user_id ON public.event_push_actions USING btree (room_id, user_id);


--
-- Name: event_push_actions_staging_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_push_actions_staging_id ON public.event_push_actions_staging USING btree (event_id);


--
-- Name: event_push_actions_stream_highlight_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_push_actions_stream_highlight_index ON public.event_push_actions USING btree (highlight, stream_ordering) WHERE (highlight = 0);


--
-- Name: event_push_actions_stream_ordering; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_push_actions_stream_ordering ON public.event_push_actions USING btree (stream_ordering, user_id);


--
-- Name: event_push_actions_u_highlight; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_push_actions_u_highlight ON public.event_push_actions USING btree (user_id, stream_ordering);


--
-- Name: event_push_summary_index_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_push_summary_index_room_id ON public.event_push_summary USING btree (room_id);


--
-- Name: event_push_summary_unique_index2; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX event_push_summary_unique_index2 ON public.event_push_summary USING btree (user_id, room_id, thread_id);


--
-- Name: event_relations_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX event_relations_id ON public.event_relations USING btree (event_id);


--
-- Name: event_relations_relates; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_relations_relates ON public.event_relations USING btree (relates_to_id, relation_type, aggregation_key);


--
-- Name: event_search_ev_ridx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_search_ev_ridx ON public.event_search USING btree (room_id);


--
-- Name: event_search_event_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX event_search_event_id_idx ON public.event_search USING btree (event_id);


--
-- Name: event_search_fts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_search_fts_idx ON public.event_search USING gin (vector);


--
-- Name: event_to_state_groups_sg_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_to_state_groups_sg_index ON public.event_to_state_groups USING btree (state_group);


--
-- Name: event_txn_id_device_id_event_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX event_txn_id_device_id_event_id ON public.event_txn_id_device_id USING btree (event_id);


--
-- Name: event_txn_id_device_id_ts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_txn_id_device_id_ts ON public.event_txn_id_device_id USING btree (inserted_ts);


--
-- Name: event_txn_id_device_id_txn_id2; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX event_txn_id_device_id_txn_id2 ON public.event_txn_id_device_id USING btree (user_id, device_id, room_id, txn_id);


--
-- Name: events_jump_to_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_jump_to_date_idx ON public.events USING btree (room_id, origin_server_ts) WHERE (NOT outlier);


--
-- Name: events_order_room; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_order_room ON public.events USING btree (room_id, topological_ordering, stream_ordering);


--
-- Name: events_room_stream; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_room_stream ON public.events USING btree (room_id, stream_ordering);


--
-- Name: events_stream_ordering; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX events_stream_ordering ON public.events USING btree (stream_ordering);


--
-- Name: events_ts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_ts ON public.events USING btree (origin_server_ts, stream_ordering);


--
-- Name: federation_inbound_events_staging_instance_event; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX federation_inbound_events_staging_instance_event ON public.federation_inbound_events_staging USING btree (origin, event_id);


--
-- Name: federation_inbound_events_staging_room; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX federation_inbound_events_staging_room ON public.federation_inbound_events_staging USING btree (room_id, received_ts);


--
-- Name: federation_stream_position_instance; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX federation_stream_position_instance ON public.federation_stream_position USING btree (type, instance_name);


--
-- Name: full_users_unique_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX full_users_unique_idx ON public.user_filters USING btree (full_user_id, filter_id);


--
-- Name: ignored_users_ignored_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ignored_users_ignored_user_id ON public.ignored_users USING btree (ignored_user_id);


--
-- Name: ignored_users_uniqueness; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX ignored_users_uniqueness ON public.ignored_users USING btree (ignorer_user_id, ignored_user_id);


--
-- Name: instance_map_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX instance_map_idx ON public.instance_map USING btree (instance_name);


--
-- Name: local_current_membership_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX local_current_membership_idx ON public.local_current_membership USING btree (user_id, room_id);


--
-- Name: local_current_membership_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX local_current_membership_room_idx ON public.local_current_membership USING btree (room_id);


--
-- Name: local_current_membership_stream_ordering_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX local_current_membership_stream_ordering_idx ON public.local_current_membership USING btree (event_stream_ordering);


--
-- Name: local_media_repository_sha256; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX local_media_repository_sha256 ON public.local_media_repository USING btree (sha256) WHERE (sha256 IS NOT NULL);


--
-- Name: local_media_repository_thumbn_media_id_width_height_method_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX local_media_repository_thumbn_media_id_width_height_method_key ON public.local_media_repository_thumbnails USING btree (media_id, thumbnail_width, thumbnail_height, thumbnail_type, thumbnail_method);


--
-- Name: local_media_repository_thumbnails_media_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX local_media_repository_thumbnails_media_id ON public.local_media_repository_thumbnails USING btree (media_id);


--
-- Name: local_media_repository_url_cache_by_url_download_ts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX local_media_repository_url_cache_by_url_download_ts ON public.local_media_repository_url_cache USING btree (url, download_ts);


--
-- Name: local_media_repository_url_cache_expires_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX local_media_repository_url_cache_expires_idx ON public.local_media_repository_url_cache USING btree (expires_ts);


--
-- Name: local_media_repository_url_cache_media_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX local_media_repository_url_cache_media_idx ON public.local_media_repository_url_cache USING btree (media_id);


--
-- Name: local_media_repository_url_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX local_media_repository_url_idx ON public.local_media_repository USING btree (created_ts) WHERE (url_cache IS NOT NULL);


--
-- Name: login_tokens_auth_provider_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_tokens_auth_provider_idx ON public.login_tokens USING btree (auth_provider_id, auth_provider_session_id);


--
-- Name: login_tokens_expiry_time_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_tokens_expiry_time_idx ON public.login_tokens USING btree (expiry_ts);


--
-- Name: monthly_active_users_time_stamp; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX monthly_active_users_time_stamp ON public.monthly_active_users USING btree ("timestamp");


--
-- Name: monthly_active_users_users; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX monthly_active_users_users ON public.monthly_active_users USING btree (user_id);


--
-- Name: msc4242_state_dag_edges_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX msc4242_state_dag_edges_key ON public.msc4242_state_dag_edges USING btree (room_id, event_id, prev_state_event_id);


--
-- Name: msc4242_state_dag_room; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX msc4242_state_dag_room ON public.msc4242_state_dag_forward_extremities USING btree (room_id);


--
-- Name: open_id_tokens_ts_valid_until_ms; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX open_id_tokens_ts_valid_until_ms ON public.open_id_tokens USING btree (ts_valid_until_ms);


--
-- Name: partial_state_events_room_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX partial_state_events_room_id_idx ON public.partial_state_events USING btree (room_id);


--
-- Name: presence_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX presence_stream_id ON public.presence_stream USING btree (stream_id, user_id);


--
-- Name: presence_stream_state_not_offline_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX presence_stream_state_not_offline_idx ON public.presence_stream USING btree (state) WHERE (state <> 'offline'::text);


--
-- Name: presence_stream_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX presence_stream_user_id ON public.presence_stream USING btree (user_id);


--
-- Name: profile_updates_by_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profile_updates_by_user ON public.profile_updates USING btree (user_id, stream_id);


--
-- Name: profiles_full_user_id_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX profiles_full_user_id_key ON public.profiles USING btree (full_user_id);


--
-- Name: public_room_index; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX public_room_index ON public.rooms USING btree (is_public);


--
-- Name: push_rules_enable_user_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_rules_enable_user_name ON public.push_rules_enable USING btree (user_name);


--
-- Name: push_rules_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_rules_stream_id ON public.push_rules_stream USING btree (stream_id);


--
-- Name: push_rules_stream_user_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_rules_stream_user_stream_id ON public.push_rules_stream USING btree (user_id, stream_id);


--
-- Name: push_rules_user_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_rules_user_name ON public.push_rules USING btree (user_name);


--
-- Name: ratelimit_override_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX ratelimit_override_idx ON public.ratelimit_override USING btree (user_id);


--
-- Name: receipts_graph_unique_index; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX receipts_graph_unique_index ON public.receipts_graph USING btree (room_id, receipt_type, user_id) WHERE (thread_id IS NULL);


--
-- Name: receipts_linearized_event_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX receipts_linearized_event_id ON public.receipts_linearized USING btree (room_id, event_id);


--
-- Name: receipts_linearized_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX receipts_linearized_id ON public.receipts_linearized USING btree (stream_id);


--
-- Name: receipts_linearized_room_stream; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX receipts_linearized_room_stream ON public.receipts_linearized USING btree (room_id, stream_id);


--
-- Name: receipts_linearized_unique_index; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX receipts_linearized_unique_index ON public.receipts_linearized USING btree (room_id, receipt_type, user_id) WHERE (thread_id IS NULL);


--
-- Name: receipts_linearized_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX receipts_linearized_user ON public.receipts_linearized USING btree (user_id);


--
-- Name: received_transactions_ts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX received_transactions_ts ON public.received_transactions USING btree (ts);


--
-- Name: received_ts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX received_ts_idx ON public.events USING btree (received_ts) WHERE (type = 'm.room.member'::text);


--
-- Name: redactions_have_censored_ts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX redactions_have_censored_ts ON public.redactions USING btree (received_ts) WHERE (NOT have_censored);


--
-- Name: redactions_redacts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX redactions_redacts ON public.redactions USING btree (redacts);


--
-- Name: refresh_tokens_next_token_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX refresh_tokens_next_token_id ON public.refresh_tokens USING btree (next_token_id) WHERE (next_token_id IS NOT NULL);


--
-- Name: remote_media_cache_sha256; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX remote_media_cache_sha256 ON public.remote_media_cache USING btree (sha256) WHERE (sha256 IS NOT NULL);


--
-- Name: remote_media_repository_thumbn_media_origin_id_width_height_met; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX remote_media_repository_thumbn_media_origin_id_width_height_met ON public.remote_media_cache_thumbnails USING btree (media_origin, media_id, thumbnail_width, thumbnail_height, thumbnail_type, thumbnail_method);


--
-- Name: room_account_data_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_account_data_room_id ON public.room_account_data USING btree (room_id);


--
-- Name: room_account_data_stream_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_account_data_stream_id ON public.room_account_data USING btree (user_id, stream_id);


--
-- Name: room_alias_servers_alias; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_alias_servers_alias ON public.room_alias_servers USING btree (room_alias);


--
-- Name: room_aliases_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_aliases_id ON public.room_aliases USING btree (room_id);


--
-- Name: room_membership_user_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_membership_user_room_idx ON public.room_memberships USING btree (user_id, room_id);


--
-- Name: room_memberships_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_memberships_room_id ON public.room_memberships USING btree (room_id);


--
-- Name: room_memberships_stream_ordering_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_memberships_stream_ordering_idx ON public.room_memberships USING btree (event_stream_ordering);


--
-- Name: room_memberships_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_memberships_user_id ON public.room_memberships USING btree (user_id);


--
-- Name: room_memberships_user_room_forgotten; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_memberships_user_room_forgotten ON public.room_memberships USING btree (user_id, room_id) WHERE (forgotten = 1);


--
-- Name: room_retention_max_lifetime_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX room_retention_max_lifetime_idx ON public.room_retention USING btree (max_lifetime);


--
-- Name: room_stats_earliest_token_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX room_stats_earliest_token_idx ON public.room_stats_earliest_token USING btree (room_id);


--
-- Name: room_stats_state_room; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX room_stats_state_room ON public.room_stats_state USING btree (room_id);


--
-- Name: scheduled_tasks_status; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX scheduled_tasks_status ON public.scheduled_tasks USING btree (status);


--
-- Name: scheduled_tasks_timestamp; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX scheduled_tasks_timestamp ON public.scheduled_tasks USING btree ("timestamp");


--
-- Name: sliding_sync_connection_lazy_members_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX sliding_sync_connection_lazy_members_idx ON public.sliding_sync_connection_lazy_members USING btree (connection_key, room_id, user_id);


--
-- Name: sliding_sync_connection_lazy_members_pos_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_connection_lazy_members_pos_idx ON public.sliding_sync_connection_lazy_members USING btree (connection_key, connection_position) WHERE (connection_position IS NOT NULL);


--
-- Name: sliding_sync_connection_positions_key; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_connection_positions_key ON public.sliding_sync_connection_positions USING btree (connection_key);


--
-- Name: sliding_sync_connection_positions_ts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_connection_positions_ts_idx ON public.sliding_sync_connection_positions USING btree (created_ts);


--
-- Name: sliding_sync_connection_required_state_conn_pos; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_connection_required_state_conn_pos ON public.sliding_sync_connection_required_state USING btree (connection_key);


--
-- Name: sliding_sync_connection_room_configs_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX sliding_sync_connection_room_configs_idx ON public.sliding_sync_connection_room_configs USING btree (connection_position, room_id);


--
-- Name: sliding_sync_connection_room_configs_required_state_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_connection_room_configs_required_state_id_idx ON public.sliding_sync_connection_room_configs USING btree (required_state_id);


--
-- Name: sliding_sync_connection_streams_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX sliding_sync_connection_streams_idx ON public.sliding_sync_connection_streams USING btree (connection_position, room_id, stream);


--
-- Name: sliding_sync_connections_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_connections_idx ON public.sliding_sync_connections USING btree (user_id, effective_device_id, conn_id);


--
-- Name: sliding_sync_connections_ts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_connections_ts_idx ON public.sliding_sync_connections USING btree (created_ts);


--
-- Name: sliding_sync_joined_rooms_event_stream_ordering; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX sliding_sync_joined_rooms_event_stream_ordering ON public.sliding_sync_joined_rooms USING btree (event_stream_ordering);


--
-- Name: sliding_sync_membership_snapshots_event_stream_ordering; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX sliding_sync_membership_snapshots_event_stream_ordering ON public.sliding_sync_membership_snapshots USING btree (event_stream_ordering);


--
-- Name: sliding_sync_membership_snapshots_membership_event_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_membership_snapshots_membership_event_id_idx ON public.sliding_sync_membership_snapshots USING btree (membership_event_id);


--
-- Name: sliding_sync_membership_snapshots_user_id_stream_ordering; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sliding_sync_membership_snapshots_user_id_stream_ordering ON public.sliding_sync_membership_snapshots USING btree (user_id, event_stream_ordering);


--
-- Name: state_group_edges_prev_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX state_group_edges_prev_idx ON public.state_group_edges USING btree (prev_state_group);


--
-- Name: state_group_edges_unique_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX state_group_edges_unique_idx ON public.state_group_edges USING btree (state_group, prev_state_group);


--
-- Name: state_groups_pending_deletion_insertion_ts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX state_groups_pending_deletion_insertion_ts ON public.state_groups_pending_deletion USING btree (insertion_ts);


--
-- Name: state_groups_pending_deletion_state_group; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX state_groups_pending_deletion_state_group ON public.state_groups_pending_deletion USING btree (state_group);


--
-- Name: state_groups_persisting_instance_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX state_groups_persisting_instance_name ON public.state_groups_persisting USING btree (instance_name);


--
-- Name: state_groups_room_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX state_groups_room_id_idx ON public.state_groups USING btree (room_id);


--
-- Name: state_groups_state_type_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX state_groups_state_type_idx ON public.state_groups_state USING btree (state_group, type, state_key);


--
-- Name: sticky_events_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sticky_events_room_idx ON public.sticky_events USING btree (room_id, event_stream_ordering);


--
-- Name: stream_ordering_to_exterm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX stream_ordering_to_exterm_idx ON public.stream_ordering_to_exterm USING btree (stream_ordering);


--
-- Name: stream_ordering_to_exterm_rm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX stream_ordering_to_exterm_rm_idx ON public.stream_ordering_to_exterm USING btree (room_id, stream_ordering);


--
-- Name: stream_positions_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX stream_positions_idx ON public.stream_positions USING btree (stream_name, instance_name);


--
-- Name: thread_subscriptions_by_event; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX thread_subscriptions_by_event ON public.thread_subscriptions USING btree (event_id);


--
-- Name: thread_subscriptions_by_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX thread_subscriptions_by_user ON public.thread_subscriptions USING btree (user_id, stream_id);


--
-- Name: thread_subscriptions_user_room; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX thread_subscriptions_user_room ON public.thread_subscriptions USING btree (user_id, room_id);


--
-- Name: threads_ordering_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX threads_ordering_idx ON public.threads USING btree (room_id, topological_ordering, stream_ordering);


--
-- Name: threepid_guest_access_tokens_index; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX threepid_guest_access_tokens_index ON public.threepid_guest_access_tokens USING btree (medium, address);


--
-- Name: threepid_validation_token_session_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX threepid_validation_token_session_id ON public.threepid_validation_token USING btree (session_id);


--
-- Name: timeline_gaps_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX timeline_gaps_room_id ON public.timeline_gaps USING btree (room_id, stream_ordering);


--
-- Name: un_partial_stated_event_stream_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX un_partial_stated_event_stream_room_id ON public.un_partial_stated_event_stream USING btree (event_id);


--
-- Name: un_partial_stated_room_stream_room_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX un_partial_stated_room_stream_room_id ON public.un_partial_stated_room_stream USING btree (room_id);


--
-- Name: user_daily_visits_ts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_daily_visits_ts_idx ON public.user_daily_visits USING btree ("timestamp");


--
-- Name: user_daily_visits_uts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_daily_visits_uts_idx ON public.user_daily_visits USING btree (user_id, "timestamp");


--
-- Name: user_directory_room_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_directory_room_idx ON public.user_directory USING btree (room_id);


--
-- Name: user_directory_search_fts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_directory_search_fts_idx ON public.user_directory_search USING gin (vector);


--
-- Name: user_directory_search_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX user_directory_search_user_idx ON public.user_directory_search USING btree (user_id);


--
-- Name: user_directory_stale_remote_users_next_try_by_server_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_directory_stale_remote_users_next_try_by_server_idx ON public.user_directory_stale_remote_users USING btree (user_server_name, next_try_at_ts);


--
-- Name: user_directory_stale_remote_users_next_try_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_directory_stale_remote_users_next_try_idx ON public.user_directory_stale_remote_users USING btree (next_try_at_ts, user_server_name);


--
-- Name: user_directory_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX user_directory_user_idx ON public.user_directory USING btree (user_id);


--
-- Name: user_external_ids_user_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_external_ids_user_id_idx ON public.user_external_ids USING btree (user_id);


--
-- Name: user_filters_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX user_filters_unique ON public.user_filters USING btree (user_id, filter_id);


--
-- Name: user_ips_device_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_ips_device_id ON public.user_ips USING btree (user_id, device_id, last_seen);


--
-- Name: user_ips_last_seen; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_ips_last_seen ON public.user_ips USING btree (user_id, last_seen);


--
-- Name: user_ips_last_seen_only; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_ips_last_seen_only ON public.user_ips USING btree (last_seen);


--
-- Name: user_ips_user_token_ip_unique_index; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX user_ips_user_token_ip_unique_index ON public.user_ips USING btree (user_id, access_token, ip);


--
-- Name: user_reports_target_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_reports_target_user_id ON public.user_reports USING btree (target_user_id);


--
-- Name: user_reports_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_reports_user_id ON public.user_reports USING btree (user_id);


--
-- Name: user_signature_stream_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX user_signature_stream_idx ON public.user_signature_stream USING btree (stream_id);


--
-- Name: user_threepid_id_server_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX user_threepid_id_server_idx ON public.user_threepid_id_server USING btree (user_id, medium, address, id_server);


--
-- Name: user_threepids_medium_address; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_threepids_medium_address ON public.user_threepids USING btree (medium, address);


--
-- Name: user_threepids_user_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_threepids_user_id ON public.user_threepids USING btree (user_id);


--
-- Name: users_creation_ts; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_creation_ts ON public.users USING btree (creation_ts);


--
-- Name: users_have_local_media; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_have_local_media ON public.local_media_repository USING btree (user_id, created_ts);


--
-- Name: users_in_public_rooms_r_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_in_public_rooms_r_idx ON public.users_in_public_rooms USING btree (room_id);


--
-- Name: users_in_public_rooms_u_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_in_public_rooms_u_idx ON public.users_in_public_rooms USING btree (user_id, room_id);


--
-- Name: users_who_share_private_rooms_o_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_who_share_private_rooms_o_idx ON public.users_who_share_private_rooms USING btree (other_user_id);


--
-- Name: users_who_share_private_rooms_r_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_who_share_private_rooms_r_idx ON public.users_who_share_private_rooms USING btree (room_id);


--
-- Name: users_who_share_private_rooms_u_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_who_share_private_rooms_u_idx ON public.users_who_share_private_rooms USING btree (user_id, other_user_id, room_id);


--
-- Name: worker_locks_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX worker_locks_key ON public.worker_locks USING btree (lock_name, lock_key);


--
-- Name: worker_read_write_locks_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX worker_read_write_locks_key ON public.worker_read_write_locks USING btree (lock_name, lock_key, token);


--
-- Name: worker_read_write_locks_mode_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX worker_read_write_locks_mode_key ON public.worker_read_write_locks_mode USING btree (lock_name, lock_key);


--
-- Name: worker_read_write_locks_mode_type; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX worker_read_write_locks_mode_type ON public.worker_read_write_locks_mode USING btree (lock_name, lock_key, write_lock);


--
-- Name: worker_read_write_locks_write; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX worker_read_write_locks_write ON public.worker_read_write_locks USING btree (lock_name, lock_key) WHERE write_lock;


--
-- Name: current_state_events check_event_stream_ordering; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_event_stream_ordering BEFORE INSERT OR UPDATE ON public.current_state_events FOR EACH ROW EXECUTE FUNCTION public.check_event_stream_ordering();


--
-- Name: local_current_membership check_event_stream_ordering; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_event_stream_ordering BEFORE INSERT OR UPDATE ON public.local_current_membership FOR EACH ROW EXECUTE FUNCTION public.check_event_stream_ordering();


--
-- Name: room_memberships check_event_stream_ordering; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_event_stream_ordering BEFORE INSERT OR UPDATE ON public.room_memberships FOR EACH ROW EXECUTE FUNCTION public.check_event_stream_ordering();


--
-- Name: partial_state_events check_partial_state_events; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER check_partial_state_events BEFORE INSERT OR UPDATE ON public.partial_state_events FOR EACH ROW EXECUTE FUNCTION public.check_partial_state_events();


--
-- Name: worker_read_write_locks delete_read_write_lock_parent_trigger; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER delete_read_write_lock_parent_trigger AFTER DELETE ON public.worker_read_write_locks FOR EACH ROW EXECUTE FUNCTION public.delete_read_write_lock_parent();


--
-- Name: worker_read_write_locks upsert_read_write_lock_parent_trigger; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER upsert_read_write_lock_parent_trigger BEFORE INSERT ON public.worker_read_write_locks FOR EACH ROW EXECUTE FUNCTION public.upsert_read_write_lock_parent();


--
-- Name: access_tokens access_tokens_refresh_token_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_refresh_token_id_fkey FOREIGN KEY (refresh_token_id) REFERENCES public.refresh_tokens(id) ON DELETE CASCADE;


--
-- Name: destination_rooms destination_rooms_destination_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.destination_rooms
    ADD CONSTRAINT destination_rooms_destination_fkey FOREIGN KEY (destination) REFERENCES public.destinations(destination);


--
-- Name: destination_rooms destination_rooms_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.destination_rooms
    ADD CONSTRAINT destination_rooms_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id);


--
-- Name: destination_rooms_sticky_events_backlog destination_rooms_sticky_events_backlog_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.destination_rooms_sticky_events_backlog
    ADD CONSTRAINT destination_rooms_sticky_events_backlog_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id) ON DELETE CASCADE;


--
-- Name: event_edges event_edges_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_edges
    ADD CONSTRAINT event_edges_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(event_id);


--
-- Name: event_failed_pull_attempts event_failed_pull_attempts_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_failed_pull_attempts
    ADD CONSTRAINT event_failed_pull_attempts_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id);


--
-- Name: event_forward_extremities event_forward_extremities_event_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_forward_extremities
    ADD CONSTRAINT event_forward_extremities_event_id FOREIGN KEY (event_id) REFERENCES public.events(event_id) DEFERRABLE INITIALLY DEFERRED;


--
-- Name: current_state_events event_stream_ordering_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.current_state_events
    ADD CONSTRAINT event_stream_ordering_fkey FOREIGN KEY (event_stream_ordering) REFERENCES public.events(stream_ordering) NOT VALID;


--
-- Name: local_current_membership event_stream_ordering_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.local_current_membership
    ADD CONSTRAINT event_stream_ordering_fkey FOREIGN KEY (event_stream_ordering) REFERENCES public.events(stream_ordering) NOT VALID;


--
-- Name: room_memberships event_stream_ordering_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.room_memberships
    ADD CONSTRAINT event_stream_ordering_fkey FOREIGN KEY (event_stream_ordering) REFERENCES public.events(stream_ordering) NOT VALID;


--
-- Name: event_txn_id_device_id event_txn_id_device_id_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_txn_id_device_id
    ADD CONSTRAINT event_txn_id_device_id_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(event_id) ON DELETE CASCADE;


--
-- Name: event_txn_id_device_id event_txn_id_device_id_user_id_device_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_txn_id_device_id
    ADD CONSTRAINT event_txn_id_device_id_user_id_device_id_fkey FOREIGN KEY (user_id, device_id) REFERENCES public.devices(user_id, device_id) ON DELETE CASCADE;


--
-- Name: msc4242_state_dag_edges msc4242_state_dag_edges_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.msc4242_state_dag_edges
    ADD CONSTRAINT msc4242_state_dag_edges_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(event_id);


--
-- Name: msc4242_state_dag_edges msc4242_state_dag_edges_prev_state_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.msc4242_state_dag_edges
    ADD CONSTRAINT msc4242_state_dag_edges_prev_state_event_id_fkey FOREIGN KEY (prev_state_event_id) REFERENCES public.events(event_id);


--
-- Name: msc4242_state_dag_edges msc4242_state_dag_edges_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.msc4242_state_dag_edges
    ADD CONSTRAINT msc4242_state_dag_edges_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id) ON DELETE CASCADE;


--
-- Name: msc4242_state_dag_forward_extremities msc4242_state_dag_forward_extremities_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.msc4242_state_dag_forward_extremities
    ADD CONSTRAINT msc4242_state_dag_forward_extremities_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(event_id) ON DELETE CASCADE;


--
-- Name: msc4242_state_dag_forward_extremities msc4242_state_dag_forward_extremities_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.msc4242_state_dag_forward_extremities
    ADD CONSTRAINT msc4242_state_dag_forward_extremities_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id) ON DELETE CASCADE;


--
-- Name: partial_state_events partial_state_events_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partial_state_events
    ADD CONSTRAINT partial_state_events_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(event_id);


--
-- Name: partial_state_events partial_state_events_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partial_state_events
    ADD CONSTRAINT partial_state_events_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.partial_state_rooms(room_id);


--
-- Name: partial_state_rooms partial_state_rooms_join_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partial_state_rooms
    ADD CONSTRAINT partial_state_rooms_join_event_id_fkey FOREIGN KEY (join_event_id) REFERENCES public.events(event_id);


--
-- Name: partial_state_rooms partial_state_rooms_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partial_state_rooms
    ADD CONSTRAINT partial_state_rooms_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id);


--
-- Name: partial_state_rooms_servers partial_state_rooms_servers_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partial_state_rooms_servers
    ADD CONSTRAINT partial_state_rooms_servers_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.partial_state_rooms(room_id);


--
-- Name: per_user_experimental_features per_user_experimental_features_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.per_user_experimental_features
    ADD CONSTRAINT per_user_experimental_features_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(name);


--
-- Name: profile_updates_per_user profile_updates_per_user_stream_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profile_updates_per_user
    ADD CONSTRAINT profile_updates_per_user_stream_id_fkey FOREIGN KEY (stream_id) REFERENCES public.profile_updates(stream_id);


--
-- Name: refresh_tokens refresh_tokens_next_token_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_next_token_id_fkey FOREIGN KEY (next_token_id) REFERENCES public.refresh_tokens(id) ON DELETE CASCADE;


--
-- Name: sliding_sync_connection_lazy_members sliding_sync_connection_lazy_members_connection_key_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_lazy_members
    ADD CONSTRAINT sliding_sync_connection_lazy_members_connection_key_fkey FOREIGN KEY (connection_key) REFERENCES public.sliding_sync_connections(connection_key) ON DELETE CASCADE;


--
-- Name: sliding_sync_connection_lazy_members sliding_sync_connection_lazy_members_connection_position_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_lazy_members
    ADD CONSTRAINT sliding_sync_connection_lazy_members_connection_position_fkey FOREIGN KEY (connection_position) REFERENCES public.sliding_sync_connection_positions(connection_position) ON DELETE CASCADE;


--
-- Name: sliding_sync_connection_positions sliding_sync_connection_positions_connection_key_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_positions
    ADD CONSTRAINT sliding_sync_connection_positions_connection_key_fkey FOREIGN KEY (connection_key) REFERENCES public.sliding_sync_connections(connection_key) ON DELETE CASCADE;


--
-- Name: sliding_sync_connection_required_state sliding_sync_connection_required_state_connection_key_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_required_state
    ADD CONSTRAINT sliding_sync_connection_required_state_connection_key_fkey FOREIGN KEY (connection_key) REFERENCES public.sliding_sync_connections(connection_key) ON DELETE CASCADE;


--
-- Name: sliding_sync_connection_room_configs sliding_sync_connection_room_configs_connection_position_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_room_configs
    ADD CONSTRAINT sliding_sync_connection_room_configs_connection_position_fkey FOREIGN KEY (connection_position) REFERENCES public.sliding_sync_connection_positions(connection_position) ON DELETE CASCADE;


--
-- Name: sliding_sync_connection_room_configs sliding_sync_connection_room_configs_required_state_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_room_configs
    ADD CONSTRAINT sliding_sync_connection_room_configs_required_state_id_fkey FOREIGN KEY (required_state_id) REFERENCES public.sliding_sync_connection_required_state(required_state_id);


--
-- Name: sliding_sync_connection_streams sliding_sync_connection_streams_connection_position_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_connection_streams
    ADD CONSTRAINT sliding_sync_connection_streams_connection_position_fkey FOREIGN KEY (connection_position) REFERENCES public.sliding_sync_connection_positions(connection_position) ON DELETE CASCADE;


--
-- Name: sliding_sync_joined_rooms sliding_sync_joined_rooms_event_stream_ordering_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_joined_rooms
    ADD CONSTRAINT sliding_sync_joined_rooms_event_stream_ordering_fkey FOREIGN KEY (event_stream_ordering) REFERENCES public.events(stream_ordering);


--
-- Name: sliding_sync_joined_rooms sliding_sync_joined_rooms_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_joined_rooms
    ADD CONSTRAINT sliding_sync_joined_rooms_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id);


--
-- Name: sliding_sync_joined_rooms_to_recalculate sliding_sync_joined_rooms_to_recalculate_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_joined_rooms_to_recalculate
    ADD CONSTRAINT sliding_sync_joined_rooms_to_recalculate_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id);


--
-- Name: sliding_sync_membership_snapshots sliding_sync_membership_snapshots_event_stream_ordering_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_membership_snapshots
    ADD CONSTRAINT sliding_sync_membership_snapshots_event_stream_ordering_fkey FOREIGN KEY (event_stream_ordering) REFERENCES public.events(stream_ordering);


--
-- Name: sliding_sync_membership_snapshots sliding_sync_membership_snapshots_membership_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_membership_snapshots
    ADD CONSTRAINT sliding_sync_membership_snapshots_membership_event_id_fkey FOREIGN KEY (membership_event_id) REFERENCES public.events(event_id);


--
-- Name: sliding_sync_membership_snapshots sliding_sync_membership_snapshots_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sliding_sync_membership_snapshots
    ADD CONSTRAINT sliding_sync_membership_snapshots_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id);


--
-- Name: thread_subscriptions thread_subscriptions_fk_events; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_fk_events FOREIGN KEY (event_id) REFERENCES public.events(event_id) ON DELETE CASCADE;


--
-- Name: thread_subscriptions thread_subscriptions_fk_rooms; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_fk_rooms FOREIGN KEY (room_id) REFERENCES public.rooms(room_id) ON DELETE CASCADE;


--
-- Name: thread_subscriptions thread_subscriptions_fk_users; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.thread_subscriptions
    ADD CONSTRAINT thread_subscriptions_fk_users FOREIGN KEY (user_id) REFERENCES public.users(name);


--
-- Name: ui_auth_sessions_credentials ui_auth_sessions_credentials_session_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ui_auth_sessions_credentials
    ADD CONSTRAINT ui_auth_sessions_credentials_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.ui_auth_sessions(session_id);


--
-- Name: ui_auth_sessions_ips ui_auth_sessions_ips_session_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ui_auth_sessions_ips
    ADD CONSTRAINT ui_auth_sessions_ips_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.ui_auth_sessions(session_id);


--
-- Name: un_partial_stated_event_stream un_partial_stated_event_stream_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.un_partial_stated_event_stream
    ADD CONSTRAINT un_partial_stated_event_stream_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(event_id) ON DELETE CASCADE;


--
-- Name: un_partial_stated_room_stream un_partial_stated_room_stream_room_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.un_partial_stated_room_stream
    ADD CONSTRAINT un_partial_stated_room_stream_room_id_fkey FOREIGN KEY (room_id) REFERENCES public.rooms(room_id) ON DELETE CASCADE;


--
-- Name: users_to_send_full_presence_to users_to_send_full_presence_to_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users_to_send_full_presence_to
    ADD CONSTRAINT users_to_send_full_presence_to_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(name);


--
-- Name: worker_read_write_locks worker_read_write_locks_lock_name_lock_key_write_lock_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_read_write_locks
    ADD CONSTRAINT worker_read_write_locks_lock_name_lock_key_write_lock_fkey FOREIGN KEY (lock_name, lock_key, write_lock) REFERENCES public.worker_read_write_locks_mode(lock_name, lock_key, write_lock);


--
-- Name: worker_read_write_locks_mode worker_read_write_locks_mode_foreign; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.worker_read_write_locks_mode
    ADD CONSTRAINT worker_read_write_locks_mode_foreign FOREIGN KEY (lock_name, lock_key, token) REFERENCES public.worker_read_write_locks(lock_name, lock_key, token) DEFERRABLE INITIALLY DEFERRED;


--
-- PostgreSQL database dump complete
--


