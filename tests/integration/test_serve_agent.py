"""The agent side of hpcab-serve (issue 17): hpcabench.Client, the hpcab-agent commands reading the URL
and token from the environment, and hpcab-mcp spoken to over pipes (JSON-RPC 2.0: initialize,
tools/list, tools/call for task, score, submit, profile and the local syntax_check)."""
import json
import os
import shutil
import subprocess
import sys

import pytest

from judgelib import ROOT, build_dir
from servelib import ADMIN, zoo_source

PY = ROOT / "bindings" / "python"
REFERENCE = zoo_source("reference")


def agent_env(serve, token, **extra):
    e = dict(os.environ, HPCAB_URL=serve.url, HPCAB_TOKEN=token, PYTHONPATH=str(PY), **extra)
    return e


@pytest.fixture
def client_mod():
    sys.path.insert(0, str(PY))
    from hpcabench import client
    yield client
    sys.path.remove(str(PY))


def test_client_creates_a_session_and_scores_and_submits(serve, client_mod):
    admin = client_mod.Client(serve.url, ADMIN)
    s = admin.create_session(["zoo/kernel"], mode="single")
    c = client_mod.Client(serve.url, s["token"])
    assert c.health()["status"] == "ok"
    assert c.task("zoo/kernel")["symbol"] == "kernel"
    assert c.score("zoo/kernel", REFERENCE)["status"] == "ok"
    r = c.submit("zoo/kernel", REFERENCE, wait=False)
    done = c.wait_for(r["submission"], timeout=120)
    assert done["state"] == "done" and done["status"] == "ok"
    with pytest.raises(client_mod.ServiceError) as e:
        c.submit("zoo/kernel", REFERENCE)
    assert e.value.status == 409 and e.value.code == "already_submitted"
    assert c.metrics()["grades_done"] == 2


def test_the_client_imports_where_libhpcabench_is_absent(tmp_path, serve):
    shutil.copytree(PY / "hpcabench", tmp_path / "hpcabench")
    code = ("import hpcabench as hb\n"
            "c = hb.Client()\nprint(c.health()['status'])\n"
            "try:\n    hb.Manifest\nexcept ImportError as e:\n    print('no library:', 'libhpcabench' in str(e))\n")
    e = {k: v for k, v in os.environ.items() if k not in ("HPCABENCH_LIB", "HPCABENCH_BUILD")}
    e.update(PYTHONPATH=str(tmp_path), HPCAB_URL=serve.url, HPCABENCH_BUILD=str(tmp_path / "none"))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=e, cwd=tmp_path, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split("\n")[:2] == ["ok", "no library: True"]


def test_agent_commands_read_the_url_and_token_from_the_environment(serve, tmp_path):
    tok = serve.session()["token"]
    cand = tmp_path / "cand.c"
    cand.write_text(REFERENCE)
    e = agent_env(serve, tok, HPCAB_KERNEL="zoo/kernel")

    def agent(*args):
        return subprocess.run([sys.executable, "-m", "hpcabench.agent", *args], capture_output=True, text=True,
                              env=e, timeout=300)
    r = agent("task", "zoo/kernel")
    assert r.returncode == 0 and json.loads(r.stdout)["symbol"] == "kernel"
    r = agent("score", str(cand))
    assert r.returncode == 0 and json.loads(r.stdout)["status"] == "ok"
    r = agent("submit", str(cand))
    out = json.loads(r.stdout)
    assert r.returncode == 0 and out["status"] == "ok" and "verdict" not in out
    r = agent("status", str(out["submission"]))
    assert r.returncode == 0 and json.loads(r.stdout)["status"] == "ok"
    bad = tmp_path / "bad.c"
    bad.write_text(zoo_source("empty"))
    r = agent("submit", str(bad))
    assert r.returncode == 1 and json.loads(r.stdout)["status"] == "incorrect"
    r = subprocess.run([sys.executable, "-m", "hpcabench.agent", "task"], capture_output=True, text=True,
                       env=dict(e, HPCAB_TOKEN="wrong-token-0123456789"), timeout=60)
    assert r.returncode == 2 and json.loads(r.stderr)["error"] == "unauthorized"


