#!/usr/bin/env python3
"""Drive a real Synapse through its client API and record what /sync serves.

Used to write Tests/Fixtures/synapse/ (see regenerate.sh and adapters/synapse/README.md#test-data)
and by the opt-in live test (Tests/unreadctlTests/SynapseAdapterTests.swift). Run it with the
Python of the virtual environment Synapse is installed in (it imports yaml and psycopg2 from
there). It:

  1. writes a Synapse config into --workdir (server name unreadctl.test, the given PostgreSQL
     database, MSC2654 unread counts on, rate limits off, no federation listener);
  2. starts Synapse, registers the users with the shared-secret admin API;
  3. plays a fixed script of rooms, messages, notices, edits, redactions, reactions, thread
     replies, mentions, public/private/threaded receipts, an ignored user, a muted room and a
     user who leaves, in three phases separated by waits for the push-summary rotation (the
     third with background tasks off, so that no rotation runs while /sync is recorded);
  4. writes --counts: one CSV row per local user and joined room with what /sync served;
  5. stops Synapse.

Nothing is random: the script is a fixed sequence. Event ids and timestamps differ between runs
(they are hashes and clocks), the counts do not.
"""

import argparse
import csv
import hashlib
import hmac
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

import psycopg2
import yaml

SERVER = "unreadctl.test"
SECRET = "unreadctl-fixture-shared-secret"
PASSWORD = "fixture-password-1"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Synapse:
    def __init__(self, args):
        self.args = args
        self.workdir = os.path.abspath(args.workdir)
        os.makedirs(self.workdir, exist_ok=True)
        self.port = args.http_port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.config = os.path.join(self.workdir, "homeserver.yaml")
        self.process = None
        self.txn = 0

    def write_config(self):
        subprocess.run(
            [sys.executable, "-m", "synapse.app.homeserver", "--server-name", SERVER,
             "--config-path", self.config, "--data-directory", self.workdir,
             "--generate-config", "--report-stats=no"],
            check=True, cwd=self.workdir, stdout=subprocess.DEVNULL)
        with open(self.config) as f:
            config = yaml.safe_load(f)
        database = {"user": self.args.db_user, "database": self.args.db_name,
                    "host": self.args.db_host, "port": self.args.db_port,
                    "cp_min": 1, "cp_max": 5}
        if self.args.db_password:
            database["password"] = self.args.db_password
        unlimited = {"per_second": 10000, "burst_count": 10000}
        config.update({
            "database": {"name": "psycopg2", "allow_unsafe_locale": True, "args": database},
            "listeners": [{"port": self.port, "bind_addresses": ["127.0.0.1"], "type": "http",
                           "tls": False, "x_forwarded": False,
                           "resources": [{"names": ["client"], "compress": False}]}],
            "registration_shared_secret": SECRET,
            "report_stats": False,
            "enable_metrics": False,
            "trusted_key_servers": [],
            "suppress_key_server_warning": True,
            "federation_domain_whitelist": [],
            "presence": {"enabled": False},
            # MSC2654: /sync serves org.matrix.msc2654.unread_count, and every event that
            # _should_count_as_unread gets a push-action row with unread = 1.
            # --no-msc2654: Synapse's default, no unread counts recorded; /sync serves
            # notification_count only (adapters/synapse/README.md#two-counting-modes).
            "experimental_features": {"msc2654_enabled": self.args.msc2654},
            "rc_message": unlimited, "rc_registration": unlimited,
            "rc_login": {"address": unlimited, "account": unlimited, "failed_attempts": unlimited},
            "rc_joins": {"local": unlimited, "remote": unlimited},
            "rc_joins_per_room": unlimited,
            "rc_invites": {"per_room": unlimited, "per_user": unlimited, "per_issuer": unlimited},
            "rc_admin_redaction": unlimited,
            "rc_room_creation": unlimited,
            "rc_presence": {"per_user": unlimited},
            "rc_delayed_event_mgmt": unlimited,
            "rc_reports": unlimited,
            "rc_3pid_validation": unlimited,
        })
        log_config = os.path.join(self.workdir, "log.yaml")
        with open(log_config, "w") as f:
            yaml.safe_dump({
                "version": 1,
                "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
                "handlers": {"file": {"class": "logging.FileHandler", "formatter": "plain",
                                      "filename": os.path.join(self.workdir, "homeserver.log")}},
                "root": {"level": "INFO", "handlers": ["file"]},
                "disable_existing_loggers": False,
            }, f)
        config["log_config"] = log_config
        with open(self.config, "w") as f:
            yaml.safe_dump(config, f)

    def restart_without_background_tasks(self):
        """Restarts with the push-summary rotation (a background task) off, so that nothing
        changes what /sync serves between recording it and leaving the database."""
        self.stop()
        with open(self.config) as f:
            config = yaml.safe_load(f)
        config["run_background_tasks_on"] = "nobody-while-recording"
        with open(self.config, "w") as f:
            yaml.safe_dump(config, f)
        self.start()

    def start(self):
        out = open(os.path.join(self.workdir, "stdout.log"), "w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "synapse.app.homeserver", "--config-path", self.config],
            cwd=self.workdir, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"synapse exited with {self.process.returncode}; see {self.workdir}/stdout.log")
            try:
                with urllib.request.urlopen(self.base + "/health", timeout=2) as r:
                    if r.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, OSError):
                pass
            time.sleep(0.2)
        raise SystemExit("synapse did not answer /health within 180 s")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def call(self, method, path, body=None, token=None, expect=200):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", "Bearer " + token)
        try:
            with urllib.request.urlopen(request, timeout=60) as r:
                return json.loads(r.read() or b"{}")
        except urllib.error.HTTPError as error:
            raise SystemExit(f"{method} {path}: HTTP {error.code}: {error.read().decode()}")

    def next_txn(self):
        self.txn += 1
        return f"t{self.txn}"

    def register(self, localpart):
        nonce = self.call("GET", "/_synapse/admin/v1/register")["nonce"]
        mac = hmac.new(SECRET.encode(), digestmod=hashlib.sha1)
        mac.update(b"\x00".join([nonce.encode(), localpart.encode(), PASSWORD.encode(), b"notadmin"]))
        reply = self.call("POST", "/_synapse/admin/v1/register", {
            "nonce": nonce, "username": localpart, "password": PASSWORD, "admin": False,
            "mac": mac.hexdigest()})
        return User(self, reply["user_id"], reply["access_token"])


