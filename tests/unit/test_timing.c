/* Unit tests: the timed protocol's ordering and stopping rules (hpcab/timing.h), with fake calls. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include "hpcab.h"
#include "internal.h"

typedef struct {
  char log[4096];
  size_t len;
  int64_t round; /* current round as prepared */
  int prepared_draw;
  int64_t fail_verify_at, fail_call_at;
  hpcab_side fail_call_side;
  double spin_ns;
} fake;

static void logc(fake *f, char c)
{
  if (f->len + 1 < sizeof f->log) f->log[f->len++] = c;
  f->log[f->len] = '\0';
}

static hpcab_status fake_prepare(void *ctx, int draw, int64_t round)
{
  fake *f = ctx;
  f->round = round;
  f->prepared_draw = draw;
  logc(f, (char)('0' + draw));
  return HPCAB_OK;
}

static double now_ns(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static hpcab_status fake_run(void *ctx, hpcab_side side, double *ns)
{
  fake *f = ctx;
  logc(f, side == HPCAB_SIDE_REFERENCE ? 'R' : 'C');
  if (f->round == f->fail_call_at && side == f->fail_call_side)
    return hpcab__seterr(HPCAB_E_WORKER, "crash in round %lld", (long long)f->round);
  if (f->spin_ns > 0) {
    double end = now_ns() + f->spin_ns;
    while (now_ns() < end) {}
  }
  *ns = (side == HPCAB_SIDE_REFERENCE ? 1000.0 : 500.0) + (double)f->round;
  return HPCAB_OK;
}

static hpcab_status fake_verify(void *ctx, int64_t round, int *ok)
{
  fake *f = ctx;
  *ok = round != f->fail_verify_at;
  return HPCAB_OK;
}

static hpcab_status fake_ping(void *ctx, hpcab_side side, double *ns)
{
  fake *f = ctx;
  logc(f, side == HPCAB_SIDE_REFERENCE ? 'r' : 'c');
  *ns = side == HPCAB_SIDE_REFERENCE ? 20.0 : 30.0;
  return HPCAB_OK;
}

static const hpcab_timing_ops OPS = {sizeof(hpcab_timing_ops), fake_prepare, fake_run, fake_verify, NULL};

static hpcab_timing *run_draws(fake *f, const hpcab_timing_ops *ops, int draws, int64_t min_calls, int64_t max_calls,
                               double budget)
{
  hpcab_timing_params p = {
      .size = sizeof p, .draws = draws, .budget_s = budget, .min_calls = min_calls, .max_calls = max_calls};
  hpcab_timing *t = NULL;
  assert_int_equal(hpcab_timing_run(&p, ops, f, &t), HPCAB_OK);
  return t;
}

static hpcab_timing *run(fake *f, int64_t min_calls, int64_t max_calls, double budget)
{
  return run_draws(f, &OPS, 4, min_calls, max_calls, budget);
}

static void warmup_on_draw_zero_then_rounds_cycle_draws_abba_then_baab(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -99, .fail_call_at = -99};
  hpcab_timing *t = run(&f, 8, 8, 1e-9);
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_OK);
  assert_string_equal(f.log, "0RC"
                             "0RC"
                             "1CR"
                             "2RC"
                             "3CR"
                             "0CR"
                             "1RC"
                             "2CR"
                             "3RC");
  assert_int_equal(hpcab_timing_rounds(t), 8);
  hpcab_timing_free(t);
}

/* Counts, per draw, the rounds whose first call was the reference's, from a log of prepare/run letters. */
static void count_reference_first(const char *log, int draws, int *ref_first, int *rounds)
{
  for (int d = 0; d < draws; d++) ref_first[d] = rounds[d] = 0;
  for (size_t k = 3; log[k]; k += 3) { /* skip the warmup */
    int d = log[k] - '0';
    rounds[d]++;
    ref_first[d] += log[k + 1] == 'R';
  }
}

static void each_side_goes_first_in_half_the_rounds_of_every_draw(void **state)
{
  (void)state;
  for (int draws = 1; draws <= 5; draws++) {
    fake f = {.fail_verify_at = -99, .fail_call_at = -99};
    hpcab_timing *t = run_draws(&f, &OPS, draws, 4 * draws, 4 * draws, 1e-9);
    int ref_first[5], rounds[5];
    count_reference_first(f.log, draws, ref_first, rounds);
    for (int d = 0; d < draws; d++) {
      assert_int_equal(rounds[d], 4);
      assert_int_equal(ref_first[d], 2);
    }
    hpcab_timing_free(t);
  }
}

static void pings_come_after_the_warmup_and_every_32nd_round_alternating_which_side_goes_first(void **state)
{
  (void)state;
  _Static_assert(HPCAB_TIMING_PING_EVERY == 32, "this test's log offsets assume a ping every 32 rounds");
  fake f = {.fail_verify_at = -99, .fail_call_at = -99};
  hpcab_timing_ops ops = OPS;
  ops.ping = fake_ping;
  hpcab_timing *t = run_draws(&f, &ops, 4, 64, 64, 1e-9);
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_OK);
  assert_int_equal(hpcab_timing_pings(t), HPCAB_TIMING_FIRST_PINGS + 2);
  /* warmup, then the pings: an unrecorded lead-in of the side going second, then both, alternating */
  assert_memory_equal(f.log,
                      "0RC"
                      "crc"
                      "rcr"
                      "crc"
                      "rcr",
                      3 + 12);
  /* rounds 0-30 without a ping, then round 31 (draw 3, R first) and the 17th ping (the reference first) */
  const char *rounds = f.log + 3 + 3 * HPCAB_TIMING_FIRST_PINGS;
  for (int k = 0; k < 31; k++) assert_true(rounds[3 * k] >= '0' && rounds[3 * k] <= '3');
  assert_memory_equal(rounds + 3 * 31, "3RCcrc", 6);
  assert_true(rounds[3 * 32 + 3] >= '0' && rounds[3 * 32 + 3] <= '3'); /* round 32 follows */
  const double *r = hpcab_timing_overhead_samples(t, HPCAB_SIDE_REFERENCE);
  const double *c = hpcab_timing_overhead_samples(t, HPCAB_SIDE_CANDIDATE);
  for (int64_t k = 0; k < hpcab_timing_pings(t); k++) {
    assert_true(r[k] == 20.0);
    assert_true(c[k] == 30.0);
  }
  hpcab_timing_free(t);
}

