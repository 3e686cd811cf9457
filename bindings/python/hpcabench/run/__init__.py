"""hpcabench.run: experiments — agents on kernels under controlled interventions (lib/DESIGN.md §13).

``hpcab-run plan|run|status|resume|export`` (hpcabench.run.cli), the experiment.yaml loader
(config), the token proxy (proxy, ``hpcab-proxy``), the runner and its episodes (runner), the agent's
sandbox (sandbox), the harness presets (harness), the run's SQLite store (store) and the observation
export (export)."""
from .config import ConfigError, Experiment, load

__all__ = ["ConfigError", "Experiment", "load"]
