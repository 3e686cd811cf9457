/* tests/unit/test_invoke.c — hpcab/invoke.h: which pages and which workers a pair's calls use. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "hpcab.h"
#include "invoke_internal.h"
#include "worker_internal.h"

#define S000 HPCAB_SOURCE_ROOT "/kernels/llr/s000"
#define WORKER_BIN HPCAB_BUILD_ROOT "/lib/hpcab-worker"
#define OK(x) assert_int_equal((x), HPCAB_OK)
#define DRAWS 4

static const uint8_t SEED[HPCAB_SEED_BYTES] = {'i', 'n', 'v'};
static char g_tmp[] = "/tmp/hpcab-test-invoke-XXXXXX";
static hpcab_manifest *g_m;
static hpcab_build *g_build, *g_other; /* s000's reference; a library without the symbol s000 */
static hpcab_draw *g_draws[DRAWS];

static int setup(void **state)
{
  (void)state;
  if (!mkdtemp(g_tmp) || hpcab_manifest_load(S000, &g_m) != HPCAB_OK) return -1;
  char cache[256];
  snprintf(cache, sizeof cache, "%s/cache", g_tmp);
  hpcab_build_options o = {
      .size = sizeof o, .cache_dir = cache, .include_dir = HPCAB_SOURCE_ROOT "/include", .precision = HPCAB_F64};
  if (hpcab_build_source(&o, S000 "/reference.c", &g_build) != HPCAB_OK) return -1;
  if (hpcab_build_source(&o, HPCAB_SOURCE_ROOT "/kernels/llr/lfk03_inner_product/reference.c", &g_other) != HPCAB_OK)
    return -1;
  for (int d = 0; d < DRAWS; d++)
    if (hpcab_draw_new(g_m, HPCAB_F64, SEED, (uint64_t)d, HPCAB_PURPOSE_TEST, NULL, &g_draws[d]) != HPCAB_OK) return -1;
  return 0;
}

static int teardown(void **state)
{
  (void)state;
  for (int d = 0; d < DRAWS; d++) hpcab_draw_free(g_draws[d]);
  hpcab_build_free(g_build);
  hpcab_build_free(g_other);
  hpcab_manifest_free(g_m);
  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_tmp);
  return system(cmd) == 0 ? 0 : -1;
}

/* A pair of s000 for the draws' sizes, no side started. */
static hpcab_invoke *new_pair(int timed)
{
  hpcab_invoke_options o = {.size = sizeof o,
                            .manifest = g_m,
                            .precision = HPCAB_F64,
                            .threads = 1,
                            .worker_path = WORKER_BIN,
                            .call_timeout_s = 30,
                            .timed = timed};
  hpcab_invoke *iv = NULL;
  OK(hpcab_invoke_new(&o, g_draws[0], &iv));
  return iv;
}

/* A started pair of s000's reference against itself for the draws' sizes. */
static hpcab_invoke *pair(int timed)
{
  hpcab_invoke *iv = new_pair(timed);
  OK(hpcab_invoke_start(iv, HPCAB_SIDE_REFERENCE, hpcab_build_object(g_build)));
  OK(hpcab_invoke_start(iv, HPCAB_SIDE_CANDIDATE, hpcab_build_object(g_build)));
  return iv;
}

/* Reads process `pid`'s mappings: returns the inode of the file mapped at `addr` (0 when nothing
   is), and *has whether `ino` is mapped anywhere. */
static unsigned long scan_maps(long pid, uint64_t addr, unsigned long ino, int *has)
{
  char path[64], line[512];
  snprintf(path, sizeof path, "/proc/%ld/maps", pid);
  FILE *f = fopen(path, "r");
  assert_non_null(f);
  unsigned long at = 0;
  *has = 0;
  while (fgets(line, sizeof line, f)) {
    unsigned long long lo, hi, off;
    unsigned long i;
    char perms[8], dev[16];
    if (sscanf(line, "%llx-%llx %7s %llx %15s %lu", &lo, &hi, perms, &off, dev, &i) != 6) continue;
    if (addr >= lo && addr < hi) at = i;
    if (i == ino) *has = 1;
  }
  fclose(f);
  return at;
}

