"""margin_ranking_loss: torch.nn.MarginRankingLoss (reduction mean) of scores x1, x2 and labels y = 2 lab - 1
(lab in {0, 1}, so y in {-1, 1}): loss = sum_i max(0, -y_i (x1_i - x2_i) + margin) / N."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def margin_ranking_loss(loss, x1, x2, lab, N, margin):
    y = 2.0 * lab.astype(x1.dtype) - 1.0
    l = -y * (x1 - x2) + margin
    loss[0] = np.sum(np.maximum(l, 0.0)) / N
