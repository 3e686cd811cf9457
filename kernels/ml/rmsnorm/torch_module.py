"""rmsnorm in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

The arguments of the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def rmsnorm(Y, X, weight, R, C, eps):
    Y.copy_(F.rms_norm(X, (C,), weight, eps))
