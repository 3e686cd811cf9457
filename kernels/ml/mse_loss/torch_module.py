"""mse_loss in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

The arguments of the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def mse_loss(loss, X, T, N):
    loss.copy_(F.mse_loss(X, T).reshape(1))