/* The inode of the file mapped at `addr` in process `pid` (0 when nothing is). */
static unsigned long inode_at(long pid, uint64_t addr)
{
  int has;
  return scan_maps(pid, addr, 0, &has);
}

/* Whether process `pid` maps the file of inode `ino` anywhere. */
static int maps_inode(long pid, unsigned long ino)
{
  int has;
  (void)scan_maps(pid, 0, ino, &has);
  return has;
}

/* A timed pair of host sides writes its out arrays in two regions (other pages, the same addresses)
   with two workers per side: after a timed protocol every worker has made calls, the reference's
   first worker and the candidate's second write region 0 and the two others region 1, all four read
   the same input pages, and no worker maps the other region's pages (so no call can read the other
   side's output of its round). */
static void a_timed_pair_gives_each_side_a_worker_per_output_region_and_none_both(void **state)
{
  (void)state;
  hpcab_invoke *iv = pair(1);
  assert_non_null(iv->twin);
  hpcab_worker *w[4] = {iv->worker[HPCAB_SIDE_REFERENCE], iv->alt[HPCAB_SIDE_CANDIDATE],
                        iv->worker[HPCAB_SIDE_CANDIDATE], iv->alt[HPCAB_SIDE_REFERENCE]};
  for (int k = 0; k < 4; k++) assert_non_null(w[k]);
  hpcab_timing_params timing = {.size = sizeof timing, .budget_s = 0.001, .min_calls = 16, .max_calls = 16};
  hpcab_invoke_time_params tp = {.size = sizeof tp, .timing = &timing, .no_pin = 1};
  hpcab_timing *t = NULL;
  OK(hpcab_invoke_time(iv, g_draws, DRAWS, &tp, &t));
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_OK);
  assert_int_equal(hpcab_timing_rounds(t), 16);
  hpcab_timing_free(t);
  size_t a = 0, b = 1; /* s000's arrays: a (out), b (in) */
  assert_int_equal(hpcab_arena_intent(iv->arena, a), HPCAB_INTENT_OUT);
  unsigned long out[4], in[4];
  for (int k = 0; k < 4; k++) {
    assert_true(w[k]->seq > 1); /* more than the warm-up: it took part in the rounds */
    assert_ptr_equal(w[k]->arena, k < 2 ? iv->arena : iv->twin);
    out[k] = inode_at(hpcab_worker_pid(w[k]), w[k]->bases[a]);
    in[k] = inode_at(hpcab_worker_pid(w[k]), w[k]->bases[b]);
    assert_true(out[k] != 0 && in[k] != 0);
    assert_true(w[k]->bases[a] == w[0]->bases[a] && w[k]->bases[b] == w[0]->bases[b]); /* the same addresses */
  }
  assert_true(out[0] == out[1] && out[2] == out[3] && out[0] != out[2]);
  assert_true(in[0] == in[1] && in[1] == in[2] && in[2] == in[3]);
  for (int k = 0; k < 4; k++) assert_false(maps_inode(hpcab_worker_pid(w[k]), k < 2 ? out[2] : out[0]));
  hpcab_invoke_free(iv);
}

/* A pair that is not timed has one output region and one worker per side. */
static void an_untimed_pair_has_one_output_region_and_one_worker_per_side(void **state)
{
  (void)state;
  hpcab_invoke *iv = pair(0);
  assert_null(iv->twin);
  assert_null(iv->alt[HPCAB_SIDE_REFERENCE]);
  assert_null(iv->alt[HPCAB_SIDE_CANDIDATE]);
  assert_ptr_equal(iv->worker[HPCAB_SIDE_REFERENCE]->arena, iv->worker[HPCAB_SIDE_CANDIDATE]->arena);
  hpcab_invoke_free(iv);
}

/* Outside a timed protocol too, an in array the arena sealed is staged straight into the arena (no
   staging copy written into it before each call): the arena holds the draw's values as soon as it is
   staged, and both sides' calls read them there. */
