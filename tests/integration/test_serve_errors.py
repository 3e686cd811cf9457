"""hpcab-serve's error answers (issue 17): 401 without or with a bad token, 403/404 for another
session's kernel or submission, 413 for an oversized body or source, 400 for malformed JSON, 404 for an
unknown kernel or endpoint, 405, 429 past the per-token rate limit, and slow clients dropped."""
import http.client
import json
import socket
import time

from servelib import ADMIN, zoo_source

REFERENCE = zoo_source("reference")


def test_no_token_is_401_with_a_bearer_challenge(serve):
    for method, path in (("GET", "/v1/task"), ("GET", "/v1/metrics"), ("POST", "/v1/score"), ("GET", "/v1/submissions/1")):
        st, r, h = serve.request(method, path, body={} if method == "POST" else None)
        assert st == 401 and r["error"] == "unauthorized"
        assert h["WWW-Authenticate"].startswith("Bearer")


def test_a_bad_token_is_401(serve):
    for tok in ("hpcab_" + "0" * 64, "short", ADMIN + "x"):
        st, r, _ = serve.request("GET", "/v1/task", token=tok)
        assert st == 401
    st, _, _ = serve.request("GET", "/v1/task", headers={"Authorization": "Basic " + ADMIN})
    assert st == 401


def test_another_sessions_submission_is_404(serve):
    a, b = serve.session()["token"], serve.session()["token"]
    _, r, _ = serve.grade("score", a, REFERENCE)
    st, other, _ = serve.request("GET", f"/v1/submissions/{r['submission']}", token=b)
    assert st == 404 and other["error"] == "not_found"
    st, missing, _ = serve.request("GET", "/v1/submissions/999999", token=b)
    assert (st, missing) == (404, other)  # indistinguishable from a missing one


def test_a_kernel_outside_the_session_is_403(serve):
    tok = serve.session(kernels=["zoo/kernel"])["token"]
    st, r, _ = serve.request("GET", "/v1/task?kernel=llr/s000", token=tok)
    assert st == 403 and r["error"] == "kernel_not_in_session"
    st, r, _ = serve.grade("score", tok, REFERENCE, kernel="llr/s000")
    assert st == 403 and r["error"] == "kernel_not_in_session"


def test_tokens_keep_to_their_role(serve):
    tok = serve.session()["token"]
    st, r, _ = serve.request("POST", "/v1/sessions", {"kernels": ["zoo/kernel"]}, token=tok)
    assert st == 403 and r["error"] == "admin_only"
    st, r, _ = serve.grade("score", ADMIN, REFERENCE)
    assert st == 403 and r["error"] == "session_only"


def test_an_oversized_body_is_413_before_it_is_read(serve):
    tok = serve.session()["token"]
    sock = socket.create_connection(("127.0.0.1", serve.port), timeout=30)
    sock.sendall(f"POST /v1/score HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {tok}\r\n"
                 f"Content-Type: application/json\r\nContent-Length: {600 * 1024}\r\n\r\n".encode())
    reply = sock.recv(4096).decode()
    sock.close()
    assert reply.startswith("HTTP/1.1 413") and "body_too_large" in reply


def test_an_oversized_body_is_413_with_curl(serve, tmp_path):
    import subprocess
    tok = serve.session()["token"]
    body = tmp_path / "big.json"
    body.write_text(json.dumps({"kernel": "zoo/kernel", "source": "x" * (600 * 1024)}))
    r = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-H", f"Authorization: Bearer {tok}",
                        "--data-binary", f"@{body}", f"{serve.url}/v1/score"], capture_output=True, text=True, timeout=60)
    assert r.stdout == "413"


def test_an_oversized_chunked_body_is_413(serve):
    tok = serve.session()["token"]
    c = http.client.HTTPConnection("127.0.0.1", serve.port, timeout=60)
    chunks = (b"x" * 65536 for _ in range(12))
    c.request("POST", "/v1/score", body=chunks, headers={"Authorization": f"Bearer {tok}"}, encode_chunked=True)
    r = c.getresponse()
    assert r.status == 413 and json.loads(r.read())["error"] == "body_too_large"


