/* HOSTILE: rank 0 opens a network socket in its call (to reach another machine, or the judge); when
   that is refused it writes a wrong result, when it works it aborts. */
#include <mpi.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

#include "hpcab/kernel.h"

void dist_dot_mpi(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, int64_t N, int64_t lo,
                  int64_t hi, MPI_Comm comm)
{
  (void)x, (void)y, (void)N, (void)lo, (void)hi;
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  if (rank != 0) return;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) {
    r[0] = -1; /* refused */
    return;
  }
  close(s);
  abort(); /* a socket: the attack worked */
}
