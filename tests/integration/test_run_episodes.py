"""hpcab-run end to end with the test doubles (the scripted agent, the fake model server), through the
token proxy, hpcab-serve and the judge: the store holds every episode, attempt, usage row and grade;
token counts equal the fake server's; every end of an episode; the sandbox; kill -9 and resume."""
import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

for _m in ("yaml", "jinja2", "aiohttp", "zstandard"):  # hpcab-run's dependencies (tools/install-deps.sh)
    pytest.importorskip(_m)
from judgelib import ROOT
from runlib import (KERNELS3, FakeModel, agent_command, env, fake, hpcab_run, need_build, store_rows,  # noqa: F401
                    write_config)

sys.path.insert(0, str(ROOT / "bindings" / "python"))
from hpcabench.run import sandbox  # noqa: E402


@pytest.fixture(autouse=True)
def _built():
    need_build()


def test_a_small_experiment_runs_end_to_end_and_counts_every_token(tmp_path, fake):
    skills = tmp_path / "skills"
    skills.mkdir()
    (skills / "page.md").write_text("a skill page\n")
    cfg = write_config(tmp_path, fake.url, kernels=KERNELS3, repeats=2,
                       harness={"command": agent_command("normal", "--stream"), "tools": "shell"},
                       setups={"control": {}, "skills": {"packets": ["p"]}},
                       extra={"packets": {"p": {"skills": str(skills), "prompt": "PACKET-PROMPT-LINE"}},
                              "comparisons": [{"control": "control", "treatment": "skills", "family": "f"}]})
    run = tmp_path / "run"
    hpcab_run("run", cfg, "--out", run, "--jobs", "2")
    eps = store_rows(run, "SELECT * FROM episodes")
    assert len(eps) == 12 and all(e["state"] == "done" and e["end"] == "finished" for e in eps)
    assert all(e["final_status"] == "ok" and e["final_correct"] == 1 and e["final_grade_key"] for e in eps)
    assert len(store_rows(run, "SELECT * FROM attempts")) == 12
    cands = store_rows(run, "SELECT route, source, status FROM candidates")
    assert sorted(c["route"] for c in cands) == ["score"] * 12 + ["submit"] * 12
    assert all(c["source"] and c["status"] == "ok" for c in cands)
    # the store's tokens are the fake server's, to the token
    u = store_rows(run, "SELECT sum(input) i, sum(cached_input) c, sum(output) o, sum(reasoning) r, count(*) n "
                        "FROM usage")[0]
    t = fake.totals()
    assert (u["i"], u["c"], u["o"], u["r"], u["n"]) == (t["input"], t["cached_input"], t["output"],
                                                         t["reasoning"], len(fake.usage()))
    e = store_rows(run, "SELECT sum(input) i, sum(cached_input) c, sum(output) o FROM episodes")[0]
    assert (e["i"], e["c"], e["o"]) == (t["input"], t["cached_input"], t["output"])
    # the packet reached the treatment's workspace and prompt only; GET /v1/task gave the references and prompt
    for ep in eps:
        work = run / "episodes" / ep["setup"] / ep["kernel"].replace("/", "__") / f"r{ep['repeat']}" / "attempt1" / "work"
        prompt = (work / "PROMPT.md").read_text()
        assert ("PACKET-PROMPT-LINE" in prompt) == (ep["setup"] == "skills")
        assert (work / "skills" / "page.md").exists() == (ep["setup"] == "skills")
        task = json.loads((work / "task.json").read_text())
        assert task["prompt"] == prompt and "c" in task["references"]
        assert task["references"]["c"] == (ROOT / "kernels" / ep["kernel"] / "reference.c").read_text()
    # status --json: one object per episode; export: the observation schema
    lines = [json.loads(x) for x in hpcab_run("status", run, "--json").stdout.splitlines()]
    assert len(lines) == 12 and set(lines[0]) >= {"setup", "kernel", "repeat", "end", "attempts", "tokens", "cost",
                                                  "scores", "final"}
    out = tmp_path / "export"
    hpcab_run("export", run, "-o", out)
    man = json.loads((out / "manifest.json").read_text())
    import zstandard
    raw = zstandard.ZstdDecompressor().decompress((out / "observations.jsonl.zst").read_bytes(),
                                                  max_output_size=1 << 30).decode()
    obs = [json.loads(x) for x in raw.splitlines()]
    assert man["schema"] == "hpcab.observations/1" and man["lines"] == len(obs)
    assert man["comparisons"][0]["differs"] == "packets"
    kinds = [o["kind"] for o in obs]
    assert kinds.count("episode") == 12 and kinds.count("attempt") == 12 and kinds.count("candidate") == 24


