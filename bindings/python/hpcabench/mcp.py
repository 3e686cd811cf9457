"""hpcab-mcp: hpcab-serve's tools for agents that take their tools over MCP (Model Context Protocol).

A stdio server speaking JSON-RPC 2.0, one message per line: `initialize`, `tools/list`, `tools/call`
(and `ping`; notifications get no answer). Tools:

    task          {"kernel"?}                               the kernel's task (or the session's kernels)
    score         {"kernel", "source", "language"?}         status and speedup (score seed, fastest of 5)
    submit        {"kernel", "source", "language"?}         status, speedup, reason (status only in blind mode)
    profile       {"kernel", "source", "language"?, "tool"?}  perf hot spots or PAPI counters; never scored
    syntax_check  {"kernel", "source", "language"?}         local: compiles only (-fsyntax-only) with the
                  judge's flags, the kernel's precision macro and hpcab/kernel.h as the task gives them, and
                  runs the judge's source check when libhpcabench is importable here

The service and token come from $HPCAB_URL and $HPCAB_TOKEN. A tool's answer is its JSON as text
content; a service error (HTTP >= 400) or a failed check is a result with isError true.
"""
from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

from .client import Client, ServiceError

PROTOCOL_VERSION = "2024-11-05"
SERVER_VERSION = "0.1.0"

_SOURCE = {"type": "string", "description": "the candidate's whole source"}
_LANG = {"type": "string", "enum": ["c", "cpp", "fortran"], "description": "the source's language (default c)"}
_KERNEL = {"type": "string", "description": "kernel id, e.g. llr/s000"}

TOOLS = [
    {"name": "task", "description": "The kernel's task: title, C signature, size ranges, precision, constraints, "
     "compile flags and what the score means. Without a kernel: the session's kernels.",
     "inputSchema": {"type": "object", "properties": {"kernel": _KERNEL}}},
    {"name": "score", "description": "Scores a candidate while you work: correctness-checked, one timed input from "
     "the score seed, fastest of 5 calls per side. Answers status, speedup and a category-level reason "
     "(which output or array; wrong, NaN, out of bounds).",
     "inputSchema": {"type": "object", "properties": {"kernel": _KERNEL, "source": _SOURCE, "language": _LANG},
                     "required": ["kernel", "source"]}},
    {"name": "submit", "description": "Submits a candidate for the full protocol (correctness on many draws, "
     "determinism, credited timing), answered as a score is (blind mode: the status only). In single and "
     "blind mode a kernel can be submitted once.",
     "inputSchema": {"type": "object", "properties": {"kernel": _KERNEL, "source": _SOURCE, "language": _LANG},
                     "required": ["kernel", "source"]}},
    {"name": "profile", "description": "Where the candidate spends its time: a perf profile (hot functions, "
     "source lines, call graph) or PAPI hardware counters. Diagnostic only: never scored.",
     "inputSchema": {"type": "object", "properties": {"kernel": _KERNEL, "source": _SOURCE, "language": _LANG,
                                                      "tool": {"type": "string", "enum": ["perf", "papi"]}},
                     "required": ["kernel", "source"]}},
    {"name": "syntax_check", "description": "Compiles the candidate locally without running it (-fsyntax-only) "
     "with the judge's flags and hpcab/kernel.h, and lists the judge's source-check findings.",
     "inputSchema": {"type": "object", "properties": {"kernel": _KERNEL, "source": _SOURCE, "language": _LANG},
                     "required": ["kernel", "source"]}},
]

COMPILERS = {"c": ("CC", "cc"), "cpp": ("CXX", "c++"), "fortran": ("FC", "gfortran")}
SUFFIX = {"c": ".c", "cpp": ".cpp", "fortran": ".f90"}


class ToolError(Exception):
    """A tool call that failed in a way the agent should see (isError)."""


