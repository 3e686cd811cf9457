"""batchnorm_inference in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

The arguments of the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def batchnorm_inference(Y, X, rmean, rvar, gamma, beta, N, C, H, W, eps):
    Y.copy_(F.batch_norm(X, rmean, rvar, gamma, beta, training=False, eps=eps))