class User:
    def __init__(self, server, user_id, token):
        self.server, self.id, self.token = server, user_id, token

    def call(self, method, path, body=None):
        return self.server.call(method, "/_matrix/client/v3" + path, body, self.token)

    def create_room(self, name, invite=(), direct=False):
        body = {"name": name, "preset": "trusted_private_chat" if direct else "private_chat",
                "invite": [u.id for u in invite]}
        if direct:
            body["is_direct"] = True
        return self.call("POST", "/createRoom", body)["room_id"]

    def join(self, room):
        self.call("POST", f"/join/{q(room)}", {})

    def leave(self, room):
        self.call("POST", f"/rooms/{q(room)}/leave", {})

    def send(self, room, content, event_type="m.room.message"):
        txn = self.server.next_txn()
        return self.call("PUT", f"/rooms/{q(room)}/send/{q(event_type)}/{txn}", content)["event_id"]

    def say(self, room, body, msgtype="m.text", mentions=(), thread=None):
        content = {"msgtype": msgtype, "body": body}
        if mentions:
            content["m.mentions"] = {"user_ids": [u.id for u in mentions]}
        if thread:
            content["m.relates_to"] = {"rel_type": "m.thread", "event_id": thread,
                                       "is_falling_back": True, "m.in_reply_to": {"event_id": thread}}
        return self.send(room, content)

    def edit(self, room, event_id, body):
        return self.send(room, {"msgtype": "m.text", "body": "* " + body,
                                "m.new_content": {"msgtype": "m.text", "body": body},
                                "m.relates_to": {"rel_type": "m.replace", "event_id": event_id}})

    def react(self, room, event_id, key):
        return self.send(room, {"m.relates_to": {"rel_type": "m.annotation", "event_id": event_id, "key": key}},
                         "m.reaction")

    def redact(self, room, event_id):
        txn = self.server.next_txn()
        return self.call("PUT", f"/rooms/{q(room)}/redact/{q(event_id)}/{txn}", {"reason": "fixture"})["event_id"]

    def topic(self, room, topic):
        return self.call("PUT", f"/rooms/{q(room)}/state/m.room.topic/", {"topic": topic})["event_id"]

    def receipt(self, room, event_id, receipt_type="m.read", thread=None):
        body = {} if thread is None else {"thread_id": thread}
        self.call("POST", f"/rooms/{q(room)}/receipt/{receipt_type}/{q(event_id)}", body)

    def ignore(self, *users):
        self.call("PUT", f"/user/{q(self.id)}/account_data/m.ignored_user_list",
                  {"ignored_users": {u.id: {} for u in users}})

    def mark_direct(self, other, room):
        self.call("PUT", f"/user/{q(self.id)}/account_data/m.direct", {other.id: [room]})

    def mute(self, room):
        # What Element does for "mute": an override rule for the room with no actions.
        self.call("PUT", f"/pushrules/global/override/{q(room)}",
                  {"actions": [], "conditions": [{"kind": "event_match", "key": "room_id", "pattern": room}]})

    def sync(self, threads):
        timeline = {"limit": 1}
        if threads:
            timeline["unread_thread_notifications"] = True
        flt = json.dumps({"room": {"timeline": timeline, "state": {"lazy_load_members": True}},
                          "presence": {"not_types": ["*"]}, "account_data": {"not_types": ["*"]}})
        return self.call("GET", "/sync?timeout=0&filter=" + urllib.parse.quote(flt))