class Mcp:
    def __init__(self, env):
        self.p = subprocess.Popen([sys.executable, "-m", "hpcabench.mcp"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, env=env)
        self.next = 0

    def call(self, method, params=None, notify=False):
        msg = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        if not notify:
            self.next += 1
            msg["id"] = self.next
        self.p.stdin.write(json.dumps(msg) + "\n")
        self.p.stdin.flush()
        if notify:
            return None
        return json.loads(self.p.stdout.readline())

    def tool(self, name, **args):
        r = self.call("tools/call", {"name": name, "arguments": args})
        res = r["result"]
        return res["isError"], json.loads(res["content"][0]["text"])

    def close(self):
        self.p.stdin.close()
        return self.p.wait(timeout=30)


def test_mcp_server_initializes_and_lists_its_tools(serve):
    m = Mcp(agent_env(serve, serve.session()["token"]))
    r = m.call("initialize", {"protocolVersion": "2024-11-05", "capabilities": {}, "clientInfo": {"name": "t"}})
    assert r["id"] == 1 and r["result"]["serverInfo"]["name"] == "hpcab-mcp"
    assert r["result"]["protocolVersion"] == "2024-11-05" and "tools" in r["result"]["capabilities"]
    assert m.call("notifications/initialized", notify=True) is None
    tools = m.call("tools/list")["result"]["tools"]
    assert [t["name"] for t in tools] == ["task", "score", "submit", "profile", "syntax_check"]
    assert all(t["inputSchema"]["type"] == "object" for t in tools)
    assert m.call("no/such/method")["error"]["code"] == -32601
    m.p.stdin.write("{not json\n")
    m.p.stdin.flush()
    assert json.loads(m.p.stdout.readline())["error"]["code"] == -32700
    assert m.close() == 0


def test_mcp_tools_call_the_service(serve):
    m = Mcp(agent_env(serve, serve.session(mode="single")["token"]))
    m.call("initialize", {"protocolVersion": "2024-11-05"})
    err, t = m.tool("task", kernel="zoo/kernel")
    assert not err and t["signature"].startswith("void kernel(")
    err, s = m.tool("score", kernel="zoo/kernel", source=REFERENCE)
    assert not err and s["status"] == "ok" and "speedup" in s
    err, sub = m.tool("submit", kernel="zoo/kernel", source=REFERENCE)
    assert not err and sub["status"] == "ok" and "verdict" not in sub
    err, again = m.tool("submit", kernel="zoo/kernel", source=REFERENCE)
    assert err and again["http_status"] == 409 and again["error"] == "already_submitted"
    err, p = m.tool("profile", kernel="zoo/kernel", source=REFERENCE, tool="papi")
    assert err == ("profile" not in p)  # a profile, or the 503 with its cause
    assert m.close() == 0


def test_mcp_syntax_check_compiles_locally_with_the_judges_flags(serve):
    m = Mcp(agent_env(serve, serve.session()["token"], HPCABENCH_LIB=str(build_dir() / "lib" / "libhpcabench.so")))
    m.call("initialize", {})
    err, ok = m.tool("syntax_check", kernel="zoo/kernel", source=REFERENCE)
    assert not err and ok["ok"] and ok["compiles"]
    assert "-O3" in ok["flags"] and "-fopenmp" in ok["flags"] and "-DHPCAB_PREC_F64" in ok["flags"]
    err, bad = m.tool("syntax_check", kernel="zoo/kernel", source="void kernel(double *a) { return 1 }\n")
    assert err and not bad["compiles"] and "candidate.c:1:" in bad["compiler_output"]
    refused = '#pragma GCC optimize("fast-math")\n' + REFERENCE
    err, fm = m.tool("syntax_check", kernel="zoo/kernel", source=refused)
    assert err and fm["source_check"]["available"]
    assert any(f["severity"] == "forbidden" for f in fm["source_check"]["findings"])
    # the judge's own check (preprocessed source and built object), not a scan of the text: a macro
    # in an optimize attribute is refused, as the judge refuses it
    hidden = '#define FM "fast-math"\n__attribute__((optimize(FM)))\n' + REFERENCE
    err, hm = m.tool("syntax_check", kernel="zoo/kernel", source=hidden)
    assert err and hm["source_check"]["checked"] == "built", hm["source_check"]
    assert [f["line"] for f in hm["source_check"]["findings"] if f["severity"] == "forbidden"] == [2]
    assert m.close() == 0


def test_a_client_without_a_token_is_told_to_set_HPCAB_TOKEN(serve, client_mod, monkeypatch):
    monkeypatch.delenv("HPCAB_TOKEN", raising=False)
    c = client_mod.Client(serve.url)
    with pytest.raises(client_mod.ServiceError) as e:
        c.task("zoo/kernel")
    assert e.value.status == 401 and "HPCAB_TOKEN" in str(e.value), str(e.value)


def test_mcp_syntax_check_runs_the_judges_source_check_without_hpcabench_lib(serve):
    """The package finds the library itself (the build tree beside it, or the one a wheel carries):
    the source check is on without HPCABENCH_LIB in the environment."""
    env = agent_env(serve, serve.session()["token"])
    env.pop("HPCABENCH_LIB", None)
    m = Mcp(env)
    m.call("initialize", {})
    refused = '#pragma GCC optimize("fast-math")\n' + REFERENCE
    err, fm = m.tool("syntax_check", kernel="zoo/kernel", source=refused)
    assert err and fm["source_check"]["available"], fm
    assert any(f["severity"] == "forbidden" for f in fm["source_check"]["findings"])
