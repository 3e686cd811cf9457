/* ising_metropolis: for colour 0 then 1, every site (i, j) with (i + j) % 2 == colour in row-major order:
 * dE = 2 s (J (sum of the 4 periodic neighbours) + h); flip s when dE <= 0 or u[i][j] < exp(-beta dE).
 * mag = the sum of the spins after the sweep. N is even, so neighbours always have the other colour. */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"
#include <math.h>

void ising_metropolis(int8_t *restrict spin, int64_t *restrict mag, const real_t *restrict u, int64_t N, real_t beta,
                      real_t J, real_t h)
{
  for (int colour = 0; colour < 2; colour++)
    for (int64_t i = 0; i < N; i++)
      for (int64_t j = (i + colour) % 2; j < N; j += 2) {
        const int64_t up = (i + N - 1) % N, dn = (i + 1) % N, lf = (j + N - 1) % N, rt = (j + 1) % N;
        const int nb = spin[up * N + j] + spin[dn * N + j] + spin[i * N + lf] + spin[i * N + rt];
        const int s = spin[i * N + j];
        const double dE = 2.0 * s * ((double)J * nb + (double)h);
        if (dE <= 0 || (double)u[i * N + j] < exp(-(double)beta * dE))
          spin[i * N + j] = (int8_t)-s;
      }
  int64_t m = 0;
  for (int64_t k = 0; k < N * N; k++)
    m += spin[k];
  mag[0] = m;
}

/* spins: +1 or -1 with probability 1/2 each */
int ising_spins(const hpcab_init_ctx *ctx)
{
  int8_t *s = ctx->arrays[ctx->target];
  for (size_t k = 0; k < ctx->array_counts[ctx->target]; k++)
    s[k] = (ctx->next_u64(ctx->rng) >> 63) ? 1 : -1;
  return 0;
}
