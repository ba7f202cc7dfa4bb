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

INSERT INTO public.access_tokens VALUES (2, '@alice:unreadctl.test', 'HSQZELSXNZ', 'syt_YWxpY2U_hPXVtKSmfyrUtXXXLdhD_3owh78', NULL, NULL, 1795577750576, NULL, true);
INSERT INTO public.access_tokens VALUES (3, '@bob:unreadctl.test', 'CQZXARUDIO', 'syt_Ym9i_leshmzAVrVngPkNJEkvg_0ff59t', NULL, NULL, 1795577750995, NULL, true);
INSERT INTO public.access_tokens VALUES (4, '@carol:unreadctl.test', 'EGKFJNXYDO', 'syt_Y2Fyb2w_dhgSoZhGVLBuyeznOssq_2IZnOl', NULL, NULL, 1795577751416, NULL, true);
INSERT INTO public.access_tokens VALUES (5, '@dave:unreadctl.test', 'KJYNNHREIL', 'syt_ZGF2ZQ_wyHuAyWNbynoOxghArVD_0uViNp', NULL, NULL, 1795577751804, NULL, true);
INSERT INTO public.access_tokens VALUES (6, '@erin:unreadctl.test', 'WDKRGOEEVK', 'syt_ZXJpbg_njwQnKACkkWnxvHugvmg_2LJ6Z0', NULL, NULL, 1795577752175, NULL, true);
INSERT INTO public.access_tokens VALUES (7, '@mallory:unreadctl.test', 'ULLSUPMWIZ', 'syt_bWFsbG9yeQ_xJbFWzFgddkTwrZEMCSY_23X0Kw', NULL, NULL, 1795577752499, NULL, true);


--
-- Data for Name: account_data; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.account_data VALUES ('@bob:unreadctl.test', 'm.ignored_user_list', 2, '{"ignored_users":{"@mallory:unreadctl.test":{}}}', NULL);
INSERT INTO public.account_data VALUES ('@alice:unreadctl.test', 'm.direct', 3, '{"@bob:unreadctl.test":["!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8"]}', NULL);
INSERT INTO public.account_data VALUES ('@bob:unreadctl.test', 'm.direct', 4, '{"@alice:unreadctl.test":["!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8"]}', NULL);


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

INSERT INTO public.cache_invalidation_stream_by_instance VALUES (2, 'master', 'user_last_seen_monthly_active', NULL, 1795577750107);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (3, 'master', 'get_monthly_active_count', '{}', 1795577750109);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (4, 'master', 'get_user_by_id', '{@alice:unreadctl.test}', 1795577750535);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (5, 'master', 'get_device', '{@alice:unreadctl.test,HSQZELSXNZ}', 1795577750559);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (6, 'master', 'get_user_by_id', '{@bob:unreadctl.test}', 1795577750953);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (7, 'master', 'get_device', '{@bob:unreadctl.test,CQZXARUDIO}', 1795577750983);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (8, 'master', 'get_user_by_id', '{@carol:unreadctl.test}', 1795577751373);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (9, 'master', 'get_device', '{@carol:unreadctl.test,EGKFJNXYDO}', 1795577751395);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (10, 'master', 'get_user_by_id', '{@dave:unreadctl.test}', 1795577751773);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (11, 'master', 'get_device', '{@dave:unreadctl.test,KJYNNHREIL}', 1795577751792);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (12, 'master', 'get_user_by_id', '{@erin:unreadctl.test}', 1795577752154);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (13, 'master', 'get_device', '{@erin:unreadctl.test,WDKRGOEEVK}', 1795577752168);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (14, 'master', 'get_user_by_id', '{@mallory:unreadctl.test}', 1795577752472);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (15, 'master', 'get_device', '{@mallory:unreadctl.test,ULLSUPMWIZ}', 1795577752493);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (16, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk}', 1795577752560);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (17, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@alice:unreadctl.test}', 1795577752644);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (18, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk}', 1795577752747);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (19, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@bob:unreadctl.test}', 1795577752844);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (20, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@carol:unreadctl.test}', 1795577752910);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (21, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@dave:unreadctl.test}', 1795577753002);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (22, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@erin:unreadctl.test}', 1795577753087);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (23, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@mallory:unreadctl.test}', 1795577753135);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (24, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@bob:unreadctl.test}', 1795577753195);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (25, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@carol:unreadctl.test}', 1795577753261);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (26, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@dave:unreadctl.test}', 1795577753320);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (27, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@erin:unreadctl.test}', 1795577753379);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (28, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@mallory:unreadctl.test}', 1795577753490);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (29, 'master', 'ignored_by', '{@mallory:unreadctl.test}', 1795577753519);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (30, 'master', 'ignored_users', '{@bob:unreadctl.test}', 1795577753519);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (31, 'master', 'cs_cache_fake', '{!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8}', 1795577753590);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (32, 'master', 'cs_cache_fake', '{!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8,@alice:unreadctl.test}', 1795577753672);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (33, 'master', 'cs_cache_fake', '{!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8}', 1795577753798);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (34, 'master', 'cs_cache_fake', '{!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8,@bob:unreadctl.test}', 1795577753877);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (35, 'master', 'cs_cache_fake', '{!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8,@bob:unreadctl.test}', 1795577753964);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (36, 'master', 'cs_cache_fake', '{!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY}', 1795577754063);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (37, 'master', 'cs_cache_fake', '{!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY,@carol:unreadctl.test}', 1795577754139);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (38, 'master', 'cs_cache_fake', '{!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY}', 1795577754263);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (39, 'master', 'cs_cache_fake', '{!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY,@alice:unreadctl.test}', 1795577754360);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (40, 'master', 'cs_cache_fake', '{!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY,@bob:unreadctl.test}', 1795577754462);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (41, 'master', 'cs_cache_fake', '{!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY,@alice:unreadctl.test}', 1795577754562);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (42, 'master', 'cs_cache_fake', '{!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY,@bob:unreadctl.test}', 1795577754652);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (43, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk}', 1795577755485);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (44, 'master', 'cs_cache_fake', '{!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk,@dave:unreadctl.test}', 1795577780456);


