"""python3 -m hpcabench.analysis: the hpcab-analyze command."""
import sys

from .cli import main

sys.exit(main())
