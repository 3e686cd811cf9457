"""Harness presets: the exact command lines with which hpcab-run starts real agent programs.

A harness is an argv template; hpcab-run fills in ``{workdir}`` (the episode's workspace),
``{prompt}`` (PROMPT.md's text), ``{prompt_file}`` (its path), ``{base_url}`` (the token proxy's base URL
for this attempt: never the model server's own), ``{model}`` (the model's name), ``{mcp_config}`` (a
JSON file naming ``hpcab-mcp`` for harnesses that take tools over MCP), ``{hpcab}`` (the directory with
hpcab-run's own files in the workspace, ``.hpcab``) and ``{python}`` (the runner's Python). The
environment always holds HPCAB_URL, HPCAB_TOKEN, HPCAB_KERNEL (the shell tools hpcab-task, hpcab-score,
hpcab-submit, hpcab-profile read them), plus the preset's variables below.

Presets (only mini-swe-agent and the generic command are run by the tests; the others are the
documented command lines of those programs, unverified here because they are not installed):

mini-swe-agent  ``mini -c mini.yaml -c {hpcab}/mini.yaml -t {prompt} -o {hpcab}/trajectory.json``
                with {hpcab}/mini.yaml setting yolo mode, no exit confirmation, the model as
                ``openai/{model}`` at ``{base_url}`` (litellm), and the environment variables of
                examples/experiments/README.md (MSWEA_CONFIGURED, LITELLM_LOCAL_MODEL_COST_MAP, ...).
                The program is ``$HPCAB_MINI`` or ``mini`` on PATH.
claude-code     ``claude -p {prompt} --output-format stream-json --verbose --model {model}
                --mcp-config {mcp_config} --dangerously-skip-permissions`` with ANTHROPIC_BASE_URL={base_url}
codex           ``codex exec --skip-git-repo-check --dangerously-bypass-approvals-and-sandbox -m {model}
                -c model_provider="hpcab" -c model_providers.hpcab.base_url="{base_url}"
                -c model_providers.hpcab.wire_api="responses" {prompt}``
openhands       ``python -m openhands.core.main -t {prompt}`` with LLM_MODEL=openai/{model},
                LLM_BASE_URL={base_url}, RUNTIME=local, WORKSPACE_BASE={workdir}
aider           ``aider --yes-always --no-git --no-auto-commits --no-show-model-warnings
                --model openai/{model} --openai-api-base {base_url} --message-file {prompt_file}``
"""
from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

PRESETS: dict[str, dict] = {
    "mini-swe-agent": {
        "command": ["{mini}", "-c", "mini.yaml", "-c", "{hpcab}/mini.yaml", "-t", "{prompt}",
                    "-o", "{hpcab}/trajectory.json"],
        "env": {"MSWEA_CONFIGURED": "true", "LITELLM_LOCAL_MODEL_COST_MAP": "True",
                "MSWEA_GLOBAL_CONFIG_DIR": "{hpcab}/mswea", "MSWEA_MODEL_RETRY_STOP_AFTER_ATTEMPT": "1",
                "MSWEA_SILENT_STARTUP": "1", "MSWEA_COST_TRACKING": "ignore_errors",
                "OPENAI_API_KEY": "hpcab-proxy"},
        "tools": "shell", "transcript": "trajectory.json",
    },
    "claude-code": {
        "command": ["claude", "-p", "{prompt}", "--output-format", "stream-json", "--verbose", "--model", "{model}",
                    "--mcp-config", "{mcp_config}", "--dangerously-skip-permissions"],
        "env": {"ANTHROPIC_BASE_URL": "{base_url}", "ANTHROPIC_API_KEY": "hpcab-proxy",
                "DISABLE_TELEMETRY": "1", "DISABLE_AUTOUPDATER": "1"},
        "tools": "mcp",
    },
    "codex": {
        "command": ["codex", "exec", "--skip-git-repo-check", "--dangerously-bypass-approvals-and-sandbox",
                    "-m", "{model}", "-c", 'model_provider="hpcab"', "-c", 'model_providers.hpcab.name="hpcab"',
                    "-c", 'model_providers.hpcab.base_url="{base_url}"',
                    "-c", 'model_providers.hpcab.wire_api="responses"', "{prompt}"],
        "env": {"OPENAI_API_KEY": "hpcab-proxy"}, "tools": "shell",
    },
    "openhands": {
        "command": ["{python}", "-m", "openhands.core.main", "-t", "{prompt}"],
        "env": {"LLM_MODEL": "openai/{model}", "LLM_BASE_URL": "{base_url}", "LLM_API_KEY": "hpcab-proxy",
                "RUNTIME": "local", "WORKSPACE_BASE": "{workdir}"},
        "tools": "shell",
    },
    "aider": {
        "command": ["aider", "--yes-always", "--no-git", "--no-auto-commits", "--no-show-model-warnings",
                    "--model", "openai/{model}", "--openai-api-base", "{base_url}", "--message-file", "{prompt_file}"],
        "env": {"OPENAI_API_KEY": "hpcab-proxy"}, "tools": "shell",
    },
}