def q(value):
    return urllib.parse.quote(value, safe="")


class Database:
    def __init__(self, args):
        self.connection = psycopg2.connect(host=args.db_host, port=args.db_port, user=args.db_user,
                                           dbname=args.db_name, password=args.db_password or None)
        self.connection.autocommit = True

    def value(self, sql, *params):
        with self.connection.cursor() as cursor:
            cursor.execute(sql, params)
            row = cursor.fetchone()
            return None if row is None else row[0]

    def wait_for_rotation(self, timeout=240):
        """Until the push-summary rotation has covered every event and every receipt (Synapse
        runs it every 30 s: EventPushActionsWorkerStore._rotate_notifs)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            events = self.value("SELECT coalesce(max(stream_ordering), 0) FROM events")
            rotated = self.value("SELECT stream_ordering FROM event_push_summary_stream_ordering")
            receipts = self.value("SELECT coalesce(max(stream_id), 0) FROM receipts_linearized")
            handled = self.value("SELECT stream_id FROM event_push_summary_last_receipt_stream_id")
            if rotated is not None and rotated >= events and handled is not None and handled >= receipts:
                return
            time.sleep(0.5)
        raise SystemExit("the push-summary rotation did not catch up")

    def rotation_state(self):
        return (self.value("SELECT stream_ordering FROM event_push_summary_stream_ordering"),
                self.value("SELECT stream_id FROM event_push_summary_last_receipt_stream_id"))

    def rotated_up_to(self):
        return self.value("SELECT stream_ordering FROM event_push_summary_stream_ordering")

    def stream_ordering(self, event_id):
        return self.value("SELECT stream_ordering FROM events WHERE event_id = %s", event_id)


def play(server, db):
    """The fixed script. Comments say what each step is there to exercise."""
    alice, bob, carol, dave, erin, mallory = (server.register(n) for n in
                                              ("alice", "bob", "carol", "dave", "erin", "mallory"))

    def redact_before_rotation(user, room, event_id):
        # A redaction removes the event's push actions but not a summary that already counted
        # it: keep the fixture healthy by redacting before the next rotation (checked).
        before = db.rotated_up_to()
        user.redact(room, event_id)
        if db.rotated_up_to() != before and db.rotated_up_to() >= db.stream_ordering(event_id):
            raise SystemExit("a rotation ran between a message and its redaction; run again")

    # --- phase 1 -----------------------------------------------------------------------------
    general = alice.create_room("general", invite=(bob, carol, dave, erin, mallory))
    for u in (bob, carol, dave, erin, mallory):
        u.join(general)
    bob.ignore(mallory)                                    # bob never counts mallory's messages
    dm = alice.create_room("alice-bob", invite=(bob,), direct=True)
    bob.join(dm)
    alice.mark_direct(bob, dm)
    bob.mark_direct(alice, dm)
    quiet = carol.create_room("quiet", invite=(alice, bob))
    alice.join(quiet)
    bob.join(quiet)
    alice.mute(quiet)                                      # muted: no notifications, still unread

    g1 = alice.say(general, "good morning")
    bob.say(general, "morning alice")
    dave.say(general, "deploy finished", msgtype="m.notice")   # notices never count
    mallory.say(general, "buy my stuff")                   # ignored by bob
    g5 = carol.say(general, "typo herre")
    carol.edit(general, g5, "typo here")                   # edits never count
    root = alice.say(general, "thread: release plan")      # a thread root (main timeline)
    bob.say(general, "I can take the notes", thread=root)
    carol.say(general, "count me in", thread=root)
    dave.react(general, g1, "👍")                          # no body: never counts
    alice.topic(general, "release week")                   # m.room.topic counts
    spam = mallory.say(general, "more spam")
    redact_before_rotation(alice, general, spam)           # redacted: never counts
    alice.say(general, "@bob can you look?", mentions=(bob,))
    erin.receipt(general, g1)                              # public receipt, early

    alice.say(dm, "hi bob")
    d2 = alice.say(dm, "lunch?")
    bob.say(dm, "sure")                                    # no receipt moves with it (#2193)
    alice.say(dm, "12:30 then")
    bob.receipt(dm, d2, "m.read.private")                  # private receipt

    carol.say(quiet, "quiet room hello")
    alice.say(quiet, "hello carol")
    db.wait_for_rotation()

    # --- phase 2: receipts after the rotation, more messages, a user who leaves ------------
    g20 = bob.say(general, "lunch in the thread?", thread=root)
    carol.receipt(general, g20, "m.read", thread=root)     # threaded receipt on the thread
    g21 = alice.say(general, "notes are in the doc")
    dave.say(general, "I'm off, bye")
    alice.say(general, "bye dave")
    dave.leave(general)                                    # leaves with unread messages
    carol.say(general, "after dave left")
    erin.receipt(general, g21, "m.read", thread="main")    # a main-timeline threaded receipt
    bob.receipt(general, root)                             # unthreaded, at the root
    alice.say(quiet, "still here")
    db.wait_for_rotation()

    # --- phase 3: not rotated when /sync is asked and the database is left ----------------------
    # A rotation can change what /sync serves (when a user's new push actions all have notif = 0
    # it rewrites the summary's notif_count to 0), so none runs from here on; main() checks.
    server.restart_without_background_tasks()
    carol.say(general, "last words", thread=root)
    bob.say(general, "one more for everyone")
    d9 = bob.say(dm, "see you")
    alice.receipt(dm, d9)
    carol.say(quiet, "anyone?")
    erin.say(general, "erin was here")
    return [alice, bob, carol, dave, erin, mallory]


def record(users, path):
    rows = []
    for user in users:
        total, main = user.sync(threads=False), user.sync(threads=True)
        for room_id, room in sorted(total.get("rooms", {}).get("join", {}).items()):
            notifications = room.get("unread_notifications", {})
            main_room = main["rooms"]["join"][room_id]
            rows.append({
                "user_id": user.id, "room_id": room_id,
                "unread_count": room.get("org.matrix.msc2654.unread_count", ""),
                "main_unread_count": main_room.get("org.matrix.msc2654.unread_count", ""),
                "notification_count": notifications.get("notification_count", 0),
                "highlight_count": notifications.get("highlight_count", 0),
            })
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
        writer.writeheader()
        writer.writerows(sorted(rows, key=lambda r: (r["user_id"], r["room_id"])))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workdir", required=True, help="scratch directory for Synapse's config, keys and logs")
    parser.add_argument("--counts", required=True, help="CSV written with what /sync served")
    parser.add_argument("--db-host", required=True, help="PostgreSQL host or socket directory")
    parser.add_argument("--db-port", type=int, default=5432)
    parser.add_argument("--db-name", required=True, help="an empty database (Synapse creates its schema)")
    parser.add_argument("--db-user", default="postgres")
    parser.add_argument("--db-password", default="")
    parser.add_argument("--http-port", type=int, default=0, help="client API port (default: a free one)")
    parser.add_argument("--no-msc2654", dest="msc2654", action="store_false",
                        help="run Synapse as configured by default: MSC2654 off, no unread counts recorded")
    args = parser.parse_args()

    server = Synapse(args)
    server.write_config()
    server.start()
    try:
        db = Database(args)
        users = play(server, db)
        rotation = db.rotation_state()
        rows = record(users, args.counts)
    finally:
        server.stop()
    # The recorded counts must be what this database serves: no rotation since they were asked.
    if db.rotation_state() != rotation:
        os.remove(args.counts)
        raise SystemExit("a push-summary rotation ran while /sync was recorded")
    print(f"recorded {len(rows)} (user, joined room) rows in {args.counts}")


if __name__ == "__main__":
    main()