def _behaviour_setup(b, **kw):
    return dict({"harness": {"command": agent_command(b, *kw.pop("args", [])), "tools": "shell"}}, **kw)


def test_every_end_of_an_episode(tmp_path, fake):
    setups = {
        "normal": _behaviour_setup("normal"),
        "crash": _behaviour_setup("crash"),
        "hang": _behaviour_setup("hang", budget={"wall_s": 3}),
        "spin": _behaviour_setup("spin", budget={"tokens": 3000}),
        "nosubmit": _behaviour_setup("no-submit"),
        "twice": _behaviour_setup("submit-twice"),
        "overflow": _behaviour_setup("normal", model={"name": "overflow"}),
        "blind": _behaviour_setup("normal", mode="blind"),
    }
    cfg = write_config(tmp_path, fake.url, setups=setups)
    run = tmp_path / "run"
    hpcab_run("run", cfg, "--out", run, "--jobs", "3")
    eps = {e["setup"]: e for e in store_rows(run, "SELECT * FROM episodes")}
    att = {}
    for a in store_rows(run, "SELECT e.setup, a.* FROM attempts a JOIN episodes e ON e.id = a.episode ORDER BY a.attempt"):
        att.setdefault(a["setup"], []).append(a)
    assert eps["normal"]["end"] == "finished" and eps["normal"]["final_status"] == "ok"
    assert eps["crash"]["end"] == "crashed" and eps["crash"]["attempts"] == 3 and eps["crash"]["final_status"] == "none"
    assert eps["hang"]["end"] == "wall_clock" and eps["hang"]["rerun"] == 1 and eps["hang"]["attempts"] == 2
    assert att["hang"][1]["wall_s"] >= 5.5  # the rerun had rerun_scale (2) times the wall
    assert eps["spin"]["end"] == "token_cap" and eps["spin"]["rerun"] == 1
    last = att["spin"][-1]
    assert 6000 <= last["input"] + last["cached_input"] + last["output"]  # the rerun's cap is twice the first's
    assert eps["spin"]["input"] == last["input"]  # the cost is the final attempt's
    assert eps["nosubmit"]["end"] == "finished" and eps["nosubmit"]["final_promoted"] == 1
    assert eps["nosubmit"]["final_status"] == "ok" and eps["nosubmit"]["final_correct"] == 1
    assert eps["twice"]["end"] == "submission_spent" and eps["twice"]["final_status"] == "ok"
    assert eps["overflow"]["end"] == "context_overflow"
    # blind mode: the agent's score is refused and its submission answered with a status only; the
    # runner reads the grade with the admin token
    assert eps["blind"]["end"] == "finished" and eps["blind"]["scores"] == 0
    assert eps["blind"]["final_status"] == "ok" and eps["blind"]["final_grade_key"]


