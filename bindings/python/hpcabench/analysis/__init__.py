"""hpcabench.analysis: an experiment's observations (schema hpcab.observations/1, OBSERVATIONS.md) turned
into the paper's tables and figures, and regenerated from an export against its SHA256SUMS.

observations: reading and validating an export (or a run directory through hpcabench.run.export) and
the per-kernel rules; compute: per-setup summaries and per-comparison efficacy through the library's
statistics (hpcab/efficacy.h, hpcab/stats.h); render: tables, figures, the HTML report; synth: a
synthetic campaign with known effects; cli: the hpcab-analyze command."""
from .observations import Export, ObservationError, load, read_export

__all__ = ["Export", "ObservationError", "load", "read_export"]
