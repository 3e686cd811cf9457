"""TEST DOUBLE — a scripted agent for hpcab-run's tests only: no model decides anything here.

It asks the model a few questions through the base URL it is given (so the proxy counts tokens), then
writes a candidate (the reference itself, renamed), scores it with hpcab-score, submits it with
hpcab-submit and exits 0. Other behaviours test the runner's ends:

    --behaviour normal | no-submit | crash | hang | spin | kill-mid-stream | hostile | submit-twice
    --api openai | responses | anthropic      --stream      --requests N
    --pause S      sleeps S seconds before writing its candidate (a window for tests that stop a run mid-episode)
    --answer-dir D answers with D/<kernel id, '/' as '__'>.c when the workspace has it (a packet's skills
                   directory), else with the reference

hostile: tries to read what it must not (the paths given with --probe) and to write outside its
workspace, records what it managed in hostile.json in its workspace, then behaves normally.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request


def ask(base: str, api: str, model: str, messages: list, stream: bool, die_mid_stream: bool = False) -> str:
    if api == "anthropic":
        url, body = base.rstrip("/") + "/v1/messages", {"model": model, "max_tokens": 256, "messages": messages}
    elif api == "responses":
        url, body = base.rstrip("/") + "/responses", {"model": model, "input": messages}
    else:
        url, body = base.rstrip("/") + "/chat/completions", {"model": model, "messages": messages}
    if stream:
        body["stream"] = True
    req = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json",
                                                                   "Authorization": "Bearer dummy",
                                                                   "x-api-key": "dummy"})
    with urllib.request.urlopen(req, timeout=120) as r:
        if not stream:
            return r.read().decode()
        got = b""
        while True:
            line = r.readline()
            if not line:
                break
            got += line
            if die_mid_stream and got.count(b"data:") >= 2:
                os._exit(9)  # killed mid-stream: the proxy must still count the whole answer
        return got.decode()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--base-url", required=True)
    ap.add_argument("--model", default="fake")
    ap.add_argument("--behaviour", default="normal")
    ap.add_argument("--api", default="openai")
    ap.add_argument("--stream", action="store_true")
    ap.add_argument("--requests", type=int, default=2)
    ap.add_argument("--probe", action="append", default=[])
    ap.add_argument("--pause", type=float, default=0.0)
    ap.add_argument("--answer-dir", default=None)
    a = ap.parse_args()
    os.chdir(a.workdir)
    if a.behaviour == "crash":
        print("scripted agent: crashing on purpose", file=sys.stderr)
        return 3
    if a.behaviour == "hostile":
        found = {}
        for p in a.probe:
            try:
                if os.path.isdir(p):
                    found[p] = "listed: " + ",".join(os.listdir(p))[:200]
                else:
                    with open(p, "rb") as f:
                        found[p] = "read: " + f.read(64).hex()
            except OSError as e:
                found[p] = f"denied: {e.__class__.__name__}"
        for p in a.probe:
            try:
                with open(os.path.join(os.path.dirname(p), "hostile-was-here"), "w") as f:
                    f.write("x")
                found["write:" + p] = "wrote"
            except OSError as e:
                found["write:" + p] = f"denied: {e.__class__.__name__}"
        try:  # a channel between episodes through shared memory?
            found["shm_seen"] = sorted(os.listdir("/dev/shm"))
            with open("/dev/shm/hpcab-hostile-mark", "w") as f:
                f.write("x")
        except OSError as e:
            found["shm_seen"] = [f"denied: {e.__class__.__name__}"]
        with open("hostile.json", "w") as f:
            json.dump(found, f)
    r = subprocess.run(["hpcab-task"], capture_output=True, text=True)
    with open("task.json", "w") as f:
        f.write(r.stdout)
    messages = [{"role": "user", "content": open("PROMPT.md").read()}]
    n = a.requests
    i = 0
    while i < n or a.behaviour == "spin":
        try:
            text = ask(a.base_url, a.api, a.model, messages, a.stream, a.behaviour == "kill-mid-stream" and i == n - 1)
        except urllib.error.HTTPError as e:
            print(f"scripted agent: the model answered {e.code}: {e.read()[:300]!r}", file=sys.stderr)
            return 4
        messages += [{"role": "assistant", "content": text[:2000]}, {"role": "user", "content": f"go on ({i})"}]
        i += 1
    if a.behaviour == "hang":
        time.sleep(100000)
    time.sleep(a.pause)
    ref = "reference.c"
    if a.answer_dir:
        own = os.path.join(a.answer_dir, os.environ.get("HPCAB_KERNEL", "").replace("/", "__") + ".c")
        if os.path.exists(own):
            ref = own
    shutil.copy(ref, "candidate.c")
    r = subprocess.run(["hpcab-score", "candidate.c"], capture_output=True, text=True)
    print("score:", r.stdout, r.stderr, file=sys.stderr)
    if a.behaviour == "no-submit":
        return 0
    r = subprocess.run(["hpcab-submit", "candidate.c"], capture_output=True, text=True)
    print("submit:", r.returncode, r.stdout[:300], r.stderr[:300], file=sys.stderr)
    if a.behaviour == "submit-twice":
        r = subprocess.run(["hpcab-submit", "candidate.c"], capture_output=True, text=True)
        print("submit again:", r.returncode, r.stderr[:300], file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
