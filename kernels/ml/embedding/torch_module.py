"""embedding in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

The arguments of the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def embedding(out, table, ids, V, D, T):
    out.copy_(F.embedding(ids.long(), table))
