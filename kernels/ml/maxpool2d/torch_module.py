"""maxpool2d in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

The arguments of the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def maxpool2d(Y, X, B, C, H, W, OH, OW):
    Y.copy_(F.max_pool2d(X, 2, 2)[:, :, :OH, :OW])
