"""PROMPT.md: the task as the agent reads it, rendered from a jinja2 template with StrictUndefined
(a missing variable is an error, never an empty string). A setup may name its own template
(``prompt_template``); the variables are those of ``variables()``."""
from __future__ import annotations

import hashlib

import jinja2

DEFAULT_TEMPLATE = """\
# Optimize `{{ task.symbol }}` ({{ kernel }}): {{ task.title }}

Write a faster implementation of the kernel below, in {{ language_name }}, that computes the same
result. It is judged by hpcab-serve: correct on every size first, then timed against the reference.

## The prototype ({{ precision }})

```c
{{ task.signature }}
```

`real_t` is {{ '`double`' if precision == 'f64' else '`float`' if precision == 'f32' else '`uint16_t` holding ' ~ precision ~ ' (HPCAB_LD/HPCAB_ST convert to and from acc_t)' }}
(`#include "hpcab/kernel.h"`, in this directory). Sizes:
{% for s in task.sizes %}- `{{ s.name }}`: {% if s.range is defined %}{{ s.range[0] }} to {{ s.range[1] }}{% elif s.values is defined %}one of {{ s.values }}{% else %}{{ s.expr }}{% endif %}
{% endfor %}{% if task.constraints %}Constraints: {{ task.constraints | join('; ') }}
{% endif %}
## The reference ({{ reference_file }})

```{{ reference_lang }}
{{ reference }}
```

{% if spec %}## The specification (spec.py, NumPy: what the kernel computes)

```python
{{ spec }}
```

{% endif %}## The rules

- Correctness is all or nothing: every element within the precision's tolerance of the reference, on
  every size the ranges allow, deterministic across calls, inputs unchanged.
- Compiled with `{{ task.compile.flags }} -D{{ task.compile.define }}`. Refused: {{ task.compile.refused }}.
- Mode `{{ mode }}`: {{ task.score }}.
- Scores: {{ 'unlimited' if max_scores == 0 else max_scores }}{% if mode != 'open' %}; one submission{% endif %}.
- Budget: {{ wall_s | int }} s of wall time and {{ tokens }} model tokens for this attempt.

## The tools

{% if tools == 'mcp' %}MCP server `hpcab` (already configured): `task`, `score`, `submit`, `profile`, `syntax_check`.
{% else %}Shell commands (the kernel, service and token are in the environment):
- `make check` — compiles `candidate.c` with the judge's flags and checks it against the reference on
  the public test sizes, locally (nothing scored).
- `hpcab-score candidate.c` — one timed input on the service: `{"status", "speedup"}`.
- `hpcab-submit candidate.c` — the final answer, graded with the full protocol.
- `hpcab-task` — this task as JSON; `hpcab-profile candidate.c` — hot functions and lines.
{% endif %}
Write your answer to `candidate.c`{% if language == 'fortran' %} (or `candidate.f90`){% endif %} and submit it before the budget runs out.
{% for p in packet_prompts %}
{{ p }}
{% endfor %}{% if skills %}
Skill pages are in `skills/`: {{ skills | join(', ') }}.
{% endif %}"""

LANGUAGE_NAMES = {"c": "C", "cpp": "C++", "fortran": "Fortran", "cuda": "CUDA", "hip": "HIP", "any": "C"}


def render(template_text: str, variables: dict) -> str:
    env = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=True, autoescape=False)
    return env.from_string(template_text).render(**variables)


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
