/* Unit tests: the worker's device path (hpcab/worker.h, lib/sandbox/worker_device.c) without a GPU, on
   the stand-in runtime (tests/device/fake_cudart.c) whose "device" allocations are host memory and
   whose "device kernels" are host code (tests/device/stand_in_kernels.c): every call copies the arrays
   to the device and back, reports a device time no longer than the judge's clock, checks the canary
   after each device array and the inputs on the device; a runtime error is a device_error verdict; the
   guard line lists the relaxations. The real runtime's behaviour is tests/device/run.sh's to check. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "hpcab.h"

#define WORKER_BIN HPCAB_BUILD_ROOT "/lib/hpcab-worker"
#define FAKE HPCAB_BUILD_ROOT "/tests/fake_cudart.so"
#define KERNELS HPCAB_BUILD_ROOT "/tests/stand_in_ok.so"
#define N 1000

static const hpcab_worker_arg abn[3] = {
    {HPCAB_WORKER_ARG_ARRAY, 0, 0}, {HPCAB_WORKER_ARG_ARRAY, 1, 0}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I64}};

typedef struct {
  hpcab_arena *arena;
  hpcab_worker *w;
} fixture;

/* A device worker for `symbol` on arrays a (out) and b (in) of N doubles, b[i] = i. */
static void start(fixture *f, const char *symbol, unsigned flags)
{
  hpcab_arena_spec specs[2] = {{sizeof(hpcab_arena_spec), "a", N * 8, HPCAB_INTENT_OUT, 8},
                               {sizeof(hpcab_arena_spec), "b", N * 8, HPCAB_INTENT_IN, 8}};
  assert_int_equal(hpcab_arena_new(specs, 2, &f->arena), HPCAB_OK);
  double *b = hpcab_arena_data(f->arena, 1);
  for (int i = 0; i < N; i++) b[i] = i;
  hpcab_worker_options o;
  hpcab_worker_options_init(&o, sizeof o);
  o.worker_path = WORKER_BIN;
  o.library = KERNELS;
  o.symbol = symbol;
  o.args = abn;
  o.nargs = 3;
  o.arena = f->arena;
  o.call_timeout_s = 20;
  o.flags = flags;
  o.device = 1;
  o.device_runtime = HPCAB_RUNTIME_CUDA;
  o.device_runtime_path = FAKE;
  f->w = NULL;
  assert_int_equal(hpcab_worker_new(&o, &f->w), HPCAB_OK);
}

static void stop(fixture *f)
{
  hpcab_worker_free(f->w);
  hpcab_arena_free(f->arena);
}

static hpcab_call_result call(fixture *f)
{
  hpcab_call_result r;
  memset(&r, 0, sizeof r);
  r.size = sizeof r;
  hpcab_scalar n = {.i64 = N};
  hpcab_worker_call(f->w, &n, &r);
  return r;
}

static void a_device_call_copies_the_arrays_both_ways_and_reports_its_device_time(void **state)
{
  (void)state;
  fixture f;
  start(&f, "dev_ok", 0);
  double *a = hpcab_arena_data(f.arena, 0);
  for (int k = 0; k < 3; k++) {
    hpcab_call_result r = call(&f);
    assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
    assert_true(r.device_ns >= 0);
    assert_true(r.device_ns <= r.elapsed_ns);
    for (int i = 0; i < N; i++) assert_true(a[i] == i + 1.0);
  }
  hpcab_call_result p;
  memset(&p, 0, sizeof p);
  p.size = sizeof p;
  assert_int_equal(hpcab_worker_ping(f.w, &p), HPCAB_OK);
  assert_int_equal(p.outcome, HPCAB_OUTCOME_OK);
  assert_true(p.device_ns == -1); /* a ping runs nothing on the device */
  stop(&f);
}

static void a_write_past_a_device_array_is_out_of_bounds_naming_it(void **state)
{
  (void)state;
  fixture f;
  start(&f, "dev_past_end", 0);
  hpcab_call_result r = call(&f);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OUT_OF_BOUNDS);
  assert_string_equal(r.array, "a");
  assert_non_null(strstr(r.message, "device array 'a'"));
  assert_true(r.device_ns == -1);
  stop(&f);
}

static void a_write_into_an_input_on_the_device_is_wrote_input(void **state)
{
  (void)state;
  fixture f;
  start(&f, "dev_write_input", 0);
  hpcab_call_result r = call(&f);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_WROTE_INPUT);
  assert_string_equal(r.array, "b");
  stop(&f);
}

static void a_runtime_error_after_the_kernel_is_a_device_error_quoting_it(void **state)
{
  (void)state;
  fixture f;
  start(&f, "dev_error", 0);
  hpcab_call_result r = call(&f);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_DEVICE_ERROR);
  assert_non_null(strstr(r.message, "an illegal memory access was encountered"));
  assert_string_equal(hpcab_outcome_name(HPCAB_OUTCOME_DEVICE_ERROR), "device_error");
  hpcab_call_result again = call(&f); /* the worker is ended: its verdict sticks */
  assert_int_equal(again.outcome, HPCAB_OUTCOME_DEVICE_ERROR);
  stop(&f);
}

