/* subset_sum_count: s = the values sorted descending, rest[k] = s[k] + ... + s[N-1]; count(k, need): 1 when
 * need == 0 (the remaining items all left out), 0 when k == N or rest[k] < need; else count(k+1, need - s[k])
 * (when s[k] <= need) + count(k+1, need). */
#include "hpcab/kernel.h"
#include "hpcab/rng.h"

typedef struct {
  int64_t s[64], rest[65], n;
} set;

static int64_t count_from(const set *st, int64_t k, int64_t need)
{
  if (need == 0)
    return 1;
  if (k == st->n || st->rest[k] < need)
    return 0;
  int64_t c = count_from(st, k + 1, need);
  if (st->s[k] <= need)
    c += count_from(st, k + 1, need - st->s[k]);
  return c;
}

void subset_sum_count(int64_t *restrict count, const int64_t *restrict a, int64_t N)
{
  set st = {.n = N};
  int64_t total = 0;
  if (N > 64)
    return;
  for (int64_t i = 0; i < N; i++) {
    int64_t j = i;
    while (j > 0 && st.s[j - 1] < a[i]) {
      st.s[j] = st.s[j - 1];
      j--;
    }
    st.s[j] = a[i];
    total += a[i];
  }
  st.rest[N] = 0;
  for (int64_t k = N - 1; k >= 0; k--)
    st.rest[k] = st.rest[k + 1] + st.s[k];
  count[0] = count_from(&st, 0, total / 2);
}

/* values uniform in 1 .. 1000 */
int subset_values(const hpcab_init_ctx *ctx)
{
  int64_t *a = ctx->arrays[ctx->target];
  for (size_t i = 0; i < ctx->array_counts[ctx->target]; i++)
    a[i] = 1 + (int64_t)(ctx->next_u64(ctx->rng) % 1000);
  return 0;
}