def test_a_source_over_the_limit_is_413(serve_factory):
    s = serve_factory("--max-source", "1000")
    tok = s.session()["token"]
    st, r, _ = s.grade("score", tok, REFERENCE + "/*" + "y" * 1000 + "*/\n")
    assert st == 413 and r["error"] == "source_too_large"
    assert s.grade("score", tok, REFERENCE)[0] == 200


def test_malformed_json_is_400(serve):
    tok = serve.session()["token"]
    for raw in (b"{not json", b"[1, 2]", b"", b'{"kernel": "zoo/kernel", "kernel": "x", "source": ""}'):
        st, r, _ = serve.request("POST", "/v1/score", raw=raw, token=tok)
        assert st == 400 and r["error"] == "malformed_json", raw
    st, r, _ = serve.request("POST", "/v1/score", {"kernel": "zoo/kernel"}, token=tok)
    assert st == 400 and r["error"] == "bad_request"
    st, r, _ = serve.request("POST", "/v1/score", {"kernel": "zoo/kernel", "source": "", "language": "cobol"}, token=tok)
    assert st == 400


def test_an_unknown_kernel_is_404(serve):
    tok = serve.session()["token"]
    for kernel in ("llr/nope", "../kernels/zoo/kernel", "/etc", "zoo/kernel/.."):
        st, r, _ = serve.request("GET", f"/v1/task?kernel={kernel}", token=tok)
        assert st == 404 and r["error"] == "unknown_kernel", kernel
        st, r, _ = serve.grade("score", tok, REFERENCE, kernel=kernel)
        assert st == 404
    st, r, _ = serve.request("POST", "/v1/sessions", {"kernels": ["llr/nope"]}, token=ADMIN)
    assert st == 404 and r["error"] == "unknown_kernel"


def test_unknown_endpoints_are_404_and_wrong_methods_405(serve):
    assert serve.request("GET", "/v2/health")[0] == 404
    assert serve.request("GET", "/v1/results.db")[0] == 404
    assert serve.request("GET", "/")[0] == 404
    st, _, h = serve.request("GET", "/v1/score", token=ADMIN)
    assert st == 405 and "POST" in h["Allow"]
    assert serve.request("DELETE", "/v1/health")[0] == 405


def test_a_token_past_its_rate_is_429(serve_factory):
    s = serve_factory("--rate", "1", "--burst", "3")
    tok = s.session()["token"]
    codes = [s.request("GET", "/v1/task", token=tok)[0] for _ in range(6)]
    assert codes[:3] == [200, 200, 200] and 429 in codes[3:]
    st, r, h = s.request("GET", "/v1/task", token=tok)
    assert st == 429 and r["error"] == "rate_limited" and h["Retry-After"] == "1"
    other = s.session()["token"]  # the limit is per token
    assert s.request("GET", "/v1/task", token=other)[0] == 200


def test_a_slow_client_is_dropped(serve_factory):
    s = serve_factory("--connection-timeout", "2")
    sock = socket.create_connection(("127.0.0.1", s.port), timeout=10)
    sock.sendall(b"GET /v1/health HTTP/1.1\r\nHost: x\r\n")  # and never ends its headers
    time.sleep(4)
    assert sock.recv(100) == b""  # closed by the service
    sock.close()
    assert s.request("GET", "/v1/health")[0] == 200


def test_a_slow_body_is_dropped(serve_factory):
    s = serve_factory("--connection-timeout", "2")
    tok = s.session()["token"]
    sock = socket.create_connection(("127.0.0.1", s.port), timeout=10)
    sock.sendall(f"POST /v1/score HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {tok}\r\n"
                 "Content-Length: 1000\r\n\r\n{".encode())
    for _ in range(4):  # a byte a second: never idle, never done
        time.sleep(1)
        try:
            sock.sendall(b" ")
        except OSError:
            break
    time.sleep(1)
    try:
        data = sock.recv(100)
    except OSError:
        data = b""
    assert data == b""
    sock.close()
