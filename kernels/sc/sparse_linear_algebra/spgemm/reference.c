/* spgemm: row i of C = sum over entries (k, a) of A's row i of a * (row k of B); products are merged
 * into row i's slots by column, kept sorted by insertion; then the unused slots are cleared. */
#include "hpcab/kernel.h"

void spgemm(int32_t *restrict C_cnt, int32_t *restrict C_col, real_t *restrict C_val, const int32_t *restrict A_rowptr,
            const int32_t *restrict A_col, const real_t *restrict A_val, const int32_t *restrict B_rowptr,
            const int32_t *restrict B_col, const real_t *restrict B_val, int64_t N, int64_t KA, int64_t KB,
            int64_t NNZA, int64_t NNZB, int64_t W)
{
  (void)KA;
  (void)KB;
  (void)NNZA;
  (void)NNZB;
  for (int64_t i = 0; i < N; i++) {
    int32_t *cc = C_col + i * W;
    real_t *cv = C_val + i * W;
    int64_t cnt = 0;
    for (int64_t ea = A_rowptr[i]; ea < A_rowptr[i + 1]; ea++) {
      const int64_t k = A_col[ea];
      const real_t a = A_val[ea];
      for (int64_t eb = B_rowptr[k]; eb < B_rowptr[k + 1]; eb++) {
        const int32_t j = B_col[eb];
        const real_t v = a * B_val[eb];
        int64_t lo = 0, hi = cnt; /* first slot with column >= j */
        while (lo < hi) {
          int64_t mid = (lo + hi) / 2;
          if (cc[mid] < j)
            lo = mid + 1;
          else
            hi = mid;
        }
        if (lo < cnt && cc[lo] == j) {
          cv[lo] += v;
          continue;
        }
        for (int64_t t = cnt; t > lo; t--) {
          cc[t] = cc[t - 1];
          cv[t] = cv[t - 1];
        }
        cc[lo] = j;
        cv[lo] = v;
        cnt++;
      }
    }
    C_cnt[i] = (int32_t)cnt;
    for (int64_t t = cnt; t < W; t++) {
      cc[t] = -1;
      cv[t] = 0;
    }
  }
}