static void callbacks_of_the_first_layout_without_ping_are_accepted(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -99, .fail_call_at = -99};
  hpcab_timing_ops ops = {offsetof(hpcab_timing_ops, ping), fake_prepare, fake_run, fake_verify, fake_ping};
  hpcab_timing *t = run_draws(&f, &ops, 4, 4, 4, 1e-9);
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_OK);
  assert_int_equal(hpcab_timing_pings(t), 0); /* its ping field lies beyond the size it gave */
  hpcab_timing_free(t);
}

static void samples_are_kept_per_side_in_round_order(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -99, .fail_call_at = -99};
  hpcab_timing *t = run(&f, 5, 5, 1e-9);
  const double *r = hpcab_timing_samples(t, HPCAB_SIDE_REFERENCE), *c = hpcab_timing_samples(t, HPCAB_SIDE_CANDIDATE);
  for (int i = 0; i < 5; i++) {
    assert_true(r[i] == 1000.0 + i);
    assert_true(c[i] == 500.0 + i);
  }
  assert_true(hpcab_timing_busy_ns(t) == 5 * 1500.0 + 20.0);
  hpcab_timing_free(t);
}

static void at_least_min_calls_run_even_with_no_budget_left(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -99, .fail_call_at = -99};
  hpcab_timing *t = run(&f, 10, 1000, 1e-12);
  assert_int_equal(hpcab_timing_rounds(t), 10);
  hpcab_timing_free(t);
}

static void rounds_stop_once_the_budget_is_spent(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -99, .fail_call_at = -99, .spin_ns = 1e6};
  hpcab_timing *t = run(&f, 10, 100000, 0.05);
  /* 2 ms per round: about 25 rounds fit in 50 ms; generous bounds for a loaded machine */
  assert_in_range(hpcab_timing_rounds(t), 10, 30);
  assert_true(hpcab_timing_wall_ns(t) >= 0.05e9);
  hpcab_timing_free(t);
}

static void rounds_never_exceed_max_calls(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -99, .fail_call_at = -99};
  hpcab_timing *t = run(&f, 10, 37, 100.0);
  assert_int_equal(hpcab_timing_rounds(t), 37);
  hpcab_timing_free(t);
}

static void a_wrong_output_stops_the_protocol_at_its_round(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = 7, .fail_call_at = -99};
  hpcab_timing *t = run(&f, 20, 20, 1e-9);
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_WRONG);
  assert_int_equal(hpcab_timing_failed_round(t), 7);
  assert_int_equal(hpcab_timing_rounds(t), 7);
  hpcab_timing_free(t);
}

static void a_wrong_warmup_output_is_caught(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -1, .fail_call_at = -99};
  hpcab_timing *t = run(&f, 20, 20, 1e-9);
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_WRONG);
  assert_int_equal(hpcab_timing_failed_round(t), -1);
  hpcab_timing_free(t);
}

static void a_failed_call_names_its_side_round_and_message(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -99, .fail_call_at = 3, .fail_call_side = HPCAB_SIDE_CANDIDATE};
  hpcab_timing *t = run(&f, 20, 20, 1e-9);
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_CALL_FAILED);
  assert_int_equal(hpcab_timing_failed_side(t), HPCAB_SIDE_CANDIDATE);
  assert_int_equal(hpcab_timing_failed_round(t), 3);
  assert_int_equal(hpcab_timing_status(t), HPCAB_E_WORKER);
  assert_string_equal(hpcab_timing_message(t), "crash in round 3");
  hpcab_timing_free(t);
}

static void incomplete_callbacks_are_rejected(void **state)
{
  (void)state;
  hpcab_timing_ops ops = {sizeof ops, fake_prepare, NULL, fake_verify, NULL};
  hpcab_timing *t = NULL;
  assert_int_equal(hpcab_timing_run(NULL, &ops, NULL, &t), HPCAB_E_INVALID);
  assert_null(t);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(warmup_on_draw_zero_then_rounds_cycle_draws_abba_then_baab),
      cmocka_unit_test(each_side_goes_first_in_half_the_rounds_of_every_draw),
      cmocka_unit_test(pings_come_after_the_warmup_and_every_32nd_round_alternating_which_side_goes_first),
      cmocka_unit_test(callbacks_of_the_first_layout_without_ping_are_accepted),
      cmocka_unit_test(samples_are_kept_per_side_in_round_order),
      cmocka_unit_test(at_least_min_calls_run_even_with_no_budget_left),
      cmocka_unit_test(rounds_stop_once_the_budget_is_spent),
      cmocka_unit_test(rounds_never_exceed_max_calls),
      cmocka_unit_test(a_wrong_output_stops_the_protocol_at_its_round),
      cmocka_unit_test(a_wrong_warmup_output_is_caught),
      cmocka_unit_test(a_failed_call_names_its_side_round_and_message),
      cmocka_unit_test(incomplete_callbacks_are_rejected),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
