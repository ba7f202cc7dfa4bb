import Foundation
import Postgres

/// Acme, a company whose chat schema is not the contract's (docs/mappings.md): the seeded
/// reference data copied under Acme's own table and column names, for the mapping tests.
public enum AcmeBackend {
    /// Acme's chat tables: the seeded reference data copied under Acme's own names.
    public static let tables = """
        CREATE SCHEMA acme;
        CREATE TABLE acme.room_kinds AS SELECT name AS kind_name, read_events AS tracks_reads, delivery_events AS tracks_delivery FROM public.channel_types;
        CREATE TABLE acme.people AS SELECT id AS person_id, created_at AS signed_up, total_unread_count AS badge_total,
            unread_channels AS badge_rooms, unread_threads AS badge_threads, total_unread_mentions AS badge_mentions FROM public.users;
        ALTER TABLE acme.people ADD PRIMARY KEY (person_id);
        CREATE TABLE acme.rooms AS SELECT id AS room_id, cid AS handle, type AS kind, created_at AS opened_at, team AS org FROM public.channels;
        ALTER TABLE acme.rooms ADD PRIMARY KEY (room_id);
        CREATE TABLE acme.seats AS SELECT channel_id AS room_id, user_id AS person_id, joined_at AS seated_at, muted AS quiet,
            last_read_at AS seen_until, last_read_message_id AS seen_post, unread_count AS badge,
            last_delivered_at AS got_until, last_delivered_message_id AS got_post, left_at AS stood_up_at,
            unread_mentions AS badge_mentions FROM public.channel_members;
        ALTER TABLE acme.seats ADD PRIMARY KEY (room_id, person_id);
        CREATE TABLE acme.blocks AS SELECT user_id AS person_id, muted_user_id AS blocked_id FROM public.user_mutes;
        CREATE TABLE acme.posts AS SELECT id AS post_id, channel_id AS room_id, user_id AS author, created_at AS posted_at,
            type AS kind, parent_id AS reply_to, show_in_channel AS also_in_room, silent AS quiet, shadowed AS hidden,
            deleted_at AS removed_at FROM public.messages;
        CREATE INDEX ON acme.posts (room_id, posted_at);
        CREATE TABLE acme.receipts AS SELECT id AS receipt_id, channel_id AS room_id, user_id AS person_id, kind, message_id AS post_id,
            up_to AS covers_until, at AS sent_at FROM public.receipt_events;
        CREATE INDEX ON acme.receipts (room_id, kind, covers_until);
        CREATE TABLE acme.followers AS SELECT channel_id AS room_id, parent_id AS thread_post, user_id AS person_id,
            joined_at AS followed_at, last_read_at AS seen_until, unread_replies AS badge FROM public.thread_participants;
        ALTER TABLE acme.followers ADD PRIMARY KEY (room_id, thread_post, person_id);
        CREATE TABLE acme.post_mentions AS SELECT channel_id AS room_id, message_id AS post_id, user_id AS person_id FROM public.message_mentions;
        """

    /// A seeded reference database (anomalies planted) and Acme's copy of it.
    public static func seeded() throws -> ConnectionString {
        let target = try TestCluster.makeDatabase()
        let seed = try UnreadctlBinary.run(["seed", "--scale", "tiny", "--seed", "11", "--inject-anomalies", "--dsn", target.conninfo, "--quiet"])
        guard seed.status == 0 else { throw FixtureError("seed exited \(seed.status): \(seed.stderr)") }
        let db = try Connection(target)
        defer { db.close() }
        try db.execute(tables)
        return target
    }

    /// Acme's copy with uuid channel and message keys (derived from the reference ids, so the
    /// outputs can be compared), mapped by plain views.
    public static let uuidTables = """
        CREATE SCHEMA acme_u;
        CREATE FUNCTION acme_u.ck(bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT md5('c' || $1)::uuid $$;
        CREATE FUNCTION acme_u.mk(bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$ SELECT md5('m' || $1)::uuid $$;
        CREATE TABLE acme_u.rooms AS SELECT acme_u.ck(id) AS id, cid, type, created_at, team FROM public.channels;
        ALTER TABLE acme_u.rooms ADD PRIMARY KEY (id);
        CREATE TABLE acme_u.seats AS SELECT acme_u.ck(channel_id) AS channel_id, user_id, joined_at, muted, last_read_at,
            acme_u.mk(last_read_message_id) AS last_read_message_id, unread_count, last_delivered_at,
            acme_u.mk(last_delivered_message_id) AS last_delivered_message_id, left_at, unread_mentions FROM public.channel_members;
        ALTER TABLE acme_u.seats ADD PRIMARY KEY (channel_id, user_id);
        CREATE TABLE acme_u.posts AS SELECT acme_u.mk(id) AS id, acme_u.ck(channel_id) AS channel_id, user_id, created_at, type,
            acme_u.mk(parent_id) AS parent_id, show_in_channel, silent, shadowed, deleted_at FROM public.messages;
        CREATE INDEX ON acme_u.posts (channel_id, created_at);
        CREATE TABLE acme_u.followers AS SELECT acme_u.ck(channel_id) AS channel_id, acme_u.mk(parent_id) AS parent_id, user_id,
            joined_at, last_read_at, unread_replies FROM public.thread_participants;
        ALTER TABLE acme_u.followers ADD PRIMARY KEY (channel_id, parent_id, user_id);
        CREATE TABLE acme_u.post_mentions AS SELECT acme_u.ck(channel_id) AS channel_id, acme_u.mk(message_id) AS message_id, user_id FROM public.message_mentions;
        CREATE TABLE acme_u.receipts AS SELECT id, acme_u.ck(channel_id) AS channel_id, user_id, kind, acme_u.mk(message_id) AS message_id, up_to, at FROM public.receipt_events;
        CREATE TABLE acme_u.people AS SELECT * FROM public.users;
        ALTER TABLE acme_u.people ADD PRIMARY KEY (id);
        CREATE SCHEMA acme_uuid;
        CREATE VIEW acme_uuid.channel_types AS SELECT * FROM public.channel_types;
        CREATE VIEW acme_uuid.users AS SELECT * FROM acme_u.people;
        CREATE VIEW acme_uuid.user_mutes AS SELECT * FROM public.user_mutes;
        CREATE VIEW acme_uuid.channels AS SELECT * FROM acme_u.rooms;
        CREATE VIEW acme_uuid.channel_members AS SELECT * FROM acme_u.seats;
        CREATE VIEW acme_uuid.messages AS SELECT * FROM acme_u.posts;
        CREATE VIEW acme_uuid.thread_participants AS SELECT * FROM acme_u.followers;
        CREATE VIEW acme_uuid.message_mentions AS SELECT * FROM acme_u.post_mentions;
        CREATE VIEW acme_uuid.receipt_events AS SELECT * FROM acme_u.receipts;
        """
}
