/* Unit tests: helpers over a caller-supplied random stream (hpcab/random.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "hpcab.h"

static uint64_t splitmix(void *state)
{
  uint64_t *s = state;
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static void random_below_stays_in_range_and_hits_every_value(void **state)
{
  (void)state;
  uint64_t s = 1;
  hpcab_random rng = {sizeof rng, splitmix, &s};
  int hits[7] = {0};
  for (int i = 0; i < 7000; i++) {
    uint64_t v = hpcab_random_below(&rng, 7);
    assert_true(v < 7);
    hits[v]++;
  }
  for (int v = 0; v < 7; v++) assert_in_range(hits[v], 800, 1200);
  assert_int_equal(hpcab_random_below(&rng, 0), 0);
  assert_int_equal(hpcab_random_below(&rng, 1), 0);
}

static void random_unit_is_in_the_half_open_unit_interval(void **state)
{
  (void)state;
  uint64_t s = 2;
  hpcab_random rng = {sizeof rng, splitmix, &s};
  double sum = 0;
  for (int i = 0; i < 100000; i++) {
    double u = hpcab_random_unit(&rng);
    assert_true(u >= 0.0 && u < 1.0);
    sum += u;
  }
  assert_true(sum / 100000 > 0.49 && sum / 100000 < 0.51);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(random_below_stays_in_range_and_hits_every_value),
      cmocka_unit_test(random_unit_is_in_the_half_open_unit_interval),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
