"""hpcab-proxy: the server's own usage, recorded per request to the token, for OpenAI chat and Responses
and Anthropic messages, streamed or not, also when the client hangs up mid-stream; the attempt's cap."""
import json
import socket
import sys
import time
import urllib.error
import urllib.parse

import pytest

for _m in ("yaml", "jinja2", "aiohttp", "zstandard"):  # hpcab-run's dependencies (tools/install-deps.sh)
    pytest.importorskip(_m)
from judgelib import ROOT
from runlib import DOUBLES, FakeModel

sys.path.insert(0, str(ROOT / "bindings" / "python"))
sys.path.insert(0, str(DOUBLES))
from hpcabench.run.proxy import Proxy  # noqa: E402
from scripted_agent import ask  # noqa: E402


@pytest.fixture
def proxy():
    p = Proxy().start()
    yield p
    p.close()


def _rows(path):
    return [json.loads(x) for x in path.read_text().splitlines()] if path.exists() else []


def _sum(rows):
    return {k: sum(r[k] for r in rows) for k in ("input", "cached_input", "output", "reasoning")}


@pytest.mark.parametrize("api", ["openai", "responses", "anthropic"])
@pytest.mark.parametrize("stream", [False, True])
def test_usage_rows_equal_the_servers_usage_to_the_token(tmp_path, proxy, api, stream):
    fake = FakeModel(tmp_path, {"replies": [{"content": "first answer " * 7}, {"content": "second " * 30}]})
    try:
        usage = tmp_path / "usage.jsonl"
        upstream = fake.url if api != "anthropic" else fake.url[: -len("/v1")]
        proxy.register("k", upstream, usage_path=str(usage))
        base = proxy.model_url("k")
        msgs = [{"role": "user", "content": "optimize this " * 20}]
        for i in range(3):
            text = ask(base, api, "fake", msgs, stream)
            msgs += [{"role": "assistant", "content": text[:300]}, {"role": "user", "content": f"more {i}"}]
        rows = _rows(usage)
        truth = fake.usage()
        assert len(rows) == len(truth) == 3
        assert [{k: r[k] for k in ("input", "cached_input", "output", "reasoning")} for r in rows] == \
               [{k: t[k] for k in ("input", "cached_input", "output", "reasoning")} for t in truth]
        assert all(r["usage_reported"] and r["stream"] == stream for r in rows)
        assert sum(t["cached_input"] for t in truth) > 0  # the cached share is exercised
    finally:
        fake.stop()


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_a_client_killed_mid_stream_loses_no_token(tmp_path, proxy, api):
    fake = FakeModel(tmp_path, {"replies": [{"content": "a long streamed answer " * 20, "chunk_delay_s": 0.3}]})
    try:
        usage = tmp_path / "usage.jsonl"
        upstream = fake.url if api != "anthropic" else fake.url[: -len("/v1")]
        proxy.register("k", upstream, usage_path=str(usage))
        u = urllib.parse.urlsplit(proxy.model_url("k"))
        path = u.path + ("/chat/completions" if api == "openai" else "/v1/messages")
        body = json.dumps({"model": "fake", "stream": True, "max_tokens": 10,
                           "messages": [{"role": "user", "content": "hello " * 50}]}).encode()
        s = socket.create_connection((u.hostname, u.port))
        s.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        got = b""
        while b"data:" not in got:
            got += s.recv(4096)
        s.close()  # hung up after the first event; the answer goes on for ~2 s
        end = time.monotonic() + 30
        while not _rows(usage) and time.monotonic() < end:
            time.sleep(0.1)
        rows = _rows(usage)
        assert len(rows) == 1 and rows[0]["client_complete"] is False and rows[0]["complete"] is True
        assert _sum(rows) == {k: v for k, v in fake.totals().items()}
    finally:
        fake.stop()


def test_requests_past_the_cap_are_refused_within_one_request(tmp_path, proxy):
    fake = FakeModel(tmp_path, {"after": {"content": "word " * 40}})
    try:
        usage = tmp_path / "usage.jsonl"
        st = proxy.register("k", fake.url, usage_path=str(usage), cap=400)
        msgs = [{"role": "user", "content": "x" * 400}]
        refused = None
        for i in range(50):
            try:
                text = ask(proxy.model_url("k"), "openai", "fake", msgs, i % 2 == 1)
            except urllib.error.HTTPError as e:
                refused = (e.code, json.loads(e.read()))
                break
            msgs += [{"role": "assistant", "content": text[:50]}, {"role": "user", "content": "again"}]
        assert refused and refused[0] == 400 and refused[1]["error"]["code"] == "token_cap"
        rows = _rows(usage)
        last = rows[-1]["input"] + rows[-1]["cached_input"] + rows[-1]["output"]
        assert st.capped and st.used >= 400 and st.used - last < 400
        assert len(fake.usage()) == len(rows)  # the refused request never reached the server
    finally:
        fake.stop()


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_the_real_api_key_is_put_in_by_the_proxy_never_by_the_harness(tmp_path, proxy, api):
    fake = FakeModel(tmp_path)
    try:
        upstream = fake.url if api != "anthropic" else fake.url[: -len("/v1")]
        proxy.register("k", upstream, usage_path=str(tmp_path / "u.jsonl"), api_key="sk-real")
        ask(proxy.model_url("k"), api, "fake", [{"role": "user", "content": "hi"}], False)
        assert fake.usage()[0]["auth"] == ("Bearer sk-real" if api == "openai" else "sk-real")
    finally:
        fake.stop()


def test_hpcab_proxy_runs_alone_with_one_key(tmp_path):
    import subprocess
    fake = FakeModel(tmp_path)
    usage = tmp_path / "usage.jsonl"
    p = subprocess.Popen([sys.executable, "-m", "hpcabench.run.proxy", "--upstream", fake.url, "--usage", str(usage)],
                         stdout=subprocess.PIPE, text=True, env={"PYTHONPATH": str(ROOT / "bindings" / "python"),
                                                                 "PATH": "/usr/bin:/bin"})
    try:
        line = p.stdout.readline()
        assert "listening; base URL http://127.0.0.1:" in line
        base = line.rsplit(" ", 1)[1].strip()
        assert base.endswith("/m/main/v1")
        ask(base, "openai", "fake", [{"role": "user", "content": "hello"}], True)
        assert _sum(_rows(usage)) == fake.totals()
    finally:
        p.terminate()
        p.wait(10)
        fake.stop()