static void a_device_time_longer_than_the_judges_clock_is_a_forged_report(void **state)
{
  (void)state;
  fixture f;
  start(&f, "dev_forged_long", 0);
  hpcab_call_result r = call(&f);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_WORKER_LOST);
  assert_non_null(strstr(r.message, "exceeds the judge's clock"));
  stop(&f);
}

static void an_unlisted_system_call_fails_with_eperm_and_exec_is_trapped(void **state)
{
  (void)state;
  fixture f;
  start(&f, "dev_unlisted_call", 0);
  hpcab_call_result r = call(&f);
  double *a = hpcab_arena_data(f.arena, 0);
  if (hpcab_worker_guard(f.w, HPCAB_GUARD_SECCOMP, NULL) == 1) {
    assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
    assert_true(a[0] == -1.0); /* EPERM, and the kernel went on */
  }
  stop(&f);
  start(&f, "dev_exec", 0);
  r = call(&f);
  if (hpcab_worker_guard(f.w, HPCAB_GUARD_SECCOMP, NULL) == 1) {
    assert_int_equal(r.outcome, HPCAB_OUTCOME_FORBIDDEN);
    assert_string_equal(r.syscall, "execve");
  } else {
    assert_int_not_equal(r.outcome, HPCAB_OUTCOME_OK);
  }
  stop(&f);
}

static void the_guard_line_lists_the_device_relaxations(void **state)
{
  (void)state;
  fixture f;
  start(&f, "dev_ok", 0);
  const char *g = hpcab_worker_guards(f.w);
  assert_non_null(strstr(g, "relaxed for the device:"));
  assert_non_null(strstr(g, "ioctl"));
  assert_non_null(strstr(g, "no address-space limit"));
  const char *detail = NULL;
  assert_int_equal(hpcab_worker_guard(f.w, HPCAB_GUARD_RLIMITS, &detail), 1);
  assert_non_null(strstr(detail, "relaxed for the device"));
  if (hpcab_worker_guard(f.w, HPCAB_GUARD_SECCOMP, &detail) == 1)
    assert_non_null(strstr(detail, "relaxed for the device"));
  /* what is not relaxed stays: the call filter still traps the probe (verified at start), sealed inputs */
  assert_int_equal(hpcab_worker_guard(f.w, HPCAB_GUARD_SEALED_INPUTS, &detail), 1);
  stop(&f);
}

static void the_device_path_works_under_seccomp_alone(void **state)
{
  (void)state;
  fixture f;
  start(&f, "dev_ok", HPCAB_WORKER_NO_NAMESPACES | HPCAB_WORKER_NO_LANDLOCK);
  hpcab_call_result r = call(&f);
  assert_int_equal(r.outcome, HPCAB_OUTCOME_OK);
  assert_true(r.device_ns >= 0 && r.device_ns <= r.elapsed_ns);
  stop(&f);
}

static void a_device_worker_needs_a_runtime(void **state)
{
  (void)state;
  hpcab_arena_spec spec = {sizeof(hpcab_arena_spec), "a", 8, HPCAB_INTENT_OUT, 8};
  hpcab_arena *arena = NULL;
  assert_int_equal(hpcab_arena_new(&spec, 1, &arena), HPCAB_OK);
  hpcab_worker_options o;
  hpcab_worker_options_init(&o, sizeof o);
  o.worker_path = WORKER_BIN;
  o.library = HPCAB_BUILD_ROOT "/tests/unit_worker_kernels.so"; /* no runtime of its own */
  o.symbol = "copy_plus_one";
  o.arena = arena;
  o.device = 1;
  hpcab_worker *w = NULL;
  assert_int_equal(hpcab_worker_new(&o, &w), HPCAB_E_INVALID); /* no device_runtime */
  o.device_runtime = HPCAB_RUNTIME_CUDA;
  o.device_runtime_path = "/nonexistent/libcudart.so.13";
  assert_int_not_equal(hpcab_worker_new(&o, &w), HPCAB_OK);
  assert_non_null(strstr(hpcab_last_error(), "device: no cuda runtime"));
  assert_null(w);
  hpcab_arena_free(arena);
}

int main(void)
{
  setenv("FAKE_CUDART_DEVICES", "1", 1);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(a_device_call_copies_the_arrays_both_ways_and_reports_its_device_time),
      cmocka_unit_test(a_write_past_a_device_array_is_out_of_bounds_naming_it),
      cmocka_unit_test(a_write_into_an_input_on_the_device_is_wrote_input),
      cmocka_unit_test(a_runtime_error_after_the_kernel_is_a_device_error_quoting_it),
      cmocka_unit_test(a_device_time_longer_than_the_judges_clock_is_a_forged_report),
      cmocka_unit_test(an_unlisted_system_call_fails_with_eperm_and_exec_is_trapped),
      cmocka_unit_test(the_guard_line_lists_the_device_relaxations),
      cmocka_unit_test(the_device_path_works_under_seccomp_alone),
      cmocka_unit_test(a_device_worker_needs_a_runtime),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
