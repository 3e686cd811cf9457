"""hpcabench.Client: the agent's side of hpcab-serve, the judge as an HTTP service (tools/README.md).

Standard library only (urllib, json), so an agent container needs neither numpy nor libhpcabench:
``from hpcabench.client import Client`` works wherever the package is importable.

    c = Client()                                  # $HPCAB_URL and $HPCAB_TOKEN
    c.task("llr/s000")                            # title, signature, sizes range, precision, what a score means
    c.score("llr/s000", open("s000.c").read())    # {"status": "ok", "speedup": 1.9, ...}
    c.submit("llr/s000", source)                  # status, speedup, reason (status only in blind mode)
    c.profile("llr/s000", source, tool="perf")    # hot functions and lines; never scored
    Client(token=admin).create_session(["llr/s000"], mode="single")   # {"token": ..., "session": ...}

Every call returns the decoded JSON object; a response other than 2xx raises ServiceError carrying the
HTTP status, the service's error code ("already_submitted", "profile_unavailable", ...) and the body.
"""
from __future__ import annotations

import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request

DEFAULT_URL = "http://127.0.0.1:8470"


class ServiceError(Exception):
    """A response other than 2xx: status (HTTP), code (the service's "error" word), message, body (dict)."""

    def __init__(self, status: int, code: str, message: str, body: dict | None = None):
        super().__init__(f"HTTP {status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.body = body or {}

    @property
    def cause(self) -> str | None:
        """For 503 profile_unavailable: why this host cannot serve the tool (machine-readable)."""
        return self.body.get("cause")


class Client:
    """A client of one hpcab-serve. url and token default to $HPCAB_URL and $HPCAB_TOKEN; timeout is
    the socket timeout in seconds (a waiting score or submit holds the connection until it is graded)."""

    def __init__(self, url: str | None = None, token: str | None = None, timeout: float = 900.0):
        self.url = (url or os.environ.get("HPCAB_URL") or DEFAULT_URL).rstrip("/")
        self.token = token if token is not None else os.environ.get("HPCAB_TOKEN")
        self.timeout = timeout

    # -- transport ------------------------------------------------------------------------------------

    def request(self, method: str, path: str, body: dict | None = None, params: dict | None = None) -> tuple[int, dict]:
        """One request; returns (HTTP status, decoded JSON). Raises ServiceError on a status >= 400."""
        url = self.url + path
        if params:
            url += "?" + urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(url, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if self.token:
            req.add_header("Authorization", f"Bearer {self.token}")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                return resp.status, _decode(resp.read())
        except urllib.error.HTTPError as e:
            payload = _decode(e.read())
            message = payload.get("message", str(e))
            if e.code == 401 and not self.token:  # the usual cause: the agent's environment lacks the token
                message += "; no token was sent: set HPCAB_TOKEN to the session's token (or pass token=)"
            raise ServiceError(e.code, payload.get("error", "http_error"), message, payload) from None

    # -- the endpoints --------------------------------------------------------------------------------

    def health(self) -> dict:
        """GET /v1/health (no token needed)."""
        return self.request("GET", "/v1/health")[1]

    def metrics(self) -> dict:
        """GET /v1/metrics: queue length, grades done, p50/p95 grade time."""
        return self.request("GET", "/v1/metrics")[1]

    def create_session(self, kernels, mode: str = "open", precision: str | None = None,
                       max_scores: int | None = None, deadline_s: float | None = None) -> dict:
        """POST /v1/sessions (admin token): returns {"token", "session", ...}."""
        body = {"kernels": list(kernels), "mode": mode}
        for k, v in (("precision", precision), ("max_scores", max_scores), ("deadline_s", deadline_s)):
            if v is not None:
                body[k] = v
        return self.request("POST", "/v1/sessions", body)[1]

    def task(self, kernel: str | None = None) -> dict:
        """GET /v1/task: the kernel's task, or the session's kernels when kernel is None."""
        return self.request("GET", "/v1/task", params={"kernel": kernel})[1]

    def score(self, kernel: str, source: str, language: str = "c", wait: bool | float = True) -> dict:
        """POST /v1/score: {"status", "speedup"} (fastest of 5 on the score seed). wait=False returns at
        once with the queue position ({"state": "queued", "submission": id}); poll with wait_for()."""
        return self._grade("/v1/score", kernel, source, language, wait)

    def submit(self, kernel: str, source: str, language: str = "c", wait: bool | float = True) -> dict:
        """POST /v1/submit: the full protocol on the submission seed (status only in blind mode)."""
        return self._grade("/v1/submit", kernel, source, language, wait)

    def profile(self, kernel: str, source: str, language: str = "c", tool: str = "perf") -> dict:
        """POST /v1/profile: hot functions, lines and call graph (perf) or counters (papi); never scored.
        A host that cannot serve the tool raises ServiceError(503) whose .cause says why."""
        body = {"kernel": kernel, "source": source, "language": language, "tool": tool}
        return self.request("POST", "/v1/profile", body)[1]

    def submission(self, submission_id: int, wait: float | None = None) -> dict:
        """GET /v1/submissions/{id}: its state (queued/running with the queue position, done, interrupted)
        and its answer (status, speedup, reason; the admin token: the verdict). wait: seconds to wait."""
        return self.request("GET", f"/v1/submissions/{int(submission_id)}", params={"wait": wait})[1]

    def wait_for(self, submission_id: int, timeout: float | None = None, poll_s: float = 30.0) -> dict:
        """Waits (long-polling) until the submission is no longer queued or running."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            left = poll_s if end is None else max(0.0, min(poll_s, end - time.monotonic()))
            r = self.submission(submission_id, wait=left)
            if r.get("state") not in ("queued", "running") or (end is not None and time.monotonic() >= end):
                return r

    def _grade(self, path, kernel, source, language, wait):
        body = {"kernel": kernel, "source": source, "language": language, "wait": wait}
        return self.request("POST", path, body)[1]


def _decode(raw: bytes) -> dict:
    try:
        v = json.loads(raw.decode() or "{}")
        return v if isinstance(v, dict) else {"value": v}
    except (UnicodeDecodeError, json.JSONDecodeError):
        return {"error": "bad_response", "message": raw[:200].decode(errors="replace")}
