"""The run's SQLite store (RUN/run.sqlite): episodes, attempts, usage rows, candidates (every score and
submission with its source, and the final grade), the resolved config and the machine.

An episode is written in one transaction when it ends (its attempts, usage rows and candidates with
it); until then it is only marked running. A runner killed at any point therefore leaves either a
whole episode or none: ``resume`` redoes the running ones from an empty workspace, and nothing is
counted twice.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS episodes (
  id INTEGER PRIMARY KEY, setup TEXT NOT NULL, kernel TEXT NOT NULL, repeat INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',           -- pending | running | done
  "end" TEXT, attempts INTEGER, rerun INTEGER DEFAULT 0, wall_s REAL, prompt_sha256 TEXT,
  input INTEGER, cached_input INTEGER, output INTEGER, reasoning INTEGER, cost REAL,
  scores INTEGER, submissions INTEGER,
  final_status TEXT, final_correct INTEGER, final_speedup REAL, final_promoted INTEGER, final_grade_key TEXT,
  started REAL, ended REAL, runs INTEGER NOT NULL DEFAULT 0,
  UNIQUE (setup, kernel, repeat));
CREATE TABLE IF NOT EXISTS attempts (
  id INTEGER PRIMARY KEY, episode INTEGER NOT NULL REFERENCES episodes(id), attempt INTEGER NOT NULL,
  rerun INTEGER NOT NULL, "end" TEXT NOT NULL, exit_code INTEGER, wall_s REAL,
  input INTEGER, cached_input INTEGER, output INTEGER, reasoning INTEGER, requests INTEGER,
  session TEXT, workdir TEXT, prompt_sha256 TEXT, started REAL, ended REAL,
  UNIQUE (episode, attempt));
CREATE TABLE IF NOT EXISTS usage (
  attempt INTEGER NOT NULL REFERENCES attempts(id), seq INTEGER NOT NULL, route TEXT, api TEXT, stream INTEGER,
  status INTEGER, input INTEGER, cached_input INTEGER, output INTEGER, reasoning INTEGER, row TEXT,
  UNIQUE (attempt, seq));
CREATE TABLE IF NOT EXISTS candidates (
  id INTEGER PRIMARY KEY, episode INTEGER NOT NULL REFERENCES episodes(id), attempt INTEGER NOT NULL,
  seq INTEGER NOT NULL, route TEXT NOT NULL, language TEXT, source TEXT, source_sha256 TEXT,
  submission INTEGER, http_status INTEGER, status TEXT, speedup REAL, grade_key TEXT, verdict TEXT,
  UNIQUE (episode, seq));
"""


