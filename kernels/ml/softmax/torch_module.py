"""softmax in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch)."""
import torch


def softmax(Y, X, R, C):
    torch.softmax(X, dim=1, out=Y)
