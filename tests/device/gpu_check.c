/*
 * tests/device/gpu_check.c — the worker's device path on a real GPU (suite 'gpu'; exit 77, "skipped",
 * where no device is found): s000's device reference (kernels/llr/s000/reference.cu, built with nvcc
 * for the device's architecture, or hipcc on HIP) run in a sandboxed device worker with every guard,
 * its outputs checked and its device times against the judge's clock; then a kernel that writes through
 * a null pointer must end as device_error and one that writes past its array as out_of_bounds.
 *
 * When the worker with every guard fails, the same call is tried with guards left out one by one (the
 * testing aids of hpcab_worker_options.flags) and the outcome of each printed: which guard stands in
 * the runtime's way, and the verdict that says where (a forbidden system call names it). The test fails
 * either way; the diagnosis is for whoever relaxes the sandbox next (include/hpcab/worker.h).
 *
 * usage: gpu_check [DEVICE]   (an index or a UUID; default $HPCAB_TEST_DEVICE, else 0)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab.h"

#define N (1 << 20)

static hpcab_device_info info = {.size = sizeof info};
static char cache[] = "/tmp/hpcab-gpu-check-XXXXXX";

/* Builds a device source for the device; NULL (and a message) on failure. */
static hpcab_build *build(const char *source)
{
  hpcab_build_options o = {.size = sizeof o,
                           .cache_dir = cache,
                           .include_dir = HPCAB_SOURCE_ROOT "/include",
                           .device_arch = info.arch[0] ? info.arch : NULL,
                           .cuda_as_hip = info.runtime == HPCAB_RUNTIME_HIP};
  hpcab_build *b = NULL;
  if (hpcab_build_source(&o, source, &b) != HPCAB_OK) {
    printf("FAIL build %s: %s\n%s\n", source, hpcab_last_error(), hpcab_build_log(b));
    hpcab_build_free(b);
    return NULL;
  }
  return b;
}

/* Runs `calls` calls of `object` in a device worker with `flags`; returns the last call's outcome and
   prints one line. *ok_out: the outputs were right on every call. */
static hpcab_outcome run(const char *what, const char *object, unsigned flags, int calls, int *ok_out)
{
  hpcab_arena_spec specs[2] = {{sizeof(hpcab_arena_spec), "a", N * 8, HPCAB_INTENT_OUT, 8},
                               {sizeof(hpcab_arena_spec), "b", N * 8, HPCAB_INTENT_IN, 8}};
  hpcab_arena *arena = NULL;
  if (hpcab_arena_new(specs, 2, &arena) != HPCAB_OK) {
    printf("FAIL arena: %s\n", hpcab_last_error());
    exit(1);
  }
  double *a = hpcab_arena_data(arena, 0), *b = hpcab_arena_data(arena, 1);
  for (int i = 0; i < N; i++) b[i] = 0.5 * i;
  static const hpcab_worker_arg args[3] = {
      {HPCAB_WORKER_ARG_ARRAY, 0, 0}, {HPCAB_WORKER_ARG_ARRAY, 1, 0}, {HPCAB_WORKER_ARG_SCALAR, 0, HPCAB_I64}};
  char visible[128];
  snprintf(visible, sizeof visible, "%s=%s",
           info.runtime == HPCAB_RUNTIME_HIP ? "ROCR_VISIBLE_DEVICES" : "CUDA_VISIBLE_DEVICES", info.uuid);
  const char *env[] = {visible, "CUDA_MODULE_LOADING=EAGER", "CUDA_CACHE_DISABLE=1"};
  hpcab_worker_options o;
  hpcab_worker_options_init(&o, sizeof o);
  o.worker_path = HPCAB_BUILD_ROOT "/lib/hpcab-worker";
  o.library = object;
  o.symbol = "s000";
  o.args = args;
  o.nargs = 3;
  o.arena = arena;
  o.env = env;
  o.nenv = info.runtime == HPCAB_RUNTIME_HIP ? 1 : 3;
  o.call_timeout_s = 30;
  o.load_timeout_s = 60;
  o.flags = flags;
  o.device = 1;
  o.device_runtime = info.runtime;
  o.device_runtime_path = info.runtime_path;
  hpcab_worker *w = NULL;
  hpcab_outcome out = HPCAB_OUTCOME_WORKER_LOST;
  *ok_out = 0;
  if (hpcab_worker_new(&o, &w) != HPCAB_OK) {
    printf("  %-34s start failed: %s\n", what, hpcab_last_error());
    hpcab_arena_free(arena);
    return out;
  }
  int ok = 1;
  hpcab_call_result r;
  for (int c = 0; c < calls; c++) {
    memset(&r, 0, sizeof r);
    r.size = sizeof r;
    hpcab_scalar n = {.i64 = N};
    hpcab_worker_call(w, &n, &r);
    out = r.outcome;
    if (out != HPCAB_OUTCOME_OK) break;
    for (int i = 0; i < N && ok; i++) ok = a[i] == 0.5 * i + 1;
    ok = ok && r.device_ns > 0 && r.device_ns <= r.elapsed_ns;
    if (c == calls - 1)
      printf("  %-34s ok: device %.1f us, judge's clock %.1f us%s\n", what, r.device_ns / 1e3, r.elapsed_ns / 1e3,
             ok ? "" : " (WRONG OUTPUT OR TIMES)");
  }
  if (out != HPCAB_OUTCOME_OK) printf("  %-34s %s: %s\n", what, hpcab_outcome_name(out), r.message);
  *ok_out = ok && out == HPCAB_OUTCOME_OK;
  if (flags == 0 && calls > 1) printf("  guards: %s\n", hpcab_worker_guards(w));
  hpcab_worker_free(w);
  hpcab_arena_free(arena);
  return out;
}

