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

INSERT INTO public.access_tokens VALUES (4, '@carol:unreadctl.test', 'LXJZSOKDHX', 'syt_Y2Fyb2w_pTDDaWqLZaHJVKSFBvrE_2Dtrzf', NULL, NULL, 1795583039338, NULL, true);
INSERT INTO public.access_tokens VALUES (3, '@bob:unreadctl.test', 'VJRZJBAPQN', 'syt_Ym9i_RdjdgdwwccdIwskAjtvg_3gDAh8', NULL, NULL, 1795583039080, NULL, true);
INSERT INTO public.access_tokens VALUES (2, '@alice:unreadctl.test', 'EECRXSLUIG', 'syt_YWxpY2U_mQhOdohchIcBKOurpWLy_4GxukO', NULL, NULL, 1795583038825, NULL, true);
INSERT INTO public.access_tokens VALUES (6, '@erin:unreadctl.test', 'GNBOPPZBEB', 'syt_ZXJpbg_kuIZDqaXgdnEchHMKyge_2IxdAI', NULL, NULL, 1795583039854, NULL, true);
INSERT INTO public.access_tokens VALUES (5, '@dave:unreadctl.test', 'THUTTICYVC', 'syt_ZGF2ZQ_vXMVhcQQWqtwUZVumgvD_0kHqBq', NULL, NULL, 1795583039599, NULL, true);
INSERT INTO public.access_tokens VALUES (7, '@mallory:unreadctl.test', 'KYZNLWPPNE', 'syt_bWFsbG9yeQ_LarJkKoTEmFbqunNjcGx_2pJMBO', NULL, NULL, 1795583040108, NULL, true);


--
-- Data for Name: account_data; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.account_data VALUES ('@bob:unreadctl.test', 'm.ignored_user_list', 2, '{"ignored_users":{"@mallory:unreadctl.test":{}}}', NULL);
INSERT INTO public.account_data VALUES ('@alice:unreadctl.test', 'm.direct', 3, '{"@bob:unreadctl.test":["!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q"]}', NULL);
INSERT INTO public.account_data VALUES ('@bob:unreadctl.test', 'm.direct', 4, '{"@alice:unreadctl.test":["!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q"]}', NULL);


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

INSERT INTO public.cache_invalidation_stream_by_instance VALUES (2, 'master', 'user_last_seen_monthly_active', NULL, 1795583038552);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (3, 'master', 'get_monthly_active_count', '{}', 1795583038556);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (4, 'master', 'get_user_by_id', '{@alice:unreadctl.test}', 1795583038808);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (5, 'master', 'get_device', '{@alice:unreadctl.test,EECRXSLUIG}', 1795583038818);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (6, 'master', 'get_user_by_id', '{@bob:unreadctl.test}', 1795583039069);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (7, 'master', 'get_device', '{@bob:unreadctl.test,VJRZJBAPQN}', 1795583039075);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (8, 'master', 'get_user_by_id', '{@carol:unreadctl.test}', 1795583039326);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (9, 'master', 'get_device', '{@carol:unreadctl.test,LXJZSOKDHX}', 1795583039333);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (10, 'master', 'get_user_by_id', '{@dave:unreadctl.test}', 1795583039588);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (11, 'master', 'get_device', '{@dave:unreadctl.test,THUTTICYVC}', 1795583039594);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (12, 'master', 'get_user_by_id', '{@erin:unreadctl.test}', 1795583039842);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (13, 'master', 'get_device', '{@erin:unreadctl.test,GNBOPPZBEB}', 1795583039850);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (14, 'master', 'get_user_by_id', '{@mallory:unreadctl.test}', 1795583040097);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (15, 'master', 'get_device', '{@mallory:unreadctl.test,KYZNLWPPNE}', 1795583040104);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (16, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE}', 1795583040151);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (17, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@alice:unreadctl.test}', 1795583040200);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (18, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE}', 1795583040267);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (19, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@bob:unreadctl.test}', 1795583040323);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (20, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@carol:unreadctl.test}', 1795583040373);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (21, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@dave:unreadctl.test}', 1795583040418);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (22, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@erin:unreadctl.test}', 1795583040466);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (23, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@mallory:unreadctl.test}', 1795583040509);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (24, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@bob:unreadctl.test}', 1795583040556);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (25, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@carol:unreadctl.test}', 1795583040606);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (26, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@dave:unreadctl.test}', 1795583040655);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (27, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@erin:unreadctl.test}', 1795583040705);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (28, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@mallory:unreadctl.test}', 1795583040752);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (29, 'master', 'ignored_by', '{@mallory:unreadctl.test}', 1795583040773);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (30, 'master', 'ignored_users', '{@bob:unreadctl.test}', 1795583040773);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (31, 'master', 'cs_cache_fake', '{!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q}', 1795583040797);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (32, 'master', 'cs_cache_fake', '{!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q,@alice:unreadctl.test}', 1795583040836);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (33, 'master', 'cs_cache_fake', '{!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q}', 1795583040900);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (34, 'master', 'cs_cache_fake', '{!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q,@bob:unreadctl.test}', 1795583040948);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (35, 'master', 'cs_cache_fake', '{!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q,@bob:unreadctl.test}', 1795583040990);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (36, 'master', 'cs_cache_fake', '{!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg}', 1795583041036);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (37, 'master', 'cs_cache_fake', '{!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg,@carol:unreadctl.test}', 1795583041072);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (38, 'master', 'cs_cache_fake', '{!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg}', 1795583041134);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (39, 'master', 'cs_cache_fake', '{!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg,@alice:unreadctl.test}', 1795583041181);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (40, 'master', 'cs_cache_fake', '{!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg,@bob:unreadctl.test}', 1795583041224);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (41, 'master', 'cs_cache_fake', '{!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg,@alice:unreadctl.test}', 1795583041269);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (42, 'master', 'cs_cache_fake', '{!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg,@bob:unreadctl.test}', 1795583041316);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (43, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE}', 1795583041690);
INSERT INTO public.cache_invalidation_stream_by_instance VALUES (44, 'master', 'cs_cache_fake', '{!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE,@dave:unreadctl.test}', 1795583068715);