def test_a_hostile_agent_cannot_read_other_workspaces_the_state_or_the_secrets(tmp_path, fake):
    ok, why = sandbox.available()
    if not ok:
        pytest.skip(f"no user/mount/PID namespaces on this host, the agent runs unsandboxed: {why}")
    run = tmp_path / "run"
    other = run / "episodes" / "control" / "llr__s000" / "r0" / "attempt1" / "work" / "PROMPT.md"
    probes = [str(run / "admin-token"), str(run / "serve-state"), str(run / "run.sqlite"), str(other),
              str(run / "serve.log"), str(run / "episodes" / "control" / "llr__s000")]
    args = [a for p in probes for a in ("--probe", p)]
    cfg = write_config(tmp_path, fake.url, kernels=KERNELS3[:2],
                       harness={"command": agent_command("hostile", *args), "tools": "shell"})
    hpcab_run("run", cfg, "--out", run, "--jobs", "1")
    work = run / "episodes" / "control" / "llr__lfk03_inner_product" / "r0" / "attempt1" / "work"
    found = json.loads((work / "hostile.json").read_text())
    for p in probes:  # the second episode's findings: the first's workspace existed and was not in its reach
        assert found[p].startswith("denied") or found[p] == "listed: ", (p, found[p])
        assert found["write:" + p].startswith("denied"), p
    # the first episode probed its own workspace (allowed); nothing was written anywhere else
    assert list(run.rglob("hostile-was-here")) == [other.parent / "hostile-was-here"]
    # shared memory is no channel: the second episode did not see the first's mark, nor does the host
    assert "hpcab-hostile-mark" not in found["shm_seen"] and not os.path.exists("/dev/shm/hpcab-hostile-mark")
    eps = store_rows(run, "SELECT end, final_status FROM episodes")
    assert [e["final_status"] for e in eps] == ["ok", "ok"]  # it still did its work


