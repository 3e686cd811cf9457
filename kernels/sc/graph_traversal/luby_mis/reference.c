/* luby_mis: mis is the state array: 0 undecided, 1 in the set, 2 out, 3 undecided but beaten this round.
 * Every vertex starts undecided. A round: for u ascending and each out-edge (u, v), v != u, both undecided
 * (0 or 3): the end with the larger (prio, id) (prio first, then the larger id) is marked 3. Then every
 * vertex still 0 joins (1) and every 3 goes back to 0. Then for each edge (u, v), v != u, whose one end is 1
 * and the other 0: the 0 end becomes 2. Rounds repeat while a vertex is undecided. Finally mis[v] = 1 for
 * the set, 0 otherwise; stats = {set size, rounds}. */
#include "hpcab/kernel.h"

void luby_mis(int32_t *restrict mis, int64_t *restrict stats, const real_t *restrict prio,
              const int32_t *restrict G_rowptr, const int32_t *restrict G_col, int64_t N, int64_t NE)
{
  (void)NE;
  for (int64_t v = 0; v < N; v++)
    mis[v] = 0;
  int64_t rounds = 0;
  for (;;) {
    int64_t undecided = 0;
    for (int64_t v = 0; v < N; v++)
      undecided += mis[v] == 0;
    if (undecided == 0)
      break;
    rounds++;
    for (int64_t u = 0; u < N; u++) {
      if (mis[u] != 0 && mis[u] != 3)
        continue;
      for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++) {
        const int64_t v = G_col[e];
        if (v == u || (mis[v] != 0 && mis[v] != 3))
          continue;
        if (prio[u] > prio[v] || (prio[u] == prio[v] && u > v))
          mis[u] = 3;
        else
          mis[v] = 3;
      }
    }
    for (int64_t v = 0; v < N; v++)
      mis[v] = mis[v] == 0 ? 1 : (mis[v] == 3 ? 0 : mis[v]);
    for (int64_t u = 0; u < N; u++)
      for (int64_t e = G_rowptr[u]; e < G_rowptr[u + 1]; e++) {
        const int64_t v = G_col[e];
        if (v == u)
          continue;
        if (mis[u] == 1 && mis[v] == 0)
          mis[v] = 2;
        else if (mis[v] == 1 && mis[u] == 0)
          mis[u] = 2;
      }
  }
  int64_t size = 0;
  for (int64_t v = 0; v < N; v++) {
    mis[v] = mis[v] == 1;
    size += mis[v];
  }
  stats[0] = size;
  stats[1] = rounds;
}