def mini_program() -> str:
    return os.environ.get("HPCAB_MINI") or shutil.which("mini") or "mini"


def prepare(harness: dict, workdir: Path, values: dict) -> tuple[list[str], dict[str, str]]:
    """The argv and the extra environment of one attempt; writes the preset's own files under .hpcab."""
    hp = workdir / ".hpcab"
    hp.mkdir(exist_ok=True)
    values = dict(values, hpcab=str(hp), workdir=str(workdir), python=sys.executable, mini=mini_program())
    mcp = hp / "mcp.json"
    mcp.write_text(json.dumps({"mcpServers": {"hpcab": {
        "command": "hpcab-mcp", "args": [],
        "env": {k: values[k] for k in ("HPCAB_URL", "HPCAB_TOKEN", "HPCAB_KERNEL") if k in values}}}}, indent=1))
    values["mcp_config"] = str(mcp)
    preset = PRESETS.get(harness.get("preset", ""), {})
    if harness.get("preset") == "mini-swe-agent":
        step_limit = int((harness.get("options") or {}).get("step_limit", 50))
        (hp / "mini.yaml").write_text(json.dumps({
            "agent": {"mode": "yolo", "confirm_exit": False, "step_limit": step_limit, "cost_limit": 0},
            "model": {"model_name": f"{'anthropic' if values.get('api') == 'anthropic' else 'openai'}/{values['model']}",
                      "model_kwargs": {"api_base": values["base_url"], "api_key": "hpcab-proxy", "drop_params": True}},
            "environment": {"cwd": str(workdir), "timeout": 600}}))
        (hp / "mswea").mkdir(exist_ok=True)
    template = harness.get("command") or preset.get("command")
    argv = [fill(a, values) for a in template]
    env = {k: fill(v, values) for k, v in {**preset.get("env", {}), **(harness.get("env") or {})}.items()}
    return argv, env


def program(harness: dict) -> tuple[str, bool]:
    """The harness's program (its argv[0], filled in) and whether it is found here."""
    template = harness.get("command") or PRESETS.get(harness.get("preset", ""), {}).get("command") or [""]
    first = template[0]
    prog = first.replace("{python}", sys.executable).replace("{mini}", mini_program())
    if "{" in prog:  # a field known only per episode: cannot be checked before
        return prog, True
    found = os.access(prog, os.X_OK) if os.sep in prog else shutil.which(prog) is not None
    return prog, found


def fill(template: str, values: dict) -> str:
    """Replaces {name} fields; a field hpcab-run does not know is an error (no empty string in its place)."""
    out, i = [], 0
    while i < len(template):
        j = template.find("{", i)
        if j < 0:
            out.append(template[i:])
            break
        k = template.find("}", j)
        name = template[j + 1:k] if k > 0 else ""
        if k < 0 or not name.replace("_", "").isalnum():
            out.append(template[i:j + 1])
            i = j + 1
            continue
        if name not in values:
            raise KeyError(f"harness template: unknown field {{{name}}} (known: {', '.join(sorted(values))})")
        out.append(template[i:j])
        out.append(str(values[name]))
        i = k + 1
    return "".join(out)