--
-- Data for Name: current_state_delta_stream; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.current_state_delta_stream VALUES (2, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.create', '', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (3, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@alice:unreadctl.test', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.guest_access', '', '$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.history_visibility', '', '$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.join_rules', '', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.name', '', '$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (4, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.power_levels', '', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (9, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@bob:unreadctl.test', '$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (10, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@carol:unreadctl.test', '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (11, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (12, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@erin:unreadctl.test', '$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (13, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@mallory:unreadctl.test', '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (14, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@bob:unreadctl.test', '$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', 'master');
INSERT INTO public.current_state_delta_stream VALUES (15, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@carol:unreadctl.test', '$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', 'master');
INSERT INTO public.current_state_delta_stream VALUES (16, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', '$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', 'master');
INSERT INTO public.current_state_delta_stream VALUES (17, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@erin:unreadctl.test', '$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', 'master');
INSERT INTO public.current_state_delta_stream VALUES (18, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@mallory:unreadctl.test', '$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', 'master');
INSERT INTO public.current_state_delta_stream VALUES (19, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.create', '', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (20, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@alice:unreadctl.test', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.guest_access', '', '$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.history_visibility', '', '$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.join_rules', '', '$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.name', '', '$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (21, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.power_levels', '', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (26, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@bob:unreadctl.test', '$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (27, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@bob:unreadctl.test', '$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', 'master');
INSERT INTO public.current_state_delta_stream VALUES (28, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.create', '', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (29, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@carol:unreadctl.test', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.guest_access', '', '$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.history_visibility', '', '$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.join_rules', '', '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.name', '', '$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (30, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.power_levels', '', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (35, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@alice:unreadctl.test', '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (36, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@bob:unreadctl.test', '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (37, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@alice:unreadctl.test', '$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', 'master');
INSERT INTO public.current_state_delta_stream VALUES (38, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@bob:unreadctl.test', '$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', 'master');
INSERT INTO public.current_state_delta_stream VALUES (49, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.topic', '', '$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', NULL, 'master');
INSERT INTO public.current_state_delta_stream VALUES (63, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', '$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', 'master');


--
-- Data for Name: current_state_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.current_state_events VALUES ('$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.create', '', NULL, 2);
INSERT INTO public.current_state_events VALUES ('$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@alice:unreadctl.test', 'join', 3);
INSERT INTO public.current_state_events VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.guest_access', '', NULL, 7);
INSERT INTO public.current_state_events VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.history_visibility', '', NULL, 6);
INSERT INTO public.current_state_events VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.join_rules', '', NULL, 5);
INSERT INTO public.current_state_events VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.name', '', NULL, 8);
INSERT INTO public.current_state_events VALUES ('$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.power_levels', '', NULL, 4);
INSERT INTO public.current_state_events VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@bob:unreadctl.test', 'join', 14);
INSERT INTO public.current_state_events VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@carol:unreadctl.test', 'join', 15);
INSERT INTO public.current_state_events VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@erin:unreadctl.test', 'join', 17);
INSERT INTO public.current_state_events VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@mallory:unreadctl.test', 'join', 18);
INSERT INTO public.current_state_events VALUES ('$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.create', '', NULL, 19);
INSERT INTO public.current_state_events VALUES ('$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@alice:unreadctl.test', 'join', 20);
INSERT INTO public.current_state_events VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.guest_access', '', NULL, 24);
INSERT INTO public.current_state_events VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.history_visibility', '', NULL, 23);
INSERT INTO public.current_state_events VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.join_rules', '', NULL, 22);
INSERT INTO public.current_state_events VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.name', '', NULL, 25);
INSERT INTO public.current_state_events VALUES ('$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.power_levels', '', NULL, 21);
INSERT INTO public.current_state_events VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@bob:unreadctl.test', 'join', 27);
INSERT INTO public.current_state_events VALUES ('$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.create', '', NULL, 28);
INSERT INTO public.current_state_events VALUES ('$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@carol:unreadctl.test', 'join', 29);
INSERT INTO public.current_state_events VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.guest_access', '', NULL, 33);
INSERT INTO public.current_state_events VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.history_visibility', '', NULL, 32);
INSERT INTO public.current_state_events VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.join_rules', '', NULL, 31);
INSERT INTO public.current_state_events VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.name', '', NULL, 34);
INSERT INTO public.current_state_events VALUES ('$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.power_levels', '', NULL, 30);
INSERT INTO public.current_state_events VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@alice:unreadctl.test', 'join', 37);
INSERT INTO public.current_state_events VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@bob:unreadctl.test', 'join', 38);
INSERT INTO public.current_state_events VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.topic', '', NULL, 49);
INSERT INTO public.current_state_events VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', 'leave', 63);


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

INSERT INTO public.device_lists_stream VALUES (2, '@alice:unreadctl.test', 'EECRXSLUIG', 'master');
INSERT INTO public.device_lists_stream VALUES (3, '@bob:unreadctl.test', 'VJRZJBAPQN', 'master');
INSERT INTO public.device_lists_stream VALUES (4, '@carol:unreadctl.test', 'LXJZSOKDHX', 'master');
INSERT INTO public.device_lists_stream VALUES (5, '@dave:unreadctl.test', 'THUTTICYVC', 'master');
INSERT INTO public.device_lists_stream VALUES (6, '@erin:unreadctl.test', 'GNBOPPZBEB', 'master');
INSERT INTO public.device_lists_stream VALUES (7, '@mallory:unreadctl.test', 'KYZNLWPPNE', 'master');


--
-- Data for Name: devices; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.devices VALUES ('@carol:unreadctl.test', 'LXJZSOKDHX', NULL, 1795583100130, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@bob:unreadctl.test', 'VJRZJBAPQN', NULL, 1795583100191, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@alice:unreadctl.test', 'EECRXSLUIG', NULL, 1795583100260, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@erin:unreadctl.test', 'GNBOPPZBEB', NULL, 1795583100308, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@dave:unreadctl.test', 'THUTTICYVC', NULL, 1795583100505, '127.0.0.1', 'Python-urllib/3.11', false);
INSERT INTO public.devices VALUES ('@mallory:unreadctl.test', 'KYZNLWPPNE', NULL, 1795583100544, '127.0.0.1', 'Python-urllib/3.11', false);


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

INSERT INTO public.event_auth VALUES ('$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_auth VALUES ('$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_auth VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.event_auth VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');


--
-- Data for Name: event_auth_chain_links; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_auth_chain_links VALUES (2, 1, 1, 1);
INSERT INTO public.event_auth_chain_links VALUES (4, 1, 2, 1);
INSERT INTO public.event_auth_chain_links VALUES (6, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (7, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (3, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (5, 1, 4, 1);
INSERT INTO public.event_auth_chain_links VALUES (8, 1, 6, 1);
INSERT INTO public.event_auth_chain_links VALUES (9, 1, 6, 1);
INSERT INTO public.event_auth_chain_links VALUES (10, 1, 6, 1);
INSERT INTO public.event_auth_chain_links VALUES (11, 1, 6, 1);
INSERT INTO public.event_auth_chain_links VALUES (12, 1, 6, 1);
INSERT INTO public.event_auth_chain_links VALUES (14, 1, 13, 1);
INSERT INTO public.event_auth_chain_links VALUES (16, 1, 14, 1);
INSERT INTO public.event_auth_chain_links VALUES (15, 1, 16, 1);
INSERT INTO public.event_auth_chain_links VALUES (19, 1, 16, 1);
INSERT INTO public.event_auth_chain_links VALUES (18, 1, 16, 1);
INSERT INTO public.event_auth_chain_links VALUES (17, 1, 16, 1);
INSERT INTO public.event_auth_chain_links VALUES (20, 1, 15, 1);
INSERT INTO public.event_auth_chain_links VALUES (22, 1, 21, 1);
INSERT INTO public.event_auth_chain_links VALUES (23, 1, 22, 1);
INSERT INTO public.event_auth_chain_links VALUES (25, 1, 23, 1);
INSERT INTO public.event_auth_chain_links VALUES (24, 1, 23, 1);
INSERT INTO public.event_auth_chain_links VALUES (27, 1, 23, 1);
INSERT INTO public.event_auth_chain_links VALUES (26, 1, 23, 1);
INSERT INTO public.event_auth_chain_links VALUES (28, 1, 27, 1);
INSERT INTO public.event_auth_chain_links VALUES (29, 1, 27, 1);
INSERT INTO public.event_auth_chain_links VALUES (30, 1, 4, 1);


--
-- Data for Name: event_auth_chain_to_calculate; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_auth_chains; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_auth_chains VALUES ('$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 1, 1);
INSERT INTO public.event_auth_chains VALUES ('$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', 2, 1);
INSERT INTO public.event_auth_chains VALUES ('$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', 4, 1);
INSERT INTO public.event_auth_chains VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', 6, 1);
INSERT INTO public.event_auth_chains VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', 7, 1);
INSERT INTO public.event_auth_chains VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', 3, 1);
INSERT INTO public.event_auth_chains VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', 5, 1);
INSERT INTO public.event_auth_chains VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', 8, 1);
INSERT INTO public.event_auth_chains VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', 9, 1);
INSERT INTO public.event_auth_chains VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', 10, 1);
INSERT INTO public.event_auth_chains VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', 11, 1);
INSERT INTO public.event_auth_chains VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', 12, 1);
INSERT INTO public.event_auth_chains VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', 8, 2);
INSERT INTO public.event_auth_chains VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', 9, 2);
INSERT INTO public.event_auth_chains VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', 10, 2);
INSERT INTO public.event_auth_chains VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', 11, 2);
INSERT INTO public.event_auth_chains VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', 12, 2);
INSERT INTO public.event_auth_chains VALUES ('$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 13, 1);
INSERT INTO public.event_auth_chains VALUES ('$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', 14, 1);
INSERT INTO public.event_auth_chains VALUES ('$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', 16, 1);
INSERT INTO public.event_auth_chains VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', 15, 1);
INSERT INTO public.event_auth_chains VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', 19, 1);
INSERT INTO public.event_auth_chains VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', 18, 1);
INSERT INTO public.event_auth_chains VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', 17, 1);
INSERT INTO public.event_auth_chains VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', 20, 1);
INSERT INTO public.event_auth_chains VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', 20, 2);
INSERT INTO public.event_auth_chains VALUES ('$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 21, 1);
INSERT INTO public.event_auth_chains VALUES ('$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', 22, 1);
INSERT INTO public.event_auth_chains VALUES ('$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', 23, 1);
INSERT INTO public.event_auth_chains VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', 25, 1);
INSERT INTO public.event_auth_chains VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', 24, 1);
INSERT INTO public.event_auth_chains VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', 27, 1);
INSERT INTO public.event_auth_chains VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', 26, 1);
INSERT INTO public.event_auth_chains VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', 28, 1);
INSERT INTO public.event_auth_chains VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', 29, 1);
INSERT INTO public.event_auth_chains VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', 28, 2);
INSERT INTO public.event_auth_chains VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', 29, 2);
INSERT INTO public.event_auth_chains VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', 30, 1);
INSERT INTO public.event_auth_chains VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', 10, 3);


--
-- Data for Name: event_backward_extremities; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_edges; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_edges VALUES ('$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, false);
INSERT INTO public.event_edges VALUES ('$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', NULL, false);
INSERT INTO public.event_edges VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', NULL, false);
INSERT INTO public.event_edges VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', NULL, false);
INSERT INTO public.event_edges VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', '$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', NULL, false);
INSERT INTO public.event_edges VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', '$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', NULL, false);
INSERT INTO public.event_edges VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', NULL, false);
INSERT INTO public.event_edges VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', NULL, false);
INSERT INTO public.event_edges VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', NULL, false);
INSERT INTO public.event_edges VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', NULL, false);
INSERT INTO public.event_edges VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', NULL, false);
INSERT INTO public.event_edges VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', NULL, false);
INSERT INTO public.event_edges VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', NULL, false);
INSERT INTO public.event_edges VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', NULL, false);
INSERT INTO public.event_edges VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', NULL, false);
INSERT INTO public.event_edges VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', NULL, false);
INSERT INTO public.event_edges VALUES ('$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, false);
INSERT INTO public.event_edges VALUES ('$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', NULL, false);
INSERT INTO public.event_edges VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', NULL, false);
INSERT INTO public.event_edges VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', '$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', NULL, false);
INSERT INTO public.event_edges VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', '$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', NULL, false);
INSERT INTO public.event_edges VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', '$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', NULL, false);
INSERT INTO public.event_edges VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', NULL, false);
INSERT INTO public.event_edges VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', NULL, false);
INSERT INTO public.event_edges VALUES ('$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, false);
INSERT INTO public.event_edges VALUES ('$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', NULL, false);
INSERT INTO public.event_edges VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', NULL, false);
INSERT INTO public.event_edges VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', NULL, false);
INSERT INTO public.event_edges VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', '$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', NULL, false);
INSERT INTO public.event_edges VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', '$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', NULL, false);
INSERT INTO public.event_edges VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', NULL, false);
INSERT INTO public.event_edges VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', NULL, false);
INSERT INTO public.event_edges VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', NULL, false);
INSERT INTO public.event_edges VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', NULL, false);
INSERT INTO public.event_edges VALUES ('$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', '$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', NULL, false);
INSERT INTO public.event_edges VALUES ('$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', '$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', NULL, false);
INSERT INTO public.event_edges VALUES ('$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI', '$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', NULL, false);
INSERT INTO public.event_edges VALUES ('$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', '$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI', NULL, false);
INSERT INTO public.event_edges VALUES ('$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', '$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', NULL, false);
INSERT INTO public.event_edges VALUES ('$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0', '$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', NULL, false);
INSERT INTO public.event_edges VALUES ('$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0', NULL, false);
INSERT INTO public.event_edges VALUES ('$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', NULL, false);
INSERT INTO public.event_edges VALUES ('$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', NULL, false);
INSERT INTO public.event_edges VALUES ('$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM', '$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', NULL, false);
INSERT INTO public.event_edges VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', '$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM', NULL, false);
INSERT INTO public.event_edges VALUES ('$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo', '$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', NULL, false);
INSERT INTO public.event_edges VALUES ('$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE', '$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo', NULL, false);
INSERT INTO public.event_edges VALUES ('$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', '$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE', NULL, false);
INSERT INTO public.event_edges VALUES ('$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A', '$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', NULL, false);
INSERT INTO public.event_edges VALUES ('$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM', '$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A', NULL, false);
INSERT INTO public.event_edges VALUES ('$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U', '$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM', NULL, false);
INSERT INTO public.event_edges VALUES ('$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc', '$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U', NULL, false);
INSERT INTO public.event_edges VALUES ('$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw', '$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', NULL, false);
INSERT INTO public.event_edges VALUES ('$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', '$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw', NULL, false);
INSERT INTO public.event_edges VALUES ('$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', NULL, false);
INSERT INTO public.event_edges VALUES ('$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', NULL, false);
INSERT INTO public.event_edges VALUES ('$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', NULL, false);
INSERT INTO public.event_edges VALUES ('$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', NULL, false);
INSERT INTO public.event_edges VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', NULL, false);
INSERT INTO public.event_edges VALUES ('$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', '$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', NULL, false);
INSERT INTO public.event_edges VALUES ('$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', '$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', NULL, false);
INSERT INTO public.event_edges VALUES ('$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', NULL, false);
INSERT INTO public.event_edges VALUES ('$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', '$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', NULL, false);
INSERT INTO public.event_edges VALUES ('$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', '$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc', NULL, false);
INSERT INTO public.event_edges VALUES ('$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs', '$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', NULL, false);
INSERT INTO public.event_edges VALUES ('$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', NULL, false);


--
-- Data for Name: event_expiry; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_failed_pull_attempts; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_forward_extremities; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_forward_extremities VALUES ('$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.event_forward_extremities VALUES ('$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.event_forward_extremities VALUES ('$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');


--
-- Data for Name: event_json; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_json VALUES ('$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"x3JqzhalUAXf9wp+XT8vMbPFygyE0nS/zPqfppaou6n6ibofUHVtdDuAJJIrjPnaguzGC0jlHR1RIHwR8qGVAg"}},"unsigned":{"age_ts":1795583040121},"auth_events":[],"prev_events":[],"content":{"room_version":"12"},"depth":1,"hashes":{"sha256":"qRIBSZcadvsEt6zZsDdSq/HoxHLGCpT1bfl8bxVMY9Q"},"origin_server_ts":1795583040121,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"27tEs5MZnNq5jcEnTknfuf9XpYfwXMGba+Ks/z4cGdI3pV2LzkIDOQZD4WrfHnaX2dhMYbfmAX+YEOjIzVx5CA"}},"unsigned":{"age_ts":1795583040174},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":[],"prev_events":["$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE"],"content":{"displayname":"alice","membership":"join"},"depth":2,"hashes":{"sha256":"I6EiCkGEglh+3PaZO4suuihrb09UR+qu44nbeJPMYGA"},"origin_server_ts":1795583040174,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"OCe+eFve5haI1UaIt0tt+oNWwNB6wViocAiyAdhU1+4/DsjCCy9+RE05HE/niu+i/zPH7VbNTcSkI94QIX9iBQ"}},"unsigned":{"age_ts":1795583040217},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"nFnX22rvhU+Arlblf+pig70R0NIFgJ4pKbGGoDad/uw"},"origin_server_ts":1795583040217,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"1SYhfqSUosacZA3v9ThSHkNWGNA4/Ap3KbyqesgxkmtFI7euhne+GeAFW0EAZCOuvKjLxpqMAsP3dmvxM8FlCg"}},"unsigned":{"age_ts":1795583040224},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"WH6crjoC0KotyJNDfxKXxyLxSem64uzrQd37gabMonA"},"origin_server_ts":1795583040224,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"/iLmz5hhVSjvqMSI4raOI9j1Q1hlWrsox5jLjvZTc/87PO4TH8K1UcMy9jspbiVNsEKe5tGkA12ziQW0kuwDDg"}},"unsigned":{"age_ts":1795583040224},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"G/ZkqF4UFRrRMC6ayUQX/C6nGa5pfAgck9spZC9TqgM"},"origin_server_ts":1795583040224,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"eMngR594m94TmPACDcXhWPYYQxNwPbZgewqBl3LGjwKjUoRK0JwzAxEdIbMWIrARuMvwHK51fU90+MxIT1/KCQ"}},"unsigned":{"age_ts":1795583040225},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"IArMSM4If1uniofJn1o7OZ1u6sOUzsWRREfi00SBmvI"},"origin_server_ts":1795583040225,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"W5tCA4wQhhPK+0rViti2CvRX/peJsYLeDGrzDKlb4yo4mifGL7Hx2CpCSt56VUa4if4qmviq9m0cH/CCovFVDw"}},"unsigned":{"age_ts":1795583040225},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s"],"content":{"name":"general"},"depth":7,"hashes":{"sha256":"5u5ThDCBPlHm9hv90Dgo7gDRi19MhBlJ2Dz0D/PNYxw"},"origin_server_ts":1795583040225,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"BDptyVdWj7BSVf/FHuZHST2G/ZE5lve0yN6Qt2BDUx9BYEDGQiW7r2zfPCH95EsqCM6Z7NwNaEDU76QFA+d/Dw"}},"unsigned":{"age_ts":1795583040287,"invite_room_state":[{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}]},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc","$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos"],"prev_events":["$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY"],"content":{"displayname":"bob","membership":"invite"},"depth":8,"hashes":{"sha256":"4wVPqLCAq+rkGS8uDeIIjh+dSfeYQob6ggE5Y0u74UI"},"origin_server_ts":1795583040287,"sender":"@alice:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"VJRZJBAPQN"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"l+hQQP6cmBWSMOX4EgW11l6OJZG9I9Y0suXrkF0eEHfbtmd7V/MUD8ddUfnqXmtnx6Uu2GHuM/4Y5XodzNtxCg"}},"unsigned":{"age_ts":1795583040537,"replaces_state":"$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg"},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc"],"prev_events":["$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0"],"content":{"displayname":"bob","membership":"join"},"depth":13,"hashes":{"sha256":"8Y3GOK1SF1JwRfHGaZBUJ6j57etoZUUTrHNkk630cAg"},"origin_server_ts":1795583040537,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"Zu5uOU57I88fzTTow7qVBUUIcSRfJzh8yEQ3W+oBOMHPk0yjubMJDHZxiiJbr0BIWGswo071HY8YHzExI5/CCg"}},"unsigned":{"age_ts":1795583040344,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}]},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc","$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos"],"prev_events":["$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg"],"content":{"displayname":"carol","membership":"invite"},"depth":9,"hashes":{"sha256":"ZMX0zWxwTJhT+sCmNzZo5O63FwxjgF99dCpclLUBh6g"},"origin_server_ts":1795583040344,"sender":"@alice:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"ynWh3DYRrphlPA0MUmzKPap5RwXwHdeW5wy9cRlmVIv0lIujDSPMjLwkLSXiGsd7MPkWDX7Fbd/x4vDvbstHAA"}},"unsigned":{"age_ts":1795583041250,"replaces_state":"$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c"},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c","$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0"],"prev_events":["$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk"],"content":{"displayname":"alice","membership":"join"},"depth":10,"hashes":{"sha256":"xdkkAZeLV/KiIp8Wqw9mKoVn7M6abqcDW9DDA/1KFNo"},"origin_server_ts":1795583041250,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"VJRZJBAPQN"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"/IbWdg75WWK9gq3gewtfJpP0Mw69N4E2S47OJ7ZA58UxCuQvINBI+lcO2B5tDIMKC9Du1xaIWQsdoASz6gp7CA"}},"unsigned":{"age_ts":1795583041297,"replaces_state":"$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk"},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk","$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0"],"prev_events":["$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E"],"content":{"displayname":"bob","membership":"join"},"depth":11,"hashes":{"sha256":"XQoR5PcVo0mdevzWgVUnWk7cp+rt+1Tl0/YcVaOnbqI"},"origin_server_ts":1795583041297,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"LXJZSOKDHX","txn_id":"t5"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"VOdmze2tr17j/pRhgZqS6HthPsughtznHigcjA70ZJJYzc3AxME23e7rPe5LFpO719XDxnGQUuFKp1DruC5HAQ"}},"unsigned":{"age_ts":1795583041483},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y"],"prev_events":["$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM"],"content":{"body":"typo herre","msgtype":"m.text"},"depth":22,"hashes":{"sha256":"dlkXDK/lHfswgt9ro2APxeTwc4ytFYgB8/vfRl2Vofw"},"origin_server_ts":1795583041483,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"LXJZSOKDHX","txn_id":"t9"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"HLcvSZkljFCT+oIfq01beK8+vF0YGJTWbLRHQGH647uWrWwiAnbpcruNWgQF82wHlGJbf2rBqMELXjKj4ANpAw"}},"unsigned":{"age_ts":1795583041613},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y"],"prev_events":["$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec"],"content":{"body":"count me in","m.relates_to":{"event_id":"$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww","is_falling_back":true,"m.in_reply_to":{"event_id":"$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":26,"hashes":{"sha256":"DyM6NlqYzy2KKhgZuJ6fViHjs2q138J2cJGbvxjA3TE"},"origin_server_ts":1795583041613,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"0Oz5/eH1iT8jzKSMmPPbBLMjpG6Ei51VmGLYQ0V7qxL31cnE8U5cHazDEG+rN+K7apAWrAShjDa+0pIX3Tl1Ag"}},"unsigned":{"age_ts":1795583041674},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM"],"content":{"topic":"release week"},"depth":28,"hashes":{"sha256":"poI0+8jHVQ4Uk8wKDYZ5vPlQmcZDiT44oBQWLgawQ/g"},"origin_server_ts":1795583041674,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.topic"}', 4);
INSERT INTO public.event_json VALUES ('$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"KYZNLWPPNE","txn_id":"t11"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"gTWR1HVhkm4Wd2fYnt5MQqEC9z3qa/6S9E1X8KqOtNx63uYMIqBihNNfWDEFdEdDVWJyt7NHkbfBtbWx/AAvCg"}},"unsigned":{"age_ts":1795583041711},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA"],"prev_events":["$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8"],"content":{"body":"more spam","msgtype":"m.text"},"depth":29,"hashes":{"sha256":"RcfhXWIcNQMAr2ELShQbBGmy01pbU7QQtvqN+W20rOE"},"origin_server_ts":1795583041711,"sender":"@mallory:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"VJRZJBAPQN","txn_id":"t16"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"NxXYo4JqcBoAJ3KDJBYuGydBJpCad+oO5sOKO+thfv7zQSPqgHpBzs8lxKspBsokDElfBWupe2+2PNCVYYaHAA"}},"unsigned":{"age_ts":1795583041897},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw"],"prev_events":["$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM"],"content":{"body":"sure","msgtype":"m.text"},"depth":12,"hashes":{"sha256":"MClTi4fAQfN+bdHIUnPRSqgOsJVY/P98j6q8lGg4Y2Q"},"origin_server_ts":1795583041897,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"THUTTICYVC","txn_id":"t22"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"yL/xNEQWHJ38Ziq7BgdJ9O7MM+ccExXiKRelE97smTUQRTzJ/4TFNpidr7AyGxM6nj1dejTy32Wfk6MOcvjkAA"}},"unsigned":{"age_ts":1795583068648},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck"],"prev_events":["$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g"],"content":{"body":"I''m off, bye","msgtype":"m.text"},"depth":34,"hashes":{"sha256":"bW/0Iv68DmQw7H5AYaQiPl4SeQNXWjzXiPntaK9AZS4"},"origin_server_ts":1795583068648,"sender":"@dave:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"qr5oYn0dtow3Sw6dGkb5abbm979lEKd7xp9jlHeF8R9vF4cg3qilmpMGVXnFGA56E4Yo9y0hw38rY0LtM2/8CQ"}},"unsigned":{"age_ts":1795583040391,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}]},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc","$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos"],"prev_events":["$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A"],"content":{"displayname":"dave","membership":"invite"},"depth":10,"hashes":{"sha256":"8fCgfL8GsOTlnW9FzB1umlVSdQBEj3S96XhvRoFxazE"},"origin_server_ts":1795583040391,"sender":"@alice:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"QU9fNuwT6Fle+wOr0RSwB0BI1rEg943H2UByIDm+cdc16uxUnzIW3nSfVd9QfS9JlunJQ8odI8YRrFvI1ZVKDw"}},"unsigned":{"age_ts":1795583040437,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}]},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc","$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos"],"prev_events":["$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg"],"content":{"displayname":"erin","membership":"invite"},"depth":11,"hashes":{"sha256":"ZATvNMxMo3yis2wh6TndO6uOnjbiY5uO8mmmVE5ukGM"},"origin_server_ts":1795583040437,"sender":"@alice:unreadctl.test","state_key":"@erin:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"OLxrvHbM+GSXfgErwgH1yCVUdgXCGpCcgVGKGAp/4pvQSzye/hrBfgqO0q9ltGbtqTfSkfpNk0tJzwlZ43CHDQ"}},"unsigned":{"age_ts":1795583040484,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"},{"content":{"name":"general"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}]},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc","$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos"],"prev_events":["$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg"],"content":{"displayname":"mallory","membership":"invite"},"depth":12,"hashes":{"sha256":"oiTvHCBdJjjMT4VjI6u2lhEgSMorlj0wi1zSMOqKngQ"},"origin_server_ts":1795583040484,"sender":"@alice:unreadctl.test","state_key":"@mallory:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"THUTTICYVC"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"gHtMwlhH6daqQResE/ymGpqaM+bh/2FjoUKtxuLSRGltFJptq60Td05uBKqePKQjk+6AszN6I7BqmI6Bm8bRCQ"}},"unsigned":{"age_ts":1795583040636,"replaces_state":"$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg"},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc"],"prev_events":["$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y"],"content":{"displayname":"dave","membership":"join"},"depth":15,"hashes":{"sha256":"upL571vmSr1A1b1AWbz8Maty7axJEDefXmvGImXRk1Y"},"origin_server_ts":1795583040636,"sender":"@dave:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"Poz3xQN8OF+ya6lXbjBCE1N+iRybjq2xfYPgODLUAqTGJ/g29LXhABUpM/u02URxplZ8xtnnaESjwkhMLdqUAw"}},"unsigned":{"age_ts":1795583040779},"auth_events":[],"prev_events":[],"content":{"additional_creators":["@bob:unreadctl.test"],"room_version":"12"},"depth":1,"hashes":{"sha256":"nGqgUPYhjZ9/4d2+6C4vrW0WcTPRxENtbHSwsCOWfqA"},"origin_server_ts":1795583040779,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"yt9vyL6Qosyy0J/w8p+lQECXNVwjCgwiZffpn8/jaabCrt7XBzyVWjswlJMzQZNNtXwzBsk3nj/I9RT2krxYCA"}},"unsigned":{"age_ts":1795583040917,"invite_room_state":[{"content":{"additional_creators":["@bob:unreadctl.test"],"room_version":"12"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"alice-bob"},"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"alice","membership":"join"},"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}]},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I","$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA","$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo"],"prev_events":["$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM"],"content":{"displayname":"bob","is_direct":true,"membership":"invite"},"depth":8,"hashes":{"sha256":"26cSGHR4VcVQ1a/qR67K4VxxddkrFbBjCmA49uMwLto"},"origin_server_ts":1795583040917,"sender":"@alice:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"slYu3q0aE/myalhStJQ72FIScvGTXfGPYpQJVdA6spl/SSZWlapnFZ0Evo5sCh8CI3bEEe9s02qtnLz/p0XQAQ"}},"unsigned":{"age_ts":1795583041088},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"prev_events":["$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"6yVdWny/dIdgdfiN91yH2ry2Q1tQvwW5kiBSkwy6aVA"},"origin_server_ts":1795583041088,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"LsLS7JvfqqvI2PeG1xodFhth0xpXV2eXcJlHhLn4awdmODxD+Nyhjc0ghCUVN3/yPZHJy9lEZWc9Kf5nuqgYDA"}},"unsigned":{"age_ts":1795583040587,"replaces_state":"$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A"},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc"],"prev_events":["$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA"],"content":{"displayname":"carol","membership":"join"},"depth":14,"hashes":{"sha256":"NfY5n3aff4F8cohjplqtie1lvv8SfZXSwbMEGcTgx+Q"},"origin_server_ts":1795583040587,"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"GNBOPPZBEB"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"jFYXKwuFKu1SG3VyOwRikm4KBmYKHIjqHos/yfleUb1QejG8c9+4t5uZs9wJj62eSEevO6gstVCoJ/Bdm0fwAQ"}},"unsigned":{"age_ts":1795583040684,"replaces_state":"$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg"},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc","$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg"],"prev_events":["$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck"],"content":{"displayname":"erin","membership":"join"},"depth":16,"hashes":{"sha256":"4b7HOZxIGXBw79Spja/sZS9TQj8QfQnA56KIT4Bvw48"},"origin_server_ts":1795583040684,"sender":"@erin:unreadctl.test","state_key":"@erin:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"KYZNLWPPNE"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"oQJtmFBhUWg2rYj25hUXKtyk37RSrY+u4OeaV1gOcXfRcGf+2RwGVuIqZowBJ+XY6PGzZCA/3YzlvhTQKdOUBg"}},"unsigned":{"age_ts":1795583040733,"replaces_state":"$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0"},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc","$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0"],"prev_events":["$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ"],"content":{"displayname":"mallory","membership":"join"},"depth":17,"hashes":{"sha256":"RSiMA26KEfCJ6+4AdoCBOzU5h6THJ6nafZB9n7BZzTU"},"origin_server_ts":1795583040733,"sender":"@mallory:unreadctl.test","state_key":"@mallory:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"HqaHLR6k3U9sDwF8hdDEcntQIls3av96/Z0L5dEZgzb2+5xpjh9rIyNsr72CIwpAFYqdpEMscUUFG69J3j1ADg"}},"unsigned":{"age_ts":1795583040816},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":[],"prev_events":["$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q"],"content":{"displayname":"alice","membership":"join"},"depth":2,"hashes":{"sha256":"k5mrg0O9nmUHeGHebosH0Jb1HKj2Lfb55c+cubPop50"},"origin_server_ts":1795583040816,"sender":"@alice:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"BKXrLu5kg+TawFISYyQ5CS+0MhuyW+21ho6oDqQqF45xFAdquBLfapn83Gx6O47H0Yl7eIXsINOumcPqGSkrAQ"}},"unsigned":{"age_ts":1795583040855},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"prev_events":["$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"content":{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0},"depth":3,"hashes":{"sha256":"dCrXtWKcx1c+uhdxeqgMmz3td1O7/CZKRz4SVgW4qzE"},"origin_server_ts":1795583040855,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.power_levels"}', 4);
INSERT INTO public.event_json VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"1e815HwbrBbnvPY6C5iD8TJagwBAkZHN3EaxUR8YuRKDvsNom+wCrXiQzQEL0dsXLPUilxz7vBC4qxVwmJ3lCg"}},"unsigned":{"age_ts":1795583040862},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"prev_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"DhA4K+KeAladPO1JjSBDtYxFDlONPisyppQtWw18BBI"},"origin_server_ts":1795583040862,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"epXNoQBuuoG8UN328L5sf6T5uUaalLrPDisifhBHJe58+3IJTFp6IHvlmTCEstetg2oS8ywFyhtNmL7FGrYCDA"}},"unsigned":{"age_ts":1795583040863},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"prev_events":["$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"hw91IrLyzT+hg4H5lGNCSkpLbBfeN5erX3GG/uVk5ZM"},"origin_server_ts":1795583040863,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"DqsDaj+v4AmrE6JgJEic8vs31T+w64Dbj+S5o6jrEovmJ8GS4oVMCyU9Bc4D3+LrAAO4rasC0A8MU3jp+16qBQ"}},"unsigned":{"age_ts":1795583040863},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"prev_events":["$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"pS4wu0vcfQHdOS/wNG8+wYg5ce5v6XM3RQtDc77czKc"},"origin_server_ts":1795583040863,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"U5mjFgz6VzKx1mrZyME8eLP7L1XuJj0eqpBkaC0LN4wNE/3KT+5l7wLrpGE5HM4HfDhMaJOI2CEdXqnjcDCZBA"}},"unsigned":{"age_ts":1795583040863},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"prev_events":["$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c"],"content":{"name":"alice-bob"},"depth":7,"hashes":{"sha256":"sqDV2jHHMZgx+qgpMlRPEakmQnVJ8nXaPEveUDjCoUo"},"origin_server_ts":1795583040863,"sender":"@alice:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"VJRZJBAPQN"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"QcSRqo3+hixHgwlPrnwkEn9EoOpNG8pTnLc92Y7XbhU/pCKNZuGoTGcUfv16STuZ/XlPoo9uZTQa4a6vaNQLCQ"}},"unsigned":{"age_ts":1795583040972,"replaces_state":"$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE"},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE","$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA"],"prev_events":["$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE"],"content":{"displayname":"bob","membership":"join"},"depth":9,"hashes":{"sha256":"T7s3xQkQPsTTYlJg8MEz/jmTHFk5tTatn8nwPk9Jpj8"},"origin_server_ts":1795583040972,"sender":"@bob:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"0G2IuiAMjUcCPoTimKNEsZ4yu/y20xyyrXDGoY37BllsHLhF2b/FN0nvvPlaZWYYTdUFJ6B9L/4Wzp+EQf1TCg"}},"unsigned":{"age_ts":1795583041018},"auth_events":[],"prev_events":[],"content":{"room_version":"12"},"depth":1,"hashes":{"sha256":"FuczBp5LFTDMLW6Hm+ZN/sbygRmdj+ZAJ2mfTTLyRw0"},"origin_server_ts":1795583041018,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"}', 4);
INSERT INTO public.event_json VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"YC//+ycepPp1EHj+8/NFepcsxvaEMBJ65peJaLr9DX0QEmPlA5NN8d5N9WB7r6cq4aM1+Ie4DzV2rdAiqVhoCA"}},"unsigned":{"age_ts":1795583041152,"invite_room_state":[{"content":{"room_version":"12"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"join_rule":"invite"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"name":"quiet"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"},{"content":{"displayname":"carol","membership":"join"},"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}]},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0","$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"prev_events":["$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE"],"content":{"displayname":"alice","membership":"invite"},"depth":8,"hashes":{"sha256":"PCqQ9pAFF2XBsXdTTTFP3M06af9WSoXQrTBGA6Q6s7E"},"origin_server_ts":1795583041152,"sender":"@carol:unreadctl.test","state_key":"@alice:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG","txn_id":"t1"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"k2xRcWye8xU1WRIx+Y0E2RuZyOPf0ecIjpCtRYWhYaqA0hp0Ox3o6+Hn7cnBv+THzhTneeeQE47i7GqJ5M0WCA"}},"unsigned":{"age_ts":1795583041348},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA"],"content":{"body":"good morning","msgtype":"m.text"},"depth":18,"hashes":{"sha256":"6MEhP6Dm+ILi6FjZ/7ZyemNbrJbXYBE0Ry96iyuX+F4"},"origin_server_ts":1795583041348,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG","txn_id":"t7"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"T3IRzCpB5rj71K+DywMQfpBBuHSSIkRXDMdV1UQB2mYzSwzrtFz2U4nrknlUCgrwwEbR0exSoDaOss91S5ZODg"}},"unsigned":{"age_ts":1795583041546},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0"],"content":{"body":"thread: release plan","msgtype":"m.text"},"depth":24,"hashes":{"sha256":"bT0+gAb+f8hUqDL6wEakJLGTAUmE61diHMcfnKYMHf4"},"origin_server_ts":1795583041546,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"EECRXSLUIG","txn_id":"t19"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"h35gU/LU6jdC0ZlH4zy8HPNlZihQ/dTW6MqIClKKcQGCFP7SqgGPf7YCk9R2a4ceDQfOsMlHZkF/OYL2+pHTDA"}},"unsigned":{"age_ts":1795583042006},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E"],"prev_events":["$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw"],"content":{"body":"hello carol","msgtype":"m.text"},"depth":13,"hashes":{"sha256":"x51aYy2bGgm7sYtI8bI+/3C+0lweEc0GR5pHX5Zq5+0"},"origin_server_ts":1795583042006,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"LXJZSOKDHX","txn_id":"t24"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"rM0B7GQ0qIp+4WNcO8Nt6Pluo4RMZnXxh77w0x8bwb6ne8G8mz8DjmrIbBOCcvFIiwi8Znu8F0htpWIJKTQ6Cw"}},"unsigned":{"age_ts":1795583068732},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y"],"prev_events":["$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk"],"content":{"body":"after dave left","msgtype":"m.text"},"depth":37,"hashes":{"sha256":"cDUEjBHGB3NOQ8Sq1MbwVHlAf3VmHL2S1sRZlx7BmvE"},"origin_server_ts":1795583068732,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"KZOLGBHv1fPfCTkklzB2ykFH8eEjYMSEcWscPq68OGqbk0WkdO2e1s8NUv3RRCzUMApiLH9vYz61hurn9at1Bg"}},"unsigned":{"age_ts":1795583041054},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":[],"prev_events":["$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg"],"content":{"displayname":"carol","membership":"join"},"depth":2,"hashes":{"sha256":"bQXsQReJ3OK/aLupozfjMG79L3iZzn6NrAw22c/glfk"},"origin_server_ts":1795583041054,"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG","txn_id":"t13"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"rn0NUZLYOCLbRX0Dy5JQIhugOi6lljXH1byc2KF+e+ZweGyi6C9YqRtc+aWdNA+7NDeEioplfFjtngasV03XBA"}},"unsigned":{"age_ts":1795583041774},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE"],"content":{"body":"@bob can you look?","m.mentions":{"user_ids":["@bob:unreadctl.test"]},"msgtype":"m.text"},"depth":31,"hashes":{"sha256":"kdqazb81nSIsO6MCftBWsBApbed4G1KWlp3yb4oYQQU"},"origin_server_ts":1795583041774,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG","txn_id":"t15"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"5tykB1C2WZXUj+GGHizcT4d1tgmwOgEld8AwvMDOc9+fzgWetZjitqm5sIQPyIu0sLYgpGtL65+qDsKwKrDgBA"}},"unsigned":{"age_ts":1795583041855},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"prev_events":["$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A"],"content":{"body":"lunch?","msgtype":"m.text"},"depth":11,"hashes":{"sha256":"R8GBRV3EUATmLFmYRXvEgt51Bq1ctui8rdGfaKW3JuQ"},"origin_server_ts":1795583041855,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX","txn_id":"t18"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"yCXdNsV+HajFOSI5HWx81B4ZTyg0X83DvL4n8anOno6Ffl22rAj3LtHlqzWwQYEmUJiQKOVN7tdQzEWFZYcPBQ"}},"unsigned":{"age_ts":1795583041970},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"prev_events":["$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns"],"content":{"body":"quiet room hello","msgtype":"m.text"},"depth":12,"hashes":{"sha256":"MtW2rWlpYLMiABPW32hPu5HWFeWIehXGd/xlqAvJzAA"},"origin_server_ts":1795583041970,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG","txn_id":"t21"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"snHV8hQkgeSqrzkZ6LSBx0xVR5Xj/0zGztgVqSJIWPotREV3bqQa9dqGOFOJom5ZOyYAfrv42uUng7kAQMi1Cg"}},"unsigned":{"age_ts":1795583068623},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0"],"content":{"body":"notes are in the doc","msgtype":"m.text"},"depth":33,"hashes":{"sha256":"iQk339Ie5iYebG71Rs31SGd8BT62DJ36xQGLoma2R50"},"origin_server_ts":1795583068623,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"THUTTICYVC"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"1Ukdte5QguNdcrQE4+vRrw53OCQ/pt+O4J0L/WLlV2KD4FLx5klL+GtMdAg0siBJNTvYgT/VW251KbWzrDVFBw"}},"unsigned":{"age_ts":1795583068698,"replaces_state":"$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck"},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck"],"prev_events":["$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU"],"content":{"membership":"leave"},"depth":36,"hashes":{"sha256":"NqKqae0DfPfFQ3nML1NrKgyyaPcArj/8JmNAZj5sQPI"},"origin_server_ts":1795583068698,"sender":"@dave:unreadctl.test","state_key":"@dave:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"vNhXL9XOVfDnK9vWuOz6U5VbU7gFiMDYp4ysO94ayXwQa246jGa+YZ8Wi5gpAeTVd5xLY9RL9Dnye6/RQajDCw"}},"unsigned":{"age_ts":1795583041095},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"prev_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo"],"content":{"join_rule":"invite"},"depth":4,"hashes":{"sha256":"SlFF7yHo98l5sEv6I/cwnpi68eFHarceP54vJeaPZt0"},"origin_server_ts":1795583041095,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"}', 4);
INSERT INTO public.event_json VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"qLfMjdoddNIejRLERE5Podlwuw+dxaRvFM4oYHSjeZKlKimNLas6/Zc7uVSjJJJBE4dMZ2EYK0QoDfYJN04RAA"}},"unsigned":{"age_ts":1795583041096},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"prev_events":["$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0"],"content":{"history_visibility":"shared"},"depth":5,"hashes":{"sha256":"ph1+zpQreU2E82E4U5BzskWfIS1bu7dd647AcHLKJzo"},"origin_server_ts":1795583041096,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.history_visibility"}', 4);
INSERT INTO public.event_json VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"ewTLrTtJUok4acxXK5bA8M7vo+g2GaOpbxrKTo25+TmrY5fK2+rZlNVUKkaeFailwtRwzyzrGhqJaEIQOTtxAA"}},"unsigned":{"age_ts":1795583041096},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"prev_events":["$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4"],"content":{"guest_access":"can_join"},"depth":6,"hashes":{"sha256":"C3Tg7Fbfx8GYendPloZ4/LLpjhzqU0auPqftuwy34Ao"},"origin_server_ts":1795583041096,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.guest_access"}', 4);
INSERT INTO public.event_json VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"xy0XIM1BgzlbXGJiJ6XMoAdlr7pYHykFev991iFtmdtUGFej7aHR4Im9SEuF3lldqPSrDzUHYz5lBVdPzlhhAA"}},"unsigned":{"age_ts":1795583041096},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"prev_events":["$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU"],"content":{"name":"quiet"},"depth":7,"hashes":{"sha256":"s7rbyww191nOn4GqrTr240IJpGMcemfZLgDkkhN1KNw"},"origin_server_ts":1795583041096,"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"}', 4);
INSERT INTO public.event_json VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"RsX11cLQhD4trY7VaAIQ2ufv6u/nygghiEsipM9UNSoil7tHcnjyTURbYQXIZOq7fFqVQzdCo4E7C9arZFE5Bw"}},"unsigned":{"age_ts":1795583041198,"invite_room_state":[{"content":{"join_rule":"invite"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.join_rules"},{"content":{"displayname":"carol","membership":"join"},"sender":"@carol:unreadctl.test","state_key":"@carol:unreadctl.test","type":"m.room.member"},{"content":{"room_version":"12"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.create"},{"content":{"name":"quiet"},"sender":"@carol:unreadctl.test","state_key":"","type":"m.room.name"}]},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0","$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA"],"prev_events":["$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c"],"content":{"displayname":"bob","membership":"invite"},"depth":9,"hashes":{"sha256":"OeZq3Syh6hNJW1irvYBat56VERNXwwpAc23VBlKwbnw"},"origin_server_ts":1795583041198,"sender":"@carol:unreadctl.test","state_key":"@bob:unreadctl.test","type":"m.room.member"}', 4);
INSERT INTO public.event_json VALUES ('$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"VJRZJBAPQN","txn_id":"t2"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"F6o7Mi6yA4yHklRN2xGTChoeC0ozY4lsYHf+/rpcF6f+g8lODpJKFE100H6/Th6zrJBwC4NKxePGM4gbkWsnCw"}},"unsigned":{"age_ts":1795583041386},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA"],"prev_events":["$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU"],"content":{"body":"morning alice","msgtype":"m.text"},"depth":19,"hashes":{"sha256":"+aBi2R8Qmb9x03yqeJhUc3U+stJn2fknKJZhU9O0sB4"},"origin_server_ts":1795583041386,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"THUTTICYVC","txn_id":"t3"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"U25uY1f6yBdCAm+JG5xD+mYOU49yvy2FE7ra/KZtZf0pHYeeAWp7CSAd+FTyy8b/gbKhP7U7khqY5PQIh/W+CQ"}},"unsigned":{"age_ts":1795583041421},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck"],"prev_events":["$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0"],"content":{"body":"deploy finished","msgtype":"m.notice"},"depth":20,"hashes":{"sha256":"MCTQQuyHRcP8wnaUL9iisXKyxYU8JEPkmlXZscvnvfM"},"origin_server_ts":1795583041421,"sender":"@dave:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"LXJZSOKDHX","txn_id":"t6"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"iYlRi1tGRaA18g8lY/a3b4xZHZ2jd7GiTpyhDnZzY48smhjhNGPStye3cZ9+uyPenySuee85zkwAX0SyWCVNAA"}},"unsigned":{"age_ts":1795583041516},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y"],"prev_events":["$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8"],"content":{"body":"* typo here","m.new_content":{"body":"typo here","msgtype":"m.text"},"m.relates_to":{"event_id":"$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8","rel_type":"m.replace"},"msgtype":"m.text"},"depth":23,"hashes":{"sha256":"+k/Yimc35xUPugcYPZgmwb8A+xTmxMl2ukTDdA80D7I"},"origin_server_ts":1795583041516,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"VJRZJBAPQN","txn_id":"t8"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"5NIlA9Ac7lbsjFC1XrAjcQZvMeV2gDytnHqnGhIPjR9+xlf3AWD28HT1xlBTAv7dfM2CrYKw5G03CU8015OnCg"}},"unsigned":{"age_ts":1795583041575},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA"],"prev_events":["$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww"],"content":{"body":"I can take the notes","m.relates_to":{"event_id":"$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww","is_falling_back":true,"m.in_reply_to":{"event_id":"$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":25,"hashes":{"sha256":"2Dmz0Mb9yf2KvkDn8ttOyVjYIzACK2mqTrjkQ8Y6MIw"},"origin_server_ts":1795583041575,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"KYZNLWPPNE","txn_id":"t4"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"ugM0a/AtWNevEAug0/z5un2ZIPeUUmoMMtx6R/NctIYWTltYxE+SYuhEnBEcRC52M6NsDIZuyyck1+Id68olBg"}},"unsigned":{"age_ts":1795583041451},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA"],"prev_events":["$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI"],"content":{"body":"buy my stuff","msgtype":"m.text"},"depth":21,"hashes":{"sha256":"scyYtsV63IZFTWwzYkhgO9aNf+hQzW4s1kLyvjwJOEw"},"origin_server_ts":1795583041451,"sender":"@mallory:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG","txn_id":"t12"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"gB2ZgqgOfkbI9ce6JrHFzedVMslq5JEdvfFIW+phF277kYKiPrvfQ+JrRakux5pEA+rqi6NA+C3lfbOJG4HuCw"}},"unsigned":{"age_ts":1795583041746},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo"],"content":{"reason":"fixture","redacts":"$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo"},"depth":30,"hashes":{"sha256":"FzMdMFd418MSZsmYdXMROZxtZrBfS3ron8p04txLJGQ"},"origin_server_ts":1795583041746,"sender":"@alice:unreadctl.test","type":"m.room.redaction"}', 4);
INSERT INTO public.event_json VALUES ('$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG","txn_id":"t14"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"cMD+apIvnNmE38JeP2GTyxVWIm8SejkQrk2gsgvNi3dejqyjfqK/NZXS6wK5vhU+9SWQctnqIVoQzBr8u11WCA"}},"unsigned":{"age_ts":1795583041820},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"prev_events":["$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw"],"content":{"body":"hi bob","msgtype":"m.text"},"depth":10,"hashes":{"sha256":"1Ob3uhTlYXE27xHR7AvmKQYtWWAXCgmtAxoQ9LFmDZk"},"origin_server_ts":1795583041820,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"THUTTICYVC","txn_id":"t10"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"hyKrwXGb07T92UoYtAZR/JYfQwtyRb3LQW/6AVVF1Sp+lHAk6zQ28euKl2oo8tXzpKZ7cj5uf3mPIyJ+mu7KBA"}},"unsigned":{"age_ts":1795583041646},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck"],"prev_events":["$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE"],"content":{"m.relates_to":{"event_id":"$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU","key":"\ud83d\udc4d","rel_type":"m.annotation"}},"depth":27,"hashes":{"sha256":"XQcMXw+1iTR2V1K0ajyFx+DMzwvnXbDZWIo8GubsFTc"},"origin_server_ts":1795583041646,"sender":"@dave:unreadctl.test","type":"m.reaction"}', 4);
INSERT INTO public.event_json VALUES ('$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"EECRXSLUIG","txn_id":"t17"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"FzLjWjBUblI2z+3dJI9+CoaYsU6DDEL4IDvBs/rhnGKVLxe9WjrFT2Mg7GD2DXWe5f0V3f2vPlTqgJlNzpQzDQ"}},"unsigned":{"age_ts":1795583041926},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I"],"prev_events":["$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U"],"content":{"body":"12:30 then","msgtype":"m.text"},"depth":13,"hashes":{"sha256":"nIpaAvjuhatX2/5emDWFc/xQ4wW0zKbEQ6lybvQCGf4"},"origin_server_ts":1795583041926,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"VJRZJBAPQN","txn_id":"t20"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"rGkOrPDIGu6yA/noeNGL4L5bptfQWFZJVN4MJA8bmgEKA5T5mki5xqqjxw/8I3LNBcVtvBibPuEXNvxOUniXCA"}},"unsigned":{"age_ts":1795583068588},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA"],"prev_events":["$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE"],"content":{"body":"lunch in the thread?","m.relates_to":{"event_id":"$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww","is_falling_back":true,"m.in_reply_to":{"event_id":"$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":32,"hashes":{"sha256":"w3dbToOlBELY9Uj5wIyYV2g0tzbYePB0WwBehEz6UFI"},"origin_server_ts":1795583068588,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"EECRXSLUIG","txn_id":"t23"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"PHYop1546J+IbWPogmpCZlSly9qixOdIAp2VZJOxopprwqlflAlD5c4WgwvSwYUcz38sjA1Ykyjyz7HTTG35Dg"}},"unsigned":{"age_ts":1795583068672},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA"],"prev_events":["$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA"],"content":{"body":"bye dave","msgtype":"m.text"},"depth":35,"hashes":{"sha256":"TozHoIAhNrnqPdSJVb0eUl6nQ1Alwr5r0q+8xfl99HE"},"origin_server_ts":1795583068672,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"EECRXSLUIG","txn_id":"t25"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"pi5h4dq4dPY67XtcKy8z4B49uh8pUxLGjY4CkXlnU+osYsj1f1uaAAmE8IJeiRN+pXonexe7rQkpCTwbYhsxAQ"}},"unsigned":{"age_ts":1795583068772},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo","$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E"],"prev_events":["$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4"],"content":{"body":"still here","msgtype":"m.text"},"depth":14,"hashes":{"sha256":"hJ5x5r1P4kdvDmSjquQ1uzA9H2UbIPDm5yMIYc+GnJ0"},"origin_server_ts":1795583068772,"sender":"@alice:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"LXJZSOKDHX","txn_id":"t26"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"+9VllOy5IBJ/0T8hDB+xapr+J+8NcHTJznHClpLp08ICmuxg7jVBrExEi9HtTYiefgIr+qdhOqWX3wcj7MF1Ag"}},"unsigned":{"age_ts":1795583100142},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y","$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos"],"prev_events":["$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas"],"content":{"body":"last words","m.relates_to":{"event_id":"$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww","is_falling_back":true,"m.in_reply_to":{"event_id":"$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww"},"rel_type":"m.thread"},"msgtype":"m.text"},"depth":38,"hashes":{"sha256":"SgHjKMz58zKizRNNU1TJISJHFOM2/bX2wIhFSb269HE"},"origin_server_ts":1795583100142,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"VJRZJBAPQN","txn_id":"t27"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"P2WrtdL0cYxVc3z3LckPYorRcoqouHuulXDs8dSnGHd6Mi9U+Yh3/h5ptcA7j5HQ482tyGAbBuoxe7+IAfz+Dw"}},"unsigned":{"age_ts":1795583100198},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos","$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA"],"prev_events":["$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg"],"content":{"body":"one more for everyone","msgtype":"m.text"},"depth":39,"hashes":{"sha256":"Ds5vG5MHMlkVCCx5fB6sindIPLn8jsPkO2eCkpvovAQ"},"origin_server_ts":1795583100198,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '{"device_id":"VJRZJBAPQN","txn_id":"t28"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"argl7doCOlN2UDEFfHbvuzruDFNS63YXGdaS756krqNV0dRtTOQgGTWztCClKbILE/s3byBf3evf8s2Q69n4Cw"}},"unsigned":{"age_ts":1795583100229},"room_id":"!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q","auth_events":["$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo","$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw"],"prev_events":["$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc"],"content":{"body":"see you","msgtype":"m.text"},"depth":14,"hashes":{"sha256":"G9SqTuhQire1rMnHSzRqetT1R2gB7yEazsook5j7yLY"},"origin_server_ts":1795583100229,"sender":"@bob:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '{"device_id":"LXJZSOKDHX","txn_id":"t29"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"ViuzRbZQb3nx49Yb47GpwFA64L2L6aLLEtvZIBkqf0F4lYb5fFQzIEQ+ATDeSoCKHbl7Vrg3sNkXz+ZyhkMLAg"}},"unsigned":{"age_ts":1795583100278},"room_id":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg","auth_events":["$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA","$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo"],"prev_events":["$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8"],"content":{"body":"anyone?","msgtype":"m.text"},"depth":15,"hashes":{"sha256":"4Wdw0GsFBNqn+Y48Fq4SBhi1u1Qo/OInhPuw6KSoDRM"},"origin_server_ts":1795583100278,"sender":"@carol:unreadctl.test","type":"m.room.message"}', 4);
INSERT INTO public.event_json VALUES ('$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '{"device_id":"GNBOPPZBEB","txn_id":"t30"}', '{"signatures":{"unreadctl.test":{"ed25519:a_CUOR":"KdFXHLJOaP4xMPGf06tFObJjIrj51S7SNqlKA9t7VCOc7RvIWxIuTXx15BifUAXBYQhEgAda4T8ZoF92GMTKDg"}},"unsigned":{"age_ts":1795583100314},"room_id":"!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE","auth_events":["$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ","$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos"],"prev_events":["$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI"],"content":{"body":"erin was here","msgtype":"m.text"},"depth":40,"hashes":{"sha256":"lAkADnNcBOh78LEIxLTEr2GCJFQb+wGcs4tPS+jZVLs"},"origin_server_ts":1795583100314,"sender":"@erin:unreadctl.test","type":"m.room.message"}', 4);


--
-- Data for Name: event_labels; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_push_actions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '@carol:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 9, 10, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '@dave:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 10, 11, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '@mallory:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 12, 13, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 8, 35, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight","value":false},{"set_tweak":"sound","value":"default"}]', 9, 36, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', '@carol:unreadctl.test', NULL, '', 18, 39, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', '@dave:unreadctl.test', NULL, '', 18, 39, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', '@mallory:unreadctl.test', NULL, '', 18, 39, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 19, 40, 1, 1, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', '@carol:unreadctl.test', NULL, '', 19, 40, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', '@dave:unreadctl.test', NULL, '', 19, 40, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', '@mallory:unreadctl.test', NULL, '', 19, 40, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', '@alice:unreadctl.test', NULL, '', 21, 42, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', '@carol:unreadctl.test', NULL, '', 21, 42, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', '@dave:unreadctl.test', NULL, '', 21, 42, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', '@alice:unreadctl.test', NULL, '', 22, 43, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', '@dave:unreadctl.test', NULL, '', 22, 43, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', '@mallory:unreadctl.test', NULL, '', 22, 43, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '@carol:unreadctl.test', NULL, '', 24, 45, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '@dave:unreadctl.test', NULL, '', 24, 45, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '@mallory:unreadctl.test', NULL, '', 24, 45, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '@alice:unreadctl.test', NULL, '', 25, 46, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '@dave:unreadctl.test', NULL, '', 25, 46, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '@erin:unreadctl.test', NULL, '', 25, 46, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '@mallory:unreadctl.test', NULL, '', 25, 46, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '@alice:unreadctl.test', NULL, '', 26, 47, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '@bob:unreadctl.test', NULL, '', 26, 47, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '@dave:unreadctl.test', NULL, '', 26, 47, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '@erin:unreadctl.test', NULL, '', 26, 47, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '@mallory:unreadctl.test', NULL, '', 26, 47, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 31, 52, 1, 1, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', '@carol:unreadctl.test', NULL, '', 31, 52, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', '@dave:unreadctl.test', NULL, '', 31, 52, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', '@mallory:unreadctl.test', NULL, '', 31, 52, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 12, 55, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw', '@bob:unreadctl.test', NULL, '', 12, 57, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 10, 53, 1, 1, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc', '@bob:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 13, 56, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', '@carol:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 13, 58, 1, 1, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', '@bob:unreadctl.test', NULL, '', 13, 58, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '@alice:unreadctl.test', NULL, '', 32, 59, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '@dave:unreadctl.test', NULL, '', 32, 59, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '@erin:unreadctl.test', NULL, '', 32, 59, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '@mallory:unreadctl.test', NULL, '', 32, 59, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '@bob:unreadctl.test', NULL, '', 33, 60, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '@carol:unreadctl.test', NULL, '', 33, 60, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '@dave:unreadctl.test', NULL, '', 33, 60, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '@mallory:unreadctl.test', NULL, '', 33, 60, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '@alice:unreadctl.test', NULL, '', 34, 61, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '@bob:unreadctl.test', NULL, '', 34, 61, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '@carol:unreadctl.test', NULL, '', 34, 61, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '@erin:unreadctl.test', NULL, '', 34, 61, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '@mallory:unreadctl.test', NULL, '', 34, 61, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '@bob:unreadctl.test', NULL, '', 35, 62, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '@carol:unreadctl.test', NULL, '', 35, 62, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '@dave:unreadctl.test', NULL, '["notify",{"set_tweak":"highlight"},{"set_tweak":"sound","value":"default"}]', 35, 62, 1, 1, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '@erin:unreadctl.test', NULL, '', 35, 62, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '@mallory:unreadctl.test', NULL, '', 35, 62, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', '@alice:unreadctl.test', NULL, '', 37, 64, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', '@bob:unreadctl.test', NULL, '', 37, 64, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', '@erin:unreadctl.test', NULL, '', 37, 64, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', '@mallory:unreadctl.test', NULL, '', 37, 64, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', '@carol:unreadctl.test', NULL, '', 14, 65, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', '@bob:unreadctl.test', NULL, '', 14, 65, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '@alice:unreadctl.test', NULL, '', 38, 66, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '@bob:unreadctl.test', NULL, '', 38, 66, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '@erin:unreadctl.test', NULL, '', 38, 66, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '@mallory:unreadctl.test', NULL, '', 38, 66, 1, 0, 0, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', '@alice:unreadctl.test', NULL, '', 39, 67, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', '@carol:unreadctl.test', NULL, '', 39, 67, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', '@erin:unreadctl.test', NULL, '', 39, 67, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', '@mallory:unreadctl.test', NULL, '', 39, 67, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', '@alice:unreadctl.test', NULL, '["notify",{"set_tweak":"sound","value":"default"},{"set_tweak":"highlight","value":false}]', 14, 68, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs', '@bob:unreadctl.test', NULL, '', 15, 69, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '@alice:unreadctl.test', NULL, '', 40, 70, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '@bob:unreadctl.test', NULL, '', 40, 70, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '@carol:unreadctl.test', NULL, '', 40, 70, 1, 0, 0, 'main');
INSERT INTO public.event_push_actions VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '@mallory:unreadctl.test', NULL, '', 40, 70, 1, 0, 0, 'main');


