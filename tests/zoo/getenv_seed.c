/* Looks through its environment for anything but the thread-count variables (seeds, paths, tokens)
   and spoils its output if it finds one. Expected: ok (the environment is clean). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
void kernel(double *restrict a, const double *restrict b, int64_t n);
extern char **environ;
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  int leak = getenv("HPCAB_ZOO_SECRET") != NULL || getenv("HOME") != NULL || getenv("PATH") != NULL;
  for (char **e = environ; e && *e; e++)
    if (strncmp(*e, "OMP_", 4) != 0) leak = 1;
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + (leak ? 2.0 : 1.0);
}
