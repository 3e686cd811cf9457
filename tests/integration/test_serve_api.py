"""hpcab-serve's endpoints over real HTTP on loopback (issue 17): health, sessions, task, score, submit,
submissions, metrics; the request log; build errors and hostile candidates; tokens stored hashed; no
secret and no path of the machine in any response. The modes, the errors and the service's life
(drain, kill -9) have files of their own."""
import json
import subprocess
import time

from judgelib import ROOT
from servelib import ADMIN, zoo_source

REFERENCE = zoo_source("reference")
BROKEN = "void kernel(double *a, const double *b, long n) { this is not C }\n"


def test_health_answers_without_a_token(serve):
    st, h, _ = serve.request("GET", "/v1/health")
    assert st == 200 and h["status"] == "ok" and h["api"] == "v1" and h["version"]


def test_admin_creates_a_session_with_a_random_token(serve):
    a = serve.session(mode="single", max_scores=5)
    b = serve.session()
    assert a["token"].startswith("hpcab_") and len(a["token"]) == 6 + 64
    assert a["token"] != b["token"] and a["session"] != b["session"]
    assert a["mode"] == "single" and a["kernels"] == ["zoo/kernel"] and a["max_scores"] == 5


def test_task_lists_the_sessions_kernels_and_describes_one_without_drawn_sizes(serve):
    tok = serve.session(kernels=["zoo/kernel", "llr/s000"])["token"]
    st, lst, _ = serve.request("GET", "/v1/task", token=tok)
    assert st == 200 and lst["kernels"] == ["zoo/kernel", "llr/s000"]
    st, t, _ = serve.request("GET", "/v1/task?kernel=llr/s000", token=tok)
    assert st == 200
    assert t["kernel"] == "llr/s000" and t["title"] == "a[i] = b[i] + 1 (no dependence)"
    assert t["signature"] == "void s000(double *restrict a, const double *restrict b, int64_t LEN_1D);"
    assert t["sizes"] == [{"name": "LEN_1D", "range": [1000, 4000000]}]
    assert t["precision"] == "f64" and t["constraints"] == [] and t["mode"] == "open"
    assert "fastest of 5" in t["score"] and "geometric mean" in t["score"]
    assert t["compile"]["flags"] == "-O3 -fPIC -shared -fopenmp" and t["compile"]["define"] == "HPCAB_PREC_F64"
    assert "typedef" in t["kernel_h"] and "real_t" in t["kernel_h"]
    assert "LEN_1D=" not in json.dumps(t)  # no drawn sizes


def test_score_answers_only_status_and_speedup(serve):
    tok = serve.session()["token"]
    st, r, _ = serve.grade("score", tok, REFERENCE)
    assert st == 200, r
    assert set(r) == {"submission", "kernel", "route", "state", "status", "speedup", "reason"}
    assert r["status"] == "ok" and r["state"] == "done" and r["route"] == "score" and r["speedup"] > 0
    assert r["reason"] is None


def test_submit_answers_status_speedup_and_reason_and_the_admin_reads_the_verdict(serve):
    """What a submitter is told (lib/DESIGN.md §8): never the verdict, whose inputs and sizes come from the
    secret submission seed; the administrator reads it in full."""
    tok = serve.session()["token"]
    st, r, _ = serve.grade("submit", tok, REFERENCE)
    assert st == 200 and r["status"] == "ok" and r["route"] == "submit"
    assert set(r) == {"submission", "kernel", "route", "state", "status", "speedup", "reason"}
    st, full, _ = serve.request("GET", f"/v1/submissions/{r['submission']}", token=ADMIN)
    assert st == 200
    v = full["verdict"]
    assert v["correct"] is True and v["correctness"]["draws"] == 4 and len(v["inputs"]) == 1
    assert v["inputs"][0]["calls"] >= 10 and "seccomp" in v["guards"]["applied"] and v["candidate"] == "candidate.c"
    assert v["schema"] == "hpcab.verdict/1"
    assert r["speedup"] == v["speedup"]


def test_a_submission_is_read_back_from_the_store_by_id(serve):
    tok = serve.session()["token"]
    _, r, _ = serve.grade("submit", tok, REFERENCE)
    st, back, _ = serve.request("GET", f"/v1/submissions/{r['submission']}", token=tok)
    assert st == 200 and back == r


def test_submit_without_waiting_answers_202_with_its_queue_position_and_can_be_polled(serve):
    tok = serve.session()["token"]
    st, r, _ = serve.grade("submit", tok, REFERENCE, wait=False)
    assert st == 202 and r["state"] in ("queued", "running") and r["queue_position"] >= 0
    assert r["poll"] == f"/v1/submissions/{r['submission']}"
    st, done, _ = serve.request("GET", r["poll"] + "?wait=120", token=tok)
    assert st == 200 and done["state"] == "done" and done["status"] == "ok"


def test_metrics_count_grades_and_give_grade_time_percentiles(serve):
    tok = serve.session()["token"]
    for route in ("score", "submit"):
        serve.grade(route, tok, REFERENCE)
    st, m, _ = serve.request("GET", "/v1/metrics", token=tok)
    assert st == 200
    assert m["grades_done"] == 2 and m["queue_length"] == 0 and m["grade_seconds"]["count"] == 2
    assert 0 < m["grade_seconds"]["p50"] <= m["grade_seconds"]["p95"]
    assert {"waiting_for_timing", "timing", "interrupted_at_start", "uptime_s"} <= set(m)


