"""cosine_embedding_loss: PyTorch's CosineEmbeddingLoss (reduction mean); lab[n] = 1 marks a similar pair
(target 1), 0 a dissimilar one (target -1). cos = a.b / sqrt((|a|^2 + 1e-12) (|b|^2 + 1e-12));
loss = mean_n (1 - cos if similar else max(0, cos - margin))."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def cosine_embedding_loss(loss, A, B, lab, N, D, margin):
    eps = 1e-12
    total = 0.0
    for n in range(N):
        ab = np.sum(A[n] * B[n])
        aa = np.sum(A[n] * A[n])
        bb = np.sum(B[n] * B[n])
        cs = ab / np.sqrt((aa + eps) * (bb + eps))
        if lab[n] == 1:
            total += 1 - cs
        elif cs - margin > 0:
            total += cs - margin
    loss[0] = total / N
