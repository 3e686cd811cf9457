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
    while (now_ns() < end) {
    }
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

static const hpcab_timing_ops OPS = {sizeof(hpcab_timing_ops), fake_prepare, fake_run, fake_verify};

static hpcab_timing *run(fake *f, int64_t min_calls, int64_t max_calls, double budget)
{
  hpcab_timing_params p = {.size = sizeof p, .draws = 4, .budget_s = budget, .min_calls = min_calls,
                           .max_calls = max_calls};
  hpcab_timing *t = NULL;
  assert_int_equal(hpcab_timing_run(&p, &OPS, f, &t), HPCAB_OK);
  return t;
}

static void warmup_on_draw_zero_then_rounds_cycle_draws_in_abba_order(void **state)
{
  (void)state;
  fake f = {.fail_verify_at = -99, .fail_call_at = -99};
  hpcab_timing *t = run(&f, 6, 6, 1e-9);
  assert_int_equal(hpcab_timing_get_outcome(t), HPCAB_TIMING_OK);
  assert_string_equal(f.log, "0RC" "0RC" "1CR" "2RC" "3CR" "0RC" "1CR");
  assert_int_equal(hpcab_timing_rounds(t), 6);
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
  hpcab_timing_ops ops = {sizeof ops, fake_prepare, NULL, fake_verify};
  hpcab_timing *t = NULL;
  assert_int_equal(hpcab_timing_run(NULL, &ops, NULL, &t), HPCAB_E_INVALID);
  assert_null(t);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(warmup_on_draw_zero_then_rounds_cycle_draws_in_abba_order),
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
