/* Unit tests: the machine topology, pinning and the worker's placement (hpcab/topo.h). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hpcab.h"
#include "topo_internal.h"

/* A machine with two packages of four 2-way SMT cores, one NUMA node and one 32 MiB L3 each. */
#define SMT_MACHINE "Package:2 NUMANode:1 L3Cache:1(size=32MiB) Core:4 PU:2"

static hpcab_topo *load(void)
{
  hpcab_topo *t = NULL;
  assert_int_equal(hpcab_topo_new(&t), HPCAB_OK);
  assert_non_null(t);
  return t;
}

static hpcab_topo *load_synthetic(const char *desc)
{
  hpcab_topo *t = NULL;
  hpcab_status st = hpcab__topo_new_synthetic(desc, &t);
  if (st != HPCAB_OK) fail_msg("synthetic topology '%s': %s", desc, hpcab_last_error());
  return t;
}

static void topology_has_at_least_one_core(void **state)
{
  (void)state;
  hpcab_topo *t = load();
  assert_true(hpcab_topo_core_count(t) >= 1);
  assert_true(hpcab_topo_pu_count(t) >= hpcab_topo_core_count(t));
  assert_true(hpcab_topo_numa_count(t) >= 1);
  hpcab_topo_free(t);
}

static void each_core_gets_a_distinct_pu(void **state)
{
  (void)state;
  hpcab_topo *t = load();
  unsigned n = hpcab_topo_core_count(t);
  for (unsigned i = 0; i < n; i++) {
    int pu = hpcab_topo_core_pu(t, i);
    assert_true(pu >= 0);
    for (unsigned k = 0; k < i; k++) assert_int_not_equal(pu, hpcab_topo_core_pu(t, k));
  }
  assert_int_equal(hpcab_topo_core_pu(t, n), -1);
  hpcab_topo_free(t);
}

static void machine_key_is_stable_across_two_loads(void **state)
{
  (void)state;
  hpcab_topo *a = load(), *b = load();
  assert_string_equal(hpcab_topo_key(a), hpcab_topo_key(b));
  assert_string_equal(hpcab_topo_describe(a), hpcab_topo_describe(b));
  hpcab_topo_free(a);
  hpcab_topo_free(b);
}

static void machine_key_is_32_lowercase_hex_digits(void **state)
{
  (void)state;
  hpcab_topo *t = load();
  const char *key = hpcab_topo_key(t);
  assert_int_equal(strlen(key), HPCAB_TOPO_KEY_HEX);
  for (const char *c = key; *c; c++) assert_non_null(strchr("0123456789abcdef", *c));
  hpcab_topo_free(t);
}

static void machine_key_differs_between_machines(void **state)
{
  (void)state;
  hpcab_topo *a = load_synthetic(SMT_MACHINE);
  hpcab_topo *b = load_synthetic("Package:2 NUMANode:1 L3Cache:1(size=32MiB) Core:4 PU:1");
  assert_string_not_equal(hpcab_topo_key(a), hpcab_topo_key(b));
  hpcab_topo_free(a);
  hpcab_topo_free(b);
}

static void description_names_the_core_count(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  assert_non_null(strstr(hpcab_topo_describe(t), "8 cores, 16 PUs"));
  assert_non_null(strstr(hpcab_topo_describe(t), "LLC 64 MiB (2 x 32 MiB L3)"));
  hpcab_topo_free(t);
}

static void smt_machine_counts_physical_cores_and_takes_their_first_pu(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  assert_int_equal(hpcab_topo_core_count(t), 8);
  assert_int_equal(hpcab_topo_pu_count(t), 16);
  for (unsigned i = 0; i < 8; i++) assert_int_equal(hpcab_topo_core_pu(t, i), (int)(2 * i));
  hpcab_topo_free(t);
}

static void llc_is_summed_over_its_instances(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  assert_int_equal(hpcab_topo_llc_bytes(t), (uint64_t)64 << 20);
  hpcab_topo_free(t);
}

static void worker_env_strings_are_exact(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  char **env = NULL;
  assert_int_equal(hpcab_topo_worker_env(t, 3, &env), HPCAB_OK);
  const char *expected[] = {"OMP_NUM_THREADS=3",
                            "OMP_PLACES={0},{2},{4}",
                            "OMP_PROC_BIND=close",
                            "OPENBLAS_NUM_THREADS=3",
                            "MKL_NUM_THREADS=3",
                            "GOTO_NUM_THREADS=3",
                            NULL};
  for (int i = 0; expected[i]; i++) assert_string_equal(env[i], expected[i]);
  assert_null(env[6]);
  hpcab_topo_env_free(env);
  hpcab_topo_free(t);
}

static void worker_env_with_zero_threads_uses_every_core(void **state)
{
  (void)state;
  hpcab_topo *t = load();
  unsigned n = hpcab_topo_core_count(t);
  char **env = NULL;
  assert_int_equal(hpcab_topo_worker_env(t, 0, &env), HPCAB_OK);
  char want[64];
  snprintf(want, sizeof want, "OMP_NUM_THREADS=%u", n);
  assert_string_equal(env[0], want);
  snprintf(want, sizeof want, "OMP_PLACES={%d}", hpcab_topo_core_pu(t, 0));
  assert_memory_equal(env[1], want, strlen(want));
  hpcab_topo_env_free(env);
  hpcab_topo_free(t);
}