def test_every_request_is_logged_on_one_line_without_its_token(serve):
    s = serve.session()
    serve.request("GET", "/v1/health")
    serve.request("GET", "/v1/task?kernel=zoo/kernel", token=s["token"])
    serve.request("GET", "/v1/task", token="wrong-token-0123456789")
    time.sleep(0.3)
    lines = [ln for ln in serve.stderr().splitlines() if " /v1/" in ln]
    assert len(lines) == 4, lines
    assert " POST /v1/sessions 201 " in lines[0] and lines[0].endswith(" admin")
    assert " GET /v1/health 200 " in lines[1]
    assert " GET /v1/task 200 " in lines[2] and lines[2].endswith(s["session"])
    assert " GET /v1/task 401 " in lines[3]
    assert s["token"] not in serve.stderr() and ADMIN not in serve.stderr()


def test_curl_drives_the_endpoints(serve):
    def curl(*args):
        r = subprocess.run(["curl", "-s", "-w", "\n%{http_code}", *args], capture_output=True, text=True, timeout=300)
        body, _, code = r.stdout.rpartition("\n")
        return int(code), json.loads(body)
    code, h = curl(f"{serve.url}/v1/health")
    assert code == 200 and h["status"] == "ok"
    code, s = curl("-H", f"Authorization: Bearer {ADMIN}", "-d", '{"kernels": ["zoo/kernel"], "mode": "single"}',
                   f"{serve.url}/v1/sessions")
    assert code == 201
    auth = f"Authorization: Bearer {s['token']}"
    code, t = curl("-H", auth, f"{serve.url}/v1/task?kernel=zoo/kernel")
    assert code == 200 and t["symbol"] == "kernel"
    body = json.dumps({"kernel": "zoo/kernel", "source": REFERENCE})
    code, sc = curl("-H", auth, "-d", body, f"{serve.url}/v1/score")
    assert code == 200 and sc["status"] == "ok"
    code, sub = curl("-H", auth, "-d", body, f"{serve.url}/v1/submit")
    assert code == 200 and sub["status"] == "ok"
    code, again = curl("-H", auth, "-d", body, f"{serve.url}/v1/submit")
    assert code == 409 and again["error"] == "already_submitted"
    code, back = curl("-H", auth, f"{serve.url}/v1/submissions/{sub['submission']}")
    assert code == 200 and back["status"] == "ok"
    code, m = curl("-H", auth, f"{serve.url}/v1/metrics")
    assert code == 200 and m["grades_done"] == 2


def test_tokens_are_stored_hashed_and_never_in_clear(serve):
    import hashlib
    s = serve.session()
    serve.grade("score", s["token"], REFERENCE)
    with serve.db() as db:
        rows = db.execute("SELECT token_sha256 FROM service_sessions WHERE id = ?", (s["session"],)).fetchall()
    assert rows == [(hashlib.sha256(s["token"].encode()).hexdigest(),)]
    raw = b"".join(p.read_bytes() for p in serve.state.glob("results.db*"))
    assert s["token"].encode() not in raw and ADMIN.encode() not in raw


def test_a_candidate_that_fails_to_compile_gets_build_error_and_its_compiler_output(serve):
    tok = serve.session()["token"]
    for route in ("score", "submit"):
        st, r, _ = serve.grade(route, tok, BROKEN)
        assert st == 200 and r["state"] == "done" and r["status"] == "build_error", r
        assert r["speedup"] is None  # a failure has no speedup (never 0)
        log = r["build_log"]  # the compiler's output on the candidate's own text, on both routes
        assert "candidate.c:1:" in log and "error" in log
        assert str(serve.state) not in json.dumps(r)


def test_a_hostile_zoo_candidate_is_graded_forbidden_and_the_service_carries_on(serve):
    tok = serve.session()["token"]
    st, r, _ = serve.grade("submit", tok, zoo_source("file_write"))
    assert st == 200 and r["status"] == "forbidden" and "forbidden system call" in r["reason"]
    st, r, _ = serve.grade("submit", tok, zoo_source("fork"))
    assert st == 200 and r["status"] == "forbidden"
    st, h, _ = serve.request("GET", "/v1/health")
    assert st == 200 and h["status"] == "ok"


def test_no_secret_and_no_machine_path_in_any_response(serve):
    s = serve.session(kernels=["zoo/kernel", "llr/s000"])
    tok = s["token"]
    serve.request("GET", "/v1/task?kernel=llr/s000", token=tok)
    for src in (REFERENCE, BROKEN, zoo_source("empty"), zoo_source("file_read"),
                '#include "/etc/hostname"\n' + REFERENCE):
        for route in ("score", "submit"):
            _, r, _ = serve.grade(route, tok, src)
            if r.get("submission"):
                serve.request("GET", f"/v1/submissions/{r['submission']}", token=tok)
    serve.request("GET", "/v1/metrics", token=tok)
    seeds = serve.secrets()
    assert len(seeds) == 2
    forbidden = [*seeds, str(serve.root), str(serve.state), str(serve.kernels), str(ROOT), "/tmp/", "/home/", "/root"]
    for body in serve.bodies:
        for word in forbidden:
            assert word not in body, f"{word!r} in a response: {body[:300]}"


def test_the_service_grades_against_its_baseline_and_reports_its_comparators(serve_factory):
    """hpcab-serve --baseline B --comparator C (what hpcab-run's `judge: {baseline, comparators}` passes)."""
    s = serve_factory("--baseline", "autopar", "--comparator", "reference")
    tok = s.session(kernels=("llr/s000",))["token"]
    st, r, _ = s.grade("submit", tok, (ROOT / "kernels/llr/s000/reference.c").read_text(), kernel="llr/s000")
    assert st == 200 and r["status"] == "ok", r
    _, full, _ = s.request("GET", f"/v1/submissions/{r['submission']}", token=ADMIN)
    v = full["verdict"]
    assert v["baseline"] == "autopar"
    assert [c["name"] for c in v["comparators"]] == ["reference"]
    assert len(v["comparators"][0]["median_ns"]) == len(v["inputs"])
