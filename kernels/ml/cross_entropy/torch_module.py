"""cross_entropy in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

The arguments of the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def cross_entropy(loss, logits, labels, N, C):
    loss.copy_(F.cross_entropy(logits, labels.long()).reshape(1))