static void worker_env_takes_nothing_from_the_callers_environment(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  setenv("HPCAB_TEST_SECRET", "leak", 1);
  setenv("OMP_NUM_THREADS", "99", 1);
  char **env = NULL;
  assert_int_equal(hpcab_topo_worker_env(t, 1, &env), HPCAB_OK);
  int n = 0;
  for (; env[n]; n++) {
    assert_null(strstr(env[n], "leak"));
    assert_null(strstr(env[n], "99"));
  }
  assert_int_equal(n, 6);
  unsetenv("HPCAB_TEST_SECRET");
  unsetenv("OMP_NUM_THREADS");
  hpcab_topo_env_free(env);
  hpcab_topo_free(t);
}

static void more_threads_than_cores_is_a_range_error(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  char **env = (char **)1;
  assert_int_equal(hpcab_topo_worker_env(t, 9, &env), HPCAB_E_RANGE);
  assert_null(env);
  assert_non_null(strstr(hpcab_last_error(), "8 physical cores"));
  int cpu;
  assert_int_equal(hpcab_topo_judge_cpu(t, 9, &cpu), HPCAB_E_RANGE);
  hpcab_topo_free(t);
}

static void worker_cpus_are_the_pus_of_the_first_cores(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  int cpus[8];
  size_t n = 0;
  assert_int_equal(hpcab_topo_worker_cpus(t, 4, cpus, 8, &n), HPCAB_OK);
  assert_int_equal(n, 4);
  for (int i = 0; i < 4; i++) assert_int_equal(cpus[i], 2 * i);
  assert_int_equal(hpcab_topo_worker_cpus(t, 0, cpus, 2, &n), HPCAB_E_RANGE);
  assert_int_equal(n, 8);
  hpcab_topo_free(t);
}

static void worker_cpuset_holds_exactly_the_worker_cpus(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  cpu_set_t set;
  assert_int_equal(hpcab_topo_worker_cpuset(t, 3, sizeof set, &set), HPCAB_OK);
  assert_int_equal(CPU_COUNT(&set), 3);
  assert_true(CPU_ISSET(0, &set) && CPU_ISSET(2, &set) && CPU_ISSET(4, &set));
  assert_int_equal(hpcab_topo_worker_cpuset(t, 3, 0, &set), HPCAB_E_RANGE);
  hpcab_topo_free(t);
}

static void judge_cpu_is_the_first_core_the_kernel_leaves_free(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE);
  int cpu = -2;
  assert_int_equal(hpcab_topo_judge_cpu(t, 3, &cpu), HPCAB_OK);
  assert_int_equal(cpu, 6);
  hpcab_topo_free(t);
}

static void judge_cpu_is_none_when_every_core_runs_the_kernel(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic(SMT_MACHINE); /* SMT siblings are free but never offered */
  int cpu = 0;
  assert_int_equal(hpcab_topo_judge_cpu(t, 0, &cpu), HPCAB_OK);
  assert_int_equal(cpu, -1);
  assert_int_equal(hpcab_topo_judge_cpu(t, 8, &cpu), HPCAB_OK);
  assert_int_equal(cpu, -1);
  hpcab_topo_free(t);
}

typedef struct {
  const hpcab_topo *topo;
  unsigned core;
  hpcab_status status;
  int cpu_after;
  int allowed_after;
} pin_job;

static void *pin_thread(void *arg)
{
  pin_job *j = arg;
  j->status = hpcab_topo_pin_thread(j->topo, j->core);
  sched_yield(); /* let the scheduler migrate us if it had not yet */
  j->cpu_after = sched_getcpu();
  cpu_set_t set;
  CPU_ZERO(&set);
  pthread_getaffinity_np(pthread_self(), sizeof set, &set);
  j->allowed_after = CPU_COUNT(&set);
  return NULL;
}

static void pinning_moves_the_thread_to_the_cores_pu(void **state)
{
  (void)state;
  hpcab_topo *t = load();
  for (unsigned c = 0; c < hpcab_topo_core_count(t); c++) {
    pin_job j = {.topo = t, .core = c};
    pthread_t tid;
    assert_int_equal(pthread_create(&tid, NULL, pin_thread, &j), 0);
    pthread_join(tid, NULL);
    assert_int_equal(j.status, HPCAB_OK);
    assert_int_equal(j.cpu_after, hpcab_topo_core_pu(t, c));
    assert_int_equal(j.allowed_after, 1);
  }
  hpcab_topo_free(t);
}

static void pinning_to_a_missing_core_is_a_range_error(void **state)
{
  (void)state;
  hpcab_topo *t = load();
  assert_int_equal(hpcab_topo_pin_thread(t, hpcab_topo_core_count(t)), HPCAB_E_RANGE);
  hpcab_topo_free(t);
}

