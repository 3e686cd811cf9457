/*
 * lib/measure/idle.c — the CPUs kept ready to wake at once while kernels run (internal.h): a CPU
 * latency request of 0 µs through the kernel's PM QoS interface, /dev/cpu_dma_latency. While the
 * request is held, an idle CPU waits in its polling idle state instead of halting, so a thread
 * woken on it runs within microseconds instead of the tens to hundreds of microseconds a halted
 * CPU (a deep C-state, or a virtual CPU given back to the host) takes. Both sides of a timed
 * protocol, and the judge's own work between their calls, then wake alike and fast.
 *
 * The request lasts as long as the file stays open: the kernel drops it when the descriptor is
 * closed, also when the process is killed, so nothing outlives the judge. Only root may open the
 * file on most systems; elsewhere the judge runs as before and says so (hpcab__idle_state_name).
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <unistd.h>

#include "internal.h"

static pthread_mutex_t idle_m = PTHREAD_MUTEX_INITIALIZER;
static int idle_fd = -1;
static unsigned idle_users;
static const char *idle_path = "/dev/cpu_dma_latency";

/* Opens the request (idle_m held): the state it reached. */
static hpcab__idle_state idle_open(void)
{
  int fd = open(idle_path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return errno == EACCES || errno == EPERM ? HPCAB__IDLE_NOT_PERMITTED : HPCAB__IDLE_UNAVAILABLE;
  int32_t zero = 0; /* microseconds: no idle state that takes any time to leave */
  if (write(fd, &zero, sizeof zero) != (ssize_t)sizeof zero) {
    int e = errno;
    close(fd);
    return e == EACCES || e == EPERM ? HPCAB__IDLE_NOT_PERMITTED : HPCAB__IDLE_UNAVAILABLE;
  }
  idle_fd = fd;
  return HPCAB__IDLE_HELD;
}

hpcab__idle_state hpcab__idle_hold(void)
{
  pthread_mutex_lock(&idle_m);
  hpcab__idle_state s = idle_fd >= 0 ? HPCAB__IDLE_HELD : idle_open();
  if (s == HPCAB__IDLE_HELD) idle_users++;
  pthread_mutex_unlock(&idle_m);
  return s;
}

void hpcab__idle_release(hpcab__idle_state held)
{
  if (held != HPCAB__IDLE_HELD) return;
  pthread_mutex_lock(&idle_m);
  if (idle_users && --idle_users == 0 && idle_fd >= 0) {
    close(idle_fd);
    idle_fd = -1;
  }
  pthread_mutex_unlock(&idle_m);
}

const char *hpcab__idle_state_name(hpcab__idle_state s)
{
  switch (s) {
  case HPCAB__IDLE_HELD: return "held";
  case HPCAB__IDLE_NOT_PERMITTED: return "not permitted";
  case HPCAB__IDLE_UNAVAILABLE: return "unavailable";
  default: return "off";
  }
}

int hpcab__idle_fd(void)
{
  pthread_mutex_lock(&idle_m);
  int fd = idle_fd;
  pthread_mutex_unlock(&idle_m);
  return fd;
}

void hpcab__idle_set_path(const char *path)
{
  pthread_mutex_lock(&idle_m);
  idle_path = path ? path : "/dev/cpu_dma_latency";
  pthread_mutex_unlock(&idle_m);
}
