"""The runner: one hpcab-serve and one token proxy per run, episodes N at a time (lib/DESIGN.md §13).

    r = Runner(experiment, run_dir, jobs=2); r.run()          # or resume: Runner.open(run_dir).run()

Each episode: a session in the setup's mode, a fresh workspace (PROMPT.md, the reference, hpcab/kernel.h,
``make check``, the packets' files), the harness in its sandbox with HPCAB_URL/HPCAB_TOKEN/HPCAB_KERNEL
and the proxy's base URL, killed with its process group at the wall limit. Then its end, its crash
relaunches (≤ 3 attempts), its one rerun at the rerun scale when a limit stopped it without an answer,
the promotion of the last correct scored source when it never submitted — and one transaction in the
store.
"""
from __future__ import annotations

import ctypes
import datetime
import json
import os
import platform
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..client import Client, ServiceError
from . import config as cfgmod
from . import harness as harnessmod
from . import prompt as promptmod
from . import sandbox
from .proxy import Proxy
from .store import Store

LIMIT_ENDS = ("wall_clock", "token_cap", "context_overflow")
PKG_ROOT = Path(__file__).resolve().parents[2]  # bindings/python (for the agent's shell tools)
REF_FILES = {"c": "reference.c", "cpp": "reference.cpp", "fortran": "reference.f90"}


class InfraError(RuntimeError):
    """The framework, not the agent, failed (the service, the proxy, the workspace)."""


class Stopped(Exception):
    """The runner was told to stop (SIGINT, SIGTERM): the episode is left for resume, nothing recorded."""


def _pdeathsig() -> None:
    """In the child: die with the runner (a runner killed with -9 leaves no agent and no service)."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def find_tool(name: str) -> str:
    """A built or installed libhpcabench tool: $HPCABENCH_BUILD/tools, PATH, then the source tree's build*/."""
    env = os.environ.get("HPCAB_" + name.upper().replace("HPCAB-", "").replace("-", "_"))
    if env:
        return env
    b = os.environ.get("HPCABENCH_BUILD")
    if b and (Path(b) / "tools" / name).is_file():
        return str(Path(b) / "tools" / name)
    w = shutil.which(name)
    if w:
        return w
    root = PKG_ROOT.parents[1]
    for d in sorted(root.glob("build*/tools")):
        if (d / name).is_file():
            return str(d / name)
    raise InfraError(f"{name} not found: build it (meson compile -C build) or set $HPCABENCH_BUILD")


def machine() -> dict:
    cpu = ""
    try:
        for ln in Path("/proc/cpuinfo").read_text().splitlines():
            if ln.startswith("model name"):
                cpu = ln.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"host": socket.gethostname(), "cpu_model": cpu, "cpus": os.cpu_count(), "platform": platform.platform(),
            "python": platform.python_version(),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")}


class Serve:
    """One hpcab-serve for the run: its own state directory and admin token inside the run directory."""

    def __init__(self, run_dir: Path, kernels: Path, judge: dict, jobs: int):
        self.state = run_dir / "serve-state"
        self.state.mkdir(parents=True, exist_ok=True)
        (self.state / "prompts").mkdir(exist_ok=True)
        tok_file = run_dir / "admin-token"
        if not tok_file.exists():
            tok_file.write_text("hpcabrun_" + secrets.token_hex(24))
            tok_file.chmod(0o600)
        self.admin = tok_file.read_text().strip()
        argv = [find_tool("hpcab-serve"), "--listen", "127.0.0.1:0", "--kernels", str(kernels), "--state-dir",
                str(self.state), "--admin-token-file", str(tok_file), "--jobs", str(max(1, jobs)),
                "--max-pending", "64", "--rate", "200", "--burst", "400", "--max-wait", "3600"]
        for k, opt in (("budget", "--budget"), ("inputs", "--inputs"), ("draws", "--draws"), ("timeout", "--timeout"),
                       ("baseline", "--baseline")):
            if k in judge:
                argv += [opt, str(judge[k])]
        for name in judge.get("comparators", []):
            argv += ["--comparator", str(name)]
        self.log_path = run_dir / "serve.log"
        self.log = open(self.log_path, "ab")
        start = self.log.tell()  # a resumed run appends: only this service's lines count
        env = {k: v for k, v in os.environ.items() if k != "HPCAB_ADMIN_TOKEN"}
        self.proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log, env=env,
                                     preexec_fn=_pdeathsig)
        self.url = ""
        end = time.monotonic() + 60
        while time.monotonic() < end:
            text = self.log_path.read_bytes()[start:].decode(errors="replace")
            for ln in text.splitlines():
                if "listening on http://" in ln:
                    self.url = ln.split("listening on ", 1)[1].strip()
            if self.url and self.proc.poll() is None:
                break
            if self.proc.poll() is not None:
                raise InfraError(f"hpcab-serve exited {self.proc.returncode}; see {self.log_path}")
            time.sleep(0.05)
        if not self.url:
            raise InfraError(f"hpcab-serve did not start; see {self.log_path}")
        self.client = Client(self.url, self.admin, timeout=3700)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(60)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()


