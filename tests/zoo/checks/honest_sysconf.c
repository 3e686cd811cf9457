/* Honest (issue 30.3): asks for the CPU count at call time, three ways (glibc reads /sys for it: the
   open fails with EACCES and glibc falls back to the affinity mask). Every answer must be the worker's
   own CPU count (its affinity mask), else the output is spoiled. Expected: ok, flagged file-io. */
#define _GNU_SOURCE
#include <omp.h>
#include <sched.h>
#include <stdint.h>
#include <sys/sysinfo.h>
#include <unistd.h>
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  cpu_set_t set;
  CPU_ZERO(&set);
  int mine = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : -1;
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  int agree = mine > 0 && online == mine && get_nprocs() == mine && omp_get_num_procs() == mine;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + (agree ? 1.0 : 2.0);
}
