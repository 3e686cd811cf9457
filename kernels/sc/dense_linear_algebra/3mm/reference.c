/* 3mm (PolyBench/C 4.2): E = A B (NI x NK times NK x NJ), F = C D (NJ x NM times NM x NL), G = E F. */
#include "hpcab/kernel.h"

static void matmul(real_t *restrict X, const real_t *restrict P, const real_t *restrict Q, int64_t n, int64_t m,
                   int64_t k)
{
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < m; j++) {
      real_t s = 0;
      for (int64_t l = 0; l < k; l++)
        s += P[i * k + l] * Q[l * m + j];
      X[i * m + j] = s;
    }
}

void k3mm(real_t *restrict E, const real_t *restrict A, const real_t *restrict B, real_t *restrict F,
          const real_t *restrict C, const real_t *restrict D, real_t *restrict G, int64_t NI, int64_t NJ, int64_t NK,
          int64_t NL, int64_t NM)
{
  matmul(E, A, B, NI, NJ, NK);
  matmul(F, C, D, NJ, NL, NM);
  matmul(G, E, F, NI, NL, NJ);
}