static void a_sealed_in_array_is_staged_straight_into_the_arena(void **state)
{
  (void)state;
  hpcab_invoke *iv = pair(0);
  assert_true(iv->arena->sealed);
  const size_t b = 1; /* s000(a out, b in) */
  assert_int_equal(hpcab_arena_intent(iv->arena, b), HPCAB_INTENT_IN);
  assert_null(iv->stage[b]);
  OK(hpcab_invoke_stage(iv, g_draws[1], -1));
  size_t n = hpcab_arena_bytes(iv->arena, b) / sizeof(double);
  double *want = malloc(n * sizeof *want);
  assert_non_null(want);
  OK(hpcab_draw_fill(g_draws[1], b, want, 1));
  const double *in = hpcab_arena_data(iv->arena, b), *out = hpcab_arena_data(iv->arena, 0);
  assert_memory_equal(in, want, n * sizeof *want);
  for (int s = 0; s < 2; s++) {
    hpcab_call_result r = {.size = sizeof r};
    OK(hpcab_invoke_call(iv, (hpcab_side)s, &r));
    assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
    for (size_t k = 0; k < n; k++) assert_true(out[k] == want[k] + 1.0);
  }
  int passed = 0;
  OK(hpcab_invoke_compare(iv, g_draws[1], &passed, NULL, 0));
  assert_true(passed);
  free(want);
  hpcab_invoke_free(iv);
}

/* Starting both sides at once (every worker loading together) gives the pair what starting them one
   after the other does: each side's worker, and with two output regions its second one, alive and
   stopped and bound to its region; calls then run on every worker. */
static void both_sides_started_at_once_give_the_workers_one_by_one_would(void **state)
{
  (void)state;
  for (int timed = 0; timed < 2; timed++) {
    hpcab_invoke *iv = new_pair(timed);
    const char *objects[2] = {hpcab_build_object(g_build), hpcab_build_object(g_build)};
    hpcab_side failed = HPCAB_SIDE_CANDIDATE;
    OK(hpcab__invoke_start_both(iv, objects, &failed));
    for (int s = 0; s < 2; s++) {
      assert_non_null(iv->worker[s]);
      assert_true(hpcab_worker_pid(iv->worker[s]) > 0);
      assert_ptr_equal(iv->worker[s]->arena, timed ? (s ? iv->twin : iv->arena) : iv->arena);
      if (timed) assert_ptr_equal(iv->alt[s]->arena, s ? iv->arena : iv->twin);
      if (!timed) assert_null(iv->alt[s]);
    }
    OK(hpcab_invoke_stage(iv, g_draws[0], -1));
    for (int s = 0; s < 2; s++) {
      hpcab_call_result r = {.size = sizeof r};
      OK(hpcab_invoke_call(iv, (hpcab_side)s, &r));
      assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
    }
    hpcab_invoke_free(iv);
  }
}

/* A side whose library cannot be loaded (here: no symbol s000) is named as the one that failed,
   with the loader's status and message; the reference's workers, begun before it, stay in the pair. */
static void a_side_that_cannot_load_is_named_when_both_start_at_once(void **state)
{
  (void)state;
  hpcab_invoke *iv = new_pair(1);
  const char *objects[2] = {hpcab_build_object(g_build), hpcab_build_object(g_other)};
  hpcab_side failed = HPCAB_SIDE_REFERENCE;
  hpcab_status st = hpcab__invoke_start_both(iv, objects, &failed);
  assert_int_not_equal(st, HPCAB_OK);
  assert_int_equal(failed, HPCAB_SIDE_CANDIDATE);
  assert_non_null(strstr(hpcab_last_error(), "s000"));
  assert_non_null(iv->worker[HPCAB_SIDE_REFERENCE]);
  assert_non_null(iv->alt[HPCAB_SIDE_REFERENCE]);
  assert_null(iv->alt[HPCAB_SIDE_CANDIDATE]);
  hpcab_invoke_free(iv);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(a_timed_pair_gives_each_side_a_worker_per_output_region_and_none_both),
      cmocka_unit_test(an_untimed_pair_has_one_output_region_and_one_worker_per_side),
      cmocka_unit_test(a_sealed_in_array_is_staged_straight_into_the_arena),
      cmocka_unit_test(both_sides_started_at_once_give_the_workers_one_by_one_would),
      cmocka_unit_test(a_side_that_cannot_load_is_named_when_both_start_at_once),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