class Store:
    """One run's store; safe to share between the runner's threads (one connection, one lock)."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.db = sqlite3.connect(str(self.path), check_same_thread=False, isolation_level=None, timeout=60)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.executescript(SCHEMA)
        self.lock = threading.Lock()

    def close(self) -> None:
        self.db.close()

    # -- meta -----------------------------------------------------------------------------------
    def set_meta(self, key: str, value) -> None:
        with self.lock:
            self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, json.dumps(value, sort_keys=True)))

    def meta(self, key: str, default=None):
        r = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return json.loads(r[0]) if r else default

    # -- episodes -------------------------------------------------------------------------------
    def add_episodes(self, episodes) -> None:
        with self.lock:
            self.db.execute("BEGIN IMMEDIATE")
            for e in episodes:
                self.db.execute("INSERT OR IGNORE INTO episodes (setup, kernel, repeat) VALUES (?, ?, ?)",
                                (e.setup, e.kernel, e.repeat))
            self.db.execute("COMMIT")

    def episode_id(self, e) -> int:
        return self.db.execute("SELECT id FROM episodes WHERE setup = ? AND kernel = ? AND repeat = ?",
                               (e.setup, e.kernel, e.repeat)).fetchone()[0]

    def state(self, e) -> str:
        return self.db.execute("SELECT state FROM episodes WHERE setup = ? AND kernel = ? AND repeat = ?",
                               (e.setup, e.kernel, e.repeat)).fetchone()[0]

    def end(self, e) -> str | None:
        return self.db.execute('SELECT "end" FROM episodes WHERE setup = ? AND kernel = ? AND repeat = ?',
                               (e.setup, e.kernel, e.repeat)).fetchone()[0]

    def mark_running(self, e) -> int:
        with self.lock:
            eid = self.episode_id(e)
            self.db.execute("UPDATE episodes SET state = 'running', started = ?, runs = runs + 1 WHERE id = ?",
                            (time.time(), eid))
            return eid

    def finish(self, eid: int, episode: dict, attempts: list[dict], candidates: list[dict]) -> None:
        """Writes a whole episode at once: its outcome, attempts with their usage rows, candidates."""
        with self.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                self.db.execute("DELETE FROM usage WHERE attempt IN (SELECT id FROM attempts WHERE episode = ?)",
                                (eid,))
                self.db.execute("DELETE FROM attempts WHERE episode = ?", (eid,))
                self.db.execute("DELETE FROM candidates WHERE episode = ?", (eid,))
                for a in attempts:
                    cur = self.db.execute(
                        'INSERT INTO attempts (episode, attempt, rerun, "end", exit_code, wall_s, input, cached_input,'
                        " output, reasoning, requests, session, workdir, prompt_sha256, started, ended)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (eid, a["attempt"], int(a["rerun"]), a["end"], a.get("exit_code"), a["wall_s"],
                         a["tokens"]["input"], a["tokens"]["cached_input"], a["tokens"]["output"],
                         a["tokens"]["reasoning"], len(a["usage"]), a.get("session"), a.get("workdir"),
                         a.get("prompt_sha256"), a.get("started"), a.get("ended")))
                    aid = cur.lastrowid
                    for u in a["usage"]:
                        self.db.execute("INSERT INTO usage VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                        (aid, u["seq"], u.get("route"), u.get("api"), int(bool(u.get("stream"))),
                                         u.get("status"), u["input"], u["cached_input"], u["output"],
                                         u["reasoning"], json.dumps(u, sort_keys=True)))
                for c in candidates:
                    src = c.get("source") or ""
                    self.db.execute(
                        "INSERT INTO candidates (episode, attempt, seq, route, language, source, source_sha256,"
                        " submission, http_status, status, speedup, grade_key, verdict)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (eid, c["attempt"], c["seq"], c["route"], c.get("language"), src,
                         hashlib.sha256(src.encode()).hexdigest(), c.get("submission"), c.get("http_status"),
                         c.get("status"), c.get("speedup"), c.get("grade_key"),
                         json.dumps(c["verdict"]) if c.get("verdict") is not None else None))
                t, f = episode["tokens"], episode["final"]
                self.db.execute(
                    'UPDATE episodes SET state = \'done\', "end" = ?, attempts = ?, rerun = ?, wall_s = ?,'
                    " prompt_sha256 = ?, input = ?, cached_input = ?, output = ?, reasoning = ?, cost = ?, scores = ?,"
                    " submissions = ?, final_status = ?, final_correct = ?, final_speedup = ?, final_promoted = ?,"
                    " final_grade_key = ?, ended = ? WHERE id = ?",
                    (episode["end"], episode["attempts"], int(episode["rerun"]), episode["wall_s"],
                     episode["prompt_sha256"], t["input"], t["cached_input"], t["output"], t["reasoning"],
                     episode["cost"], episode["scores"], episode["submissions"], f["status"], int(f["correct"]),
                     f["speedup"], int(f["promoted"]), f["grade_key"], time.time(), eid))
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise

    # -- reading --------------------------------------------------------------------------------
    def rows(self, sql: str, args=()) -> list[dict]:
        cur = self.db.execute(sql, args)
        names = [d[0] for d in cur.description]
        return [dict(zip(names, r)) for r in cur.fetchall()]

    def episodes(self) -> list[dict]:
        return self.rows("SELECT * FROM episodes ORDER BY setup, kernel, repeat")
