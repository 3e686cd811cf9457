"""Helpers of the hpcab-serve integration tests: the built service ($HPCABENCH_BUILD/tools/hpcab-serve)
started on a free loopback port (port 0: it prints the one it got) with a fresh state directory and a
corpus of small kernels (the zoo's kernel, s000), and a client that speaks HTTP to it with http.client,
keeping every response body for the no-secret, no-path checks."""
import http.client
import json
import os
import pathlib
import re
import select
import shutil
import signal
import sqlite3
import subprocess
import time

import pytest

from judgelib import ROOT, build_dir

ADMIN = "admin-token-for-the-tests-0123456789"
ZOO = ROOT / "tests" / "zoo"
# Small grades: one timed input with a short budget, so a grade takes a second or two.
FAST = ["--budget", "0.1", "--inputs", "1", "--draws", "4", "--timeout", "3"]


def serve_exe():
    exe = build_dir() / "tools" / "hpcab-serve"
    if not exe.exists():
        pytest.skip(f"{exe} is not built")
    return exe


def make_corpus(root: pathlib.Path) -> pathlib.Path:
    """A kernels directory holding zoo/kernel (the zoo's a[i] = b[i] + 1) and llr/s000."""
    k = root / "kernels"
    shutil.copytree(ZOO / "kernel", k / "zoo" / "kernel")
    shutil.copytree(ROOT / "kernels" / "llr" / "s000", k / "llr" / "s000")
    return k


class Server:
    """One hpcab-serve process on 127.0.0.1 with its own state directory."""

    def __init__(self, root: pathlib.Path, *args, env=None, state=None, kernels=None):
        self.root = root
        self.state = state or root / "state"
        self.kernels = kernels or (root / "kernels" if (root / "kernels").exists() else make_corpus(root))
        self.args = [*FAST, *map(str, args)]
        self.extra_env = env or {}
        self.bodies = []  # every response body seen
        self.proc = None
        self.port = None

    def start(self, timeout=60):
        e = dict(os.environ)
        e["HPCAB_ADMIN_TOKEN"] = ADMIN
        e.update(self.extra_env)
        self.log = open(self.root / f"serve-{time.monotonic_ns()}.log", "w+")
        self.proc = subprocess.Popen([str(serve_exe()), "--listen", "127.0.0.1:0", "--kernels", str(self.kernels),
                                      "--state-dir", str(self.state), *self.args],
                                     stdout=subprocess.PIPE, stderr=self.log, text=True, env=e)
        end = time.monotonic() + timeout
        line = ""
        while time.monotonic() < end:
            r, _, _ = select.select([self.proc.stdout], [], [], 0.5)
            if r:
                line = self.proc.stdout.readline()
                break
            if self.proc.poll() is not None:
                break
        m = re.search(r"listening on http://127\.0\.0\.1:(\d+)", line)
        assert m, f"hpcab-serve did not start: {line!r} {self.stderr()}"
        self.port = int(m.group(1))
        return self

    def stderr(self):
        if not hasattr(self, "log"):
            return ""
        self.log.flush()
        return pathlib.Path(self.log.name).read_text()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def request(self, method, path, body=None, token=None, raw=None, headers=None, timeout=300):
        """(status, decoded JSON or None, response headers)."""
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        h = dict(headers or {})
        if token:
            h["Authorization"] = f"Bearer {token}"
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
        c.request(method, path, body=data, headers=h)
        r = c.getresponse()
        text = r.read().decode()
        c.close()
        self.bodies.append(text)
        try:
            parsed = json.loads(text) if text else None
        except json.JSONDecodeError:
            parsed = None
        return r.status, parsed, dict(r.getheaders())

    def session(self, kernels=("zoo/kernel",), **kw):
        st, s, _ = self.request("POST", "/v1/sessions", {"kernels": list(kernels), **kw}, token=ADMIN)
        assert st == 201, s
        return s

    def grade(self, route, token, source, kernel="zoo/kernel", **kw):
        return self.request("POST", f"/v1/{route}", {"kernel": kernel, "source": source, **kw}, token=token)

    def stop(self, sig=signal.SIGTERM, timeout=120):
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode

    def db(self):
        return sqlite3.connect(self.state / "results.db")

    def secrets(self):
        """The two seeds (hex) of the service's state directory."""
        text = (self.state / "secrets").read_text()
        return re.findall(r"[0-9a-f]{64}", text)


def zoo_source(name):
    return (ZOO / f"{name}.c").read_text()
