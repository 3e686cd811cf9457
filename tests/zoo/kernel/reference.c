/* The zoo kernel's reference: a[i] = b[i] + 1 (the same loop as tests/zoo/reference.c, the zoo's
   positive control, which is graded as a candidate). */
#include "hpcab/kernel.h"

void kernel(real_t *restrict a, const real_t *restrict b, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++)
    a[i] = b[i] + 1;
}