def _read_jsonl(path: Path) -> list[dict]:
    out = []
    if path.exists():
        for ln in path.read_text(encoding="utf-8").splitlines():
            try:
                out.append(json.loads(ln))
            except json.JSONDecodeError:
                pass  # a line cut by a kill: the proxy writes whole lines, so only the very last can be
    return out


def _tokens(usage: list[dict]) -> dict:
    return {k: sum(int(u.get(k, 0)) for u in usage) for k in ("input", "cached_input", "output", "reasoning")}


class Runner:
    def __init__(self, exp: cfgmod.Experiment, run_dir: Path, jobs: int = 1, log=None,
                 episodes: list[cfgmod.Episode] | None = None):
        """A runner of exp's episodes (or of `episodes` only: a Slurm shard's) into run_dir's store."""
        self.exp, self.run_dir, self.jobs = exp, Path(run_dir).resolve(), max(1, jobs)
        self.wanted = list(episodes) if episodes is not None else exp.episodes()
        self.log = log or (lambda msg: print(msg, file=sys.stderr, flush=True))
        self.run_dir.mkdir(parents=True, exist_ok=True)
        self.store = Store(self.run_dir / "run.sqlite")
        old = self.store.meta("config_sha256")
        if old and old != exp.sha256():
            raise cfgmod.ConfigError(f"{self.run_dir}: this run was made from another configuration "
                                     f"(config sha256 {old[:12]} != {exp.sha256()[:12]}); use a new --out")
        self.store.set_meta("config", exp.resolved())
        self.store.set_meta("config_sha256", exp.sha256())
        self.store.set_meta("experiment", exp.name)
        self.store.set_meta("config_path", str(exp.path))
        if self.store.meta("machine") is None:
            self.store.set_meta("machine", machine())
        (self.run_dir / "config.resolved.json").write_text(json.dumps(exp.resolved(), indent=1, sort_keys=True))
        self.store.add_episodes(self.wanted)
        self.serve: Serve | None = None
        self.proxy: Proxy | None = None
        self._stop = threading.Event()
        self._procs: set[int] = set()

    # -- the run --------------------------------------------------------------------------------
    def run(self) -> int:
        # an episode the framework failed (infra) is tried again; one the agent finished is never redone
        todo = [e for e in self.wanted if self.store.state(e) != "done" or self.store.end(e) == "infra"]
        if not todo:
            self.log(f"hpcab-run: every episode of {self.run_dir} is done")
            return 0
        missing = {n: harnessmod.program(s.harness)[0] for n, s in self.exp.setups.items()
                   if not harnessmod.program(s.harness)[1]}
        if missing:
            raise InfraError("harness program not found: " + ", ".join(f"setup {n}: '{p}'" for n, p in missing.items())
                             + " (install it, or set $HPCAB_MINI for mini-swe-agent)")
        judge = next(iter(self.exp.setups.values())).judge
        self.serve = Serve(self.run_dir, self.exp.corpus, judge, self.jobs)
        self.proxy = Proxy().start()
        ok, why = sandbox.available()
        if not ok and any(s.harness.get("sandbox") == "namespaces" for s in self.exp.setups.values()):
            raise InfraError(f"sandbox: {why}")
        if not ok:
            self.log(f"hpcab-run: WARNING: agents run without their namespaces: {why}")
        self.log(f"hpcab-run: {len(todo)} episodes to run, {self.jobs} at a time; hpcab-serve at {self.serve.url}")
        old = {sig: signal.signal(sig, self._on_signal) for sig in (signal.SIGINT, signal.SIGTERM)} \
            if threading.current_thread() is threading.main_thread() else {}
        try:
            with ThreadPoolExecutor(self.jobs) as pool:
                futures = [pool.submit(self.episode, e) for e in todo]
                while not all(f.done() for f in futures):
                    time.sleep(0.2)
                    if self._stop.is_set():
                        for f in futures:
                            f.cancel()
                for f in futures:
                    if not f.cancelled():
                        f.result()
            if self._stop.is_set():
                self.log(f"hpcab-run: stopped; `hpcab-run resume {self.run_dir}` continues")
        finally:
            for sig, h in old.items():
                signal.signal(sig, h)
            self.proxy.close()
            self.serve.stop()
        return 0

    def stopped(self) -> bool:
        """True when a signal stopped the run (its running episodes were left unrecorded)."""
        return self._stop.is_set()

    def _on_signal(self, signum, _frame) -> None:
        """Stops: every running harness is killed, the running episodes are left for resume."""
        self._stop.set()
        for pid in list(self._procs):
            try:
                os.killpg(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def episode(self, e: cfgmod.Episode) -> None:
        try:
            self._episode(e)
        except Stopped:
            pass

    def _episode(self, e: cfgmod.Episode) -> None:
        if self._stop.is_set():
            return
        s = self.exp.setups[e.setup]
        eid = self.store.mark_running(e)
        edir = self.run_dir / "episodes" / e.slug
        if edir.exists():
            shutil.rmtree(edir)  # a run killed mid-episode: the episode is redone from an empty workspace
        edir.mkdir(parents=True)
        t0 = time.time()
        attempts: list[dict] = []
        budget = s.budget
        deadline = time.monotonic() + float(budget["wall_s"])
        cap = int(budget["tokens"])
        rerun = False
        try:
            n = 0
            while True:
                n += 1
                a = self.attempt(e, s, edir, n, deadline, cap, rerun)
                attempts.append(a)
                answered = any(c["route"] == "submit" and c.get("state") == "done" for c in a["candidates"])
                if a["end"] == "crashed" and not answered and n < int(budget.get("attempts", 3)) \
                        and time.monotonic() < deadline - 1:
                    continue  # crash relaunch within the same deadline, from an empty workspace
                has_answer = any((c["route"] == "submit" and c.get("state") == "done") or
                                 (c["route"] == "score" and c.get("status") == "ok") for x in attempts
                                 for c in x["candidates"])
                if a["end"] in LIMIT_ENDS and not has_answer and not rerun:
                    rerun = True
                    scale = float(budget["rerun_scale"])
                    deadline = time.monotonic() + float(budget["wall_s"]) * scale
                    cap = int(int(budget["tokens"]) * scale)
                    continue
                break
            final, cands = self.final(e, s, attempts)
            end = attempts[-1]["end"]
        except Stopped:
            raise
        except Exception as x:  # noqa: BLE001 - the framework failed, not the agent: recorded, retried by resume
            if not isinstance(x, InfraError):
                import traceback
                (edir / "infra-error.txt").write_text(traceback.format_exc())
            self.log(f"hpcab-run: {e.key}: infra: {x.__class__.__name__}: {x}")
            final, cands, end = _no_final(), [], "infra"
            if not attempts:
                attempts.append({"attempt": 1, "rerun": False, "end": "infra", "wall_s": 0.0, "usage": [],
                                 "tokens": _tokens([]), "candidates": [], "prompt_sha256": None})
        last = attempts[-1]
        w = s.cost_weights()
        t = last["tokens"]
        episode = {"end": end, "attempts": len(attempts), "rerun": rerun, "wall_s": round(time.time() - t0, 3),
                   "prompt_sha256": last.get("prompt_sha256"), "tokens": t,
                   "cost": w[0] * t["input"] + w[1] * t["cached_input"] + w[2] * t["output"],
                   "scores": sum(1 for c in cands if c["route"] == "score" and c.get("http_status") == 200),
                   "submissions": sum(1 for c in cands if c["route"] == "submit" and c.get("http_status") in (200, 202)),
                   "final": final}
        if self._stop.is_set():
            raise Stopped()
        self.store.finish(eid, episode, attempts, cands)
        (edir / "end").write_text(end + "\n")
        self.log(f"hpcab-run: {e.key}: {end}, {len(attempts)} attempt(s), final {final['status']}"
                 f"{' (promoted)' if final['promoted'] else ''}, tokens {t['input']}+{t['cached_input']}+{t['output']}")

    # -- one attempt ----------------------------------------------------------------------------
    def attempt(self, e, s, edir: Path, n: int, deadline: float, cap: int, rerun: bool) -> dict:
        assert self.serve and self.proxy
        adir = edir / f"attempt{n}"
        work = adir / "work"
        work.mkdir(parents=True)
        left = deadline - time.monotonic()
        try:
            sess = self.serve.client.create_session([e.kernel], mode=s.mode, precision=s.precision,
                                                    max_scores=int(s.budget.get("scores") or 0) or None,
                                                    deadline_s=max(1.0, left))
            admin_task = Client(self.serve.url, sess["token"]).task(e.kernel)
        except (ServiceError, OSError) as x:
            raise InfraError(f"hpcab-serve: {x}") from None
        text = self.workspace(e, s, work, admin_task, cap, left)
        psha = promptmod.sha256(text)
        (self.serve.state / "prompts" / f"{sess['session']}.md").write_text(text)
        (adir / "PROMPT.md").write_text(text)
        key = secrets.token_hex(16)
        key_env = s.model.get("api_key_env")
        if key_env and not os.environ.get(key_env):
            raise InfraError(f"model.api_key_env: ${key_env} is not set")
        st = self.proxy.register(key, s.model["base_url"], self.serve.url, str(adir / "usage.jsonl"),
                                 str(adir / "candidates.jsonl"), cap,
                                 api_key=os.environ.get(key_env) if key_env else None)
        model_url = self.proxy.model_url(key)
        if s.model.get("api") == "anthropic" and model_url.endswith("/v1"):
            model_url = model_url[:-3]  # Anthropic clients add /v1/messages to their base URL
        values = {"workdir": str(work), "prompt": text, "prompt_file": str(work / "PROMPT.md"),
                  "base_url": model_url, "model": s.model["name"], "api": s.model.get("api", "openai"),
                  "HPCAB_URL": self.proxy.serve_url(key), "HPCAB_TOKEN": sess["token"], "HPCAB_KERNEL": e.kernel,
                  "config_dir": str(self.exp.path.parent)}
        try:
            argv, extra = harnessmod.prepare(s.harness, work, values)
        except KeyError as x:
            raise InfraError(str(x)) from None
        env = {k: v for k, v in os.environ.items() if not k.startswith("HPCAB_") and k != key_env}
        home = work / ".hpcab" / "home"
        home.mkdir(parents=True, exist_ok=True)
        bin_dir = self._agent_bin(work)
        env.update(HPCAB_URL=values["HPCAB_URL"], HPCAB_TOKEN=sess["token"], HPCAB_KERNEL=e.kernel,
                   HOME=str(home), PATH=f"{bin_dir}:{env.get('PATH', '/usr/bin:/bin')}",
                   OPENAI_BASE_URL=values["base_url"], OPENAI_API_BASE=values["base_url"],
                   ANTHROPIC_BASE_URL=values["base_url"], HPCAB_MODEL=s.model["name"],
                   PYTHONPATH=os.pathsep.join(filter(None, [str(PKG_ROOT), env.get("PYTHONPATH")])))
        env.update(extra)
        use_ns = s.harness.get("sandbox", "auto") != "none" and sandbox.available()[0]
        if use_ns:
            hide = [str(self.run_dir)]
            real_home = os.path.expanduser("~")
            if real_home not in ("/", "") and not any(p.startswith(real_home.rstrip("/") + "/") for p in
                                                      (str(work), sys.executable, argv[0], str(PKG_ROOT))):
                hide.append(real_home)
            argv = sandbox.wrap(argv, str(work), hide)
        (adir / "argv.json").write_text(json.dumps({"argv": argv, "sandbox": use_ns}, indent=1))
        t0, started = time.monotonic(), time.time()
        end, rc = None, None
        with open(adir / "harness.log", "wb") as log:
            try:
                proc = subprocess.Popen(argv, cwd=work, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                        start_new_session=True, preexec_fn=_pdeathsig)
            except OSError as x:
                self.proxy.unregister(key)
                raise InfraError(f"cannot start the harness {argv[0]}: {x}") from None
            self._procs.add(proc.pid)
            flagged = None
            while True:
                try:
                    rc = proc.wait(0.1)
                    break
                except subprocess.TimeoutExpired:
                    pass
                now = time.monotonic()
                if now >= deadline:
                    end = "wall_clock"
                    break
                if (st.capped or st.context_overflow) and flagged is None:
                    flagged = now
                if flagged is not None and now - flagged > 10:
                    break  # the harness was told and did not stop
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                rc = proc.wait()
            self._procs.discard(proc.pid)
        if self._stop.is_set():
            self.proxy.unregister(key)
            raise Stopped()
        wall = time.monotonic() - t0
        if not self.proxy.drain(key, timeout=600):  # answers still streaming to a killed harness
            self.log(f"hpcab-run: {e.key}: a model request still unanswered after 600 s is not counted")
        self.proxy.unregister(key)
        usage = _read_jsonl(adir / "usage.jsonl")
        cands = _read_jsonl(adir / "candidates.jsonl")
        if end is None:
            if st.capped:
                end = "token_cap"
            elif st.context_overflow:
                end = "context_overflow"
            elif any(c.get("error") in ("already_submitted", "score_limit") for c in cands):
                end = "submission_spent"
            elif rc != 0 and not any(c["route"] == "submit" for c in cands):
                end = "crashed"
            else:
                end = "finished"
        for c in cands:
            c["attempt"] = n
            if c["route"] == "submit" and c.get("submission") is not None:
                self._complete(c)
        return {"attempt": n, "rerun": rerun, "end": end, "exit_code": rc, "wall_s": round(wall, 3), "usage": usage,
                "tokens": _tokens(usage), "candidates": cands, "session": sess["session"], "workdir": str(work),
                "prompt_sha256": psha, "started": started, "ended": time.time()}

    def _complete(self, c: dict) -> None:
        """A submission's final state and full verdict, read with the admin token."""
        assert self.serve
        try:
            r = self.serve.client.wait_for(int(c["submission"]), timeout=3600)
        except (ServiceError, OSError) as x:
            raise InfraError(f"hpcab-serve: submission {c['submission']}: {x}") from None
        v = r.get("verdict") or {}
        c.update(state=r.get("state"), status=r.get("status"), speedup=r.get("speedup", v.get("speedup")),
                 grade_key=v.get("grade_key"), correct=bool(v.get("correct")), verdict=v or None)

    def final(self, e, s, attempts: list[dict]) -> tuple[dict, list[dict]]:
        """The episode's answer: its last graded submission, else its last correct scored source, promoted."""
        cands = [c for a in attempts for c in a["candidates"]]
        for i, c in enumerate(cands):
            c["seq"] = i + 1
        subs = [c for c in cands if c["route"] == "submit" and c.get("state") == "done"]
        if subs:
            c = subs[-1]
            return ({"status": c.get("status") or "none", "correct": bool(c.get("correct")),
                     "speedup": c.get("speedup") if c.get("correct") else None, "promoted": False,
                     "grade_key": c.get("grade_key")}, cands)
        scored = [c for c in cands if c["route"] == "score" and c.get("status") == "ok" and c.get("source")]
        if not scored:
            return _no_final(), cands
        src = scored[-1]
        assert self.serve
        try:  # graded in a session of its own: the agent's may be past its deadline
            sess = self.serve.client.create_session([e.kernel], mode="open", precision=s.precision)
            r = Client(self.serve.url, sess["token"], timeout=3700).submit(e.kernel, src["source"],
                                                                          src.get("language") or "c", wait=False)
            c = {"route": "final", "attempt": src["attempt"], "source": src["source"], "language": src.get("language"),
                 "submission": r["submission"], "http_status": 202}
            self._complete(c)
        except (ServiceError, OSError) as x:
            raise InfraError(f"promotion: {x}") from None
        c["seq"] = len(cands) + 1
        cands.append(c)
        return ({"status": c.get("status") or "none", "correct": bool(c.get("correct")),
                 "speedup": c.get("speedup") if c.get("correct") else None, "promoted": True,
                 "grade_key": c.get("grade_key")}, cands)

    # -- the workspace --------------------------------------------------------------------------
    def workspace(self, e, s, work: Path, task: dict, cap: int, left: float) -> str:
        kdir = self.exp.corpus / e.kernel
        (work / "hpcab").mkdir()
        (work / "hpcab" / "kernel.h").write_text(task.get("kernel_h") or "")
        (work / "kernel").mkdir()  # the kernel's directory, for make check (manifest, references, baselines)
        for f in kdir.iterdir():
            if f.is_file() and f.stat().st_size < 4 << 20:
                shutil.copy2(f, work / "kernel" / f.name)
        lang = s.language if s.language in REF_FILES else "c"
        refs = {}
        for L, f in REF_FILES.items():
            if (kdir / f).is_file():
                shutil.copy2(kdir / f, work / f)
                refs[L] = f
        ref_lang = lang if lang in refs else "c"
        judge = find_tool("hpcab-judge")
        (work / "Makefile").write_text(
            "# hpcab-run: a local check of candidate.c against the reference on the kernel's public test sizes,\n"
            "# compiled with the judge's flags. Its seeds are this workspace's own, never the service's.\n"
            f"JUDGE ?= {judge}\nCANDIDATE ?= candidate.c\n\n"
            "check: $(CANDIDATE)\n"
            f"\tHPCAB_STATE_DIR=$(CURDIR)/.hpcab/local-state $(JUDGE) grade kernel $(CANDIDATE) --check-only "
            f"--test-sizes --precision {s.precision}\n.PHONY: check\n")
        skills, packet_prompts = [], []
        for pname in s.packets:
            p = self.exp.packets[pname]
            if p.get("skills"):
                src = Path(p["skills"])
                dst = work / "skills"
                if src.is_dir():
                    shutil.copytree(src, dst, dirs_exist_ok=True)
                else:
                    dst.mkdir(exist_ok=True)
                    shutil.copy2(src, dst / src.name)
                skills = sorted(str(x.relative_to(work / "skills")) for x in dst.rglob("*") if x.is_file())
            if p.get("prompt"):
                packet_prompts.append(p["prompt"])
        template = promptmod.DEFAULT_TEMPLATE
        if s.values.get("prompt_template"):
            template = Path(s.prompt_template).read_text()
        text = promptmod.render(template, {
            "task": task, "kernel": e.kernel, "language": lang, "language_name": promptmod.LANGUAGE_NAMES[lang],
            "precision": s.precision, "mode": s.mode, "reference": (task.get("references") or {}).get(ref_lang)
            or (kdir / REF_FILES[ref_lang]).read_text(), "reference_file": REF_FILES[ref_lang],
            "reference_lang": "fortran" if ref_lang == "fortran" else ref_lang,
            "spec": (kdir / "spec.py").read_text() if (kdir / "spec.py").is_file() else "",
            "max_scores": int(s.budget.get("scores") or 0), "wall_s": left, "tokens": cap,
            "tools": s.harness.get("tools", "shell"), "packet_prompts": packet_prompts, "skills": skills})
        (work / "PROMPT.md").write_text(text)
        return text

    def _agent_bin(self, work: Path) -> Path:
        d = work / ".hpcab" / "bin"
        d.mkdir(parents=True, exist_ok=True)
        for name, cmd in (("hpcab-task", "task"), ("hpcab-score", "score"), ("hpcab-submit", "submit"),
                          ("hpcab-profile", "profile"), ("hpcab-agent", None)):
            sub = f" {cmd}" if cmd else ""
            (d / name).write_text(f"#!/bin/sh\nexec {sys.executable} -m hpcabench.agent{sub} \"$@\"\n")
            (d / name).chmod(0o755)
        (d / "hpcab-mcp").write_text(f"#!/bin/sh\nexec {sys.executable} -m hpcabench.mcp \"$@\"\n")
        (d / "hpcab-mcp").chmod(0o755)
        return d


def _no_final() -> dict:
    return {"status": "none", "correct": False, "speedup": None, "promoted": False, "grade_key": None}