static void pinning_to_a_cpu_the_os_lacks_is_a_system_error(void **state)
{
  (void)state;
  hpcab_topo *t = load_synthetic("Core:2 PU:1(indexes=4000,4001)");
  assert_int_equal(hpcab_topo_core_pu(t, 1), 4001);
  assert_int_equal(hpcab_topo_pin_thread(t, 1), HPCAB_E_SYSTEM);
  assert_non_null(strstr(hpcab_last_error(), "cpu 4001"));
  hpcab_topo_free(t);
}

static void null_arguments_are_invalid_not_crashes(void **state)
{
  (void)state;
  assert_int_equal(hpcab_topo_new(NULL), HPCAB_E_INVALID);
  assert_int_equal(hpcab_topo_core_count(NULL), 0);
  assert_int_equal(hpcab_topo_core_pu(NULL, 0), -1);
  assert_string_equal(hpcab_topo_key(NULL), "");
  assert_int_equal(hpcab_topo_pin_thread(NULL, 0), HPCAB_E_INVALID);
  char **env;
  assert_int_equal(hpcab_topo_worker_env(NULL, 1, &env), HPCAB_E_INVALID);
  hpcab_topo *t = load();
  assert_int_equal(hpcab_topo_worker_env(t, 1, NULL), HPCAB_E_INVALID);
  assert_int_equal(hpcab_topo_worker_cpuset(t, 1, 8, NULL), HPCAB_E_INVALID);
  assert_int_equal(hpcab_topo_judge_cpu(t, 1, NULL), HPCAB_E_INVALID);
  hpcab_topo_free(t);
  hpcab_topo_free(NULL);
  hpcab_topo_env_free(NULL);
}

static void malformed_synthetic_description_is_a_parse_error(void **state)
{
  (void)state;
  hpcab_topo *t = (hpcab_topo *)1;
  assert_int_equal(hpcab__topo_new_synthetic("Bogus:2 ???", &t), HPCAB_E_PARSE);
  assert_null(t);
}

static void cache_levels_are_listed_from_the_cores_outward(void **state)
{
  (void)state;
  hpcab_topo *t =
      load_synthetic("Package:2 L3Cache:1(size=32MiB) L2Cache:4(size=1MiB) L1dCache:1(size=48KiB) Core:1 PU:1");
  assert_int_equal(hpcab_topo_cache_count(t), 3);
  const int level[3] = {1, 2, 3};
  const uint64_t bytes[3] = {48 << 10, 1 << 20, 32 << 20};
  const unsigned instances[3] = {8, 8, 2};
  for (size_t i = 0; i < 3; i++) {
    hpcab_cache_level c = {.size = sizeof c};
    assert_int_equal(hpcab_topo_get_cache(t, i, &c), HPCAB_OK);
    assert_int_equal(c.level, level[i]);
    assert_true(c.bytes == bytes[i]);
    assert_int_equal(c.instances, instances[i]);
  }
  hpcab_cache_level c = {.size = sizeof c};
  assert_int_equal(hpcab_topo_get_cache(t, 3, &c), HPCAB_E_INVALID);
  c.size = 4;
  assert_int_equal(hpcab_topo_get_cache(t, 0, &c), HPCAB_E_INVALID);
  assert_true(hpcab_topo_llc_bytes(t) == (uint64_t)64 << 20);
  hpcab_topo_free(t);
}

int main(void)
{
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(topology_has_at_least_one_core),
      cmocka_unit_test(each_core_gets_a_distinct_pu),
      cmocka_unit_test(machine_key_is_stable_across_two_loads),
      cmocka_unit_test(machine_key_is_32_lowercase_hex_digits),
      cmocka_unit_test(machine_key_differs_between_machines),
      cmocka_unit_test(description_names_the_core_count),
      cmocka_unit_test(smt_machine_counts_physical_cores_and_takes_their_first_pu),
      cmocka_unit_test(llc_is_summed_over_its_instances),
      cmocka_unit_test(worker_env_strings_are_exact),
      cmocka_unit_test(worker_env_with_zero_threads_uses_every_core),
      cmocka_unit_test(worker_env_takes_nothing_from_the_callers_environment),
      cmocka_unit_test(more_threads_than_cores_is_a_range_error),
      cmocka_unit_test(worker_cpus_are_the_pus_of_the_first_cores),
      cmocka_unit_test(worker_cpuset_holds_exactly_the_worker_cpus),
      cmocka_unit_test(judge_cpu_is_the_first_core_the_kernel_leaves_free),
      cmocka_unit_test(judge_cpu_is_none_when_every_core_runs_the_kernel),
      cmocka_unit_test(pinning_moves_the_thread_to_the_cores_pu),
      cmocka_unit_test(pinning_to_a_missing_core_is_a_range_error),
      cmocka_unit_test(pinning_to_a_cpu_the_os_lacks_is_a_system_error),
      cmocka_unit_test(null_arguments_are_invalid_not_crashes),
      cmocka_unit_test(malformed_synthetic_description_is_a_parse_error),
      cmocka_unit_test(cache_levels_are_listed_from_the_cores_outward),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
