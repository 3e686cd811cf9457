"""hpcab-serve's life (issue 17): timing stages one at a time (asserted from the store's timestamps),
SIGTERM drains in-flight grades, kill -9 mid-grade loses nothing and a restart reports the grade as
interrupted (not lost, not counted), no worker outlives a killed service, one service per state
directory."""
import os
import pathlib
import signal
import subprocess
import threading
import time

from servelib import Server, zoo_source

REFERENCE = zoo_source("reference")
HANG = zoo_source("infinite_loop")


def wait_until(pred, timeout=60):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        v = pred()
        if v:
            return v
        time.sleep(0.05)
    raise AssertionError("timed out")


def test_timing_stages_never_overlap_while_grades_build_and_check_at_once(serve_factory):
    s = serve_factory("--jobs", "3")
    toks = [s.session()["token"] for _ in range(3)]
    results = []

    def client(tok):
        for route in ("score", "submit"):
            results.append(s.grade(route, tok, REFERENCE))
    threads = [threading.Thread(target=client, args=(t,)) for t in toks]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 6 and all(st == 200 and r["status"] == "ok" for st, r, _ in results), [
        (st, r.get("status"), r.get("reason")) for st, r, _ in results]
    with s.db() as db:
        rows = db.execute("SELECT timing_begin_ns, timing_end_ns, state FROM service_submissions ORDER BY timing_begin_ns").fetchall()
    assert len(rows) == 6 and all(state == 2 and 0 < b < e for b, e, state in rows)
    for (b1, e1, _), (b2, e2, _) in zip(rows, rows[1:]):
        assert e1 <= b2, "two timing stages overlapped"


def test_sigterm_drains_the_grade_in_flight_and_exits_0(serve_factory):
    s = serve_factory("--timeout", "3")
    tok = s.session()["token"]
    out = {}
    t = threading.Thread(target=lambda: out.setdefault("r", s.grade("submit", tok, HANG)))
    t.start()
    wait_until(lambda: s.request("GET", "/v1/metrics", token=tok)[1]["building"] == 1)
    s.proc.send_signal(signal.SIGTERM)
    wait_until(lambda: "draining" in s.stderr())
    st, r, _ = s.grade("score", tok, REFERENCE)
    assert st == 503 and r["error"] == "draining"
    t.join(timeout=120)
    st, r, _ = out["r"]
    assert st == 200 and r["state"] == "done" and r["status"] == "timeout"
    assert s.proc.wait(timeout=60) == 0
    with s.db() as db:
        assert db.execute("SELECT state, status FROM service_submissions").fetchall() == [(2, "timeout")]


def children(pid):
    out = []
    for task in pathlib.Path(f"/proc/{pid}/task").iterdir():
        try:
            out += [int(c) for c in (task / "children").read_text().split()]
        except FileNotFoundError:  # a thread that ended meanwhile
            pass
    return out


def exe_name(pid):
    """The basename of a process's executable, or None once it is gone (children come and go)."""
    try:
        return os.path.basename(os.readlink(f"/proc/{pid}/exe"))
    except (FileNotFoundError, ProcessLookupError):
        return None


def test_kill_9_mid_grade_then_restart_reports_the_grade_interrupted_and_uncounted(tmp_path):
    s = Server(tmp_path, "--timeout", "30").start()
    sess = s.session(mode="single")
    tok = sess["token"]
    st, r, _ = s.grade("submit", tok, HANG, wait=False)
    assert st == 202
    sid = r["submission"]
    wait_until(lambda: s.request("GET", f"/v1/submissions/{sid}", token=tok)[1]["state"] == "running")
    workers = wait_until(lambda: [c for c in children(s.proc.pid) if exe_name(c) == "hpcab-worker"])
    s.proc.kill()
    s.proc.wait()
    # no worker outlives the service (it would spin on the candidate's loop for up to an hour)
    wait_until(lambda: not any(os.path.exists(f"/proc/{w}") and
                               open(f"/proc/{w}/stat").read().split()[2] != "Z" for w in workers), timeout=10)
    with s.db() as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert db.execute("SELECT state FROM service_submissions WHERE id = ?", (sid,)).fetchone() == (1,)
        assert db.execute("SELECT COUNT(*) FROM grades").fetchone() == (0,)  # no half grade
    s2 = Server(tmp_path, "--timeout", "30", state=s.state, kernels=s.kernels).start()
    st, back, _ = s2.request("GET", f"/v1/submissions/{sid}", token=tok)
    assert st == 200 and back["state"] == "interrupted" and "status" not in back and "not counted" in back["message"]
    st, m, _ = s2.request("GET", "/v1/metrics", token=tok)
    assert m["interrupted_at_start"] == 1 and m["grades_done"] == 0
    # not counted: the session's one submission is still there, and only one
    st, r, _ = s2.grade("submit", tok, REFERENCE)
    assert st == 200 and r["status"] == "ok"
    assert s2.grade("submit", tok, REFERENCE)[0] == 409
    assert s2.stop() == 0
    s3 = Server(tmp_path, state=s.state, kernels=s.kernels).start()  # a clean restart interrupts nothing
    assert s3.request("GET", "/v1/metrics", token=tok)[1]["interrupted_at_start"] == 0
    s3.stop()


def test_one_service_per_state_directory(serve, tmp_path):
    e = dict(os.environ, HPCAB_ADMIN_TOKEN="another-admin-token-xyz")
    r = subprocess.run([str(serve.proc.args[0]), "--listen", "127.0.0.1:0", "--kernels", str(serve.kernels),
                        "--state-dir", str(serve.state)], capture_output=True, text=True, env=e, timeout=60)
    assert r.returncode == 2 and "another hpcab-serve" in r.stderr


def test_no_admin_token_no_service(tmp_path):
    from servelib import serve_exe
    e = {k: v for k, v in os.environ.items() if k != "HPCAB_ADMIN_TOKEN"}
    r = subprocess.run([str(serve_exe()), "--listen", "127.0.0.1:0", "--state-dir", str(tmp_path / "st")],
                       capture_output=True, text=True, env=e, timeout=60)
    assert r.returncode == 2 and "admin token" in r.stderr
    e["HPCAB_ADMIN_TOKEN"] = "short"
    r = subprocess.run([str(serve_exe()), "--state-dir", str(tmp_path / "st")], capture_output=True, text=True,
                       env=e, timeout=60)
    assert r.returncode == 2 and "16 characters" in r.stderr