def test_kill_9_of_the_runner_then_resume_redoes_nothing_and_counts_nothing_twice(tmp_path, fake):
    trials = int(os.environ.get("HPCAB_RESUME_TRIALS", "2"))
    rng = random.Random(int(os.environ.get("HPCAB_RESUME_SEED", "7")))
    for trial in range(trials):
        run = tmp_path / f"run{trial}"
        cfg = write_config(tmp_path, fake.url, name=f"k{trial}", kernels=KERNELS3,
                           setups={"a": {}, "b": {"language": "cpp"}})
        p = subprocess.Popen([sys.executable, "-m", "hpcabench.run", "run", str(cfg), "--out", str(run), "--jobs",
                              "2"], env=env(), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        end = time.monotonic() + 60
        while not (run / "config.resolved.json").exists():  # the run exists (a busy machine starts slowly)
            assert time.monotonic() < end and p.poll() is None
            time.sleep(0.05)
        time.sleep(rng.uniform(0.0, 7.0))
        p.send_signal(signal.SIGKILL)
        p.wait()
        hpcab_run("resume", run, "--jobs", "2")
        eps = store_rows(run, "SELECT * FROM episodes")
        bad = [e for e in eps if e["state"] != "done" or e["end"] != "finished"]
        logs = {str(f.relative_to(run)): f.read_text()[-1500:] for e in bad
                for f in run.glob(f"episodes/{e['setup']}/{e['kernel'].replace('/', '__')}/*/*/harness.log")}
        assert len(eps) == 6 and not bad, \
            (trial, [(e["setup"], e["kernel"], e["state"], e["end"], e["runs"], e["attempts"]) for e in eps], logs)
        assert all(e["final_grade_key"] and e["final_status"] == "ok" for e in eps)
        assert len(store_rows(run, "SELECT * FROM attempts")) == 6
        assert len(store_rows(run, "SELECT * FROM candidates")) == 12
        # the store's usage is exactly the usage files of the episodes it kept (a killed episode's are gone)
        files = [json.loads(x) for f in run.glob("episodes/*/*/*/attempt*/usage.jsonl")
                 for x in f.read_text().splitlines()]
        u = store_rows(run, "SELECT sum(input) i, sum(output) o, count(*) n FROM usage")[0]
        assert (u["i"], u["o"], u["n"]) == (sum(r["input"] for r in files), sum(r["output"] for r in files), len(files))
        again = hpcab_run("resume", run)
        assert "every episode" in again.stderr
        assert store_rows(run, "SELECT sum(runs) r FROM episodes")[0]["r"] <= 6 + 2  # at most the killed ones twice


def _mini():
    for p in (os.environ.get("HPCAB_MINI"), str(ROOT / "build-cache" / "mswea-venv" / "bin" / "mini")):
        if p and os.access(p, os.X_OK):
            return p
    import shutil
    return shutil.which("mini")


def test_mini_swe_agent_runs_for_real_beside_the_scripted_agent(tmp_path):
    mini = _mini()
    if not mini:
        pytest.skip("mini-swe-agent is not installed (tools/install-deps.sh puts it in build-cache/mswea-venv; "
                    "or set HPCAB_MINI)")
    fake = FakeModel(tmp_path, {"replies": [{"bash": "cp reference.c candidate.c && make check && hpcab-score candidate.c"},
                                            {"bash": "hpcab-submit candidate.c"}],
                                "after": {"bash": "echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT"}})
    try:
        # the CI experiment: 3 kernels x 2 setups (mini-swe-agent, the scripted agent) x 2 repeats
        cfg = write_config(tmp_path, fake.url, kernels=KERNELS3, repeats=2,
                           setups={"mini": {"harness": {"preset": "mini-swe-agent"}}, "scripted": {}},
                           extra={"comparisons": [{"control": "scripted", "treatment": "mini"}]},
                           budget={"tokens": 200000, "wall_s": 240, "rerun_scale": 2})
        run = tmp_path / "run"
        e = env()
        e["HPCAB_MINI"] = mini
        r = subprocess.run([sys.executable, "-m", "hpcabench.run", "run", str(cfg), "--out", str(run), "--jobs", "2"],
                           env=e, cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, r.stderr
        eps = store_rows(run, "SELECT * FROM episodes ORDER BY setup")
        assert [(x["setup"], x["end"], x["final_status"], x["final_promoted"]) for x in eps] == \
               [("mini", "finished", "ok", 0)] * 6 + [("scripted", "finished", "ok", 0)] * 6, \
               [(x["setup"], x["end"]) for x in eps]
        t = fake.totals()
        u = store_rows(run, "SELECT sum(input) i, sum(cached_input) c, sum(output) o, count(*) n FROM usage")[0]
        assert (u["i"], u["c"], u["o"], u["n"]) == (t["input"], t["cached_input"], t["output"], len(fake.usage()))
        mini_rows = store_rows(run, "SELECT u.* FROM usage u JOIN attempts a ON a.id = u.attempt "
                                    "JOIN episodes e ON e.id = a.episode WHERE e.setup = 'mini'")
        assert len(mini_rows) == 18  # three model turns per mini episode, each counted
        routes = store_rows(run, "SELECT c.route FROM candidates c JOIN episodes e ON e.id = c.episode "
                                 "WHERE e.setup = 'mini' ORDER BY c.id")
        assert [x["route"] for x in routes] == ["score", "submit"] * 6  # make check passed, then score, submit
        work = run / "episodes" / "mini" / "llr__s000" / "r0" / "attempt1" / "work"
        assert (work / ".hpcab" / "trajectory.json").exists()
    finally:
        fake.stop()


def test_kill_9_mid_grade_then_resume_grades_every_answer_once(tmp_path, fake):
    # no-submit agents: the runner itself grades each one's last correct score (the promotion), and is
    # killed while the first such grade runs
    cfg = write_config(tmp_path, fake.url, name="g", kernels=KERNELS3[:2],
                       harness={"command": agent_command("no-submit"), "tools": "shell"},
                       extra={"judge": {"budget": 0.3, "inputs": 2, "draws": 2}})
    run = tmp_path / "run"
    p = subprocess.Popen([sys.executable, "-m", "hpcabench.run", "run", str(cfg), "--out", str(run)], env=env(),
                         cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic() + 120
    while not any("score" in f.read_text() for f in run.glob("episodes/*/*/*/attempt*/candidates.jsonl")):
        assert time.monotonic() < end and p.poll() is None
        time.sleep(0.05)
    time.sleep(0.7)
    p.send_signal(signal.SIGKILL)
    p.wait()
    hpcab_run("resume", run)
    eps = store_rows(run, "SELECT * FROM episodes")
    assert len(eps) == 2 and all(e["end"] == "finished" and e["final_promoted"] == 1 and e["final_grade_key"]
                                 for e in eps)
    routes = store_rows(run, "SELECT episode, route FROM candidates ORDER BY episode, seq")
    assert [r["route"] for r in routes] == ["score", "final"] * 2


def test_without_namespaces_the_sandbox_says_why(tmp_path):
    code = ("import sys; sys.path.insert(0, %r)\nfrom hpcabench.run import sandbox\nprint(sandbox.available())"
            % str(ROOT / "bindings" / "python"))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ, PATH=str(tmp_path)))
    assert "(False, \"util-linux 'unshare' is not installed\")" in r.stdout, r.stdout + r.stderr


def test_an_agent_killed_mid_stream_at_the_wall_loses_no_token(tmp_path):
    # the model's first answer streams for ~10 s; the wall (3 s, then 6 s for the rerun) kills the agent
    # in the middle of it: the proxy reads each answer to its end and the store counts all of it
    fake = FakeModel(tmp_path, {"replies": [{"content": "slow words " * 30, "chunk_delay_s": 1.2}]})
    try:
        cfg = write_config(tmp_path, fake.url, harness={"command": agent_command("normal", "--stream"),
                                                        "tools": "shell"},
                           budget={"tokens": 100000, "wall_s": 3, "rerun_scale": 2})
        run = tmp_path / "run"
        hpcab_run("run", cfg, "--out", run)
        e = store_rows(run, "SELECT * FROM episodes")[0]
        assert e["end"] == "wall_clock" and e["rerun"] == 1 and e["attempts"] == 2
        rows = store_rows(run, "SELECT row FROM usage")
        rows = [json.loads(r["row"]) for r in rows]
        assert rows and all(r["complete"] for r in rows) and not all(r["client_complete"] for r in rows)
        u = store_rows(run, "SELECT sum(input) i, sum(cached_input) c, sum(output) o FROM usage")[0]
        t = fake.totals()
        assert (u["i"], u["c"], u["o"]) == (t["input"], t["cached_input"], t["output"])
    finally:
        fake.stop()


def test_sigterm_stops_the_run_at_once_recording_nothing_of_the_killed_episodes(tmp_path, fake):
    cfg = write_config(tmp_path, fake.url, name="s", kernels=KERNELS3[:2],
                       harness={"command": agent_command("hang"), "tools": "shell"},
                       setups={"hang": {}, "normal": {"harness": {"command": agent_command("normal")}}},
                       budget={"tokens": 100000, "wall_s": 600, "rerun_scale": 2})
    run = tmp_path / "run"
    p = subprocess.Popen([sys.executable, "-m", "hpcabench.run", "run", str(cfg), "--out", str(run), "--jobs", "2"],
                         env=env(), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    end = time.monotonic() + 120
    while len(list(run.glob("episodes/hang/*/*/attempt1/harness.log"))) < 1:
        assert time.monotonic() < end and p.poll() is None
        time.sleep(0.1)
    time.sleep(1.0)
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=60)  # a hanging agent does not hold the runner
    assert "hpcab-run resume" in err
    hung = [e for e in store_rows(run, "SELECT * FROM episodes WHERE setup = 'hang'")]
    assert all(e["state"] != "done" for e in hung)  # nothing recorded for the killed episodes


def test_a_prompt_template_naming_an_unknown_variable_ends_the_episode_infra_and_says_why(tmp_path, fake):
    t = tmp_path / "prompt.j2"
    t.write_text("Optimize {{ task.symbol }} within {{ no_such_variable }}\n")
    cfg = write_config(tmp_path, fake.url, extra={"prompt_template": str(t)})
    run = tmp_path / "run"
    r = hpcab_run("run", cfg, "--out", run, check=False)
    assert r.returncode == 1 and "no_such_variable" in r.stderr
    assert [e["end"] for e in store_rows(run, "SELECT * FROM episodes")] == ["infra"]
    assert "no_such_variable" in next(run.glob("episodes/*/*/*/infra-error.txt")).read_text()


def test_a_harness_program_that_is_not_there_is_named_before_anything_starts(tmp_path, fake):
    cfg = write_config(tmp_path, fake.url, harness={"command": ["/nonexistent/agent", "{workdir}"]})
    assert "WARNING: its program '/nonexistent/agent' is not found" in hpcab_run("plan", cfg).stdout
    r = hpcab_run("run", cfg, "--out", tmp_path / "run", check=False)
    assert r.returncode == 1 and "harness program not found: setup control: '/nonexistent/agent'" in r.stderr
    assert not (tmp_path / "run" / "serve.log").exists()  # no service was started
