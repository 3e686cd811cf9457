"""conv2d in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

The arguments of the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def conv2d(Y, X, Wt, bias, B, CI, CO, H, W, KH, KW, OH, OW):
    Y.copy_(F.conv2d(X, Wt, bias))
