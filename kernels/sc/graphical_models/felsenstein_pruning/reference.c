/* felsenstein_pruning: v(n, s) is the 4-vector of node n at site s: for a tip, v[b] = (tips[n][s] == b)
 * (all ones when tips[n][s] == 4); for internal node NT + j, partials[j][s]. lnl = 0; then for j = 0 .. NT-2,
 * children c0 = 2j, c1 = 2j + 1, for every site s:
 *   L[a] = (sum_b P[c0][a][b] v(c0, s)[b]) * (sum_b P[c1][a][b] v(c1, s)[b])   (b ascending from 0),
 *   m = max_a L[a] (a ascending), partials[j][s][a] = L[a] / m, lnl[s] += log(m);
 * finally lnl[s] = log(sum_a freq[a] partials[NT-2][s][a]) + lnl[s]. */
#include "hpcab/kernel.h"

static void child(const uint8_t *restrict tips, const real_t *restrict partials, int64_t NT, int64_t NS, int64_t c,
                  int64_t s, real_t v[4])
{
  if (c < NT) {
    const int t = tips[c * NS + s];
    for (int b = 0; b < 4; b++)
      v[b] = (t == 4 || t == b) ? 1 : 0;
  } else {
    for (int b = 0; b < 4; b++)
      v[b] = partials[((c - NT) * NS + s) * 4 + b];
  }
}

void felsenstein_pruning(real_t *restrict partials, real_t *restrict lnl, const uint8_t *restrict tips,
                         const real_t *restrict P, const real_t *restrict freq, int64_t NT, int64_t NS, int64_t NB)
{
  (void)NB;
  for (int64_t s = 0; s < NS; s++)
    lnl[s] = 0;
  for (int64_t j = 0; j < NT - 1; j++) {
    const int64_t c0 = 2 * j, c1 = 2 * j + 1;
    const real_t *P0 = P + c0 * 16, *P1 = P + c1 * 16;
    for (int64_t s = 0; s < NS; s++) {
      real_t v0[4], v1[4], L[4];
      child(tips, partials, NT, NS, c0, s, v0);
      child(tips, partials, NT, NS, c1, s, v1);
      for (int a = 0; a < 4; a++) {
        real_t l0 = 0, l1 = 0;
        for (int b = 0; b < 4; b++) {
          l0 += P0[a * 4 + b] * v0[b];
          l1 += P1[a * 4 + b] * v1[b];
        }
        L[a] = l0 * l1;
      }
      real_t m = L[0];
      for (int a = 1; a < 4; a++)
        if (L[a] > m)
          m = L[a];
      real_t *out = partials + (j * NS + s) * 4;
      for (int a = 0; a < 4; a++)
        out[a] = L[a] / m;
      lnl[s] += HPCAB_LOG(m);
    }
  }
  const real_t *root = partials + (NT - 2) * NS * 4;
  for (int64_t s = 0; s < NS; s++) {
    real_t t = 0;
    for (int a = 0; a < 4; a++)
      t += freq[a] * root[s * 4 + a];
    lnl[s] = HPCAB_LOG(t) + lnl[s];
  }
}