class McpServer:
    def __init__(self, client: Client | None = None):
        self.client = client or Client()
        self.tasks: dict[str, dict] = {}

    # -- tools ----------------------------------------------------------------------------------------

    def _task(self, kernel: str) -> dict:
        if kernel not in self.tasks:
            self.tasks[kernel] = self.client.task(kernel)
        return self.tasks[kernel]

    def syntax_check(self, kernel: str, source: str, language: str = "c") -> dict:
        if language not in COMPILERS:
            raise ToolError(f"language must be one of {sorted(COMPILERS)}")
        task = self._task(kernel)
        compile_info = task.get("compile", {})
        env_var, default = COMPILERS[language]
        compiler = os.environ.get(env_var) or default
        if not shutil.which(compiler):
            raise ToolError(f"no {compiler} here to check the syntax with")
        flags = [f for f in compile_info.get("flags", "-O3 -fPIC -shared -fopenmp").split() if f != "-shared"]
        with tempfile.TemporaryDirectory(prefix="hpcab-mcp-") as tmp:
            inc = pathlib.Path(tmp, "include", "hpcab")
            inc.mkdir(parents=True)
            (inc / "kernel.h").write_text(task.get("kernel_h", ""))
            src = pathlib.Path(tmp, "candidate" + SUFFIX[language])
            src.write_text(source)
            cmd = [compiler, "-fsyntax-only", *flags, "-D" + compile_info.get("define", "HPCAB_PREC_F64"),
                   "-I" + str(inc.parent)]
            if language == "fortran":
                cmd.append("-cpp")
            cmd.append(src.name)
            p = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=120)
            output = (p.stdout + p.stderr).replace(tmp + "/", "")
            precision = compile_info.get("define", "HPCAB_PREC_F64").rsplit("_", 1)[-1].lower()
            check = _source_check(source, src, pathlib.Path(tmp, "cache"), inc.parent,
                                  compile_info.get("flags"), precision)
        result = {"compiles": p.returncode == 0, "compiler": compiler, "flags": " ".join(cmd[1:-1]).replace(tmp + "/", ""),
                  "compiler_output": output}
        result["source_check"] = check
        forbidden = [f for f in result["source_check"].get("findings", []) if f["severity"] == "forbidden"]
        result["ok"] = result["compiles"] and not forbidden
        return result

    def call(self, name: str, args: dict) -> dict:
        kernel = args.get("kernel")
        if name == "task":
            return self.client.task(kernel)
        if name not in ("score", "submit", "profile", "syntax_check"):
            raise ToolError(f"unknown tool '{name}'")
        source, language = args.get("source"), args.get("language", "c")
        if not isinstance(kernel, str) or not isinstance(source, str):
            raise ToolError("give \"kernel\" and \"source\" as strings")
        if name == "score":
            return self.client.score(kernel, source, language)
        if name == "submit":
            return self.client.submit(kernel, source, language)
        if name == "profile":
            return self.client.profile(kernel, source, language, tool=args.get("tool", "perf"))
        return self.syntax_check(kernel, source, language)

    # -- JSON-RPC -------------------------------------------------------------------------------------

    def handle(self, msg) -> dict | None:
        """One JSON-RPC message in, its response out (None for a notification)."""
        if not isinstance(msg, dict) or msg.get("jsonrpc") != "2.0" or not isinstance(msg.get("method"), str):
            return _error(msg.get("id") if isinstance(msg, dict) else None, -32600, "invalid request")
        mid, method, params = msg.get("id"), msg["method"], msg.get("params") or {}
        if "id" not in msg:  # a notification ("notifications/initialized", ...)
            return None
        if method == "initialize":
            return _result(mid, {"protocolVersion": params.get("protocolVersion", PROTOCOL_VERSION),
                                 "capabilities": {"tools": {"listChanged": False}},
                                 "serverInfo": {"name": "hpcab-mcp", "version": SERVER_VERSION}})
        if method == "ping":
            return _result(mid, {})
        if method == "tools/list":
            return _result(mid, {"tools": TOOLS})
        if method == "tools/call":
            name, args = params.get("name"), params.get("arguments") or {}
            if not isinstance(name, str) or not isinstance(args, dict):
                return _error(mid, -32602, "tools/call needs a name and an arguments object")
            if name not in {t["name"] for t in TOOLS}:
                return _error(mid, -32602, f"unknown tool '{name}'")
            try:
                out, is_error = self.call(name, args), False
                if name == "syntax_check":
                    is_error = not out["ok"]
            except ServiceError as e:
                out, is_error = (e.body or {"error": e.code, "message": e.message}), True
                out = dict(out, http_status=e.status)
            except (ToolError, OSError, subprocess.SubprocessError) as e:
                out, is_error = {"error": "tool_error", "message": str(e)}, True
            return _result(mid, {"content": [{"type": "text", "text": json.dumps(out, indent=1)}], "isError": is_error})
        return _error(mid, -32601, f"method not found: {method}")

    def serve(self, inp=sys.stdin, out=sys.stdout) -> None:
        for line in inp:
            line = line.strip()
            if not line:
                continue
            try:
                msg = json.loads(line)
            except json.JSONDecodeError:
                reply = _error(None, -32700, "parse error")
            else:
                reply = self.handle(msg)
            if reply is not None:
                out.write(json.dumps(reply) + "\n")
                out.flush()


def _source_check(source: str, path=None, cache_dir=None, include_dir=None, flags=None, precision="f64") -> dict:
    """The judge's own check (the library's hpcab_srccheck_build: the preprocessed source and the built
    object) where the candidate builds here; the text scan where it does not."""
    try:
        from . import srccheck  # needs libhpcabench
    except Exception as e:  # noqa: BLE001 - no library here: say so, never guess
        return {"available": False, "reason": f"libhpcabench is not importable here: {e}"}
    what = "text"
    try:
        if path is None:
            raise RuntimeError("no file")
        findings, why = srccheck.source_check_built(path, cache_dir, include_dir, flags, precision)
        if why is None or findings:
            what = "built"
        else:
            findings = srccheck.source_check_text(source, "candidate")
    except Exception:  # noqa: BLE001 - the library could not build it: the text scan still answers
        findings = srccheck.source_check_text(source, "candidate")
    return {"available": True, "checked": what,
            "findings": [{"line": f.line, "column": f.column, "category": f.category,
                          "severity": f.severity, "message": f.message} for f in findings]}


def _result(mid, result) -> dict:
    return {"jsonrpc": "2.0", "id": mid, "result": result}


def _error(mid, code: int, message: str) -> dict:
    return {"jsonrpc": "2.0", "id": mid, "error": {"code": code, "message": message}}


def main() -> int:
    McpServer().serve()
    return 0


if __name__ == "__main__":
    sys.exit(main())