--
-- Data for Name: event_push_actions_staging; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_push_summary; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 1, 55, 0, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 1, 35, 0, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 1, 56, 0, 54, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 0, 58, 0, 59, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 1, 58, 0, 45, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 3, 59, 0, NULL, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_summary VALUES ('@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 5, 64, 0, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 4, 65, 0, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 9, 62, 0, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@carol:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 2, 65, 0, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@dave:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 3, 59, 0, NULL, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_summary VALUES ('@dave:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 9, 62, 0, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@erin:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 3, 59, 0, 39, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_summary VALUES ('@mallory:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 3, 59, 0, NULL, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.event_push_summary VALUES ('@mallory:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 10, 64, 0, NULL, 'main');
INSERT INTO public.event_push_summary VALUES ('@erin:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 3, 64, 0, 60, 'main');
INSERT INTO public.event_push_summary VALUES ('@bob:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 5, 64, 0, 45, 'main');


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

INSERT INTO public.event_relations VALUES ('$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0', '$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', 'm.replace', NULL);
INSERT INTO public.event_relations VALUES ('$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM', '$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', 'm.annotation', '👍');
INSERT INTO public.event_relations VALUES ('$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', 'm.thread', NULL);
INSERT INTO public.event_relations VALUES ('$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', 'm.thread', NULL);


--
-- Data for Name: event_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: event_search; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_search VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.name', '''general'':1', 1795583040225, 8);
INSERT INTO public.event_search VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, 'content.name', '''alic'':2 ''alice-bob'':1 ''bob'':3', 1795583040863, 25);
INSERT INTO public.event_search VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, 'content.name', '''quiet'':1', 1795583041096, 34);
INSERT INTO public.event_search VALUES ('$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''good'':1 ''morn'':2', 1795583041348, 39);
INSERT INTO public.event_search VALUES ('$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''alic'':2 ''morn'':1', 1795583041386, 40);
INSERT INTO public.event_search VALUES ('$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''deploy'':1 ''finish'':2', 1795583041421, 41);
INSERT INTO public.event_search VALUES ('$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''buy'':1 ''stuff'':3', 1795583041451, 42);
INSERT INTO public.event_search VALUES ('$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''herr'':2 ''typo'':1', 1795583041483, 43);
INSERT INTO public.event_search VALUES ('$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''typo'':1', 1795583041516, 44);
INSERT INTO public.event_search VALUES ('$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''plan'':3 ''releas'':2 ''thread'':1', 1795583041546, 45);
INSERT INTO public.event_search VALUES ('$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''note'':5 ''take'':3', 1795583041575, 46);
INSERT INTO public.event_search VALUES ('$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''count'':1', 1795583041613, 47);
INSERT INTO public.event_search VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.topic', '''releas'':1 ''week'':2', 1795583041674, 49);
INSERT INTO public.event_search VALUES ('$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''spam'':2', 1795583041711, 50);
INSERT INTO public.event_search VALUES ('$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''bob'':1 ''look'':4', 1795583041774, 52);
INSERT INTO public.event_search VALUES ('$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, 'content.body', '''bob'':2 ''hi'':1', 1795583041820, 53);
INSERT INTO public.event_search VALUES ('$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, 'content.body', '''lunch'':1', 1795583041855, 54);
INSERT INTO public.event_search VALUES ('$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, 'content.body', '''sure'':1', 1795583041897, 55);
INSERT INTO public.event_search VALUES ('$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, 'content.body', '''12'':1 ''30'':2', 1795583041926, 56);
INSERT INTO public.event_search VALUES ('$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, 'content.body', '''hello'':3 ''quiet'':1 ''room'':2', 1795583041970, 57);
INSERT INTO public.event_search VALUES ('$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, 'content.body', '''carol'':2 ''hello'':1', 1795583042006, 58);
INSERT INTO public.event_search VALUES ('$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''lunch'':1 ''thread'':4', 1795583068588, 59);
INSERT INTO public.event_search VALUES ('$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''doc'':5 ''note'':1', 1795583068623, 60);
INSERT INTO public.event_search VALUES ('$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''bye'':4 ''m'':2', 1795583068648, 61);
INSERT INTO public.event_search VALUES ('$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''bye'':1 ''dave'':2', 1795583068672, 62);
INSERT INTO public.event_search VALUES ('$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''dave'':2 ''left'':3', 1795583068732, 64);
INSERT INTO public.event_search VALUES ('$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, 'content.body', '''still'':1', 1795583068772, 65);
INSERT INTO public.event_search VALUES ('$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''last'':1 ''word'':2', 1795583100142, 66);
INSERT INTO public.event_search VALUES ('$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''everyon'':4 ''one'':1', 1795583100198, 67);
INSERT INTO public.event_search VALUES ('$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, 'content.body', '''see'':1', 1795583100229, 68);
INSERT INTO public.event_search VALUES ('$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, 'content.body', '''anyon'':1', 1795583100278, 69);
INSERT INTO public.event_search VALUES ('$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, 'content.body', '''erin'':1', 1795583100314, 70);


--
-- Data for Name: event_to_state_groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_to_state_groups VALUES ('$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 2);
INSERT INTO public.event_to_state_groups VALUES ('$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', 3);
INSERT INTO public.event_to_state_groups VALUES ('$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', 4);
INSERT INTO public.event_to_state_groups VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', 5);
INSERT INTO public.event_to_state_groups VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', 6);
INSERT INTO public.event_to_state_groups VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', 7);
INSERT INTO public.event_to_state_groups VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', 8);
INSERT INTO public.event_to_state_groups VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', 9);
INSERT INTO public.event_to_state_groups VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', 10);
INSERT INTO public.event_to_state_groups VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', 11);
INSERT INTO public.event_to_state_groups VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', 12);
INSERT INTO public.event_to_state_groups VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', 13);
INSERT INTO public.event_to_state_groups VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', 14);
INSERT INTO public.event_to_state_groups VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', 15);
INSERT INTO public.event_to_state_groups VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', 16);
INSERT INTO public.event_to_state_groups VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', 17);
INSERT INTO public.event_to_state_groups VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', 18);
INSERT INTO public.event_to_state_groups VALUES ('$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 20);
INSERT INTO public.event_to_state_groups VALUES ('$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', 21);
INSERT INTO public.event_to_state_groups VALUES ('$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', 22);
INSERT INTO public.event_to_state_groups VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', 23);
INSERT INTO public.event_to_state_groups VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', 24);
INSERT INTO public.event_to_state_groups VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', 25);
INSERT INTO public.event_to_state_groups VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', 26);
INSERT INTO public.event_to_state_groups VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', 27);
INSERT INTO public.event_to_state_groups VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', 28);
INSERT INTO public.event_to_state_groups VALUES ('$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 30);
INSERT INTO public.event_to_state_groups VALUES ('$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', 31);
INSERT INTO public.event_to_state_groups VALUES ('$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', 32);
INSERT INTO public.event_to_state_groups VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', 33);
INSERT INTO public.event_to_state_groups VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', 34);
INSERT INTO public.event_to_state_groups VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', 35);
INSERT INTO public.event_to_state_groups VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', 36);
INSERT INTO public.event_to_state_groups VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', 37);
INSERT INTO public.event_to_state_groups VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', 38);
INSERT INTO public.event_to_state_groups VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', 39);
INSERT INTO public.event_to_state_groups VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', 40);
INSERT INTO public.event_to_state_groups VALUES ('$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', 18);
INSERT INTO public.event_to_state_groups VALUES ('$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', 18);
INSERT INTO public.event_to_state_groups VALUES ('$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI', 18);
INSERT INTO public.event_to_state_groups VALUES ('$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', 18);
INSERT INTO public.event_to_state_groups VALUES ('$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', 18);
INSERT INTO public.event_to_state_groups VALUES ('$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0', 18);
INSERT INTO public.event_to_state_groups VALUES ('$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', 18);
INSERT INTO public.event_to_state_groups VALUES ('$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', 18);
INSERT INTO public.event_to_state_groups VALUES ('$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', 18);
INSERT INTO public.event_to_state_groups VALUES ('$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM', 18);
INSERT INTO public.event_to_state_groups VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', 41);
INSERT INTO public.event_to_state_groups VALUES ('$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo', 41);
INSERT INTO public.event_to_state_groups VALUES ('$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE', 41);
INSERT INTO public.event_to_state_groups VALUES ('$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', 41);
INSERT INTO public.event_to_state_groups VALUES ('$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A', 28);
INSERT INTO public.event_to_state_groups VALUES ('$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM', 28);
INSERT INTO public.event_to_state_groups VALUES ('$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U', 28);
INSERT INTO public.event_to_state_groups VALUES ('$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc', 28);
INSERT INTO public.event_to_state_groups VALUES ('$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw', 40);
INSERT INTO public.event_to_state_groups VALUES ('$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', 40);
INSERT INTO public.event_to_state_groups VALUES ('$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', 41);
INSERT INTO public.event_to_state_groups VALUES ('$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', 41);
INSERT INTO public.event_to_state_groups VALUES ('$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', 41);
INSERT INTO public.event_to_state_groups VALUES ('$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', 41);
INSERT INTO public.event_to_state_groups VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', 42);
INSERT INTO public.event_to_state_groups VALUES ('$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', 42);
INSERT INTO public.event_to_state_groups VALUES ('$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', 40);
INSERT INTO public.event_to_state_groups VALUES ('$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', 42);
INSERT INTO public.event_to_state_groups VALUES ('$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', 42);
INSERT INTO public.event_to_state_groups VALUES ('$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', 28);
INSERT INTO public.event_to_state_groups VALUES ('$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs', 40);
INSERT INTO public.event_to_state_groups VALUES ('$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', 42);


--
-- Data for Name: event_txn_id_device_id; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.event_txn_id_device_id VALUES ('$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@alice:unreadctl.test', 'EECRXSLUIG', 't1', 1795583041367);
INSERT INTO public.event_txn_id_device_id VALUES ('$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@bob:unreadctl.test', 'VJRZJBAPQN', 't2', 1795583041400);
INSERT INTO public.event_txn_id_device_id VALUES ('$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@dave:unreadctl.test', 'THUTTICYVC', 't3', 1795583041432);
INSERT INTO public.event_txn_id_device_id VALUES ('$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@mallory:unreadctl.test', 'KYZNLWPPNE', 't4', 1795583041463);
INSERT INTO public.event_txn_id_device_id VALUES ('$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@carol:unreadctl.test', 'LXJZSOKDHX', 't5', 1795583041496);
INSERT INTO public.event_txn_id_device_id VALUES ('$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@carol:unreadctl.test', 'LXJZSOKDHX', 't6', 1795583041528);
INSERT INTO public.event_txn_id_device_id VALUES ('$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@alice:unreadctl.test', 'EECRXSLUIG', 't7', 1795583041556);
INSERT INTO public.event_txn_id_device_id VALUES ('$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@bob:unreadctl.test', 'VJRZJBAPQN', 't8', 1795583041593);
INSERT INTO public.event_txn_id_device_id VALUES ('$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@carol:unreadctl.test', 'LXJZSOKDHX', 't9', 1795583041625);
INSERT INTO public.event_txn_id_device_id VALUES ('$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@dave:unreadctl.test', 'THUTTICYVC', 't10', 1795583041657);
INSERT INTO public.event_txn_id_device_id VALUES ('$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@mallory:unreadctl.test', 'KYZNLWPPNE', 't11', 1795583041724);
INSERT INTO public.event_txn_id_device_id VALUES ('$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@alice:unreadctl.test', 'EECRXSLUIG', 't12', 1795583041755);
INSERT INTO public.event_txn_id_device_id VALUES ('$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@alice:unreadctl.test', 'EECRXSLUIG', 't13', 1795583041787);
INSERT INTO public.event_txn_id_device_id VALUES ('$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@alice:unreadctl.test', 'EECRXSLUIG', 't14', 1795583041837);
INSERT INTO public.event_txn_id_device_id VALUES ('$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@alice:unreadctl.test', 'EECRXSLUIG', 't15', 1795583041866);
INSERT INTO public.event_txn_id_device_id VALUES ('$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@bob:unreadctl.test', 'VJRZJBAPQN', 't16', 1795583041909);
INSERT INTO public.event_txn_id_device_id VALUES ('$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@alice:unreadctl.test', 'EECRXSLUIG', 't17', 1795583041937);
INSERT INTO public.event_txn_id_device_id VALUES ('$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@carol:unreadctl.test', 'LXJZSOKDHX', 't18', 1795583041987);
INSERT INTO public.event_txn_id_device_id VALUES ('$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@alice:unreadctl.test', 'EECRXSLUIG', 't19', 1795583042020);
INSERT INTO public.event_txn_id_device_id VALUES ('$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@bob:unreadctl.test', 'VJRZJBAPQN', 't20', 1795583068599);
INSERT INTO public.event_txn_id_device_id VALUES ('$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@alice:unreadctl.test', 'EECRXSLUIG', 't21', 1795583068633);
INSERT INTO public.event_txn_id_device_id VALUES ('$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@dave:unreadctl.test', 'THUTTICYVC', 't22', 1795583068658);
INSERT INTO public.event_txn_id_device_id VALUES ('$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@alice:unreadctl.test', 'EECRXSLUIG', 't23', 1795583068683);
INSERT INTO public.event_txn_id_device_id VALUES ('$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@carol:unreadctl.test', 'LXJZSOKDHX', 't24', 1795583068744);
INSERT INTO public.event_txn_id_device_id VALUES ('$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@alice:unreadctl.test', 'EECRXSLUIG', 't25', 1795583068781);
INSERT INTO public.event_txn_id_device_id VALUES ('$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@carol:unreadctl.test', 'LXJZSOKDHX', 't26', 1795583100173);
INSERT INTO public.event_txn_id_device_id VALUES ('$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@bob:unreadctl.test', 'VJRZJBAPQN', 't27', 1795583100210);
INSERT INTO public.event_txn_id_device_id VALUES ('$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@bob:unreadctl.test', 'VJRZJBAPQN', 't28', 1795583100246);
INSERT INTO public.event_txn_id_device_id VALUES ('$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@carol:unreadctl.test', 'LXJZSOKDHX', 't29', 1795583100296);
INSERT INTO public.event_txn_id_device_id VALUES ('$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@erin:unreadctl.test', 'GNBOPPZBEB', 't30', 1795583100326);


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.events VALUES (1, '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.create', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 1, 1795583040121, 1795583040146, '@alice:unreadctl.test', false, 'master', 2, '', NULL);
INSERT INTO public.events VALUES (2, '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 2, 1795583040174, 1795583040194, '@alice:unreadctl.test', false, 'master', 3, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', 'm.room.power_levels', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 3, 1795583040217, 1795583040260, '@alice:unreadctl.test', false, 'master', 4, '', NULL);
INSERT INTO public.events VALUES (4, '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', 'm.room.join_rules', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 4, 1795583040224, 1795583040260, '@alice:unreadctl.test', false, 'master', 5, '', NULL);
INSERT INTO public.events VALUES (5, '$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', 'm.room.history_visibility', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 5, 1795583040224, 1795583040260, '@alice:unreadctl.test', false, 'master', 6, '', NULL);
INSERT INTO public.events VALUES (6, '$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', 'm.room.guest_access', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 6, 1795583040225, 1795583040260, '@alice:unreadctl.test', false, 'master', 7, '', NULL);
INSERT INTO public.events VALUES (7, '$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', 'm.room.name', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 7, 1795583040225, 1795583040260, '@alice:unreadctl.test', false, 'master', 8, '', NULL);
INSERT INTO public.events VALUES (8, '$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 8, 1795583040287, 1795583040317, '@alice:unreadctl.test', false, 'master', 9, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 9, 1795583040344, 1795583040367, '@alice:unreadctl.test', false, 'master', 10, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (10, '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 10, 1795583040391, 1795583040414, '@alice:unreadctl.test', false, 'master', 11, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (11, '$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 11, 1795583040437, 1795583040460, '@alice:unreadctl.test', false, 'master', 12, '@erin:unreadctl.test', NULL);
INSERT INTO public.events VALUES (12, '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 12, 1795583040484, 1795583040505, '@alice:unreadctl.test', false, 'master', 13, '@mallory:unreadctl.test', NULL);
INSERT INTO public.events VALUES (13, '$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 13, 1795583040537, 1795583040552, '@bob:unreadctl.test', false, 'master', 14, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (14, '$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 14, 1795583040587, 1795583040602, '@carol:unreadctl.test', false, 'master', 15, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (15, '$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 15, 1795583040636, 1795583040651, '@dave:unreadctl.test', false, 'master', 16, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (16, '$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 16, 1795583040684, 1795583040700, '@erin:unreadctl.test', false, 'master', 17, '@erin:unreadctl.test', NULL);
INSERT INTO public.events VALUES (17, '$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 17, 1795583040733, 1795583040748, '@mallory:unreadctl.test', false, 'master', 18, '@mallory:unreadctl.test', NULL);
INSERT INTO public.events VALUES (1, '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.create', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 1, 1795583040779, 1795583040795, '@alice:unreadctl.test', false, 'master', 19, '', NULL);
INSERT INTO public.events VALUES (2, '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', 'm.room.member', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 2, 1795583040816, 1795583040831, '@alice:unreadctl.test', false, 'master', 20, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', 'm.room.power_levels', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 3, 1795583040855, 1795583040894, '@alice:unreadctl.test', false, 'master', 21, '', NULL);
INSERT INTO public.events VALUES (4, '$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', 'm.room.join_rules', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 4, 1795583040862, 1795583040894, '@alice:unreadctl.test', false, 'master', 22, '', NULL);
INSERT INTO public.events VALUES (5, '$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', 'm.room.history_visibility', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 5, 1795583040863, 1795583040894, '@alice:unreadctl.test', false, 'master', 23, '', NULL);
INSERT INTO public.events VALUES (6, '$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', 'm.room.guest_access', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 6, 1795583040863, 1795583040894, '@alice:unreadctl.test', false, 'master', 24, '', NULL);
INSERT INTO public.events VALUES (7, '$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', 'm.room.name', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 7, 1795583040863, 1795583040894, '@alice:unreadctl.test', false, 'master', 25, '', NULL);
INSERT INTO public.events VALUES (8, '$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', 'm.room.member', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 8, 1795583040917, 1795583040943, '@alice:unreadctl.test', false, 'master', 26, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', 'm.room.member', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 9, 1795583040972, 1795583040987, '@bob:unreadctl.test', false, 'master', 27, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (1, '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.create', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 1, 1795583041018, 1795583041033, '@carol:unreadctl.test', false, 'master', 28, '', NULL);
INSERT INTO public.events VALUES (2, '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', 'm.room.member', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 2, 1795583041054, 1795583041068, '@carol:unreadctl.test', false, 'master', 29, '@carol:unreadctl.test', NULL);
INSERT INTO public.events VALUES (3, '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', 'm.room.power_levels', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 3, 1795583041088, 1795583041128, '@carol:unreadctl.test', false, 'master', 30, '', NULL);
INSERT INTO public.events VALUES (4, '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', 'm.room.join_rules', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 4, 1795583041095, 1795583041128, '@carol:unreadctl.test', false, 'master', 31, '', NULL);
INSERT INTO public.events VALUES (5, '$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', 'm.room.history_visibility', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 5, 1795583041096, 1795583041128, '@carol:unreadctl.test', false, 'master', 32, '', NULL);
INSERT INTO public.events VALUES (6, '$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', 'm.room.guest_access', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 6, 1795583041096, 1795583041128, '@carol:unreadctl.test', false, 'master', 33, '', NULL);
INSERT INTO public.events VALUES (7, '$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', 'm.room.name', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 7, 1795583041096, 1795583041128, '@carol:unreadctl.test', false, 'master', 34, '', NULL);
INSERT INTO public.events VALUES (8, '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', 'm.room.member', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 8, 1795583041152, 1795583041177, '@carol:unreadctl.test', false, 'master', 35, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (9, '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', 'm.room.member', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 9, 1795583041198, 1795583041220, '@carol:unreadctl.test', false, 'master', 36, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (19, '$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 19, 1795583041386, 1795583041400, '@bob:unreadctl.test', false, 'master', 40, NULL, NULL);
INSERT INTO public.events VALUES (20, '$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 20, 1795583041421, 1795583041431, '@dave:unreadctl.test', false, 'master', 41, NULL, NULL);
INSERT INTO public.events VALUES (23, '$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 23, 1795583041516, 1795583041527, '@carol:unreadctl.test', false, 'master', 44, NULL, NULL);
INSERT INTO public.events VALUES (25, '$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 25, 1795583041575, 1795583041592, '@bob:unreadctl.test', false, 'master', 46, NULL, NULL);
INSERT INTO public.events VALUES (27, '$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM', 'm.reaction', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 27, 1795583041646, 1795583041656, '@dave:unreadctl.test', false, 'master', 48, NULL, NULL);
INSERT INTO public.events VALUES (13, '$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc', 'm.room.message', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 13, 1795583041926, 1795583041936, '@alice:unreadctl.test', false, 'master', 56, NULL, NULL);
INSERT INTO public.events VALUES (10, '$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', 'm.room.member', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 10, 1795583041250, 1795583041265, '@alice:unreadctl.test', false, 'master', 37, '@alice:unreadctl.test', NULL);
INSERT INTO public.events VALUES (11, '$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', 'm.room.member', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 11, 1795583041297, 1795583041312, '@bob:unreadctl.test', false, 'master', 38, '@bob:unreadctl.test', NULL);
INSERT INTO public.events VALUES (22, '$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 22, 1795583041483, 1795583041495, '@carol:unreadctl.test', false, 'master', 43, NULL, NULL);
INSERT INTO public.events VALUES (26, '$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 26, 1795583041613, 1795583041625, '@carol:unreadctl.test', false, 'master', 47, NULL, NULL);
INSERT INTO public.events VALUES (28, '$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', 'm.room.topic', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 28, 1795583041674, 1795583041687, '@alice:unreadctl.test', false, 'master', 49, '', NULL);
INSERT INTO public.events VALUES (29, '$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 29, 1795583041711, 1795583041724, '@mallory:unreadctl.test', false, 'master', 50, NULL, NULL);
INSERT INTO public.events VALUES (12, '$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U', 'm.room.message', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 12, 1795583041897, 1795583041908, '@bob:unreadctl.test', false, 'master', 55, NULL, NULL);
INSERT INTO public.events VALUES (18, '$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 18, 1795583041348, 1795583041366, '@alice:unreadctl.test', false, 'master', 39, NULL, NULL);
INSERT INTO public.events VALUES (24, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 24, 1795583041546, 1795583041556, '@alice:unreadctl.test', false, 'master', 45, NULL, NULL);
INSERT INTO public.events VALUES (13, '$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4', 'm.room.message', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 13, 1795583042006, 1795583042019, '@alice:unreadctl.test', false, 'master', 58, NULL, NULL);
INSERT INTO public.events VALUES (21, '$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 21, 1795583041451, 1795583041463, '@mallory:unreadctl.test', false, 'master', 42, NULL, NULL);
INSERT INTO public.events VALUES (30, '$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE', 'm.room.redaction', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 30, 1795583041746, 1795583041754, '@alice:unreadctl.test', false, 'master', 51, NULL, NULL);
INSERT INTO public.events VALUES (10, '$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A', 'm.room.message', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 10, 1795583041820, 1795583041836, '@alice:unreadctl.test', false, 'master', 53, NULL, NULL);
INSERT INTO public.events VALUES (31, '$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 31, 1795583041774, 1795583041786, '@alice:unreadctl.test', false, 'master', 52, NULL, NULL);
INSERT INTO public.events VALUES (11, '$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM', 'm.room.message', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 11, 1795583041855, 1795583041866, '@alice:unreadctl.test', false, 'master', 54, NULL, NULL);
INSERT INTO public.events VALUES (12, '$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw', 'm.room.message', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 12, 1795583041970, 1795583041986, '@carol:unreadctl.test', false, 'master', 57, NULL, NULL);
INSERT INTO public.events VALUES (32, '$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 32, 1795583068588, 1795583068598, '@bob:unreadctl.test', false, 'master', 59, NULL, NULL);
INSERT INTO public.events VALUES (33, '$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 33, 1795583068623, 1795583068632, '@alice:unreadctl.test', false, 'master', 60, NULL, NULL);
INSERT INTO public.events VALUES (34, '$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 34, 1795583068648, 1795583068658, '@dave:unreadctl.test', false, 'master', 61, NULL, NULL);
INSERT INTO public.events VALUES (35, '$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 35, 1795583068672, 1795583068682, '@alice:unreadctl.test', false, 'master', 62, NULL, NULL);
INSERT INTO public.events VALUES (36, '$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', 'm.room.member', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 36, 1795583068698, 1795583068711, '@dave:unreadctl.test', false, 'master', 63, '@dave:unreadctl.test', NULL);
INSERT INTO public.events VALUES (37, '$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 37, 1795583068732, 1795583068743, '@carol:unreadctl.test', false, 'master', 64, NULL, NULL);
INSERT INTO public.events VALUES (14, '$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8', 'm.room.message', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 14, 1795583068772, 1795583068780, '@alice:unreadctl.test', false, 'master', 65, NULL, NULL);
INSERT INTO public.events VALUES (38, '$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 38, 1795583100142, 1795583100172, '@carol:unreadctl.test', false, 'master', 66, NULL, NULL);
INSERT INTO public.events VALUES (39, '$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 39, 1795583100198, 1795583100209, '@bob:unreadctl.test', false, 'master', 67, NULL, NULL);
INSERT INTO public.events VALUES (14, '$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', 'm.room.message', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', NULL, NULL, true, false, 14, 1795583100229, 1795583100246, '@bob:unreadctl.test', false, 'master', 68, NULL, NULL);
INSERT INTO public.events VALUES (15, '$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs', 'm.room.message', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', NULL, NULL, true, false, 15, 1795583100278, 1795583100295, '@carol:unreadctl.test', false, 'master', 69, NULL, NULL);
INSERT INTO public.events VALUES (40, '$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU', 'm.room.message', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', NULL, NULL, true, false, 40, 1795583100314, 1795583100325, '@erin:unreadctl.test', false, 'master', 70, NULL, NULL);


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

INSERT INTO public.local_current_membership VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@alice:unreadctl.test', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', 'join', 3);
INSERT INTO public.local_current_membership VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@bob:unreadctl.test', '$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', 'join', 14);
INSERT INTO public.local_current_membership VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@carol:unreadctl.test', '$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', 'join', 15);
INSERT INTO public.local_current_membership VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@erin:unreadctl.test', '$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', 'join', 17);
INSERT INTO public.local_current_membership VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@mallory:unreadctl.test', '$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', 'join', 18);
INSERT INTO public.local_current_membership VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@alice:unreadctl.test', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', 'join', 20);
INSERT INTO public.local_current_membership VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@bob:unreadctl.test', '$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', 'join', 27);
INSERT INTO public.local_current_membership VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@carol:unreadctl.test', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', 'join', 29);
INSERT INTO public.local_current_membership VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@alice:unreadctl.test', '$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', 'join', 37);
INSERT INTO public.local_current_membership VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@bob:unreadctl.test', '$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', 'join', 38);
INSERT INTO public.local_current_membership VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@dave:unreadctl.test', '$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', 'leave', 63);


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

INSERT INTO public.push_rules VALUES (2, '@alice:unreadctl.test', 'global/override/!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 5, 0, '[{"kind":"event_match","key":"room_id","pattern":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg"}]', '[]');


--
-- Data for Name: push_rules_enable; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.push_rules_enable VALUES (2, '@alice:unreadctl.test', 'global/override/!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 1);


--
-- Data for Name: push_rules_stream; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.push_rules_stream VALUES (2, 38, '@alice:unreadctl.test', 'global/override/!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'ADD', 5, 0, '[{"kind":"event_match","key":"room_id","pattern":"!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg"}]', '[]', 'master');


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

INSERT INTO public.receipts_graph VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.read', '@erin:unreadctl.test', '["$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU"]', '{"ts":1795583041807}', NULL);
INSERT INTO public.receipts_graph VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.read.private', '@bob:unreadctl.test', '["$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM"]', '{"ts":1795583041956}', NULL);
INSERT INTO public.receipts_graph VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.read', '@carol:unreadctl.test', '["$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0"]', '{"ts":1795583068615}', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.receipts_graph VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.read', '@erin:unreadctl.test', '["$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g"]', '{"ts":1795583068757}', 'main');
INSERT INTO public.receipts_graph VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.read', '@bob:unreadctl.test', '["$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww"]', '{"ts":1795583068764}', NULL);
INSERT INTO public.receipts_graph VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.read', '@alice:unreadctl.test', '["$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs"]', '{"ts":1795583100265}', NULL);


--
-- Data for Name: receipts_linearized; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.receipts_linearized VALUES (2, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.read', '@erin:unreadctl.test', '$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU', '{"ts":1795583041807}', 'master', 39, NULL);
INSERT INTO public.receipts_linearized VALUES (3, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.read.private', '@bob:unreadctl.test', '$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM', '{"ts":1795583041956}', 'master', 54, NULL);
INSERT INTO public.receipts_linearized VALUES (4, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.read', '@carol:unreadctl.test', '$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0', '{"ts":1795583068615}', 'master', 59, '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.receipts_linearized VALUES (5, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.read', '@erin:unreadctl.test', '$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g', '{"ts":1795583068757}', 'master', 60, 'main');
INSERT INTO public.receipts_linearized VALUES (6, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.read', '@bob:unreadctl.test', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '{"ts":1795583068764}', 'master', 45, NULL);
INSERT INTO public.receipts_linearized VALUES (7, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.read', '@alice:unreadctl.test', '$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs', '{"ts":1795583100265}', 'master', 68, NULL);


--
-- Data for Name: received_transactions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: redactions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.redactions VALUES ('$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE', '$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo', false, 1795583041756, false);


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

INSERT INTO public.room_depth VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 1);
INSERT INTO public.room_depth VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 1);
INSERT INTO public.room_depth VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 1);


--
-- Data for Name: room_forgetter_stream_pos; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_forgetter_stream_pos VALUES ('X', 65);


--
-- Data for Name: room_memberships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_memberships VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '@bob:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'invite', 0, 'bob', NULL, 9, false);
INSERT INTO public.room_memberships VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '@carol:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'invite', 0, 'carol', NULL, 10, false);
INSERT INTO public.room_memberships VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '@dave:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'invite', 0, 'dave', NULL, 11, false);
INSERT INTO public.room_memberships VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '@erin:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'invite', 0, 'erin', NULL, 12, false);
INSERT INTO public.room_memberships VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '@mallory:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'invite', 0, 'mallory', NULL, 13, false);
INSERT INTO public.room_memberships VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '@bob:unreadctl.test', '@alice:unreadctl.test', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'invite', 0, 'bob', NULL, 26, false);
INSERT INTO public.room_memberships VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '@alice:unreadctl.test', '@carol:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'invite', 0, 'alice', NULL, 35, false);
INSERT INTO public.room_memberships VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '@bob:unreadctl.test', '@carol:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'invite', 0, 'bob', NULL, 36, false);
INSERT INTO public.room_memberships VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '@bob:unreadctl.test', '@bob:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'join', 0, 'bob', NULL, 38, false);
INSERT INTO public.room_memberships VALUES ('$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '@alice:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'join', 0, 'alice', NULL, 3, true);
INSERT INTO public.room_memberships VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '@bob:unreadctl.test', '@bob:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'join', 0, 'bob', NULL, 14, true);
INSERT INTO public.room_memberships VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '@dave:unreadctl.test', '@dave:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'join', 0, 'dave', NULL, 16, true);
INSERT INTO public.room_memberships VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '@mallory:unreadctl.test', '@mallory:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'join', 0, 'mallory', NULL, 18, true);
INSERT INTO public.room_memberships VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '@carol:unreadctl.test', '@carol:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'join', 0, 'carol', NULL, 15, true);
INSERT INTO public.room_memberships VALUES ('$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '@alice:unreadctl.test', '@alice:unreadctl.test', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'join', 0, 'alice', NULL, 20, true);
INSERT INTO public.room_memberships VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '@bob:unreadctl.test', '@bob:unreadctl.test', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'join', 0, 'bob', NULL, 27, true);
INSERT INTO public.room_memberships VALUES ('$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '@carol:unreadctl.test', '@carol:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'join', 0, 'carol', NULL, 29, true);
INSERT INTO public.room_memberships VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '@alice:unreadctl.test', '@alice:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'join', 0, 'alice', NULL, 37, true);
INSERT INTO public.room_memberships VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '@dave:unreadctl.test', '@dave:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'leave', 0, NULL, NULL, 63, false);
INSERT INTO public.room_memberships VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '@erin:unreadctl.test', '@erin:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'join', 0, 'erin', NULL, 17, true);


--
-- Data for Name: room_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_retention; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_stats_current; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_stats_current VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 8, 2, 0, 0, 0, 2, 45, 0);
INSERT INTO public.room_stats_current VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 9, 3, 0, 0, 0, 3, 45, 0);
INSERT INTO public.room_stats_current VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 13, 5, 0, 1, 0, 5, 63, 0);


--
-- Data for Name: room_stats_earliest_token; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_stats_state; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.room_stats_state VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'alice-bob', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, NULL, NULL);
INSERT INTO public.room_stats_state VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'quiet', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, NULL, NULL);
INSERT INTO public.room_stats_state VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'general', NULL, 'invite', 'shared', NULL, NULL, 'can_join', true, 'release week', NULL);


--
-- Data for Name: room_tags; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: room_tags_revisions; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: rooms; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.rooms VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', false, '@alice:unreadctl.test', '12', true);
INSERT INTO public.rooms VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', false, '@alice:unreadctl.test', '12', true);
INSERT INTO public.rooms VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', false, '@carol:unreadctl.test', '12', true);


--
-- Data for Name: scheduled_tasks; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.scheduled_tasks VALUES ('delete_old_otks_task', 'delete_old_otks', 'complete', 1795583098461, NULL, NULL, NULL, NULL);


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

INSERT INTO public.sliding_sync_joined_rooms VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 68, 68, NULL, 'alice-bob', false, NULL);
INSERT INTO public.sliding_sync_joined_rooms VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 69, 69, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_joined_rooms VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 70, 70, NULL, 'general', false, NULL);


--
-- Data for Name: sliding_sync_joined_rooms_to_recalculate; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sliding_sync_membership_snapshots; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@alice:unreadctl.test', '@alice:unreadctl.test', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', 'join', 0, 3, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@bob:unreadctl.test', '@bob:unreadctl.test', '$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', 'join', 0, 14, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@carol:unreadctl.test', '@carol:unreadctl.test', '$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', 'join', 0, 15, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@erin:unreadctl.test', '@erin:unreadctl.test', '$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', 'join', 0, 17, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@mallory:unreadctl.test', '@mallory:unreadctl.test', '$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', 'join', 0, 18, 'master', true, NULL, 'general', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@alice:unreadctl.test', '@alice:unreadctl.test', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', 'join', 0, 20, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '@bob:unreadctl.test', '@bob:unreadctl.test', '$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', 'join', 0, 27, 'master', true, NULL, 'alice-bob', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@carol:unreadctl.test', '@carol:unreadctl.test', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', 'join', 0, 29, 'master', true, NULL, NULL, false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@alice:unreadctl.test', '@alice:unreadctl.test', '$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', 'join', 0, 37, 'master', true, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '@bob:unreadctl.test', '@bob:unreadctl.test', '$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', 'join', 0, 38, 'master', true, NULL, 'quiet', false, NULL);
INSERT INTO public.sliding_sync_membership_snapshots VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '@dave:unreadctl.test', '@dave:unreadctl.test', '$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', 'leave', 0, 63, 'master', true, NULL, 'general', false, NULL);


--
-- Data for Name: state_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.state_events VALUES ('$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@erin:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@mallory:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@erin:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@mallory:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.create', '', NULL);
INSERT INTO public.state_events VALUES ('$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@carol:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.power_levels', '', NULL);
INSERT INTO public.state_events VALUES ('$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.join_rules', '', NULL);
INSERT INTO public.state_events VALUES ('$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.history_visibility', '', NULL);
INSERT INTO public.state_events VALUES ('$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.guest_access', '', NULL);
INSERT INTO public.state_events VALUES ('$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.name', '', NULL);
INSERT INTO public.state_events VALUES ('$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@alice:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@bob:unreadctl.test', NULL);
INSERT INTO public.state_events VALUES ('$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.topic', '', NULL);
INSERT INTO public.state_events VALUES ('$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', NULL);


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

INSERT INTO public.state_groups VALUES (1, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.state_groups VALUES (2, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.state_groups VALUES (3, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA');
INSERT INTO public.state_groups VALUES (4, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos');
INSERT INTO public.state_groups VALUES (5, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc');
INSERT INTO public.state_groups VALUES (6, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY');
INSERT INTO public.state_groups VALUES (7, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s');
INSERT INTO public.state_groups VALUES (8, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY');
INSERT INTO public.state_groups VALUES (9, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg');
INSERT INTO public.state_groups VALUES (10, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A');
INSERT INTO public.state_groups VALUES (11, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg');
INSERT INTO public.state_groups VALUES (12, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg');
INSERT INTO public.state_groups VALUES (13, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0');
INSERT INTO public.state_groups VALUES (14, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA');
INSERT INTO public.state_groups VALUES (15, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y');
INSERT INTO public.state_groups VALUES (16, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck');
INSERT INTO public.state_groups VALUES (17, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ');
INSERT INTO public.state_groups VALUES (18, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA');
INSERT INTO public.state_groups VALUES (19, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.state_groups VALUES (20, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.state_groups VALUES (21, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I');
INSERT INTO public.state_groups VALUES (22, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo');
INSERT INTO public.state_groups VALUES (23, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA');
INSERT INTO public.state_groups VALUES (24, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg');
INSERT INTO public.state_groups VALUES (25, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c');
INSERT INTO public.state_groups VALUES (26, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM');
INSERT INTO public.state_groups VALUES (27, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE');
INSERT INTO public.state_groups VALUES (28, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw');
INSERT INTO public.state_groups VALUES (29, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.state_groups VALUES (30, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.state_groups VALUES (31, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA');
INSERT INTO public.state_groups VALUES (32, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo');
INSERT INTO public.state_groups VALUES (33, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0');
INSERT INTO public.state_groups VALUES (34, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4');
INSERT INTO public.state_groups VALUES (35, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU');
INSERT INTO public.state_groups VALUES (36, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE');
INSERT INTO public.state_groups VALUES (37, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c');
INSERT INTO public.state_groups VALUES (38, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk');
INSERT INTO public.state_groups VALUES (39, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E');
INSERT INTO public.state_groups VALUES (40, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns');
INSERT INTO public.state_groups VALUES (41, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8');
INSERT INTO public.state_groups VALUES (42, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk');


--
-- Data for Name: state_groups_pending_deletion; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: state_groups_persisting; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: state_groups_state; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.state_groups_state VALUES (2, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.create', '', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.state_groups_state VALUES (3, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@alice:unreadctl.test', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA');
INSERT INTO public.state_groups_state VALUES (4, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.power_levels', '', '$gPeJnG2od1PP-pK_OHbHHskF-2djsTApPgcL7GR5Gos');
INSERT INTO public.state_groups_state VALUES (5, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.join_rules', '', '$QRbc5fXoaWRPPyWdlIosQU4pL4w4e8qKmCrmF05PNBc');
INSERT INTO public.state_groups_state VALUES (6, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.history_visibility', '', '$pLo2BA6_3Yk1sn-zpTpqwfJ9X5TnSUCsLXzZWny5gXY');
INSERT INTO public.state_groups_state VALUES (7, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.guest_access', '', '$w7Jf-GT_3gt2Ye-nrv5WbO5djBKWiN2iODlBQ4LrN5s');
INSERT INTO public.state_groups_state VALUES (8, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.name', '', '$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY');
INSERT INTO public.state_groups_state VALUES (9, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@bob:unreadctl.test', '$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg');
INSERT INTO public.state_groups_state VALUES (10, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@carol:unreadctl.test', '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A');
INSERT INTO public.state_groups_state VALUES (11, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg');
INSERT INTO public.state_groups_state VALUES (12, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@erin:unreadctl.test', '$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg');
INSERT INTO public.state_groups_state VALUES (13, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@mallory:unreadctl.test', '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0');
INSERT INTO public.state_groups_state VALUES (14, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@bob:unreadctl.test', '$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA');
INSERT INTO public.state_groups_state VALUES (15, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@carol:unreadctl.test', '$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y');
INSERT INTO public.state_groups_state VALUES (16, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', '$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck');
INSERT INTO public.state_groups_state VALUES (17, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@erin:unreadctl.test', '$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ');
INSERT INTO public.state_groups_state VALUES (18, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@mallory:unreadctl.test', '$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA');
INSERT INTO public.state_groups_state VALUES (20, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.create', '', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.state_groups_state VALUES (21, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@alice:unreadctl.test', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I');
INSERT INTO public.state_groups_state VALUES (22, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.power_levels', '', '$-KyMW14pJvLaQqquR12Qy5fUpVXNY3W9qvHXIZbtqVo');
INSERT INTO public.state_groups_state VALUES (23, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.join_rules', '', '$HlE75Tlbq2dObl_jvtXNlEWe-MT1NlZQrsM7PYy-gSA');
INSERT INTO public.state_groups_state VALUES (24, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.history_visibility', '', '$sntwP4IbxiwIX3U_nqA9lxQhNmbXKY8NYjKzi7FYtUg');
INSERT INTO public.state_groups_state VALUES (25, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.guest_access', '', '$LtlmfLtXQXeJDf9U-iAYPHvOm2b2eVAT9r3tHfu829c');
INSERT INTO public.state_groups_state VALUES (26, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.name', '', '$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM');
INSERT INTO public.state_groups_state VALUES (27, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@bob:unreadctl.test', '$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE');
INSERT INTO public.state_groups_state VALUES (28, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', 'm.room.member', '@bob:unreadctl.test', '$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw');
INSERT INTO public.state_groups_state VALUES (30, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.create', '', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.state_groups_state VALUES (31, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@carol:unreadctl.test', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA');
INSERT INTO public.state_groups_state VALUES (32, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.power_levels', '', '$ta9G8WZEDWCgW0_yw8IEFTdMkc3Lj2kopD71UDEqTEo');
INSERT INTO public.state_groups_state VALUES (33, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.join_rules', '', '$PMqqc2qy0-qJw9FYmcdqM2Kclb1ewp-JLPw5CVkiPk0');
INSERT INTO public.state_groups_state VALUES (34, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.history_visibility', '', '$CT0TWz1Vy38d3DAE5UUzq__iE61MRMUQpzGLc6QGGy4');
INSERT INTO public.state_groups_state VALUES (35, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.guest_access', '', '$hOeKR6r-ey2CjvKrJsrdfbqnkLkkaMbknfCwnC9OELU');
INSERT INTO public.state_groups_state VALUES (36, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.name', '', '$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE');
INSERT INTO public.state_groups_state VALUES (37, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@alice:unreadctl.test', '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c');
INSERT INTO public.state_groups_state VALUES (38, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@bob:unreadctl.test', '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk');
INSERT INTO public.state_groups_state VALUES (39, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@alice:unreadctl.test', '$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E');
INSERT INTO public.state_groups_state VALUES (40, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', 'm.room.member', '@bob:unreadctl.test', '$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns');
INSERT INTO public.state_groups_state VALUES (41, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.topic', '', '$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8');
INSERT INTO public.state_groups_state VALUES (42, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', 'm.room.member', '@dave:unreadctl.test', '$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk');


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

INSERT INTO public.stream_ordering_to_exterm VALUES (2, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.stream_ordering_to_exterm VALUES (3, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$9ETUJDuHIh-dlZRda0GMwxUJjfP6knq6kjFchFzspXA');
INSERT INTO public.stream_ordering_to_exterm VALUES (8, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$THGAHMeBvqu77istPyfZSlL6Ga1J1io_bOgH_yHoBeY');
INSERT INTO public.stream_ordering_to_exterm VALUES (9, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$ZiYtiIf7hA-LKviriVEkXW8ZFWn80fgL79atksq8xYg');
INSERT INTO public.stream_ordering_to_exterm VALUES (10, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$B7GD9jHEdnrH4HhbV8-dGlNaOE9y2gNRUKHw3VF1q4A');
INSERT INTO public.stream_ordering_to_exterm VALUES (11, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$365gcKio7L8G1XLv4t-8Nhe2PBhTrmMg5AxCuN-VHZg');
INSERT INTO public.stream_ordering_to_exterm VALUES (12, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$yPkTkUMJR_Zhk8t1dqWLrgpzUs3kxgRThGGwYNHEkWg');
INSERT INTO public.stream_ordering_to_exterm VALUES (13, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$b2hgiEHh7io3cMtZVn28DouXbpenQBPJENTw2ynGaS0');
INSERT INTO public.stream_ordering_to_exterm VALUES (14, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$rBiVfAb-yjHtn4TLxVBgv5jetVmeEPLWVwZghWxlLKA');
INSERT INTO public.stream_ordering_to_exterm VALUES (15, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$kLu3roPWxqksH-iq8hHI0BeqQRiCkgF_k3irMsAn11Y');
INSERT INTO public.stream_ordering_to_exterm VALUES (16, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$O45ymp78zKTuO9dcpokYkY7AZ4bXwFCZ8wIIWcLxXck');
INSERT INTO public.stream_ordering_to_exterm VALUES (17, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$s6QHOyQ4NtFItn3XEnd2TsvX_nSsSbUYVQjmCBsLyFQ');
INSERT INTO public.stream_ordering_to_exterm VALUES (18, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$dyzmf5etKXIuUKZv3WDmKOjLZNTmEtFHN9pld73kGEA');
INSERT INTO public.stream_ordering_to_exterm VALUES (19, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.stream_ordering_to_exterm VALUES (20, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$6TDVTCmewjJiImUVmZjKk39BZsVl5DeThHdRObe-H0I');
INSERT INTO public.stream_ordering_to_exterm VALUES (25, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$lyy33N8v0wMcKnjLOhYegR2ac_BWaqQCPNFi1TkbkQM');
INSERT INTO public.stream_ordering_to_exterm VALUES (26, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$_HtQI_cQAr4E0N4Mhb8MyGXZeQffkt3LnHT6aBuLClE');
INSERT INTO public.stream_ordering_to_exterm VALUES (27, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$ndG9VHD1DgMiUpS-v8y0USBsQ4IVm0alT-oKFTqsoRw');
INSERT INTO public.stream_ordering_to_exterm VALUES (28, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.stream_ordering_to_exterm VALUES (29, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$buBhtwlhJOXHEIKbAyv-VdmnJgNy_mF7uhCmen3Y_zA');
INSERT INTO public.stream_ordering_to_exterm VALUES (34, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$KOar14nb7vk_d1b5BWsVlTbvrY_5cb9n44seGe3-AeE');
INSERT INTO public.stream_ordering_to_exterm VALUES (35, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$s8TcpzSufQOLsJfa5WPmuMUlyrYGtNSRwoQExTUvp7c');
INSERT INTO public.stream_ordering_to_exterm VALUES (36, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$LB49OXMFvFL-8zFobJ8F-i8QMSBvOZyQAE3ajYmm-wk');
INSERT INTO public.stream_ordering_to_exterm VALUES (37, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$NuNTkRuRvNcHY41rR0LvfJ4tPNaNuSv0gwxWxzMzN_E');
INSERT INTO public.stream_ordering_to_exterm VALUES (38, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$N9fXY6syyUQGCSlmW2MSELlH3Ey4WSOPP5o540itEns');
INSERT INTO public.stream_ordering_to_exterm VALUES (39, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$i0XjVNxa0RL_ApKWwtu9v9rvjmomMpevNdl23XUvKDU');
INSERT INTO public.stream_ordering_to_exterm VALUES (40, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$Nd9184extIn2tLhVs0fE4mxikYBpYhHtKzRzw5mrEM0');
INSERT INTO public.stream_ordering_to_exterm VALUES (41, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$259kwnGYEtoPZZjj2jArLBd5tzOlrBOyi16Y7JpEEXI');
INSERT INTO public.stream_ordering_to_exterm VALUES (42, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$S3mKBXqk9eZBGQ9jKfzY5PfFUU_sa29ZwkEQhTQkHHM');
INSERT INTO public.stream_ordering_to_exterm VALUES (43, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$k3AbmW7_fvONZye-Y4shVPiZe3x_is4VU0_I9vb6fF8');
INSERT INTO public.stream_ordering_to_exterm VALUES (44, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$H_sT4wrEj-qDc0ZifujmL4AqpDfSxldqz6zUhr_tjC0');
INSERT INTO public.stream_ordering_to_exterm VALUES (45, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww');
INSERT INTO public.stream_ordering_to_exterm VALUES (46, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$JPGF3eD-7_oliKTjZmLLY9xqCE28EHNKEBuePOXPkec');
INSERT INTO public.stream_ordering_to_exterm VALUES (47, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$jQX2ayTNo49wPxgMKRSIuDVyIBM56ZbaIIIeGjpOqmE');
INSERT INTO public.stream_ordering_to_exterm VALUES (48, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$NSfkcs8v_X_AqRYE5ee8PsVrSZiPAr-Y9SJ62urUFSM');
INSERT INTO public.stream_ordering_to_exterm VALUES (49, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$yCO5gJdq8vPgI6A8t5CLK0xvSBl73TKlUVNEGJjT9r8');
INSERT INTO public.stream_ordering_to_exterm VALUES (50, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$uvoTq0-BQBa_CUz2GaD0bDXqbDlyaUneQpk_zxKxMwo');
INSERT INTO public.stream_ordering_to_exterm VALUES (51, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$4GVKlQYx7ZlzlubfVvwSD6JzobBwj6whXHAwFm7zWRE');
INSERT INTO public.stream_ordering_to_exterm VALUES (52, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$1-f_BuwNIrIcLiucQkiKt_ZPfZSjX-ToBOIwEOzhOTE');
INSERT INTO public.stream_ordering_to_exterm VALUES (53, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$qijs1SOTYZ0NXJHo-y5IpOI__ZYu_sWSog3KHWNR-3A');
INSERT INTO public.stream_ordering_to_exterm VALUES (54, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$Asz5h4sfW1dipx4AdWCSN-MIxxuvdiTy3A_9eA4hYBM');
INSERT INTO public.stream_ordering_to_exterm VALUES (55, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$X9Stus_fBsVzY4TXSQgwDLIQC0b3tLOxvxDgWGr755U');
INSERT INTO public.stream_ordering_to_exterm VALUES (56, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$iAupS0xjv-wE9YNT6kXhjt-a3k_nc-sz1tiJXhX6AVc');
INSERT INTO public.stream_ordering_to_exterm VALUES (57, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$CmIOV7VrYNelUL6tMEZn2yq8EEoStZiRVNIjx777ibw');
INSERT INTO public.stream_ordering_to_exterm VALUES (58, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$Zr_5HOZi0lCqP3jI2xY36F_s0_4sbZ6OxmcwxfN7ky4');
INSERT INTO public.stream_ordering_to_exterm VALUES (59, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$TKNgOkD6oSIqgzFoxWpsJgNnhWJnGezG7ScgMjXiuh0');
INSERT INTO public.stream_ordering_to_exterm VALUES (60, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$SovMGlDariCD6xUmsYekOPmPVjLKQFHXUvpj9ZieK8g');
INSERT INTO public.stream_ordering_to_exterm VALUES (61, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$4YwyfF_vuJ8AkTyFUVD_NfxachiycWai8CahKlC8YhA');
INSERT INTO public.stream_ordering_to_exterm VALUES (62, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zS6JbPba4j7ZwOiUh9Ojiei_3VH6578LTtOT39GNsYU');
INSERT INTO public.stream_ordering_to_exterm VALUES (63, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$6DmsgVziGpNksA9WeZOIokq21aBKWjCHq04NVakZPVk');
INSERT INTO public.stream_ordering_to_exterm VALUES (64, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$mUQmM_HJny1pR0dcQTunL1Zu14UwEU1ZcKh7c6Lqlas');
INSERT INTO public.stream_ordering_to_exterm VALUES (65, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$6Oa5R8zqZ5r0zrv2iENlz10hJ9leJkEuWf499roM8c8');
INSERT INTO public.stream_ordering_to_exterm VALUES (66, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg');
INSERT INTO public.stream_ordering_to_exterm VALUES (67, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$RhJVEL46KqpSJO2MshoH53hKVVBCI7CC1clevsalUdI');
INSERT INTO public.stream_ordering_to_exterm VALUES (68, '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q', '$nA3TXBCV9Caq6Ods630Ko2VEfovEQf7yr0ovsNHCgXs');
INSERT INTO public.stream_ordering_to_exterm VALUES (69, '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg', '$6Kh7O0T028JLC__bY2gnjZzK5llX0UW8qujzm3rXiRs');
INSERT INTO public.stream_ordering_to_exterm VALUES (70, '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$kmuHx5SCqDxwAMi-uIJZuhIZu3LYWU5DzXKxGOP4agU');


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

INSERT INTO public.threads VALUES ('!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE', '$zhhUsrzGd4XUdxvsN8sOEt1yQRX-UJxxwSp4hMZCdww', '$ucaXk8GB9sjOdFdZ-_DW7EvOUeUz6N5XhVlXQYUyCgg', 38, 66);


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

INSERT INTO public.user_ips VALUES ('@carol:unreadctl.test', 'syt_Y2Fyb2w_pTDDaWqLZaHJVKSFBvrE_2Dtrzf', 'LXJZSOKDHX', '127.0.0.1', 'Python-urllib/3.11', 1795583100130);
INSERT INTO public.user_ips VALUES ('@bob:unreadctl.test', 'syt_Ym9i_RdjdgdwwccdIwskAjtvg_3gDAh8', 'VJRZJBAPQN', '127.0.0.1', 'Python-urllib/3.11', 1795583100191);
INSERT INTO public.user_ips VALUES ('@alice:unreadctl.test', 'syt_YWxpY2U_mQhOdohchIcBKOurpWLy_4GxukO', 'EECRXSLUIG', '127.0.0.1', 'Python-urllib/3.11', 1795583100260);
INSERT INTO public.user_ips VALUES ('@erin:unreadctl.test', 'syt_ZXJpbg_kuIZDqaXgdnEchHMKyge_2IxdAI', 'GNBOPPZBEB', '127.0.0.1', 'Python-urllib/3.11', 1795583100308);
INSERT INTO public.user_ips VALUES ('@dave:unreadctl.test', 'syt_ZGF2ZQ_vXMVhcQQWqtwUZVumgvD_0kHqBq', 'THUTTICYVC', '127.0.0.1', 'Python-urllib/3.11', 1795583100505);
INSERT INTO public.user_ips VALUES ('@mallory:unreadctl.test', 'syt_bWFsbG9yeQ_LarJkKoTEmFbqunNjcGx_2pJMBO', 'KYZNLWPPNE', '127.0.0.1', 'Python-urllib/3.11', 1795583100544);


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

INSERT INTO public.users VALUES ('@alice:unreadctl.test', '$2b$12$I5iOzKg8EpBKJQgJdZT6XOMyUhR2.AL6dJX6Lfjk2/oh4/Bhb1vbC', 1795583038, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@bob:unreadctl.test', '$2b$12$GBEmjan0aFbOp.tXn1cJMeSGA7WN8Gy/4qjrivvIDyy6Vi80u9MEm', 1795583039, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@carol:unreadctl.test', '$2b$12$GL6g1sNojLUZvCUhgXx3AOgjCbBDt1jll6.Yjip6CQweeLI3LaUj.', 1795583039, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@dave:unreadctl.test', '$2b$12$1beVWTnG5NmyZWgxbpnKlOw0pon1.nFJb6saFRCKc34kNmtxIsVRC', 1795583039, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@erin:unreadctl.test', '$2b$12$hu3qobwxBvAg3YDbOL1EQOcGZTjBq4UCTOw17EXqqG8g5LBfLiqNG', 1795583039, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);
INSERT INTO public.users VALUES ('@mallory:unreadctl.test', '$2b$12$MDkTXHeFXa9lRFsI84RqvOWQaA60O0X0SOtbj0JWzPluVqbbx8EAq', 1795583040, 0, NULL, 0, NULL, NULL, NULL, NULL, 0, false, NULL, true, false, false);


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

INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@carol:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@bob:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@erin:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@erin:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@bob:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@mallory:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@carol:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@erin:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@mallory:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@erin:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@carol:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@bob:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@mallory:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@mallory:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@erin:unreadctl.test', '@mallory:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@carol:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!oJgtZ7lEaconWAl9wHy5PUYNuPAgX7CtsNBHFasYwJE');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@carol:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@alice:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.users_who_share_private_rooms VALUES ('@carol:unreadctl.test', '@bob:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@carol:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!vaHLX1qLMH13Qvm5xEWOo13kU4SSDqq5r8JK_o7IjBg');
INSERT INTO public.users_who_share_private_rooms VALUES ('@alice:unreadctl.test', '@bob:unreadctl.test', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');
INSERT INTO public.users_who_share_private_rooms VALUES ('@bob:unreadctl.test', '@alice:unreadctl.test', '!34BjF74IXP3j2Bi0bnuCwY2ni3fFQsXae25tP0Ws55Q');


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
-- Name: device_lists_changes_in_room_inserted_ts_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX device_lists_changes_in_room_inserted_ts_idx ON public.device_lists_changes_in_room USING btree (inserted_ts) WHERE (inserted_ts IS NOT NULL);


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


