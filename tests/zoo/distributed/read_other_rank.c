/* HOSTILE: rank 0 opens every rank's input file (found from its own command line) to sum all of it
   without any communication. So that a test can tell the two outcomes apart, it aborts when it could
   open them all (the attack worked: status crashed) and writes a wrong result when an open was denied
   (status incorrect). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hpcab/kernel.h"

static int read_dir(char *dir, size_t cap)
{
  FILE *f = fopen("/proc/self/cmdline", "rb");
  if (!f) return 0;
  char buf[8192];
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = '\0';
  const char *last = buf;
  for (size_t i = 0; i + 1 < n; i++)
    if (buf[i] == '\0') last = buf + i + 1;
  snprintf(dir, cap, "%s", last);
  return 1;
}

void dist_dot_mpi(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, int64_t N, int64_t lo,
                  int64_t hi, MPI_Comm comm)
{
  (void)x, (void)y, (void)N, (void)lo, (void)hi;
  int rank = 0, size = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  if (rank != 0) return;
  char dir[4096], path[4200];
  double s = 0;
  if (!read_dir(dir, sizeof dir)) {
    r[0] = -1;
    return;
  }
  for (int q = 0; q < size; q++) {
    snprintf(path, sizeof path, "%s/in.%d", dir, q);
    FILE *f = fopen(path, "rb");
    if (!f) {
      r[0] = -1; /* denied: a wrong answer, so the test sees the attack failed */
      return;
    }
    fclose(f);
  }
  (void)s;
  abort(); /* every block was readable: the attack worked */
}