--
-- Data for Name: current_state_delta_stream; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.current_state_delta_stream VALUES (2, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.create', '', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (3, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@alice:unreadctl.test', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.guest_access', '', '$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.history_visibility', '', '$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.join_rules', '', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.name', '', '$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.power_levels', '', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (9, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@bob:unreadctl.test', '$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (10, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@carol:unreadctl.test', '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (11, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (12, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@erin:unreadctl.test', '$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (13, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@mallory:unreadctl.test', '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (14, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@bob:unreadctl.test', '$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', 'master');
INSERT INTO public.current_state_delta_stream VALUES (15, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@carol:unreadctl.test', '$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', 'master');
INSERT INTO public.current_state_delta_stream VALUES (16, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', '$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', 'master');
INSERT INTO public.current_state_delta_stream VALUES (17, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@erin:unreadctl.test', '$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', 'master');
INSERT INTO public.current_state_delta_stream VALUES (18, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@mallory:unreadctl.test', '$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', 'master');
INSERT INTO public.current_state_delta_stream VALUES (19, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.create', '', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (20, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@alice:unreadctl.test', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.guest_access', '', '$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.history_visibility', '', '$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.join_rules', '', '$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.name', '', '$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.power_levels', '', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (26, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@bob:unreadctl.test', '$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (27, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@bob:unreadctl.test', '$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', 'master');
INSERT INTO public.current_state_delta_stream VALUES (28, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.create', '', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (29, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@carol:unreadctl.test', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.guest_access', '', '$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.history_visibility', '', '$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.join_rules', '', '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.name', '', '$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.power_levels', '', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (35, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@alice:unreadctl.test', '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (36, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@bob:unreadctl.test', '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (37, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@alice:unreadctl.test', '$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', 'master');
INSERT INTO public.current_state_delta_stream VALUES (38, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@bob:unreadctl.test', '$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', 'master');
INSERT INTO public.current_state_delta_stream VALUES (49, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.topic', '', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (63, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', '$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', 'master');


--
-- Data for Name: current_state_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.current_state_events VALUES ('$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.create', '', NULL, 2);
INSERT INTO public.current_state_events VALUES ('$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@alice:unreadctl.test', 'join', 3);
INSERT INTO public.current_state_events VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.guest_access', '', NULL, 7);
INSERT INTO public.current_state_events VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.history_visibility', '', NULL, 6);
INSERT INTO public.current_state_events VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.join_rules', '', NULL, 5);
INSERT INTO public.current_state_events VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.name', '', NULL, 8);
INSERT INTO public.current_state_events VALUES ('$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.power_levels', '', NULL, 4);
INSERT INTO public.current_state_events VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@bob:unreadctl.test', 'join', 14);
INSERT INTO public.current_state_events VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@carol:unreadctl.test', 'join', 15);
INSERT INTO public.current_state_events VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@erin:unreadctl.test', 'join', 17);
INSERT INTO public.current_state_events VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@mallory:unreadctl.test', 'join', 18);
INSERT INTO public.current_state_events VALUES ('$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.create', '', NULL, 19);
INSERT INTO public.current_state_events VALUES ('$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@alice:unreadctl.test', 'join', 20);
INSERT INTO public.current_state_events VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.guest_access', '', NULL, 24);
INSERT INTO public.current_state_events VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.history_visibility', '', NULL, 23);
INSERT INTO public.current_state_events VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.join_rules', '', NULL, 22);
INSERT INTO public.current_state_events VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.name', '', NULL, 25);
INSERT INTO public.current_state_events VALUES ('$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.power_levels', '', NULL, 21);
INSERT INTO public.current_state_events VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@bob:unreadctl.test', 'join', 27);
INSERT INTO public.current_state_events VALUES ('$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.create', '', NULL, 28);
INSERT INTO public.current_state_events VALUES ('$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@carol:unreadctl.test', 'join', 29);
INSERT INTO public.current_state_events VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.guest_access', '', NULL, 33);
INSERT INTO public.current_state_events VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.history_visibility', '', NULL, 32);
INSERT INTO public.current_state_events VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.join_rules', '', NULL, 31);
INSERT INTO public.current_state_events VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.name', '', NULL, 34);
INSERT INTO public.current_state_events VALUES ('$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.power_levels', '', NULL, 30);
INSERT INTO public.current_state_events VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@alice:unreadctl.test', 'join', 37);
INSERT INTO public.current_state_events VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@bob:unreadctl.test', 'join', 38);
INSERT INTO public.current_state_events VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.topic', '', NULL, 49);
INSERT INTO public.current_state_events VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', 'leave', 63);


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

INSERT INTO public.device_lists_stream VALUES (2, '@alice:unreadctl.test', 'HSQZELSXNZ', 'master');
INSERT INTO public.device_lists_stream VALUES (3, '@bob:unreadctl.test', 'CQZXARUDIO', 'master');
INSERT INTO public.device_lists_stream VALUES (4, '@carol:unreadctl.test', 'EGKFJNXYDO', 'master');
INSERT INTO public.device_lists_stream VALUES (5, '@dave:unreadctl.test', 'KJYNNHREIL', 'master');
INSERT INTO public.device_lists_stream VALUES (6, '@erin:unreadctl.test', 'WDKRGOEEVK', 'master');
INSERT INTO public.device_lists_stream VALUES (7, '@mallory:unreadctl.test', 'ULLSUPMWIZ', 'master');


--
-- Data for Name: devices; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.devices VALUES ('@alice:unreadctl.test', 'HSQZELSXNZ', NULL, 1795577752509, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@bob:unreadctl.test', 'CQZXARUDIO', NULL, 1795577753153, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@carol:unreadctl.test', 'EGKFJNXYDO', NULL, 1795577753231, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@dave:unreadctl.test', 'KJYNNHREIL', NULL, 1795577753279, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@erin:unreadctl.test', 'WDKRGOEEVK', NULL, 1795577753335, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@mallory:unreadctl.test', 'ULLSUPMWIZ', NULL, 1795577753415, '127.0.0.1', 'Python-urllib/3.11', false);


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

INSERT INTO public.event_auth VALUES ('$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_auth VALUES ('$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_auth VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.event_auth VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');


--
-- Data for Name: event_auth_chain_links; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_auth_chain_links VALUES (2, 1, 1, 1);
INSERT INTO public.event_auth_chain_links VALUES (5, 1, 2, 1);
INSERT INTO public.event_auth_chain_links VALUES (3, 1, 5, 1);
INSERT INTO public.event_auth_chain_links VALUES (7, 1, 5, 1);
INSERT INTO public.event_auth_chain_links VALUES (4, 1, 5, 1);
INSERT INTO public.event_auth_chain_links VALUES (6, 1, 5, 1);
INSERT INTO public.event_auth_chain_links VALUES (8, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (9, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (10, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (11, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (12, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (14, 1, 13, 1);
INSERT INTO public.event_auth_chain_links VALUES (19, 1, 14, 1);
INSERT INTO public.event_auth_chain_links VALUES (16, 1, 19, 1);
INSERT INTO public.event_auth_chain_links VALUES (17, 1, 19, 1);
INSERT INTO public.event_auth_chain_links VALUES (18, 1, 19, 1);
INSERT INTO public.event_auth_chain_links VALUES (15, 1, 19, 1);
INSERT INTO public.event_auth_chain_links VALUES (20, 1, 18, 1);
INSERT INTO public.event_auth_chain_links VALUES (22, 1, 21, 1);
INSERT INTO public.event_auth_chain_links VALUES (27, 1, 22, 1);
INSERT INTO public.event_auth_chain_links VALUES (23, 1, 27, 1);
INSERT INTO public.event_auth_chain_links VALUES (24, 1, 27, 1);
INSERT INTO public.event_auth_chain_links VALUES (25, 1, 27, 1);
INSERT INTO public.event_auth_chain_links VALUES (26, 1, 27, 1);
INSERT INTO public.event_auth_chain_links VALUES (28, 1, 24, 1);
INSERT INTO public.event_auth_chain_links VALUES (29, 1, 24, 1);
INSERT INTO public.event_auth_chain_links VALUES (30, 1, 5, 1);


--
-- Data for Name: event_auth_chain_to_calculate; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_auth_chains; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_auth_chains VALUES ('$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 1, 1);
INSERT INTO public.event_auth_chains VALUES ('$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', 2, 1);
INSERT INTO public.event_auth_chains VALUES ('$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', 5, 1);
INSERT INTO public.event_auth_chains VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', 3, 1);
INSERT INTO public.event_auth_chains VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', 7, 1);
INSERT INTO public.event_auth_chains VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', 4, 1);
INSERT INTO public.event_auth_chains VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', 6, 1);
INSERT INTO public.event_auth_chains VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', 8, 1);
INSERT INTO public.event_auth_chains VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', 9, 1);
INSERT INTO public.event_auth_chains VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', 10, 1);
INSERT INTO public.event_auth_chains VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', 11, 1);
INSERT INTO public.event_auth_chains VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', 12, 1);
INSERT INTO public.event_auth_chains VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', 8, 2);
INSERT INTO public.event_auth_chains VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', 9, 2);
INSERT INTO public.event_auth_chains VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', 10, 2);
INSERT INTO public.event_auth_chains VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', 11, 2);
INSERT INTO public.event_auth_chains VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', 12, 2);
INSERT INTO public.event_auth_chains VALUES ('$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 13, 1);
INSERT INTO public.event_auth_chains VALUES ('$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', 14, 1);
INSERT INTO public.event_auth_chains VALUES ('$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', 19, 1);
INSERT INTO public.event_auth_chains VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', 16, 1);
INSERT INTO public.event_auth_chains VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', 17, 1);
INSERT INTO public.event_auth_chains VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', 18, 1);
INSERT INTO public.event_auth_chains VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', 15, 1);
INSERT INTO public.event_auth_chains VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', 20, 1);
INSERT INTO public.event_auth_chains VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', 20, 2);
INSERT INTO public.event_auth_chains VALUES ('$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 21, 1);
INSERT INTO public.event_auth_chains VALUES ('$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', 22, 1);
INSERT INTO public.event_auth_chains VALUES ('$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', 27, 1);
INSERT INTO public.event_auth_chains VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', 23, 1);
INSERT INTO public.event_auth_chains VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', 24, 1);
INSERT INTO public.event_auth_chains VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', 25, 1);
INSERT INTO public.event_auth_chains VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', 26, 1);
INSERT INTO public.event_auth_chains VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', 28, 1);
INSERT INTO public.event_auth_chains VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', 29, 1);
INSERT INTO public.event_auth_chains VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', 28, 2);
INSERT INTO public.event_auth_chains VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', 29, 2);
INSERT INTO public.event_auth_chains VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', 30, 1);
INSERT INTO public.event_auth_chains VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', 10, 3);


--
-- Data for Name: event_backward_extremities; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_edges; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_edges VALUES ('$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, false);
INSERT INTO public.event_edges VALUES ('$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', NULL, false);
INSERT INTO public.event_edges VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', NULL, false);
INSERT INTO public.event_edges VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', NULL, false);
INSERT INTO public.event_edges VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', '$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', NULL, false);
INSERT INTO public.event_edges VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', '$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', NULL, false);
INSERT INTO public.event_edges VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', NULL, false);
INSERT INTO public.event_edges VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', NULL, false);
INSERT INTO public.event_edges VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', NULL, false);
INSERT INTO public.event_edges VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', NULL, false);
INSERT INTO public.event_edges VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', NULL, false);
INSERT INTO public.event_edges VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', NULL, false);
INSERT INTO public.event_edges VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', NULL, false);
INSERT INTO public.event_edges VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', NULL, false);
INSERT INTO public.event_edges VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', NULL, false);
INSERT INTO public.event_edges VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', NULL, false);
INSERT INTO public.event_edges VALUES ('$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, false);
INSERT INTO public.event_edges VALUES ('$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', NULL, false);
INSERT INTO public.event_edges VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', NULL, false);
INSERT INTO public.event_edges VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', '$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', NULL, false);
INSERT INTO public.event_edges VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', '$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', NULL, false);
INSERT INTO public.event_edges VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', '$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', NULL, false);
INSERT INTO public.event_edges VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', NULL, false);
INSERT INTO public.event_edges VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', NULL, false);
INSERT INTO public.event_edges VALUES ('$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, false);
INSERT INTO public.event_edges VALUES ('$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', NULL, false);
INSERT INTO public.event_edges VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', NULL, false);
INSERT INTO public.event_edges VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', NULL, false);
INSERT INTO public.event_edges VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', '$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', NULL, false);
INSERT INTO public.event_edges VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', '$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', NULL, false);
INSERT INTO public.event_edges VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', NULL, false);
INSERT INTO public.event_edges VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', NULL, false);
INSERT INTO public.event_edges VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', NULL, false);
INSERT INTO public.event_edges VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', NULL, false);
INSERT INTO public.event_edges VALUES ('$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', '$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', NULL, false);
INSERT INTO public.event_edges VALUES ('$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', '$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', NULL, false);
INSERT INTO public.event_edges VALUES ('$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE', '$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', NULL, false);
INSERT INTO public.event_edges VALUES ('$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', '$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE', NULL, false);
INSERT INTO public.event_edges VALUES ('$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', '$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', NULL, false);
INSERT INTO public.event_edges VALUES ('$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k', '$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', NULL, false);
INSERT INTO public.event_edges VALUES ('$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k', NULL, false);
INSERT INTO public.event_edges VALUES ('$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', NULL, false);
INSERT INTO public.event_edges VALUES ('$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', NULL, false);
INSERT INTO public.event_edges VALUES ('$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY', '$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', NULL, false);
INSERT INTO public.event_edges VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY', NULL, false);
INSERT INTO public.event_edges VALUES ('$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', NULL, false);
INSERT INTO public.event_edges VALUES ('$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE', '$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M', NULL, false);
INSERT INTO public.event_edges VALUES ('$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', '$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE', NULL, false);
INSERT INTO public.event_edges VALUES ('$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg', '$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', NULL, false);
INSERT INTO public.event_edges VALUES ('$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww', '$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg', NULL, false);
INSERT INTO public.event_edges VALUES ('$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI', '$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww', NULL, false);
INSERT INTO public.event_edges VALUES ('$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw', '$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI', NULL, false);
INSERT INTO public.event_edges VALUES ('$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', '$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', NULL, false);
INSERT INTO public.event_edges VALUES ('$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', '$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', NULL, false);
INSERT INTO public.event_edges VALUES ('$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', NULL, false);
INSERT INTO public.event_edges VALUES ('$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', NULL, false);
INSERT INTO public.event_edges VALUES ('$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', NULL, false);
INSERT INTO public.event_edges VALUES ('$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', NULL, false);
INSERT INTO public.event_edges VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', NULL, false);
INSERT INTO public.event_edges VALUES ('$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', '$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', NULL, false);
INSERT INTO public.event_edges VALUES ('$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', '$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', NULL, false);
INSERT INTO public.event_edges VALUES ('$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', NULL, false);
INSERT INTO public.event_edges VALUES ('$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', '$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', NULL, false);
INSERT INTO public.event_edges VALUES ('$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', '$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw', NULL, false);
INSERT INTO public.event_edges VALUES ('$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', '$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', NULL, false);
INSERT INTO public.event_edges VALUES ('$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', NULL, false);


--
-- Data for Name: event_expiry; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_failed_pull_attempts; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_forward_extremities; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_forward_extremities VALUES ('$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.event_forward_extremities VALUES ('$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.event_forward_extremities VALUES ('$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');


--
-- Data for Name: event_json; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_json VALUES ('$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"EzPItNnddCFcJg7cEf8R81kRycLKj5qha1AFl//tehu1vClor4Bc3axp+3WRCmPC1bb79GV3oXXSUtZ+dEouAg"}},"unsigned":{"age_ts":1795577752512},"auth_events":[],"prev_events":[],"content":{"room_version":"12"},"depth":1,"hashes":{"sha256":"XjVgJRi0y2vmfpeZKh/Q+u/ruuOMpifxG3QIiPnbA1g"},"origin_server_ts":1795577752512,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"oDLQGpZrLqWNTc+BvTRMgaIIOLmB5Mx514Lw9xNomFHwE8kk4cNfipaDziJKzV9hCys6+F2k6ubBkvlcONrLCA"}},"unsigned":{"age_ts":1795577752587},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":[],"prev_events":["$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk"],"content":{"displayname":"alice","membership":"join"},"depth":2,"hashes":{"sha256":"dZbYWCu8/XYErqwBvuvWFsAIzLTSIG9K9S2sIGqrr2s"},"origin_server_ts":1795577752587,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"UaQXx90LK5GSh5TvP2FjUwj+cvSv7HYlKUFeLeHschMxDuwkvlge1sSRreMFLGgKQ95roaPbDkapRKrn+IFLDg"}},"unsigned":{"age_ts":1795577752676},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0"],"prev_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"s3qvM0e/teik9CsXTYlzt18DdyRXT6B9aRk+mblfWLI"},"origin_server_ts":1795577752676,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"1vlwk5+NOZ2xmlQokbuYEtqlgrtN4M3urX6b0cZQLInA8c0x2GVFysILaGFFFEZ+J8buiDbr+LZcx9/8lZEdDQ"}},"unsigned":{"age_ts":1795577752688},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"fbYDbDmbhzaflliErcLwSwB9N+r4ubsE8BTjOwPQ6Rk"},"origin_server_ts":1795577752688,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"Vgew/EpzeFH7G9cemYCWtbf/cWlesbJhngjF3Q+/NsVqR6PPS3rCf/lJX2nhA4Rp25c2F8ZkF7va1gpV0gBuDg"}},"unsigned":{"age_ts":1795577752688},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"zra84lMa6pf34r3HUSaoi6rAdYjnhxgjn4SmSNJUrk0"},"origin_server_ts":1795577752688,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"xgWUwGYFeQyBn43aLcb87hbEfGKkQhSXIcoYJ3Ln3VVSKcb8Wn4/SBK4kjbLh8CVsDj9JpRnEGaiWoyaKqc0Bw"}},"unsigned":{"age_ts":1795577752689},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"85oTMZ0ZQanLr2cdyT5h+MtKjO8it1Yrlb6m0GXdwos"},"origin_server_ts":1795577752689,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"YQz7IGw1olX3eNrsc8u/Nx5p5wcMFBpm+IQjKNA7Kxhv9eLg22L44a6RlpjHhdZBDBE8VombhLScIP2pl/BuAQ"}},"unsigned":{"age_ts":1795577752689},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os"],"content":{"name":"general"},"depth":7,"hashes":{"sha256":"g1M6BL8FGfCf2HN4Kf77qN4bz5dNmCa04iUvEye0XVY"},"origin_server_ts":1795577752689,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"2c/+Jv+ep6Mv0wwovhc6vLmK5sntNCGoC1zr1LO03OHec2vqR5RKvfULK6vk3WfB22yMjbAnJEliYxmFjBUTDA"}},"unsigned":{"age_ts":1795577752773,"invite_room_state":[{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}]},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY","$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc"],"prev_events":["$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8"],"content":{"displayname":"bob","membership":"invite"},"depth":8,"hashes":{"sha256":"RVSurU7DafJ6aRX7Dg+DDQRnFgkq7nffn2m7itJu55M"},"origin_server_ts":1795577752773,"sender":"@alice:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"3qRvwZTbUEwCHtb6iPsL5Zxz9RqdhjArhJmuRgnWJZSy/21FoVxNw8yQDy4t7aLnrfKVuP6FzlufK0zCO49aCw"}},"unsigned":{"age_ts":1795577754160},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w"],"prev_events":["$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"BQPwKVtKzfXm+KCXKFbJY3+YzqarX69pa4numkpC5ng"},"origin_server_ts":1795577754160,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"Lk35/RjKm4Jw0kh82WOQvnMgsL2O1UUZixHEgOAwPGLIfWOEBpzLNohBQ6yv4wEEw6jiWDhitXx0elYqTK3yDA"}},"unsigned":{"age_ts":1795577752865,"invite_room_state":[{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}]},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY","$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc"],"prev_events":["$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA"],"content":{"displayname":"carol","membership":"invite"},"depth":9,"hashes":{"sha256":"5eq9SW0HflUAiQGBe/hcvmdc46Qv8GpIy8/Eou5SmTE"},"origin_server_ts":1795577752865,"sender":"@alice:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"2xFuRA9wrVtgnQy3IoPunjIE9GhTDEvStRFIEDPJeNlmJjtr1ylO0b0mVKpHQSAWBoV8GBEAfSz9Q3zRcvE0Cw"}},"unsigned":{"age_ts":1795577753110,"invite_room_state":[{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}]},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY","$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc"],"prev_events":["$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA"],"content":{"displayname":"mallory","membership":"invite"},"depth":12,"hashes":{"sha256":"Vv2SF7cwdJ91/pPPyiWqXAQjKVpyy50AHEahFcLig68"},"origin_server_ts":1795577753110,"sender":"@alice:unreadctl.test","state_key":"@mallory:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"Toe4ryud296txchBMlBcKi/8gEbjbrmGiV8uCNj8gwAgQmEsVMNHJcG/kj06qeQPcy0RivKPME+oleHU1jQgBw"}},"unsigned":{"age_ts":1795577753239,"replaces_state":"$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA"},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc","$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY"],"content":{"displayname":"carol","membership":"join"},"depth":14,"hashes":{"sha256":"2gxn9x1HEB/QGffBtqb8TAjtzb6MwqUeWwmn91nLGUE"},"origin_server_ts":1795577753239,"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"KJYNNHREIL"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"liMX0VUV5RiQB+law0TsZJJ1QhcIkSAOt33uYj8F4ZXg13+4w8wQyxOWZca3PqMyuj6yT0VybR/gys1iNf2qBA"}},"unsigned":{"age_ts":1795577753291,"replaces_state":"$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4"},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc","$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4"],"content":{"displayname":"dave","membership":"join"},"depth":15,"hashes":{"sha256":"o96C0MzTb8YCYZ7JjnqmHf+wTgVIQCRUA1LaO8Q0Ki0"},"origin_server_ts":1795577753291,"sender":"@dave:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"ULLSUPMWIZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"vxaIysOufVaFMmkF8dKY2bc/Bf/PPoZx2vIqNOKDARAIb2LQ5dvXlQPYA6makFIOzehJ186ef54oXAiNQwxaCg"}},"unsigned":{"age_ts":1795577753439,"replaces_state":"$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34"},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc","$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco"],"content":{"displayname":"mallory","membership":"join"},"depth":17,"hashes":{"sha256":"D3rOQ7WgpSrReLDiFhDeNnr4IcTITaQfVlWxrJhS6p8"},"origin_server_ts":1795577753439,"sender":"@mallory:unreadctl.test","state_key":"@mallory:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"ExiOH3Yc9c61zXsc49TlFMCMaU9bI+6lJlrP8New7Gr3QktyAIKeH3LEJNFmmakCBq0eWIPT4Q5gDhZaroASAQ"}},"unsigned":{"age_ts":1795577754391,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"quiet"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"displayname":"carol","membership":"join"},"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}]},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4","$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY","$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w"],"prev_events":["$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM"],"content":{"displayname":"bob","membership":"invite"},"depth":9,"hashes":{"sha256":"/ooQiky/FdspPlE2zpQgiysjkgXJWJBNzLTwh2Py2FM"},"origin_server_ts":1795577754391,"sender":"@carol:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"ULLSUPMWIZ","txn_id":"t11"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"uaG8TMpUK6zBX1dA+pstToaC31xRP7/nctOTBRoY+USaKUx1mD6qMHxhn+rxVaT2k2mT7TrT7fPMC3vypczHDw"}},"unsigned":{"age_ts":1795577755520},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk"],"content":{"body":"more spam","msgtype":"m.text"},"depth":29,"hashes":{"sha256":"4VnhFNPTSKPs/PD79RB0cdY7utrhL4DZ36zC4ow5+4w"},"origin_server_ts":1795577755520,"sender":"@mallory:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"SOm/0Fh91TcnaBUoZE9PQkzVo6PzksMX/35lRuF0SKg3b33VheZaNBlhqqCpKg+vrdqJisma6aevqJOVKUYRCA"}},"unsigned":{"age_ts":1795577752939,"invite_room_state":[{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}]},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY","$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc"],"prev_events":["$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA"],"content":{"displayname":"dave","membership":"invite"},"depth":10,"hashes":{"sha256":"WDBJ6HZSDwTyj9LEEKBHmZ6nZvZZmCeeEEFOl3ZhnXw"},"origin_server_ts":1795577752939,"sender":"@alice:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"0LyFNwnlOpiubqUVWmtZeSsRHWWdH5Br14A+eHMM098PEaI2AvmdrQr04CD/5fcH/ENhJcb2ku/pPH0ML4rJBQ"}},"unsigned":{"age_ts":1795577753696},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q"],"prev_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"j+gJnU+UntExnTGrhWZuH+4sPN936NDKNpLo/qxa55U"},"origin_server_ts":1795577753696,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"jsDm9qnrlYJCCGA79nQUpcsxqRN0X9T7Fu2d6SckobY1hUJArAWmN2nudoBFWdlIJi42vdo4RH4wgGdpKfIVCg"}},"unsigned":{"age_ts":1795577753715},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"QYFWdE7/FjRKmyQ8xXb8JqA0jJUiUva7597alfx6yhA"},"origin_server_ts":1795577753715,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"ovo4/LJxuG/+YWSZtxiNk0PSRrPd1aISH0NkuiG7rvd3ilNeGfyf5Ru3NN/QsErbYrNkJLx0uZQo0f53BhSzDA"}},"unsigned":{"age_ts":1795577753715},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"YOE3hmZ8LmazOFGH97HOdC4+84u49marxofUJ7Ty8Ps"},"origin_server_ts":1795577753715,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"scfcP3XauK+5RsMxcTSBcx5LVd5m4/gr30RMSMO1xM6QuUDXfqm+/6Yj6y3YwFu2j1O8edbpSHTZ3C7RaSe2BA"}},"unsigned":{"age_ts":1795577753716},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"VY2k7OijkrQ6VbwgI0PUIWtyBQZZoQ0zV0jLLwqIw1g"},"origin_server_ts":1795577753716,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"GvRgOvum35L8p55V0Btg1W838YArjeU7lBRLC/Z3amY15/YWwM5fVNwMO5nnm8DbiGXsXxse+w0mg6W+/rYzBQ"}},"unsigned":{"age_ts":1795577753716},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY"],"content":{"name":"alice-bob"},"depth":7,"hashes":{"sha256":"sjWg6v+F7fZ5oIg/AtSX1wdmzC4ZMxnrSK/hR7VyhGA"},"origin_server_ts":1795577753716,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"BHWldqGPONwMNMmzNsS0EGi0zVOpwww1nHgJjRLgDUc36cwA2AmsNUhliIm967qJd8AQ89o5B4hrnfs2Q528AQ"}},"unsigned":{"age_ts":1795577754091},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":[],"prev_events":["$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY"],"content":{"displayname":"carol","membership":"join"},"depth":2,"hashes":{"sha256":"bW3itwdQSx31rF2cApn7XLjg7y28vFcMc9J8xiJG8m4"},"origin_server_ts":1795577754091,"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"7SvNQyHoqmL28dsyYKTfbP7QbxN5k/a2DVhW0dC2sox6HQGBpS8KIFsTrtXk+HenAnq5nE8XB4TJzDczk/ZfCA"}},"unsigned":{"age_ts":1795577754513,"replaces_state":"$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM"},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY","$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE"],"content":{"displayname":"alice","membership":"join"},"depth":10,"hashes":{"sha256":"IjSKPeUymGVAuehmmMHboP5uVnZc7TfoGgg3n/t7vJQ"},"origin_server_ts":1795577754513,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ","txn_id":"t13"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"+y4O8bAR+5+00zNUGBiVviVZA/UUolXnbrFyufJtAUOJvcYNceq80UMPBlQvrpJK8kls5umhNWIrdW3EczkaAA"}},"unsigned":{"age_ts":1795577755684},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE"],"content":{"body":"@bob can you look?","m.mentions":{"user_ids":["@bob:unreadctl.test"]},"msgtype":"m.text"},"depth":31,"hashes":{"sha256":"VZ8qd/6CMPADpIPcmuqrq70ucACIE6HLRa+A6HTKOuw"},"origin_server_ts":1795577755684,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"C34aYm+sIaqcbTF2vou2TUHxpDbC4i1knXJFoYbnnabKBJUk9ST9RCQV/IlaTv5NEItLSWic3MU7RLsePwGoAw"}},"unsigned":{"age_ts":1795577753034,"invite_room_state":[{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}]},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY","$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc"],"prev_events":["$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4"],"content":{"displayname":"erin","membership":"invite"},"depth":11,"hashes":{"sha256":"ynz/0pPZqWPQ+ggN/B9x5ObZYkgWkIZkXeGpWjQVsho"},"origin_server_ts":1795577753034,"sender":"@alice:unreadctl.test","state_key":"@erin:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"CQZXARUDIO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"TmlRfzI83r0I8eze40PmQ+PdHYijfJepeBDuq1WzDD75wV8elj+kTVdVjEt9C4mNRdG4BZgD/vloZsiiFrI5CA"}},"unsigned":{"age_ts":1795577753162,"replaces_state":"$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA"},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc","$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34"],"content":{"displayname":"bob","membership":"join"},"depth":13,"hashes":{"sha256":"JgxrEZJjeXiJvOS9+spwwtXDTF10Rq0JMNiyBrZ2kMI"},"origin_server_ts":1795577753162,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"WDKRGOEEVK"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"d26B3/1W0z5mScem+7OdHtF5lbgJlmlDeWk2KSCO96oDdFW1iV5o2WYPluxwzO+2tc2VA3yduVJUzNr64m0nDA"}},"unsigned":{"age_ts":1795577753350,"replaces_state":"$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA"},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc","$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550"],"content":{"displayname":"erin","membership":"join"},"depth":16,"hashes":{"sha256":"FeJRFgjk6Djz/Ewp2OdOIbW555TSGgW8EBnJeh0u+oE"},"origin_server_ts":1795577753350,"sender":"@erin:unreadctl.test","state_key":"@erin:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"scKeW5KYafM7F3MxcHIF+st1U6PkAMKdneCymr++PfRKkUCK7p/JtLPg3nJAEA6noDrFnUEpBBmZhad8CCEKAg"}},"unsigned":{"age_ts":1795577753533},"auth_events":[],"prev_events":[],"content":{"additional_creators":["@bob:unreadctl.test"],"room_version":"12"},"depth":1,"hashes":{"sha256":"Q2gA9N7MEfZB8zXi9xA+apFk08dSdSii/KxXZYDFuYU"},"origin_server_ts":1795577753533,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"wp4WuOM3ot09UnjMjH7apMUPSYMAj46jd8jscsXm9kbzNSuHGNs7bameAs9tEj65YXgXTyOD3WJWxI8VOlKzBg"}},"unsigned":{"age_ts":1795577753621},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":[],"prev_events":["$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8"],"content":{"displayname":"alice","membership":"join"},"depth":2,"hashes":{"sha256":"N/3DU/IdKGASflrfoQWAuIDEt/h64b1WkmQnCdojbLw"},"origin_server_ts":1795577753621,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"zLOvo9ks66qoTciryXuvpZzcqCpAOPbbeQjNLJHC2AdieZwcV03db4kdl57ZMTR5ROojrdxdyg8B/jIeZhehCg"}},"unsigned":{"age_ts":1795577753828,"invite_room_state":[{"content":{"additional_creators":["@bob:unreadctl.test"],"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"alice-bob"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}]},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs","$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc"],"prev_events":["$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk"],"content":{"displayname":"bob","is_direct":true,"membership":"invite"},"depth":8,"hashes":{"sha256":"Ni9tpN9l4ndGUnSiwtgEgKwn41WzlAOsw4n6GLe6phk"},"origin_server_ts":1795577753828,"sender":"@alice:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"CQZXARUDIO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"pBNh83pSoNl/J4HJQRtr2h7p1LMQhtZRCqphc4K7dPti17T/sQuW9VTvX813ZpzzKaEoGou22CluGg/J+a26CQ"}},"unsigned":{"age_ts":1795577753926,"replaces_state":"$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U"},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc","$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U"],"content":{"displayname":"bob","membership":"join"},"depth":9,"hashes":{"sha256":"KrVFSGYZFEZrwNpmTYGgJ2sAMihrSbIvE4bUDXv62wg"},"origin_server_ts":1795577753926,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"OO0YKVKYHD4ceZBk+DGevrWNLI4SJWqHqqljzxhLsWzfe/VptFgkJu8VxpSgfqSOEqVof+x0mGwW0Pdebtg/Dw"}},"unsigned":{"age_ts":1795577754018},"auth_events":[],"prev_events":[],"content":{"room_version":"12"},"depth":1,"hashes":{"sha256":"eYKHBtDpMbTqXd0ws8Rnc74slZ7Pm2E5zGgyEMWVGLA"},"origin_server_ts":1795577754018,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"lpQMQY0PfYzWo0QOeov7DUY4RKuRK2gdknFABjZ0UvK3hjLv9u5WbEBz3DQV+QLItmWiX5OEdD41RqbFif2HAw"}},"unsigned":{"age_ts":1795577754173},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"81i7XE7IBtHchvMhI/5/mtB4JH8P8ayMf4jDvb0GDqc"},"origin_server_ts":1795577754173,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"5gT/SxQrQV1V1pab5Tl1CHKxWRqjLloHlCk/2BWJzYx/BPSfQTz+w3Rxl6Zbw+7gY4bkMTJK2Bj0vPZyTAsADg"}},"unsigned":{"age_ts":1795577754173},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"tkxgGP7rEgtisdUJ+4o3miBZRnSoV2vhs+GryECcO4c"},"origin_server_ts":1795577754173,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"v88NSmVhnMmzsCjdgr+IHFavru1qF3YYJtqFQiPjMCLCKWqLPUeSLV+XO0PHP84Gech8jSAwNVEZVUZTrNgpCA"}},"unsigned":{"age_ts":1795577754173},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"u1LUbMERJwipyZ7LvHrRacBi25GoGFEqLRAuP4x1pJo"},"origin_server_ts":1795577754173,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"6ARBcUeGR+OpLF6r3pSe75YSkYlKMzOmpgvINjTpr/rGCoUbhC/M40JSYFC16proDM7s1OG1s3CVY5xrolkXDg"}},"unsigned":{"age_ts":1795577754174},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo"],"content":{"name":"quiet"},"depth":7,"hashes":{"sha256":"ob4gI8OoT/1bD3KRySQEIuiFOzaBK1qRGssy+inbICE"},"origin_server_ts":1795577754174,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"deobyHjZgyBO8PLZ8crf1W+z/4yh3/cBCquECHNC+SkpV1KDfcpUbehToL4eryqkSi4GLOMQ8vQGIT4geug2Cg"}},"unsigned":{"age_ts":1795577754287,"invite_room_state":[{"content":{"room_version":"12"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"quiet"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"carol","membership":"join"},"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}]},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4","$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY","$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w"],"prev_events":["$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew"],"content":{"displayname":"alice","membership":"invite"},"depth":8,"hashes":{"sha256":"0gayylthPDSnKlr9dtK0NORvWAQZSd9IYG4qQ8BIdsI"},"origin_server_ts":1795577754287,"sender":"@carol:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"CQZXARUDIO"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"/NyH7CCWXKHXOmsvzolMXllBQuJvl2MlVzRXmaykxtDurwtbtLhnxyHTbKyLyq6VAwT2+DOaPLocMqex8t16Dg"}},"unsigned":{"age_ts":1795577754610,"replaces_state":"$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE"},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY","$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o"],"content":{"displayname":"bob","membership":"join"},"depth":11,"hashes":{"sha256":"3QQNoMUsAv7Ayan/wXLkM29jobSCZ3JEA3mZB3tmdHM"},"origin_server_ts":1795577754610,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ","txn_id":"t1"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"XrEqPHf3NBxEKzW2UKAn6OsGC+mbJAEWWuVuQOooBKk3+qZE9ruq4ejJijyTphfWP2MECeSUzvJWqhc68XyXCA"}},"unsigned":{"age_ts":1795577754713},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg"],"content":{"body":"good morning","msgtype":"m.text"},"depth":18,"hashes":{"sha256":"+fMkQh6cJe/Tq1aQxVZ+kAKU90oqvwTzdbQAJvZV0UY"},"origin_server_ts":1795577754713,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"CQZXARUDIO","txn_id":"t2"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"+QhKsz+Ni4QQ9rQ+8KEy+lgyiNR3oXQCqLwCfAWe3xpAHNElFUbHE687Qpor7G6UT+49U87lrT7agTPckwQuDQ"}},"unsigned":{"age_ts":1795577754810},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ"],"content":{"body":"morning alice","msgtype":"m.text"},"depth":19,"hashes":{"sha256":"4k4doZyPlF+4eSyZNhEpsuVngy8TxNphppFojKLIjuM"},"origin_server_ts":1795577754810,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"KJYNNHREIL","txn_id":"t3"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"h+LFntI0kUhp9VYgRHl29Vqv8XgvFOPLPr1dQfHe3dPSf4oCV7srIHfDY0neBQcftIW2Nh49MrnkXyzyYUMqBA"}},"unsigned":{"age_ts":1795577754889},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU"],"content":{"body":"deploy finished","msgtype":"m.notice"},"depth":20,"hashes":{"sha256":"DAO7KM21P7DaI4OBX8dfvLhJ37TcXT3qoroV4INSsWM"},"origin_server_ts":1795577754889,"sender":"@dave:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"ULLSUPMWIZ","txn_id":"t4"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"ncS0nHU8MU8vSrCegBu7XAcHm/evdqr29RHHx+1/quk6QK/z+yVWjPyceDzUVL7B+Ux63W4YIWWbswyfziYUAg"}},"unsigned":{"age_ts":1795577754955},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE"],"content":{"body":"buy my stuff","msgtype":"m.text"},"depth":21,"hashes":{"sha256":"upUiNDgJrmDHQiS8KChC+IGMoNHJzSgHsnznnRogOYk"},"origin_server_ts":1795577754955,"sender":"@mallory:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ","txn_id":"t7"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"+9Sofpa0z1sF1OyHJZ+8W7/2R6dhayNFImciJXVRLkafrvK/ajO5+9bTPzAtLJQNtWF+vTL7EAnjLRQXNMxvBg"}},"unsigned":{"age_ts":1795577755184},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k"],"content":{"body":"thread: release plan","msgtype":"m.text"},"depth":24,"hashes":{"sha256":"earJRxFG5k6D6m5pF+FO6K111iWSt0+RtfiPcCmXDyM"},"origin_server_ts":1795577755184,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"KJYNNHREIL","txn_id":"t10"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"/NBHq8jRw7/IE0YK7tUh/qJicc+2OVcgBa2Ju4TG+F+aTiSfYo96CsfnxDYNzy7DazI392ykWli6PhlmHhMSAg"}},"unsigned":{"age_ts":1795577755391},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM"],"content":{"m.relates_to":{"event_id":"$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ","key":"\ud83d\udc4d","rel_type":"m.annotation"}},"depth":27,"hashes":{"sha256":"2A4OPRvWU6PZFvLeKI4B1fYygeWRWWJotj3ohEqEhUI"},"origin_server_ts":1795577755391,"sender":"@dave:unreadctl.test","type":"m.reaction"}', 4);
INSERT INTO public.event_json VALUES ('$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"CQZXARUDIO","txn_id":"t16"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"UVH+QDyg1gHVn4hFLerORFPXU7Hit5a4m2jdiqQtlS5euXb54vcJ5eOrbxgTQTd0Is75/ZWLmwkS5YieY5CsBg"}},"unsigned":{"age_ts":1795577755922},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww"],"content":{"body":"sure","msgtype":"m.text"},"depth":12,"hashes":{"sha256":"Lns3BaD/faA/RTxV4VRv+NOnJMc95gckpamvXq7IbOo"},"origin_server_ts":1795577755922,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"EGKFJNXYDO","txn_id":"t5"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"B+IcX5u3KOkQPx2rTH7CWt82QIjPHm4T43jOvk+FDUlHqn0D/c9++vO43mq94JkHqWcsx8U1etBkpjxlEnwXDA"}},"unsigned":{"age_ts":1795577755027},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8"],"content":{"body":"typo herre","msgtype":"m.text"},"depth":22,"hashes":{"sha256":"kykW4fcVDrEvuDkwAaFmcPdHHD9hZFccfAi3Wd3EONM"},"origin_server_ts":1795577755027,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"HSQZELSXNZ","txn_id":"t19"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"i2gmdK8LEbc1fVLTDSA8opCsoqjvwjXOWJ8YDHuNzU0o6ahRQgdLSaHuXODO1AIonEnj8Bw9wmeGV5osxkmvDQ"}},"unsigned":{"age_ts":1795577756106},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E"],"content":{"body":"hello carol","msgtype":"m.text"},"depth":13,"hashes":{"sha256":"/fZNhkzlOvbgK19iG9ub4kjeSyg6ie0gOutRBLAy+wA"},"origin_server_ts":1795577756106,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"KJYNNHREIL","txn_id":"t22"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"vNd2hT6fBP+schbeu5AnQZgAHpt3gsDs5WwwRZJ2zpQqYsy0ehqq9S40/Gm3KaLRhLUtgyWzuNyp5FpKbti7DA"}},"unsigned":{"age_ts":1795577780322},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw"],"content":{"body":"I''m off, bye","msgtype":"m.text"},"depth":34,"hashes":{"sha256":"fmGO/yeeSXRrvyoV6IMGME/N5f40NtqcDOGmomKs2i8"},"origin_server_ts":1795577780322,"sender":"@dave:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"CQZXARUDIO","txn_id":"t28"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"kI+gQkKKe53UwuEA0y6M/hFVFOMP99tr4JfNFZ3t0ryxrOlcmzheskXhQSIYNWy0dlQtazhoAaagdIe/vl5DCA"}},"unsigned":{"age_ts":1795577810249},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw"],"content":{"body":"see you","msgtype":"m.text"},"depth":14,"hashes":{"sha256":"jRmEFsvE4tolx0adprbEPish13HEqUdlAfcf+VMcRSo"},"origin_server_ts":1795577810249,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"EGKFJNXYDO","txn_id":"t6"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"5b1x7g21Tcyj+Hm2rq5wdwaob0nLcEGvqxMKwqXWhbkin3JuPg0iFVLRrLwOWUtZAa+/OfTFDMFPraw13OIGBQ"}},"unsigned":{"age_ts":1795577755113},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos"],"content":{"body":"* typo here","m.new_content":{"body":"typo here","msgtype":"m.text"},"m.relates_to":{"event_id":"$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos","rel_type":"m.replace"},"msgtype":"m.text"},"depth":23,"hashes":{"sha256":"Pe6iuOxaAx1+kdLIUh0mV86iBdUxIRPX7fwxhhmAur8"},"origin_server_ts":1795577755113,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"CQZXARUDIO","txn_id":"t8"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"rm3e2amBJjZXGweiSPp1k8lsFu/jC5szy+0UT6nJOEVUF52GkWFrfz00qdz4VRJVT66iJYrR5WWbkvLkOn3VCA"}},"unsigned":{"age_ts":1795577755250},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg"],"content":{"body":"I can take the notes","m.relates_to":{"event_id":"$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg","is_falling_back":true,"m.in_reply_to":{"event_id":"$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":25,"hashes":{"sha256":"K+jy7jPBL9sPAnZZSExAsq3V86Xp4sFwspqDvFnxud0"},"origin_server_ts":1795577755250,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ","txn_id":"t15"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"TfqT9D6uVDqbeQkCc3ZcZ2F5M5SivP0f4cXpPFvSEb/dCQUjXIBC2Tn2uOAZBx8GV9sBW4uwZmw2gj0FlNPTCg"}},"unsigned":{"age_ts":1795577755851},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg"],"content":{"body":"lunch?","msgtype":"m.text"},"depth":11,"hashes":{"sha256":"zdtvuKMtLYjXNxux1XMqgmeoGWqM676CZ3skyrUVrLY"},"origin_server_ts":1795577755851,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO","txn_id":"t18"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"T3Pz3SofAInMf06EFUweh8aSFOaHvQxhFcm4yFswGHliIlqKMWwk7LBX57wDWC9AUvEdO0NF4TEc1oT6D3b+Cg"}},"unsigned":{"age_ts":1795577756042},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM"],"content":{"body":"quiet room hello","msgtype":"m.text"},"depth":12,"hashes":{"sha256":"GAU5K5hMq6riLZ0cREdsnU5zlCC/Q/HW45zq3FQiG+0"},"origin_server_ts":1795577756042,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"EGKFJNXYDO","txn_id":"t29"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"3SleSB149Yg/QvUN2TR973akJK4oB9pvzPzo6P3gOeuhQIC2S+qOBMXGeICjBCYHCaCtuXnNmcivwOQbDxkZDA"}},"unsigned":{"age_ts":1795577810286},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE"],"content":{"body":"anyone?","msgtype":"m.text"},"depth":15,"hashes":{"sha256":"A/zNutHvGkBpjc6lJMmHLKbXSDgWjRmpcMBZ+Iq8fVE"},"origin_server_ts":1795577810286,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"EGKFJNXYDO","txn_id":"t9"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"evT6H1qIE5SSH1aipuO5zUZeYmymNXUPUe9jXRQ9/fzpsAuablQY7un16R7oJ9mvRyaqT6y+NIL/Hfc7pcYKAw"}},"unsigned":{"age_ts":1795577755318},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU"],"content":{"body":"count me in","m.relates_to":{"event_id":"$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg","is_falling_back":true,"m.in_reply_to":{"event_id":"$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":26,"hashes":{"sha256":"+6xATRHBHfY6IFUY9WQqhA2KJ4b5L0MqCuPJ9e9UwA4"},"origin_server_ts":1795577755318,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"7Bas9Lw57laRieImvtH5F124rAK4EZczw7cB3cxnyHPCwvfo65xM+kVrcrNYPt4EhpXtaDMyez8WlUmMHrFCCg"}},"unsigned":{"age_ts":1795577755448},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY"],"content":{"topic":"release week"},"depth":28,"hashes":{"sha256":"HwmI8nkr3phC4xst+Rb3+TR6+kpo3zaXcNR4prwp+5o"},"origin_server_ts":1795577755448,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.topic"}', 4);
INSERT INTO public.event_json VALUES ('$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ","txn_id":"t12"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"BbWkESUIhCT/hUf5wZSQkA5rSUUQBT2NBu4iZ4VNLvXCq9dpudIeSgPBB/4ycPZQ2KSue4FG94M9AwUam2HIBg"}},"unsigned":{"age_ts":1795577755611},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M"],"content":{"reason":"fixture","redacts":"$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M"},"depth":30,"hashes":{"sha256":"Y9prxcaJJKBAlXc+r1ErgTyqvrUHwwESD3+bwe55iXs"},"origin_server_ts":1795577755611,"sender":"@alice:unreadctl.test","type":"m.room.redaction"}', 4);
INSERT INTO public.event_json VALUES ('$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ","txn_id":"t14"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"7bSkSCYaeMaQAf6I339qZHvBjr2Vhs8RCNFFfilAox1FSse5F7GywicJz87tTQ2EFjA5lQBPbyffD3qn/YbECA"}},"unsigned":{"age_ts":1795577755779},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU"],"content":{"body":"hi bob","msgtype":"m.text"},"depth":10,"hashes":{"sha256":"Y8Da2t7ZdQmNbTQqimYBsywQGCC9Sxma9VbR8A9zIcg"},"origin_server_ts":1795577755779,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"CQZXARUDIO","txn_id":"t20"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"9m/CoGeBcpwCJk4sFA01rxwF2vSTVpsXAns+MSFHQu3WXX5OXRa+TMoYTgFhS2PBncHDRv5bQrEyfjHN8H7TDA"}},"unsigned":{"age_ts":1795577780217},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc"],"content":{"body":"lunch in the thread?","m.relates_to":{"event_id":"$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg","is_falling_back":true,"m.in_reply_to":{"event_id":"$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":32,"hashes":{"sha256":"JoeceB8LLXKZ5NOxYq07iU1VqtF75/E3c1qWiIXvM2w"},"origin_server_ts":1795577780217,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ","txn_id":"t21"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"Uh3J+Ow+cZlIWZyJEAbs1Csd4cHJszHeYvzomFw9GC24r6rGzVpVGqKbieErMA6aFoieSML8uZcOE2KelmJ1CA"}},"unsigned":{"age_ts":1795577780280},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY"],"content":{"body":"notes are in the doc","msgtype":"m.text"},"depth":33,"hashes":{"sha256":"l5uzQUopQ0UdE//Eto9KeICBXaeZOtdsF56XZcRtkoE"},"origin_server_ts":1795577780280,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"KJYNNHREIL"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"ope7WeMaqDo5ckTAqaIpuuKeH955YApCDjRjhNKIliAIpBQu+lwZZAHL9C5GN3E64tKjRgiI2GrgNAFV/AO8Ag"}},"unsigned":{"age_ts":1795577780422,"replaces_state":"$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550"},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s"],"content":{"membership":"leave"},"depth":36,"hashes":{"sha256":"x/AhVVYh08aopUuNiHyKHW4t+vfcOIo8h8vRMl1f49E"},"origin_server_ts":1795577780422,"sender":"@dave:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"EGKFJNXYDO","txn_id":"t24"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"Ssb6wQRAkGivNcXr4cGgsMweF3SSBNiNn8RF96caHKxCdiZzW4dRFk53pHiwDrUaPrpRitKbnRvK5vMQ3LldAA"}},"unsigned":{"age_ts":1795577780483},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A"],"content":{"body":"after dave left","msgtype":"m.text"},"depth":37,"hashes":{"sha256":"1Iu6MtJQOkKpNGDhEGADkMVy5Pb2mCQfEoDncDoH+tU"},"origin_server_ts":1795577780483,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"CQZXARUDIO","txn_id":"t27"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"M/nUqnOV1dBtloHbKL5Lp5X1UVQsinur7G+NEXEIOHjtXbmHbHJWdTjm6IGKwF7Yz7tTKh3xbviTNGZ8tCpzCg"}},"unsigned":{"age_ts":1795577810222},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y"],"content":{"body":"one more for everyone","msgtype":"m.text"},"depth":39,"hashes":{"sha256":"9tEDgvpwtwB+wZmTfJDlbP3Vp33EfzHQXaBu1HeGauQ"},"origin_server_ts":1795577810222,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '{"device_id":"HSQZELSXNZ","txn_id":"t17"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"k8QnSK2JIG5NbXkgJndEJO2IZFMkUeTD/pppuVlXVJSbIWQfTGPuF6ub/cYpFQEgAodDftbvmUBPNZ929wwbDQ"}},"unsigned":{"age_ts":1795577755980},"room_id":"!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8","auth_events":["$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q","$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs"],"prev_events":["$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI"],"content":{"body":"12:30 then","msgtype":"m.text"},"depth":13,"hashes":{"sha256":"STQj+rKygEzCRljXJrvBCrmvNV91Yw+u7YEXHxdU37g"},"origin_server_ts":1795577755980,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"HSQZELSXNZ","txn_id":"t23"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"hFkTk3vjMKCXYuZ8aXDv/Bqon0gS+8T6JBgXUhYrBIRU+IoUHUve188D9JUpRgUz4+7DjQY+RxDNta8Fti1DDg"}},"unsigned":{"age_ts":1795577780361},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA"],"content":{"body":"bye dave","msgtype":"m.text"},"depth":35,"hashes":{"sha256":"2IQyXZwrtk2FrzjaEK7ovh0MtxAe284Ou2CLoFIr7mw"},"origin_server_ts":1795577780361,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '{"device_id":"HSQZELSXNZ","txn_id":"t25"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"fzzCiYcClgLmt3sEBwwmMRZos0219NyrEw8XNFi0HXZemacjvUzHHv12kONzP25f9Y67aFQXf279dhvZjO3YCA"}},"unsigned":{"age_ts":1795577780557},"room_id":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY","auth_events":["$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o","$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4"],"prev_events":["$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY"],"content":{"body":"still here","msgtype":"m.text"},"depth":14,"hashes":{"sha256":"CXmAs2mfVRo37QkzMd4ubO/uh+i8tjFlP4aO9smMCVc"},"origin_server_ts":1795577780557,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"EGKFJNXYDO","txn_id":"t26"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"tjXipVXqbpO9H9WdrB8rY2lo7Jc+3cJRrAGFM8PoLUStVv8uinZ4ySqng/LfPB348H1NN4HJlvLpXiU5EeB3CQ"}},"unsigned":{"age_ts":1795577810191},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU"],"content":{"body":"last words","m.relates_to":{"event_id":"$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg","is_falling_back":true,"m.in_reply_to":{"event_id":"$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":38,"hashes":{"sha256":"MZdsik/dLul+ib2lAYP3scNvNJc9P5xS0+oSvh4AX6Y"},"origin_server_ts":1795577810191,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '{"device_id":"WDKRGOEEVK","txn_id":"t30"}', '{"signatures":{"unreadctl.test":{"ed25519:a_DuHk":"SJ+Vd5p7kWZcxPGbrUyYddAANjYBLTmnJVhu9QBhDndUDKt8p/44JTo4zPdGQkiXe8iFsuELfT+Z11uiqeFfCg"}},"unsigned":{"age_ts":1795577810314},"room_id":"!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk","auth_events":["$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco","$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY"],"prev_events":["$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o"],"content":{"body":"erin was here","msgtype":"m.text"},"depth":40,"hashes":{"sha256":"AuS7xUw0ZLVtF5cyBYtl8AmLv3l4OkfVYu9hT0kONgs"},"origin_server_ts":1795577810314,"sender":"@erin:unreadctl.test","type":"m.room.message"}', 4);


--
-- Data for Name: event_labels; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_push_actions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '@carol:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 9, 10, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '@dave:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 10, 11, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '@mallory:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 12, 13, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 8, 35, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 9, 36, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', '@carol:unreadctl.test', NULL, '', 18, 39, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', '@dave:unreadctl.test', NULL, '', 18, 39, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', '@mallory:unreadctl.test', NULL, '', 18, 39, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 19, 40, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', '@carol:unreadctl.test', NULL, '', 19, 40, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', '@dave:unreadctl.test', NULL, '', 19, 40, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', '@mallory:unreadctl.test', NULL, '', 19, 40, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', '@alice:unreadctl.test', NULL, '', 21, 42, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', '@carol:unreadctl.test', NULL, '', 21, 42, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', '@dave:unreadctl.test', NULL, '', 21, 42, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', '@alice:unreadctl.test', NULL, '', 22, 43, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', '@dave:unreadctl.test', NULL, '', 22, 43, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', '@mallory:unreadctl.test', NULL, '', 22, 43, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '@carol:unreadctl.test', NULL, '', 24, 45, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '@dave:unreadctl.test', NULL, '', 24, 45, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '@mallory:unreadctl.test', NULL, '', 24, 45, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '@alice:unreadctl.test', NULL, '', 25, 46, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '@dave:unreadctl.test', NULL, '', 25, 46, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '@erin:unreadctl.test', NULL, '', 25, 46, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '@mallory:unreadctl.test', NULL, '', 25, 46, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '@alice:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '@bob:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '@dave:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '@erin:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '@mallory:unreadctl.test', NULL, '', 26, 47, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '@bob:unreadctl.test', NULL, '[]', 28, 49, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '@carol:unreadctl.test', NULL, '[]', 28, 49, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '@dave:unreadctl.test', NULL, '[]', 28, 49, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '@mallory:unreadctl.test', NULL, '[]', 28, 49, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 10, 53, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 31, 52, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', '@carol:unreadctl.test', NULL, '', 31, 52, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', '@dave:unreadctl.test', NULL, '', 31, 52, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', '@mallory:unreadctl.test', NULL, '', 31, 52, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 13, 56, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', '@alice:unreadctl.test', NULL, '[]', 12, 57, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', '@bob:unreadctl.test', NULL, '', 12, 57, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 12, 55, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', '@carol:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 13, 58, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', '@bob:unreadctl.test', NULL, '', 13, 58, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '@alice:unreadctl.test', NULL, '', 32, 59, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '@dave:unreadctl.test', NULL, '', 32, 59, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '@erin:unreadctl.test', NULL, '', 32, 59, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '@mallory:unreadctl.test', NULL, '', 32, 59, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '@bob:unreadctl.test', NULL, '', 33, 60, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '@carol:unreadctl.test', NULL, '', 33, 60, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '@dave:unreadctl.test', NULL, '', 33, 60, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '@mallory:unreadctl.test', NULL, '', 33, 60, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '@alice:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '@bob:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '@carol:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '@erin:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '@mallory:unreadctl.test', NULL, '', 34, 61, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '@bob:unreadctl.test', NULL, '', 35, 62, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '@carol:unreadctl.test', NULL, '', 35, 62, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '@dave:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 35, 62, 1, 1, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '@erin:unreadctl.test', NULL, '', 35, 62, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '@mallory:unreadctl.test', NULL, '', 35, 62, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', '@alice:unreadctl.test', NULL, '', 37, 64, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', '@bob:unreadctl.test', NULL, '', 37, 64, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', '@erin:unreadctl.test', NULL, '', 37, 64, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', '@mallory:unreadctl.test', NULL, '', 37, 64, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', '@carol:unreadctl.test', NULL, '', 14, 65, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', '@bob:unreadctl.test', NULL, '', 14, 65, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '@alice:unreadctl.test', NULL, '', 38, 66, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '@bob:unreadctl.test', NULL, '', 38, 66, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '@erin:unreadctl.test', NULL, '', 38, 66, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '@mallory:unreadctl.test', NULL, '', 38, 66, 1, 0, 1, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', '@alice:unreadctl.test', NULL, '', 39, 67, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', '@carol:unreadctl.test', NULL, '', 39, 67, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', '@erin:unreadctl.test', NULL, '', 39, 67, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', '@mallory:unreadctl.test', NULL, '', 39, 67, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 14, 68, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', '@alice:unreadctl.test', NULL, '[]', 15, 69, 0, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', '@bob:unreadctl.test', NULL, '', 15, 69, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '@alice:unreadctl.test', NULL, '', 40, 70, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '@bob:unreadctl.test', NULL, '', 40, 70, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '@carol:unreadctl.test', NULL, '', 40, 70, 1, 0, 1, 'main');
INSERT INTO public.event_push_actions VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '@mallory:unreadctl.test', NULL, '', 40, 70, 1, 0, 1, 'main');


--
-- Data for Name: event_push_actions_staging; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_push_summary; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 1, 55, 1, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 1, 57, 1, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 1, 56, 1, 54, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 0, 58, 0, 59, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 1, 58, 1, 45, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 3, 59, 3, NULL, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 5, 64, 5, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 4, 65, 3, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 9, 62, 9, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 2, 65, 2, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@dave:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 3, 59, 3, NULL, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_summary VALUES ('@dave:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 9, 62, 9, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@erin:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 3, 59, 3, 39, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_summary VALUES ('@mallory:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 3, 59, 3, NULL, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.event_push_summary VALUES ('@mallory:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 10, 64, 10, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@erin:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 3, 64, 3, 60, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 5, 64, 6, 45, 'main');


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

INSERT INTO public.event_relations VALUES ('$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k', '$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', 'm.replace', NULL);
INSERT INTO public.event_relations VALUES ('$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY', '$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', 'm.annotation', '👍');
INSERT INTO public.event_relations VALUES ('$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', 'm.thread', NULL);


--
-- Data for Name: event_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_search; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_search VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.name', '''general'':1', 1795577752689, 8);
INSERT INTO public.event_search VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, 'content.name', '''alic'':2 ''alice-bob'':1 ''bob'':3', 1795577753716, 25);
INSERT INTO public.event_search VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, 'content.name', '''quiet'':1', 1795577754174, 34);
INSERT INTO public.event_search VALUES ('$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''good'':1 ''morn'':2', 1795577754713, 39);
INSERT INTO public.event_search VALUES ('$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''alic'':2 ''morn'':1', 1795577754810, 40);
INSERT INTO public.event_search VALUES ('$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''deploy'':1 ''finish'':2', 1795577754889, 41);
INSERT INTO public.event_search VALUES ('$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''buy'':1 ''stuff'':3', 1795577754955, 42);
INSERT INTO public.event_search VALUES ('$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''herr'':2 ''typo'':1', 1795577755027, 43);
INSERT INTO public.event_search VALUES ('$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''typo'':1', 1795577755113, 44);
INSERT INTO public.event_search VALUES ('$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''plan'':3 ''releas'':2 ''thread'':1', 1795577755184, 45);
INSERT INTO public.event_search VALUES ('$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''note'':5 ''take'':3', 1795577755250, 46);
INSERT INTO public.event_search VALUES ('$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''count'':1', 1795577755318, 47);
INSERT INTO public.event_search VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.topic', '''releas'':1 ''week'':2', 1795577755448, 49);
INSERT INTO public.event_search VALUES ('$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''spam'':2', 1795577755520, 50);
INSERT INTO public.event_search VALUES ('$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''bob'':1 ''look'':4', 1795577755684, 52);
INSERT INTO public.event_search VALUES ('$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, 'content.body', '''bob'':2 ''hi'':1', 1795577755779, 53);
INSERT INTO public.event_search VALUES ('$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, 'content.body', '''lunch'':1', 1795577755851, 54);
INSERT INTO public.event_search VALUES ('$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, 'content.body', '''sure'':1', 1795577755922, 55);
INSERT INTO public.event_search VALUES ('$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, 'content.body', '''12'':1 ''30'':2', 1795577755980, 56);
INSERT INTO public.event_search VALUES ('$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, 'content.body', '''hello'':3 ''quiet'':1 ''room'':2', 1795577756042, 57);
INSERT INTO public.event_search VALUES ('$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, 'content.body', '''carol'':2 ''hello'':1', 1795577756106, 58);
INSERT INTO public.event_search VALUES ('$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''lunch'':1 ''thread'':4', 1795577780217, 59);
INSERT INTO public.event_search VALUES ('$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''doc'':5 ''note'':1', 1795577780280, 60);
INSERT INTO public.event_search VALUES ('$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''bye'':4 ''m'':2', 1795577780322, 61);
INSERT INTO public.event_search VALUES ('$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''bye'':1 ''dave'':2', 1795577780361, 62);
INSERT INTO public.event_search VALUES ('$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''dave'':2 ''left'':3', 1795577780483, 64);
INSERT INTO public.event_search VALUES ('$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, 'content.body', '''still'':1', 1795577780557, 65);
INSERT INTO public.event_search VALUES ('$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''last'':1 ''word'':2', 1795577810191, 66);
INSERT INTO public.event_search VALUES ('$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''everyon'':4 ''one'':1', 1795577810222, 67);
INSERT INTO public.event_search VALUES ('$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, 'content.body', '''see'':1', 1795577810249, 68);
INSERT INTO public.event_search VALUES ('$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, 'content.body', '''anyon'':1', 1795577810286, 69);
INSERT INTO public.event_search VALUES ('$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, 'content.body', '''erin'':1', 1795577810314, 70);


--
-- Data for Name: event_to_state_groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_to_state_groups VALUES ('$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 2);
INSERT INTO public.event_to_state_groups VALUES ('$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', 3);
INSERT INTO public.event_to_state_groups VALUES ('$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', 4);
INSERT INTO public.event_to_state_groups VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', 5);
INSERT INTO public.event_to_state_groups VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', 6);
INSERT INTO public.event_to_state_groups VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', 7);
INSERT INTO public.event_to_state_groups VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', 8);
INSERT INTO public.event_to_state_groups VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', 9);
INSERT INTO public.event_to_state_groups VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', 10);
INSERT INTO public.event_to_state_groups VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', 11);
INSERT INTO public.event_to_state_groups VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', 12);
INSERT INTO public.event_to_state_groups VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', 13);
INSERT INTO public.event_to_state_groups VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', 14);
INSERT INTO public.event_to_state_groups VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', 15);
INSERT INTO public.event_to_state_groups VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', 16);
INSERT INTO public.event_to_state_groups VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', 17);
INSERT INTO public.event_to_state_groups VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', 18);
INSERT INTO public.event_to_state_groups VALUES ('$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 20);
INSERT INTO public.event_to_state_groups VALUES ('$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', 21);
INSERT INTO public.event_to_state_groups VALUES ('$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', 22);
INSERT INTO public.event_to_state_groups VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', 23);
INSERT INTO public.event_to_state_groups VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', 24);
INSERT INTO public.event_to_state_groups VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', 25);
INSERT INTO public.event_to_state_groups VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', 26);
INSERT INTO public.event_to_state_groups VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', 27);
INSERT INTO public.event_to_state_groups VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', 28);
INSERT INTO public.event_to_state_groups VALUES ('$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 30);
INSERT INTO public.event_to_state_groups VALUES ('$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', 31);
INSERT INTO public.event_to_state_groups VALUES ('$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', 32);
INSERT INTO public.event_to_state_groups VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', 33);
INSERT INTO public.event_to_state_groups VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', 34);
INSERT INTO public.event_to_state_groups VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', 35);
INSERT INTO public.event_to_state_groups VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', 36);
INSERT INTO public.event_to_state_groups VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', 37);
INSERT INTO public.event_to_state_groups VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', 38);
INSERT INTO public.event_to_state_groups VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', 39);
INSERT INTO public.event_to_state_groups VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', 40);
INSERT INTO public.event_to_state_groups VALUES ('$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', 18);
INSERT INTO public.event_to_state_groups VALUES ('$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', 18);
INSERT INTO public.event_to_state_groups VALUES ('$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE', 18);
INSERT INTO public.event_to_state_groups VALUES ('$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', 18);
INSERT INTO public.event_to_state_groups VALUES ('$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', 18);
INSERT INTO public.event_to_state_groups VALUES ('$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k', 18);
INSERT INTO public.event_to_state_groups VALUES ('$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', 18);
INSERT INTO public.event_to_state_groups VALUES ('$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', 18);
INSERT INTO public.event_to_state_groups VALUES ('$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', 18);
INSERT INTO public.event_to_state_groups VALUES ('$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY', 18);
INSERT INTO public.event_to_state_groups VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', 41);
INSERT INTO public.event_to_state_groups VALUES ('$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M', 41);
INSERT INTO public.event_to_state_groups VALUES ('$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE', 41);
INSERT INTO public.event_to_state_groups VALUES ('$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', 41);
INSERT INTO public.event_to_state_groups VALUES ('$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg', 28);
INSERT INTO public.event_to_state_groups VALUES ('$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww', 28);
INSERT INTO public.event_to_state_groups VALUES ('$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI', 28);
INSERT INTO public.event_to_state_groups VALUES ('$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw', 28);
INSERT INTO public.event_to_state_groups VALUES ('$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', 40);
INSERT INTO public.event_to_state_groups VALUES ('$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', 40);
INSERT INTO public.event_to_state_groups VALUES ('$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', 41);
INSERT INTO public.event_to_state_groups VALUES ('$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', 41);
INSERT INTO public.event_to_state_groups VALUES ('$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', 41);
INSERT INTO public.event_to_state_groups VALUES ('$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', 41);
INSERT INTO public.event_to_state_groups VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', 42);
INSERT INTO public.event_to_state_groups VALUES ('$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', 42);
INSERT INTO public.event_to_state_groups VALUES ('$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', 40);
INSERT INTO public.event_to_state_groups VALUES ('$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', 42);
INSERT INTO public.event_to_state_groups VALUES ('$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', 42);
INSERT INTO public.event_to_state_groups VALUES ('$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', 28);
INSERT INTO public.event_to_state_groups VALUES ('$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', 40);
INSERT INTO public.event_to_state_groups VALUES ('$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', 42);


--
-- Data for Name: event_txn_id_device_id; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_txn_id_device_id VALUES ('$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@alice:unreadctl.test', 'HSQZELSXNZ', 't1', 1795577754761);
INSERT INTO public.event_txn_id_device_id VALUES ('$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@bob:unreadctl.test', 'CQZXARUDIO', 't2', 1795577754847);
INSERT INTO public.event_txn_id_device_id VALUES ('$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@dave:unreadctl.test', 'KJYNNHREIL', 't3', 1795577754912);
INSERT INTO public.event_txn_id_device_id VALUES ('$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@mallory:unreadctl.test', 'ULLSUPMWIZ', 't4', 1795577754981);
INSERT INTO public.event_txn_id_device_id VALUES ('$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@carol:unreadctl.test', 'EGKFJNXYDO', 't5', 1795577755064);
INSERT INTO public.event_txn_id_device_id VALUES ('$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@carol:unreadctl.test', 'EGKFJNXYDO', 't6', 1795577755141);
INSERT INTO public.event_txn_id_device_id VALUES ('$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@alice:unreadctl.test', 'HSQZELSXNZ', 't7', 1795577755214);
INSERT INTO public.event_txn_id_device_id VALUES ('$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@bob:unreadctl.test', 'CQZXARUDIO', 't8', 1795577755276);
INSERT INTO public.event_txn_id_device_id VALUES ('$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@carol:unreadctl.test', 'EGKFJNXYDO', 't9', 1795577755351);
INSERT INTO public.event_txn_id_device_id VALUES ('$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@dave:unreadctl.test', 'KJYNNHREIL', 't10', 1795577755414);
INSERT INTO public.event_txn_id_device_id VALUES ('$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@mallory:unreadctl.test', 'ULLSUPMWIZ', 't11', 1795577755560);
INSERT INTO public.event_txn_id_device_id VALUES ('$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@alice:unreadctl.test', 'HSQZELSXNZ', 't12', 1795577755637);
INSERT INTO public.event_txn_id_device_id VALUES ('$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@alice:unreadctl.test', 'HSQZELSXNZ', 't13', 1795577755719);
INSERT INTO public.event_txn_id_device_id VALUES ('$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@alice:unreadctl.test', 'HSQZELSXNZ', 't14', 1795577755809);
INSERT INTO public.event_txn_id_device_id VALUES ('$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@alice:unreadctl.test', 'HSQZELSXNZ', 't15', 1795577755884);
INSERT INTO public.event_txn_id_device_id VALUES ('$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@bob:unreadctl.test', 'CQZXARUDIO', 't16', 1795577755956);
INSERT INTO public.event_txn_id_device_id VALUES ('$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@alice:unreadctl.test', 'HSQZELSXNZ', 't17', 1795577755996);
INSERT INTO public.event_txn_id_device_id VALUES ('$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@carol:unreadctl.test', 'EGKFJNXYDO', 't18', 1795577756075);
INSERT INTO public.event_txn_id_device_id VALUES ('$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@alice:unreadctl.test', 'HSQZELSXNZ', 't19', 1795577756128);
INSERT INTO public.event_txn_id_device_id VALUES ('$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@bob:unreadctl.test', 'CQZXARUDIO', 't20', 1795577780241);
INSERT INTO public.event_txn_id_device_id VALUES ('$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@alice:unreadctl.test', 'HSQZELSXNZ', 't21', 1795577780294);
INSERT INTO public.event_txn_id_device_id VALUES ('$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@dave:unreadctl.test', 'KJYNNHREIL', 't22', 1795577780334);
INSERT INTO public.event_txn_id_device_id VALUES ('$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@alice:unreadctl.test', 'HSQZELSXNZ', 't23', 1795577780386);
INSERT INTO public.event_txn_id_device_id VALUES ('$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@carol:unreadctl.test', 'EGKFJNXYDO', 't24', 1795577780505);
INSERT INTO public.event_txn_id_device_id VALUES ('$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@alice:unreadctl.test', 'HSQZELSXNZ', 't25', 1795577780575);
INSERT INTO public.event_txn_id_device_id VALUES ('$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@carol:unreadctl.test', 'EGKFJNXYDO', 't26', 1795577810203);
INSERT INTO public.event_txn_id_device_id VALUES ('$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@bob:unreadctl.test', 'CQZXARUDIO', 't27', 1795577810232);
INSERT INTO public.event_txn_id_device_id VALUES ('$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@bob:unreadctl.test', 'CQZXARUDIO', 't28', 1795577810258);
INSERT INTO public.event_txn_id_device_id VALUES ('$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@carol:unreadctl.test', 'EGKFJNXYDO', 't29', 1795577810295);
INSERT INTO public.event_txn_id_device_id VALUES ('$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@erin:unreadctl.test', 'WDKRGOEEVK', 't30', 1795577810325);


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.events VALUES (1, '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.create', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 1, 1795577752512, 1795577752555, '@alice:unreadctl.test', false, 'master', 2, '', NULL);
INSERT INTO public.events VALUES (2, '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 2, 1795577752587, 1795577752631, '@alice:unreadctl.test', false, 'master', 3, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', 'm.room.power_levels', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 3, 1795577752676, 1795577752733, '@alice:unreadctl.test', false, 'master', 4, '', NULL);
INSERT INTO public.events VALUES (4, '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', 'm.room.join_rules', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 4, 1795577752688, 1795577752733, '@alice:unreadctl.test', false, 'master', 5, '', NULL);
INSERT INTO public.events VALUES (5, '$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', 'm.room.history_visibility', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 5, 1795577752688, 1795577752733, '@alice:unreadctl.test', false, 'master', 6, '', NULL);
INSERT INTO public.events VALUES (6, '$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', 'm.room.guest_access', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 6, 1795577752689, 1795577752733, '@alice:unreadctl.test', false, 'master', 7, '', NULL);
INSERT INTO public.events VALUES (7, '$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', 'm.room.name', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 7, 1795577752689, 1795577752733, '@alice:unreadctl.test', false, 'master', 8, '', NULL);
INSERT INTO public.events VALUES (8, '$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 8, 1795577752773, 1795577752834, '@alice:unreadctl.test', false, 'master', 9, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 9, 1795577752865, 1795577752897, '@alice:unreadctl.test', false, 'master', 10, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (10, '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 10, 1795577752939, 1795577752992, '@alice:unreadctl.test', false, 'master', 11, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (11, '$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 11, 1795577753034, 1795577753078, '@alice:unreadctl.test', false, 'master', 12, '@erin:unreadctl.test', NULL);
INSERT INTO public.events VALUES (12, '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 12, 1795577753110, 1795577753131, '@alice:unreadctl.test', false, 'master', 13, '@mallory:unreadctl.test', NULL);
INSERT INTO public.events VALUES (13, '$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 13, 1795577753162, 1795577753186, '@bob:unreadctl.test', false, 'master', 14, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (14, '$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 14, 1795577753239, 1795577753257, '@carol:unreadctl.test', false, 'master', 15, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (15, '$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 15, 1795577753291, 1795577753316, '@dave:unreadctl.test', false, 'master', 16, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (16, '$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 16, 1795577753350, 1795577753373, '@erin:unreadctl.test', false, 'master', 17, '@erin:unreadctl.test', NULL);
INSERT INTO public.events VALUES (17, '$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 17, 1795577753439, 1795577753477, '@mallory:unreadctl.test', false, 'master', 18, '@mallory:unreadctl.test', NULL);
INSERT INTO public.events VALUES (1, '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.create', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 1, 1795577753533, 1795577753581, '@alice:unreadctl.test', false, 'master', 19, '', NULL);
INSERT INTO public.events VALUES (2, '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', 'm.room.member', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 2, 1795577753621, 1795577753662, '@alice:unreadctl.test', false, 'master', 20, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', 'm.room.power_levels', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 3, 1795577753696, 1795577753784, '@alice:unreadctl.test', false, 'master', 21, '', NULL);
INSERT INTO public.events VALUES (4, '$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', 'm.room.join_rules', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 4, 1795577753715, 1795577753784, '@alice:unreadctl.test', false, 'master', 22, '', NULL);
INSERT INTO public.events VALUES (5, '$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', 'm.room.history_visibility', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 5, 1795577753715, 1795577753784, '@alice:unreadctl.test', false, 'master', 23, '', NULL);
INSERT INTO public.events VALUES (6, '$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', 'm.room.guest_access', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 6, 1795577753716, 1795577753784, '@alice:unreadctl.test', false, 'master', 24, '', NULL);
INSERT INTO public.events VALUES (7, '$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', 'm.room.name', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 7, 1795577753716, 1795577753784, '@alice:unreadctl.test', false, 'master', 25, '', NULL);
INSERT INTO public.events VALUES (8, '$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', 'm.room.member', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 8, 1795577753828, 1795577753868, '@alice:unreadctl.test', false, 'master', 26, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', 'm.room.member', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 9, 1795577753926, 1795577753958, '@bob:unreadctl.test', false, 'master', 27, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (1, '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.create', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 1, 1795577754018, 1795577754058, '@carol:unreadctl.test', false, 'master', 28, '', NULL);
INSERT INTO public.events VALUES (2, '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', 'm.room.member', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 2, 1795577754091, 1795577754127, '@carol:unreadctl.test', false, 'master', 29, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', 'm.room.power_levels', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 3, 1795577754160, 1795577754249, '@carol:unreadctl.test', false, 'master', 30, '', NULL);
INSERT INTO public.events VALUES (4, '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', 'm.room.join_rules', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 4, 1795577754173, 1795577754249, '@carol:unreadctl.test', false, 'master', 31, '', NULL);
INSERT INTO public.events VALUES (5, '$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', 'm.room.history_visibility', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 5, 1795577754173, 1795577754249, '@carol:unreadctl.test', false, 'master', 32, '', NULL);
INSERT INTO public.events VALUES (6, '$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', 'm.room.guest_access', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 6, 1795577754173, 1795577754249, '@carol:unreadctl.test', false, 'master', 33, '', NULL);
INSERT INTO public.events VALUES (7, '$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', 'm.room.name', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 7, 1795577754174, 1795577754249, '@carol:unreadctl.test', false, 'master', 34, '', NULL);
INSERT INTO public.events VALUES (8, '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', 'm.room.member', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 8, 1795577754287, 1795577754348, '@carol:unreadctl.test', false, 'master', 35, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', 'm.room.member', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 9, 1795577754391, 1795577754448, '@carol:unreadctl.test', false, 'master', 36, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (29, '$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 29, 1795577755520, 1795577755559, '@mallory:unreadctl.test', false, 'master', 50, NULL, NULL);
INSERT INTO public.events VALUES (31, '$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 31, 1795577755684, 1795577755718, '@alice:unreadctl.test', false, 'master', 52, NULL, NULL);
INSERT INTO public.events VALUES (13, '$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw', 'm.room.message', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 13, 1795577755980, 1795577755995, '@alice:unreadctl.test', false, 'master', 56, NULL, NULL);
INSERT INTO public.events VALUES (10, '$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', 'm.room.member', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 10, 1795577754513, 1795577754549, '@alice:unreadctl.test', false, 'master', 37, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (26, '$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 26, 1795577755318, 1795577755344, '@carol:unreadctl.test', false, 'master', 47, NULL, NULL);
INSERT INTO public.events VALUES (28, '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', 'm.room.topic', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 28, 1795577755448, 1795577755479, '@alice:unreadctl.test', false, 'master', 49, '', NULL);
INSERT INTO public.events VALUES (30, '$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE', 'm.room.redaction', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 30, 1795577755611, 1795577755636, '@alice:unreadctl.test', false, 'master', 51, NULL, NULL);
INSERT INTO public.events VALUES (10, '$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg', 'm.room.message', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 10, 1795577755779, 1795577755808, '@alice:unreadctl.test', false, 'master', 53, NULL, NULL);
INSERT INTO public.events VALUES (11, '$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', 'm.room.member', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 11, 1795577754610, 1795577754640, '@bob:unreadctl.test', false, 'master', 38, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (18, '$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 18, 1795577754713, 1795577754760, '@alice:unreadctl.test', false, 'master', 39, NULL, NULL);
INSERT INTO public.events VALUES (19, '$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 19, 1795577754810, 1795577754844, '@bob:unreadctl.test', false, 'master', 40, NULL, NULL);
INSERT INTO public.events VALUES (20, '$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 20, 1795577754889, 1795577754912, '@dave:unreadctl.test', false, 'master', 41, NULL, NULL);
INSERT INTO public.events VALUES (21, '$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 21, 1795577754955, 1795577754980, '@mallory:unreadctl.test', false, 'master', 42, NULL, NULL);
INSERT INTO public.events VALUES (22, '$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 22, 1795577755027, 1795577755063, '@carol:unreadctl.test', false, 'master', 43, NULL, NULL);
INSERT INTO public.events VALUES (24, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 24, 1795577755184, 1795577755212, '@alice:unreadctl.test', false, 'master', 45, NULL, NULL);
INSERT INTO public.events VALUES (27, '$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY', 'm.reaction', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 27, 1795577755391, 1795577755411, '@dave:unreadctl.test', false, 'master', 48, NULL, NULL);
INSERT INTO public.events VALUES (12, '$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI', 'm.room.message', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 12, 1795577755922, 1795577755955, '@bob:unreadctl.test', false, 'master', 55, NULL, NULL);
INSERT INTO public.events VALUES (13, '$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY', 'm.room.message', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 13, 1795577756106, 1795577756128, '@alice:unreadctl.test', false, 'master', 58, NULL, NULL);
INSERT INTO public.events VALUES (23, '$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 23, 1795577755113, 1795577755140, '@carol:unreadctl.test', false, 'master', 44, NULL, NULL);
INSERT INTO public.events VALUES (25, '$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 25, 1795577755250, 1795577755276, '@bob:unreadctl.test', false, 'master', 46, NULL, NULL);
INSERT INTO public.events VALUES (11, '$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww', 'm.room.message', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 11, 1795577755851, 1795577755884, '@alice:unreadctl.test', false, 'master', 54, NULL, NULL);
INSERT INTO public.events VALUES (12, '$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E', 'm.room.message', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 12, 1795577756042, 1795577756072, '@carol:unreadctl.test', false, 'master', 57, NULL, NULL);
INSERT INTO public.events VALUES (32, '$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 32, 1795577780217, 1795577780240, '@bob:unreadctl.test', false, 'master', 59, NULL, NULL);
INSERT INTO public.events VALUES (33, '$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 33, 1795577780280, 1795577780294, '@alice:unreadctl.test', false, 'master', 60, NULL, NULL);
INSERT INTO public.events VALUES (34, '$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 34, 1795577780322, 1795577780334, '@dave:unreadctl.test', false, 'master', 61, NULL, NULL);
INSERT INTO public.events VALUES (35, '$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 35, 1795577780361, 1795577780385, '@alice:unreadctl.test', false, 'master', 62, NULL, NULL);
INSERT INTO public.events VALUES (36, '$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', 'm.room.member', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 36, 1795577780422, 1795577780451, '@dave:unreadctl.test', false, 'master', 63, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (37, '$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 37, 1795577780483, 1795577780504, '@carol:unreadctl.test', false, 'master', 64, NULL, NULL);
INSERT INTO public.events VALUES (14, '$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE', 'm.room.message', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 14, 1795577780557, 1795577780575, '@alice:unreadctl.test', false, 'master', 65, NULL, NULL);
INSERT INTO public.events VALUES (38, '$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 38, 1795577810191, 1795577810202, '@carol:unreadctl.test', false, 'master', 66, NULL, NULL);
INSERT INTO public.events VALUES (39, '$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 39, 1795577810222, 1795577810232, '@bob:unreadctl.test', false, 'master', 67, NULL, NULL);
INSERT INTO public.events VALUES (14, '$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', 'm.room.message', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', NULL, NULL, true, false, 14, 1795577810249, 1795577810258, '@bob:unreadctl.test', false, 'master', 68, NULL, NULL);
INSERT INTO public.events VALUES (15, '$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw', 'm.room.message', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', NULL, NULL, true, false, 15, 1795577810286, 1795577810295, '@carol:unreadctl.test', false, 'master', 69, NULL, NULL);
INSERT INTO public.events VALUES (40, '$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8', 'm.room.message', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', NULL, NULL, true, false, 40, 1795577810314, 1795577810324, '@erin:unreadctl.test', false, 'master', 70, NULL, NULL);


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

INSERT INTO public.local_current_membership VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@alice:unreadctl.test', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', 'join', 3);
INSERT INTO public.local_current_membership VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@bob:unreadctl.test', '$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', 'join', 14);
INSERT INTO public.local_current_membership VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@carol:unreadctl.test', '$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', 'join', 15);
INSERT INTO public.local_current_membership VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@erin:unreadctl.test', '$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', 'join', 17);
INSERT INTO public.local_current_membership VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@mallory:unreadctl.test', '$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', 'join', 18);
INSERT INTO public.local_current_membership VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@alice:unreadctl.test', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', 'join', 20);
INSERT INTO public.local_current_membership VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@bob:unreadctl.test', '$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', 'join', 27);
INSERT INTO public.local_current_membership VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@carol:unreadctl.test', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', 'join', 29);
INSERT INTO public.local_current_membership VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@alice:unreadctl.test', '$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', 'join', 37);
INSERT INTO public.local_current_membership VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@bob:unreadctl.test', '$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', 'join', 38);
INSERT INTO public.local_current_membership VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@dave:unreadctl.test', '$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', 'leave', 63);


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

INSERT INTO public.push_rules VALUES (2, '@alice:unreadctl.test', 'global/override/!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 5, 0, '[{"kind":"event_match","key":"room_id","pattern":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY"}]', '[]');


--
-- Data for Name: push_rules_enable; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.push_rules_enable VALUES (2, '@alice:unreadctl.test', 'global/override/!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 1);


--
-- Data for Name: push_rules_stream; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.push_rules_stream VALUES (2, 38, '@alice:unreadctl.test', 'global/override/!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'ADD', 5, 0, '[{"kind":"event_match","key":"room_id","pattern":"!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY"}]', '[]', 'master');


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

INSERT INTO public.receipts_graph VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.read', '@erin:unreadctl.test', '["$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ"]', '{"ts":1795577755752}', NULL);
INSERT INTO public.receipts_graph VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.read.private', '@bob:unreadctl.test', '["$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww"]', '{"ts":1795577756018}', NULL);
INSERT INTO public.receipts_graph VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.read', '@carol:unreadctl.test', '["$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY"]', '{"ts":1795577780263}', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.receipts_graph VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.read', '@erin:unreadctl.test', '["$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw"]', '{"ts":1795577780523}', 'main');
INSERT INTO public.receipts_graph VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.read', '@bob:unreadctl.test', '["$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg"]', '{"ts":1795577780536}', NULL);
INSERT INTO public.receipts_graph VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.read', '@alice:unreadctl.test', '["$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw"]', '{"ts":1795577810274}', NULL);


--
-- Data for Name: receipts_linearized; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.receipts_linearized VALUES (2, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.read', '@erin:unreadctl.test', '$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ', '{"ts":1795577755752}', 'master', 39, NULL);
INSERT INTO public.receipts_linearized VALUES (3, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.read.private', '@bob:unreadctl.test', '$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww', '{"ts":1795577756018}', 'master', 54, NULL);
INSERT INTO public.receipts_linearized VALUES (4, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.read', '@carol:unreadctl.test', '$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY', '{"ts":1795577780263}', 'master', 59, '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.receipts_linearized VALUES (5, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.read', '@erin:unreadctl.test', '$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw', '{"ts":1795577780523}', 'master', 60, 'main');
INSERT INTO public.receipts_linearized VALUES (6, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.read', '@bob:unreadctl.test', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '{"ts":1795577780536}', 'master', 45, NULL);
INSERT INTO public.receipts_linearized VALUES (7, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.read', '@alice:unreadctl.test', '$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw', '{"ts":1795577810274}', 'master', 68, NULL);


--
-- Data for Name: received_transactions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: redactions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.redactions VALUES ('$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE', '$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M', false, 1795577755643, false);


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

INSERT INTO public.room_depth VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 1);
INSERT INTO public.room_depth VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 1);
INSERT INTO public.room_depth VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 1);


--
-- Data for Name: room_forgetter_stream_pos; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_forgetter_stream_pos VALUES ('X', 65);


--
-- Data for Name: room_memberships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_memberships VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '@bob:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'invite', 0, 'bob', NULL, 9, false);
INSERT INTO public.room_memberships VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '@carol:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'invite', 0, 'carol', NULL, 10, false);
INSERT INTO public.room_memberships VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '@dave:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'invite', 0, 'dave', NULL, 11, false);
INSERT INTO public.room_memberships VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '@erin:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'invite', 0, 'erin', NULL, 12, false);
INSERT INTO public.room_memberships VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '@mallory:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'invite', 0, 'mallory', NULL, 13, false);
INSERT INTO public.room_memberships VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '@bob:unreadctl.test', '@alice:unreadctl.test', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'invite', 0, 'bob', NULL, 26, false);
INSERT INTO public.room_memberships VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '@alice:unreadctl.test', '@carol:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'invite', 0, 'alice', NULL, 35, false);
INSERT INTO public.room_memberships VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '@bob:unreadctl.test', '@carol:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'invite', 0, 'bob', NULL, 36, false);
INSERT INTO public.room_memberships VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '@bob:unreadctl.test', '@bob:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'join', 0, 'bob', NULL, 38, false);
INSERT INTO public.room_memberships VALUES ('$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '@alice:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'join', 0, 'alice', NULL, 3, true);
INSERT INTO public.room_memberships VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '@bob:unreadctl.test', '@bob:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'join', 0, 'bob', NULL, 14, true);
INSERT INTO public.room_memberships VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '@dave:unreadctl.test', '@dave:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'join', 0, 'dave', NULL, 16, true);
INSERT INTO public.room_memberships VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '@mallory:unreadctl.test', '@mallory:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'join', 0, 'mallory', NULL, 18, true);
INSERT INTO public.room_memberships VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '@carol:unreadctl.test', '@carol:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'join', 0, 'carol', NULL, 15, true);
INSERT INTO public.room_memberships VALUES ('$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '@alice:unreadctl.test', '@alice:unreadctl.test', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'join', 0, 'alice', NULL, 20, true);
INSERT INTO public.room_memberships VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '@bob:unreadctl.test', '@bob:unreadctl.test', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'join', 0, 'bob', NULL, 27, true);
INSERT INTO public.room_memberships VALUES ('$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '@carol:unreadctl.test', '@carol:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'join', 0, 'carol', NULL, 29, true);
INSERT INTO public.room_memberships VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '@alice:unreadctl.test', '@alice:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'join', 0, 'alice', NULL, 37, true);
INSERT INTO public.room_memberships VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '@dave:unreadctl.test', '@dave:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'leave', 0, NULL, NULL, 63, false);
INSERT INTO public.room_memberships VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '@erin:unreadctl.test', '@erin:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'join', 0, 'erin', NULL, 17, true);


--
-- Data for Name: room_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_retention; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_stats_current; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_stats_current VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 8, 2, 0, 0, 0, 2, 29, 0);
INSERT INTO public.room_stats_current VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 9, 3, 0, 0, 0, 3, 38, 0);
INSERT INTO public.room_stats_current VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 13, 5, 0, 1, 0, 5, 63, 0);


--
-- Data for Name: room_stats_earliest_token; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_stats_state; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_stats_state VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'alice-bob', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, NULL, NULL);
INSERT INTO public.room_stats_state VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'quiet', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, NULL, NULL);
INSERT INTO public.room_stats_state VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'general', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, 'release week', NULL);


--
-- Data for Name: room_tags; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_tags_revisions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rooms; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rooms VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', false, '@alice:unreadctl.test', '12', true);
INSERT INTO public.rooms VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', false, '@alice:unreadctl.test', '12', true);
INSERT INTO public.rooms VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', false, '@carol:unreadctl.test', '12', true);


--
-- Data for Name: scheduled_tasks; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.scheduled_tasks VALUES ('delete_old_otks_task', 'delete_old_otks', 'complete', 1795577809951, NULL, NULL, NULL, NULL);


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

INSERT INTO public.sliding_sync_joined_rooms VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 68, 68, NULL, 'alice-bob', false, NULL);
INSERT INTO public.sliding_sync_joined_rooms VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 69, 69, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_joined_rooms VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 70, 70, NULL, 'general', false, NULL);


--
-- Data for Name: sliding_sync_joined_rooms_to_recalculate; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_membership_snapshots; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@alice:unreadctl.test', '@alice:unreadctl.test', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', 'join', 0, 3, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@bob:unreadctl.test', '@bob:unreadctl.test', '$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', 'join', 0, 14, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@carol:unreadctl.test', '@carol:unreadctl.test', '$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', 'join', 0, 15, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@erin:unreadctl.test', '@erin:unreadctl.test', '$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', 'join', 0, 17, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@mallory:unreadctl.test', '@mallory:unreadctl.test', '$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', 'join', 0, 18, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@alice:unreadctl.test', '@alice:unreadctl.test', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', 'join', 0, 20, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '@bob:unreadctl.test', '@bob:unreadctl.test', '$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', 'join', 0, 27, 'master', true, NULL, 'alice-bob', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@carol:unreadctl.test', '@carol:unreadctl.test', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', 'join', 0, 29, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@alice:unreadctl.test', '@alice:unreadctl.test', '$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', 'join', 0, 37, 'master', true, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '@bob:unreadctl.test', '@bob:unreadctl.test', '$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', 'join', 0, 38, 'master', true, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '@dave:unreadctl.test', '@dave:unreadctl.test', '$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', 'leave', 0, 63, 'master', true, NULL, 'general', false, NULL);


--
-- Data for Name: state_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.state_events VALUES ('$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@erin:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@mallory:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@erin:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@mallory:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.topic', '', NULL);
INSERT INTO public.state_events VALUES ('$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', NULL);


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

INSERT INTO public.state_groups VALUES (1, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.state_groups VALUES (2, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.state_groups VALUES (3, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0');
INSERT INTO public.state_groups VALUES (4, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY');
INSERT INTO public.state_groups VALUES (5, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc');
INSERT INTO public.state_groups VALUES (6, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0');
INSERT INTO public.state_groups VALUES (7, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os');
INSERT INTO public.state_groups VALUES (8, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8');
INSERT INTO public.state_groups VALUES (9, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA');
INSERT INTO public.state_groups VALUES (10, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA');
INSERT INTO public.state_groups VALUES (11, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4');
INSERT INTO public.state_groups VALUES (12, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA');
INSERT INTO public.state_groups VALUES (13, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34');
INSERT INTO public.state_groups VALUES (14, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY');
INSERT INTO public.state_groups VALUES (15, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4');
INSERT INTO public.state_groups VALUES (16, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550');
INSERT INTO public.state_groups VALUES (17, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco');
INSERT INTO public.state_groups VALUES (18, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg');
INSERT INTO public.state_groups VALUES (19, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.state_groups VALUES (20, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.state_groups VALUES (21, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q');
INSERT INTO public.state_groups VALUES (22, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs');
INSERT INTO public.state_groups VALUES (23, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc');
INSERT INTO public.state_groups VALUES (24, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214');
INSERT INTO public.state_groups VALUES (25, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY');
INSERT INTO public.state_groups VALUES (26, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk');
INSERT INTO public.state_groups VALUES (27, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U');
INSERT INTO public.state_groups VALUES (28, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU');
INSERT INTO public.state_groups VALUES (29, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.state_groups VALUES (30, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.state_groups VALUES (31, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w');
INSERT INTO public.state_groups VALUES (32, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4');
INSERT INTO public.state_groups VALUES (33, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY');
INSERT INTO public.state_groups VALUES (34, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0');
INSERT INTO public.state_groups VALUES (35, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo');
INSERT INTO public.state_groups VALUES (36, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew');
INSERT INTO public.state_groups VALUES (37, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM');
INSERT INTO public.state_groups VALUES (38, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE');
INSERT INTO public.state_groups VALUES (39, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o');
INSERT INTO public.state_groups VALUES (40, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM');
INSERT INTO public.state_groups VALUES (41, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk');
INSERT INTO public.state_groups VALUES (42, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A');


--
-- Data for Name: state_groups_pending_deletion; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: state_groups_persisting; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: state_groups_state; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.state_groups_state VALUES (2, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.create', '', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.state_groups_state VALUES (3, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@alice:unreadctl.test', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0');
INSERT INTO public.state_groups_state VALUES (4, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.power_levels', '', '$NZLhPtfgpQ6N4uOQFu6acJ4RBpRB9r5n95wjfGQRxuY');
INSERT INTO public.state_groups_state VALUES (5, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.join_rules', '', '$mwnzjcbpKVrqk1osw4pzerXcFireHsWZ7H56M_6OiDc');
INSERT INTO public.state_groups_state VALUES (6, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.history_visibility', '', '$WYMG49O_ZNsNTmJfqwBSc-ocvzRTnT4ZQeqT_Rhf0u0');
INSERT INTO public.state_groups_state VALUES (7, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.guest_access', '', '$R4aYDGDu_K2eYbY4HCVyWg-rcf7BUPZ6BiDT3BpW1os');
INSERT INTO public.state_groups_state VALUES (8, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.name', '', '$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8');
INSERT INTO public.state_groups_state VALUES (9, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@bob:unreadctl.test', '$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA');
INSERT INTO public.state_groups_state VALUES (10, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@carol:unreadctl.test', '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA');
INSERT INTO public.state_groups_state VALUES (11, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4');
INSERT INTO public.state_groups_state VALUES (12, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@erin:unreadctl.test', '$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA');
INSERT INTO public.state_groups_state VALUES (13, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@mallory:unreadctl.test', '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34');
INSERT INTO public.state_groups_state VALUES (14, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@bob:unreadctl.test', '$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY');
INSERT INTO public.state_groups_state VALUES (15, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@carol:unreadctl.test', '$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4');
INSERT INTO public.state_groups_state VALUES (16, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', '$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550');
INSERT INTO public.state_groups_state VALUES (17, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@erin:unreadctl.test', '$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco');
INSERT INTO public.state_groups_state VALUES (18, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@mallory:unreadctl.test', '$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg');
INSERT INTO public.state_groups_state VALUES (20, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.create', '', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.state_groups_state VALUES (21, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@alice:unreadctl.test', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q');
INSERT INTO public.state_groups_state VALUES (22, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.power_levels', '', '$0XRoXYHB2jGKSJ2BS85XLfNnf0sBngmOXy_Ii5W6NSs');
INSERT INTO public.state_groups_state VALUES (23, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.join_rules', '', '$dXWeRu-YkbB-29bhnTX1wN1DiivYFE3ou4UhYf2CLkc');
INSERT INTO public.state_groups_state VALUES (24, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.history_visibility', '', '$V6efTad80Gy_1TzrreDE2hhzC0CRFwaMxBp3TbmL214');
INSERT INTO public.state_groups_state VALUES (25, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.guest_access', '', '$Cy-1eWI32_0UwZ-CjIY8PWoIqAQtkgx0fLciVdFA0oY');
INSERT INTO public.state_groups_state VALUES (26, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.name', '', '$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk');
INSERT INTO public.state_groups_state VALUES (27, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@bob:unreadctl.test', '$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U');
INSERT INTO public.state_groups_state VALUES (28, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', 'm.room.member', '@bob:unreadctl.test', '$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU');
INSERT INTO public.state_groups_state VALUES (30, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.create', '', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.state_groups_state VALUES (31, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@carol:unreadctl.test', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w');
INSERT INTO public.state_groups_state VALUES (32, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.power_levels', '', '$lt7JiAkPOr2ON9HTtgYQAN8NUY5V9C45sjIfKB3UdE4');
INSERT INTO public.state_groups_state VALUES (33, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.join_rules', '', '$Ge0ELBrEu2BoM736Q4iDBgkCkOFK94qI80OIf1-o-xY');
INSERT INTO public.state_groups_state VALUES (34, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.history_visibility', '', '$gRZLEKeo7GscFb5M2ZwzHWPodFomc7rDYHSv8Z2rS-0');
INSERT INTO public.state_groups_state VALUES (35, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.guest_access', '', '$LJfnrKxn8oVzVvdLy8KXfvWp4LDGOvJTU4bxQjpNwpo');
INSERT INTO public.state_groups_state VALUES (36, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.name', '', '$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew');
INSERT INTO public.state_groups_state VALUES (37, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@alice:unreadctl.test', '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM');
INSERT INTO public.state_groups_state VALUES (38, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@bob:unreadctl.test', '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE');
INSERT INTO public.state_groups_state VALUES (39, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@alice:unreadctl.test', '$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o');
INSERT INTO public.state_groups_state VALUES (40, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', 'm.room.member', '@bob:unreadctl.test', '$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM');
INSERT INTO public.state_groups_state VALUES (41, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.topic', '', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk');
INSERT INTO public.state_groups_state VALUES (42, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', 'm.room.member', '@dave:unreadctl.test', '$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A');


--
-- Data for Name: stats_incremental_position; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.stats_incremental_position VALUES ('X', 70);


--
-- Data for Name: sticky_events; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: stream_ordering_to_exterm; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.stream_ordering_to_exterm VALUES (2, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.stream_ordering_to_exterm VALUES (3, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$yH8nH5lBgTJ0r3kSd-t8wXtdjFaAV7JvLEU9Zhj4ql0');
INSERT INTO public.stream_ordering_to_exterm VALUES (8, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$w226biHpv04E-xTxyTZngujiWdlLQmPlLkQw4zZnBl8');
INSERT INTO public.stream_ordering_to_exterm VALUES (9, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$wGNVCtgUMeaoxZuT7hOvt0_mYkFb3Nc6OUYMpWeFygA');
INSERT INTO public.stream_ordering_to_exterm VALUES (10, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$ciaZBFpVSsLlnxFUalQEMzNbx8jCmQreEo10c53dPcA');
INSERT INTO public.stream_ordering_to_exterm VALUES (11, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$K-z5EfnvEGaWWyueG2RGsXL9B3L5armfawwerR9PDJ4');
INSERT INTO public.stream_ordering_to_exterm VALUES (12, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$VMoX-DMgHo9ZLBIXFJKPUn4sC-1uDn6uVjgg7u3U2xA');
INSERT INTO public.stream_ordering_to_exterm VALUES (13, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$z1q13ZJO-Z6mJenYca5OfTMkPaeaXLZchRbyxPtWI34');
INSERT INTO public.stream_ordering_to_exterm VALUES (14, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$dEqd8rk-yM5iA7Cn1YtRrXh_9FjAZHcltNT85TEnpAY');
INSERT INTO public.stream_ordering_to_exterm VALUES (15, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$rpZm4YivkL1wg4UGH2ZZ9BkkO-wQc3FOykwmw5GVye4');
INSERT INTO public.stream_ordering_to_exterm VALUES (16, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$jM_drLLSeyhFnUHHYdQcGgrnbbMKEAhfhPA1jgSL550');
INSERT INTO public.stream_ordering_to_exterm VALUES (17, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$nE7t115MfgrWLlM-eLhN3HpevBS_xXFe1AUXzienSco');
INSERT INTO public.stream_ordering_to_exterm VALUES (18, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$5qN6LJbDcyuQG2MzR6GhkoUwUKWro0-xpYYrKAU8HTg');
INSERT INTO public.stream_ordering_to_exterm VALUES (19, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.stream_ordering_to_exterm VALUES (20, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$mBH67F1ICwH8HyvmS0pcq0WAi8LUOX45_b60gdikq5Q');
INSERT INTO public.stream_ordering_to_exterm VALUES (25, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$s6bcHILb2z9UG1o2IBTYOpT-yrf8MVxiRkn5hctTNMk');
INSERT INTO public.stream_ordering_to_exterm VALUES (26, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$RdDiSvkN5uMvzO1u6biAAJ6j4toQauz5NWEKLY2b06U');
INSERT INTO public.stream_ordering_to_exterm VALUES (27, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$zH0mquc5kZoUUgry8pQz_TExEuSVZGca_bDnYVvuJoU');
INSERT INTO public.stream_ordering_to_exterm VALUES (28, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.stream_ordering_to_exterm VALUES (29, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$RLq4LQg73AQUvb9cWIz7Ic0vOpm9g04KEzwQ5pkcv1w');
INSERT INTO public.stream_ordering_to_exterm VALUES (34, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$24U9yhmw6fBIU2tufuFHjME02hchX40smWrl3mlKFew');
INSERT INTO public.stream_ordering_to_exterm VALUES (35, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$vZphgZHeaByj4lvAN2gUzOaBRpSoxSyyw37UwWFzKmM');
INSERT INTO public.stream_ordering_to_exterm VALUES (36, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$_MimRjMF2jrg376MvVsfdImY2muyGZQbUAn45FY2mfE');
INSERT INTO public.stream_ordering_to_exterm VALUES (37, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$rWVm8EaOjUJGp0TFRbCdh31cdCehVJStxv5xoHdEH2o');
INSERT INTO public.stream_ordering_to_exterm VALUES (38, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$1uFzLiGuUjeZbRU0iIFpBxl-zW-MMoAWlAFnrcsOrYM');
INSERT INTO public.stream_ordering_to_exterm VALUES (39, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$CXR2SAsIurQpI2MEbwfOh5UaEDFGiBor7KW1VT04rFQ');
INSERT INTO public.stream_ordering_to_exterm VALUES (40, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$eo0QYqT0Ih8NPtmKA_yJt8Zbb1JytHOYoXjDPlgaeUU');
INSERT INTO public.stream_ordering_to_exterm VALUES (41, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$8vvAJmKCMU7aXbMLhgypw_UvaFbcdhVQEQINHk5AfgE');
INSERT INTO public.stream_ordering_to_exterm VALUES (42, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Fb9GzLkDfQ9Sz8h7F4-xPTQW9DChBTP13GL_aQyL3A8');
INSERT INTO public.stream_ordering_to_exterm VALUES (43, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Aur9_2laO89YDnyeisbgEUTMfps95dEvDr5ehSqXjos');
INSERT INTO public.stream_ordering_to_exterm VALUES (44, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$KJaC1WWTjhktYjcqlYgLfHe8TVc-Zunl4zFPg7H-N8k');
INSERT INTO public.stream_ordering_to_exterm VALUES (45, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg');
INSERT INTO public.stream_ordering_to_exterm VALUES (46, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$EuiJZqYrkxG2YfZ7i8YTol4Icl2FWptne_Eg44YZWEU');
INSERT INTO public.stream_ordering_to_exterm VALUES (47, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$VCvw6i40K_DUepCDY7eX9BHMqGLAXejnq-bZtKuIQNM');
INSERT INTO public.stream_ordering_to_exterm VALUES (48, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$fOvZ_RHhv_RDLmanbASDk1V5JB70FSFIhzNb9BkTWbY');
INSERT INTO public.stream_ordering_to_exterm VALUES (49, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$UZEQHXnPRXx0_zfbVxJzz97vMkwgM430JXBHpmcZWHk');
INSERT INTO public.stream_ordering_to_exterm VALUES (50, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$NNCNb4wjiMO_uGHHad9jYVUoniUYhhSwsxBTGq1XY5M');
INSERT INTO public.stream_ordering_to_exterm VALUES (51, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$npjx9CAFUW-TBJvVxXn-UGAlVQkAAwQwz7yjjARf3ZE');
INSERT INTO public.stream_ordering_to_exterm VALUES (52, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$ahTpa8_hIrqsNrX16L72gjTBUXz0eNpaXTONCR3a-Zc');
INSERT INTO public.stream_ordering_to_exterm VALUES (53, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$ssg_qcFeefSTS5XGM5ZDf8s9ohepktSCzTxRr3N2Syg');
INSERT INTO public.stream_ordering_to_exterm VALUES (54, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$6YYKfgeCVjqwFfq7p1F4pXon3r_1MDIhbWDlRKkC_Ww');
INSERT INTO public.stream_ordering_to_exterm VALUES (55, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$NMzXklUCX4qMohDyMqk5RXTVx_DBdOCIVQYhcgg3DBI');
INSERT INTO public.stream_ordering_to_exterm VALUES (56, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$ju-YSVhmb7Ac0MOdYziYxzrlq5xzHp52tkFmOHD-syw');
INSERT INTO public.stream_ordering_to_exterm VALUES (57, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$ihLbGVuPjnbjRAPTeZF33wuiXgJe2MOhjcfCdG_cA4E');
INSERT INTO public.stream_ordering_to_exterm VALUES (58, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$0mIWkB7_5ctFc5pNNG-GFT-EUd_jt8jPCmcmJGm7wcY');
INSERT INTO public.stream_ordering_to_exterm VALUES (59, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$HTSNBOh9dsJdrOkIDHMbFB9M-F_18z0Dwpy1qvUTUqY');
INSERT INTO public.stream_ordering_to_exterm VALUES (60, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RvfJR8cwvffG0UM0FuUHvs2I7DRdD0eq8wFmGEDVbOw');
INSERT INTO public.stream_ordering_to_exterm VALUES (61, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$Ucnir8ubpLIlEBaFgvXeQy6R8iXbqugN6qF82GJONKA');
INSERT INTO public.stream_ordering_to_exterm VALUES (62, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$RnNqa7uRqaJwqGOxCt664Z0eUBNdUHb4RpSgokpRl2s');
INSERT INTO public.stream_ordering_to_exterm VALUES (63, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$2qxiEMOBhtSzxNTvF5gJWaSzW6mzb41Ln7q2gVUCR4A');
INSERT INTO public.stream_ordering_to_exterm VALUES (64, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$KlvIYAb-d9g0i2rkrGoWMNBWPxt2qLYaPNaojnlv0AU');
INSERT INTO public.stream_ordering_to_exterm VALUES (65, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$oSjeYa1A76N66gIB7ikdvNkJvJhuAQoh5pIBotlXdsE');
INSERT INTO public.stream_ordering_to_exterm VALUES (66, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y');
INSERT INTO public.stream_ordering_to_exterm VALUES (67, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$U9l-dFrhNkpF3FdxHWhTwH3USAJmbY-E_B3zzlQlo7o');
INSERT INTO public.stream_ordering_to_exterm VALUES (68, '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8', '$9pO7BSWleHg_wCI2o82e2iPC0wmejTs1ERkUzJ9NUtw');
INSERT INTO public.stream_ordering_to_exterm VALUES (69, '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY', '$ilXKGy2Vz6J2MQ1rEV1VBNH7Wea5r3hG0vCIfdx5rnw');
INSERT INTO public.stream_ordering_to_exterm VALUES (70, '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$IR4tfbAi2cAq7Zb_3ggt2Mg7pjAEUwSYpwqyWhZfgA8');


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

INSERT INTO public.threads VALUES ('!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk', '$tYI0wxY8kdE2H7xqq9sDk5sp5OmY_cz64xE9ORyjtBg', '$TlnbhL6l1tVpcu6nB4XZGiSlazNPEEHrk-c_uJ57H1Y', 38, 66);


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

INSERT INTO public.user_ips VALUES ('@alice:unreadctl.test', 'syt_YWxpY2U_hPXVtKSmfyrUtXXXLdhD_3owh78', 'HSQZELSXNZ', '127.0.0.1', 'Python-urllib/3.11', 1795577752509);
INSERT INTO public.user_ips VALUES ('@bob:unreadctl.test', 'syt_Ym9i_leshmzAVrVngPkNJEkvg_0ff59t', 'CQZXARUDIO', '127.0.0.1', 'Python-urllib/3.11', 1795577753153);
INSERT INTO public.user_ips VALUES ('@carol:unreadctl.test', 'syt_Y2Fyb2w_dhgSoZhGVLBuyeznOssq_2IZnOl', 'EGKFJNXYDO', '127.0.0.1', 'Python-urllib/3.11', 1795577753231);
INSERT INTO public.user_ips VALUES ('@dave:unreadctl.test', 'syt_ZGF2ZQ_wyHuAyWNbynoOxghArVD_0uViNp', 'KJYNNHREIL', '127.0.0.1', 'Python-urllib/3.11', 1795577753279);
INSERT INTO public.user_ips VALUES ('@erin:unreadctl.test', 'syt_ZXJpbg_njwQnKACkkWnxvHugvmg_2LJ6Z0', 'WDKRGOEEVK', '127.0.0.1', 'Python-urllib/3.11', 1795577753335);
INSERT INTO public.user_ips VALUES ('@mallory:unreadctl.test', 'syt_bWFsbG9yeQ_xJbFWzFgddkTwrZEMCSY_23X0Kw', 'ULLSUPMWIZ', '127.0.0.1', 'Python-urllib/3.11', 1795577753415);


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

INSERT INTO public.users VALUES ('@alice:unreadctl.test', '$2b$12$x4El5OF9G73UCjcKzNS6Ju8qPusn2Cw5iFGAlm8yrf0223qib1EDG', 1795577750, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@bob:unreadctl.test', '$2b$12$W5Ir9NgXoFvo0ndk0YgjsecylXhESXJcWu2GhOkwoDmPeImFOJ9la', 1795577750, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@carol:unreadctl.test', '$2b$12$mJMGNdaYJ4y122P5w/ahzuLMuDtqlZYpu31AsVGmx6XPBUbv7kDG2', 1795577751, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@dave:unreadctl.test', '$2b$12$NdXJ3uJQXGZT/3VB9fd6ZuOZ1duB3xXJ5yQc8/nUcnek442oFpHaq', 1795577751, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@erin:unreadctl.test', '$2b$12$76Kg70qprpxL9HHKLNZ3L.p4.c4a8PjYp4P7BAuos1cEVXV8adP8S', 1795577752, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@mallory:unreadctl.test', '$2b$12$2Zi3.8Iwl4rp3eARxd0cE.78XR78z1I6qLAaVRcl/7Ac5qvzVV7gu', 1795577752, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);


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

INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@bob:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@carol:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@mallory:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@bob:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@carol:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@erin:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@erin:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@mallory:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@erin:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@bob:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@mallory:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@carol:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@alice:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@carol:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@erin:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@mallory:unreadctl.test', '!BxaugGAUDMTaCy9R4wkhU057jwXccafUqeWnhEuaPIk');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@bob:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@carol:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@carol:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@alice:unreadctl.test', '!Z1pV9DMciXnaXMqxJnp0AcakXdboRovFqY3kHr5dpPY');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!WOKb7uWXoyXa9BJYb4WU8gdlf0ZulGSpxCPAXOw7zG8');


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


