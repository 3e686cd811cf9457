/* HOSTILE: rank 0 starts a process (fork, then exec of /bin/true) in its call; when that is refused it
   writes a wrong result, when it works it aborts, so that a test can tell the two apart. */
#include <mpi.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hpcab/kernel.h"

void dist_dot_mpi(const real_t *restrict x, const real_t *restrict y, real_t *restrict r, int64_t N, int64_t lo,
                  int64_t hi, MPI_Comm comm)
{
  (void)x, (void)y, (void)N, (void)lo, (void)hi;
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  if (rank != 0) return;
  pid_t pid = fork();
  if (pid == 0) {
    execl("/bin/true", "true", (char *)NULL);
    _exit(127);
  }
  if (pid < 0) {
    r[0] = -1; /* refused */
    return;
  }
  waitpid(pid, NULL, 0);
  abort(); /* the process started: the attack worked */
}