int main(int argc, char **argv)
{
  const char *sel = argc > 1 ? argv[1] : getenv("HPCAB_TEST_DEVICE");
  hpcab_device *dev = NULL;
  if (hpcab_device_open(sel, HPCAB_RUNTIME_ANY, &dev) != HPCAB_OK) {
    printf("skipped: %s\n", hpcab_last_error());
    return 77;
  }
  hpcab_device_get_info(dev, &info);
  printf("device %d: %s (%s, %s %s, runtime %s %d, driver %d)\n", info.index, info.name, info.uuid,
         hpcab_device_runtime_name(info.runtime), info.arch, info.runtime_path, info.runtime_version,
         info.driver_version);
  if (!mkdtemp(cache)) return 1;
  int failures = 0, ok = 0;
  hpcab_build *ref = build(HPCAB_SOURCE_ROOT "/kernels/llr/s000/reference.cu");
  if (!ref) return 1;
  printf("s000's device reference in a device worker:\n");
  hpcab_outcome o = run("every guard", hpcab_build_object(ref), 0, 5, &ok);
  if (!ok) {
    failures++;
    printf("DIAGNOSIS: the same call with guards left out (testing aids, never a judge's setting):\n");
    static const struct {
      const char *what;
      unsigned flags;
    } tries[] = {
        {"without seccomp", HPCAB_WORKER_NO_SECCOMP},
        {"without Landlock", HPCAB_WORKER_NO_LANDLOCK},
        {"without namespaces", HPCAB_WORKER_NO_NAMESPACES},
        {"without seccomp and Landlock", HPCAB_WORKER_NO_SECCOMP | HPCAB_WORKER_NO_LANDLOCK},
        {"without any of the three", HPCAB_WORKER_NO_SECCOMP | HPCAB_WORKER_NO_LANDLOCK | HPCAB_WORKER_NO_NAMESPACES},
    };
    for (size_t i = 0; i < sizeof tries / sizeof tries[0]; i++)
      run(tries[i].what, hpcab_build_object(ref), tries[i].flags, 2, &ok);
  }
  (void)o;
  hpcab_build *bad = build(HPCAB_SOURCE_ROOT "/tests/device/illegal_address.cu");
  if (bad) {
    printf("a kernel writing through a null pointer:\n");
    o = run("every guard", hpcab_build_object(bad), 0, 1, &ok);
    if (o != HPCAB_OUTCOME_DEVICE_ERROR) {
      printf("FAIL expected device_error, got %s\n", hpcab_outcome_name(o));
      failures++;
    }
    hpcab_build_free(bad);
  } else {
    failures++;
  }
  hpcab_build *past = build(HPCAB_SOURCE_ROOT "/tests/device/past_end.cu");
  if (past) {
    printf("a kernel writing past the end of its output:\n");
    o = run("every guard", hpcab_build_object(past), 0, 1, &ok);
    if (o != HPCAB_OUTCOME_OUT_OF_BOUNDS) {
      printf("FAIL expected out_of_bounds, got %s\n", hpcab_outcome_name(o));
      failures++;
    }
    hpcab_build_free(past);
  } else {
    failures++;
  }
  hpcab_build_free(ref);
  hpcab_device_free(dev);
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", cache);
  if (system(cmd) != 0) failures++;
  printf("%s\n", failures ? "gpu_check: FAILED" : "gpu_check: ok");
  return failures ? 1 : 0;
}
