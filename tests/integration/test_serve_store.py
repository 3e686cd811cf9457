"""hpcab-serve and its store (issue 31.1): a store that fails under the service is a 503 naming the
store as the cause — never a 401 that sends a client to look for a better token — and /v1/health says
so; a service and CLI judges grading on one state directory keep the store whole (the soak test's
short version: tests/perf/serve_store_soak.py runs it for ten minutes)."""
import os
import pathlib
import sqlite3
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tests" / "perf"))

from servelib import ADMIN  # noqa: E402

import serve_store_soak  # noqa: E402


def break_the_service_tables(state: pathlib.Path):
    """Overwrites the pages of the service's session table and index with garbage, from outside, then
    writes through SQLite so that the service's connection reads the pages again."""
    db = state / "results.db"
    c = sqlite3.connect(db)
    c.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    pages = [r[0] for r in c.execute("SELECT rootpage FROM sqlite_master WHERE tbl_name = 'service_sessions'")]
    size = c.execute("PRAGMA page_size").fetchone()[0]
    with open(db, "r+b") as f:
        for p in pages:
            f.seek((p - 1) * size)
            f.write(b"\xa5" * size)
    c.execute("INSERT OR REPLACE INTO meta(key, value) VALUES('poke', '1')")
    c.commit()
    c.close()


def test_a_store_failure_is_a_503_naming_the_store_never_a_401(serve):
    token = serve.session()["token"]
    assert serve.request("GET", "/v1/task", token=token)[0] == 200
    break_the_service_tables(serve.state)
    st, body, headers = serve.request("GET", "/v1/task", token=token)
    assert st == 503, body
    assert body["error"] == "store_unavailable" and body["cause"] == "store" and "malformed" in body["message"], body
    assert "WWW-Authenticate" not in headers
    assert str(serve.state) not in body["message"], "the store's path is the service's business"
    st, body, _ = serve.request("POST", "/v1/sessions", {"kernels": ["zoo/kernel"]}, token=ADMIN)
    assert st == 503 and body["error"] == "store_unavailable", body


def test_health_says_when_the_store_fails(serve):
    st, body, _ = serve.request("GET", "/v1/health")
    assert st == 200 and body["status"] == "ok" and body["store"] == "ok", body
    break_the_service_tables(serve.state)
    st, body, _ = serve.request("GET", "/v1/health")
    assert st == 503, body
    assert body["status"] == "store_unavailable" and "malformed" in body["store"], body


def test_a_service_and_cli_judges_on_one_state_directory_keep_the_store_whole(tmp_path):
    seconds = float(os.environ.get("HPCAB_SOAK_SECONDS", "60"))
    r = serve_store_soak.soak(tmp_path, seconds=seconds, judges=4, kill_every=4)
    assert r.integrity == "ok", r
    assert r.missing_grades == [] and r.missing_submissions == [], r
    assert r.unauthorized == 0 and r.server_errors == [], r
    assert r.cli_failures == [], r
    assert r.store_errors_logged == [], r
    assert r.cli_grades > 0 and r.service_grades > 0 and r.killed > 0, r


def test_a_service_has_its_own_state_directory_and_secrets_by_default(tmp_path):
    """Without --state-dir the service keeps its secrets, store and cache in serve/ under the judge's
    state directory: a CLI judge's grades (its seeds, its cache, its submitters' names) are not the
    service's."""
    import subprocess
    from servelib import make_corpus, serve_exe
    cli_state = tmp_path / "cli-state"
    env = dict(os.environ, HPCAB_ADMIN_TOKEN=ADMIN, HPCAB_STATE_DIR=str(cli_state))
    p = subprocess.Popen([str(serve_exe()), "--listen", "127.0.0.1:0", "--kernels", str(make_corpus(tmp_path))],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = p.stdout.readline()
        assert "listening on" in line, p.stderr.read() if p.poll() is not None else line
        assert (cli_state / "serve" / "secrets").exists() and (cli_state / "serve" / "results.db").exists()
        assert not (cli_state / "secrets").exists() and not (cli_state / "results.db").exists()
    finally:
        p.terminate()
        p.wait(timeout=60)
