/*
 * lib/common/children.c — the process-wide table of live children (workers, compilers) and ending them all
 * from a signal handler (hpcab/children.h).
 *
 * A slot holds a child's pidfd (+1, so that 0 means free) and, for a compiler, its process group.
 * Slots are taken and given back with atomic operations only, and hpcab_children_kill reads them
 * with atomic loads and makes only async-signal-safe system calls. A slot is given back before its
 * child is reaped and its pidfd closed: a signal through a stale pidfd number reaches nothing of
 * ours, a pidfd never reaches another process than the one it was opened for.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hpcab/children.h"
#include "internal.h"

#ifndef P_PIDFD
#define P_PIDFD 3
#endif

#define MAX_CHILDREN 512

static _Atomic int g_pidfd[MAX_CHILDREN]; /* pidfd + 1; 0: free */
static _Atomic int g_pgid[MAX_CHILDREN];  /* process group to kill as well (compilers), or 0 */

int hpcab__child_register(int pidfd, int pgid)
{
  if (pidfd < 0) return -1;
  for (int i = 0; i < MAX_CHILDREN; i++) {
    int expect = 0;
    if (atomic_compare_exchange_strong(&g_pidfd[i], &expect, -1)) { /* claimed; not yet visible */
      atomic_store(&g_pgid[i], pgid);
      atomic_store(&g_pidfd[i], pidfd + 1);
      return i;
    }
  }
  return -1; /* table full: the child goes unrecorded (its own guards still hold) */
}

void hpcab__child_unregister(int slot)
{
  if (slot < 0 || slot >= MAX_CHILDREN) return;
  atomic_store(&g_pgid[slot], 0);
  atomic_store(&g_pidfd[slot], 0);
}

static double mono_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

HPCAB_API int hpcab_children_kill(double wait_s)
{
  int saved = errno, n = 0;
  int fds[MAX_CHILDREN];
  for (int i = 0; i < MAX_CHILDREN; i++) {
    int v = atomic_load(&g_pidfd[i]);
    fds[i] = v > 0 ? v - 1 : -1;
    if (fds[i] < 0) continue;
    int pgid = atomic_load(&g_pgid[i]);
    if (pgid > 0) kill(-pgid, SIGKILL);
    if (syscall(SYS_pidfd_send_signal, fds[i], SIGKILL, NULL, 0) == 0 || pgid > 0) n++;
  }
  double deadline = mono_s() + (wait_s > 0 ? wait_s : 0);
  for (int i = 0; i < MAX_CHILDREN; i++) {
    if (fds[i] < 0) continue;
    for (;;) {
      double left = deadline - mono_s();
      struct pollfd p = {.fd = fds[i], .events = POLLIN};
      int r = poll(&p, 1, left > 0 ? (int)(left * 1000) + 1 : 0);
      if (r < 0 && errno == EINTR) continue;
      if (r == 1) {
        siginfo_t si;
        (void)waitid((idtype_t)P_PIDFD, (id_t)fds[i], &si, WEXITED | WNOHANG);
      }
      break;
    }
  }
  errno = saved;
  return n;
}

HPCAB_API int hpcab_children_count(void)
{
  int n = 0;
  for (int i = 0; i < MAX_CHILDREN; i++) n += atomic_load(&g_pidfd[i]) > 0;
  return n;
}
