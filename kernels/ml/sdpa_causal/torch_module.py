"""sdpa_causal in PyTorch (eager, CPU): the `torch` baseline (hpcab-judge grade --baseline torch).

The arguments of the C prototype, arrays as tensors over the arena's memory; outputs written in place.
"""
import torch
import torch.nn.functional as F


def sdpa_causal(O, Q, K, V, BH, S, D):
    O.copy_(F.scaled_dot_product_attention(Q, K, V, is_causal=True))
