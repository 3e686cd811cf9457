/* bin_packing_bnb: per instance, a = w sorted in decreasing order; total = sum a; lb = ceil(total / CAP);
 * best = N + 1. Depth-first search, item d (0 .. N-1) in bin c for c = 0 .. nb (nb = bins open before d;
 * c == nb opens a new bin), in that order; a placement is tried (one node) when the item fits
 * (load[c] + a[d] <= CAP), is not a symmetric twin of an earlier one (c < ch[d-1] when a[d] == a[d-1];
 * an open bin c whose load equals that of an open bin before it) and k + max(0, ceil((rest - free) / CAP)) < best, where k = max(nb, c + 1) bins
 * are open after it, rest = the sum of a[d+1 ..], free = k CAP - the sum of a[0 .. d]. A placement of the
 * last item sets best = k, and the search stops when best == lb. bins = best (an item larger than CAP:
 * N + 1), nodes = the placements tried. */
#include "hpcab/kernel.h"

void bin_packing_bnb(int32_t *restrict bins, int64_t *restrict nodes, const int32_t *restrict w, int64_t NINST,
                     int64_t N, int32_t CAP)
{
  int64_t a[32], load[32], pre[33], nb0[32], ch[32];
  for (int64_t g = 0; g < NINST; g++) {
    for (int64_t i = 0; i < N; i++) { /* insertion sort, decreasing */
      const int64_t x = w[g * N + i];
      int64_t j = i;
      while (j > 0 && a[j - 1] < x) {
        a[j] = a[j - 1];
        j--;
      }
      a[j] = x;
    }
    pre[0] = 0;
    for (int64_t i = 0; i < N; i++)
      pre[i + 1] = pre[i] + a[i];
    const int64_t total = pre[N], lb = (total + CAP - 1) / CAP;
    int64_t best = N + 1, visited = 0, d = 0;
    for (int64_t i = 0; i < N; i++)
      load[i] = 0;
    nb0[0] = 0;
    ch[0] = -1;
    while (d >= 0 && best > lb) {
      if (ch[d] >= 0)
        load[ch[d]] -= a[d];
      int64_t c = ch[d] + 1, k = 0;
      for (; c <= nb0[d]; c++) {
        if (load[c] + a[d] > CAP)
          continue;
        if (d > 0 && a[d] == a[d - 1] && c < ch[d - 1])
          continue;
        int same = 0;
        for (int64_t e = 0; e < c && c < nb0[d]; e++)
          if (load[e] == load[c])
            same = 1;
        if (same)
          continue;
        k = nb0[d] > c + 1 ? nb0[d] : c + 1;
        const int64_t need = (total - pre[d + 1]) - (k * CAP - pre[d + 1]);
        const int64_t extra = need > 0 ? (need + CAP - 1) / CAP : 0;
        if (k + extra < best)
          break;
      }
      ch[d] = c;
      if (c > nb0[d]) {
        ch[d] = -1;
        d--;
        continue;
      }
      visited++;
      load[c] += a[d];
      if (d == N - 1) {
        best = k;
        continue;
      }
      d++;
      nb0[d] = k;
      ch[d] = -1;
    }
    bins[g] = (int32_t)best;
    nodes[g] = visited;
  }
}
