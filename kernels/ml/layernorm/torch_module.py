"""layernorm in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

Same arguments as the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def layernorm(Y, X, gamma, beta, R, C, eps):
    Y.copy_(F.layer_norm(X, (C,), gamma, beta, eps))
