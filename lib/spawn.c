/* lib/spawn.c — running a helper program with a time limit and captured output (spawn.h). */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"
#include "landlock.h"
#include "spawn.h"

extern char **environ;

static double now_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* In the child after fork: only async-signal-safe calls. */
static void child_exec(char *const argv[], char *const envp[], int landlock_fd, int outfd)
{
  setpgid(0, 0);
  int devnull = open("/dev/null", O_RDONLY);
  if (devnull >= 0) dup2(devnull, STDIN_FILENO);
  dup2(outfd, STDOUT_FILENO);
  dup2(outfd, STDERR_FILENO);
  if (landlock_fd >= 0 && hpcab__landlock_enforce(landlock_fd) != 0) {
    static const char msg[] = "hpcabench: cannot confine the child with Landlock\n";
    if (write(STDERR_FILENO, msg, sizeof msg - 1) < 0) _exit(126);
    _exit(126);
  }
  execvpe(argv[0], argv, envp ? envp : environ);
  static const char msg[] = "hpcabench: cannot execute the program: ";
  if (write(STDERR_FILENO, msg, sizeof msg - 1) >= 0 && write(STDERR_FILENO, argv[0], strlen(argv[0])) >= 0 &&
      write(STDERR_FILENO, "\n", 1) >= 0)
    _exit(127);
  _exit(127);
}

hpcab_status hpcab__spawn(char *const argv[], char *const envp[], int landlock_fd, double timeout_s, size_t cap,
                          hpcab__spawn_result *res)
{
  memset(res, 0, sizeof *res);
  res->output = malloc(cap + 1);
  if (!res->output) return hpcab__nomem("child output", cap + 1);
  res->output[0] = '\0';
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) {
    hpcab__spawn_result_free(res);
    return hpcab__seterr_errno("pipe");
  }
  pid_t pid = fork();
  if (pid < 0) {
    close(p[0]);
    close(p[1]);
    hpcab__spawn_result_free(res);
    return hpcab__seterr_errno("fork for %s", argv[0]);
  }
  if (pid == 0) child_exec(argv, envp, landlock_fd, p[1]);
  close(p[1]);
  setpgid(pid, pid); /* also in the parent, so the kill below always finds the group */
  double deadline = now_s() + (timeout_s > 0 ? timeout_s : 120.0);
  char buf[4096];
  for (;;) {
    double left = deadline - now_s();
    if (left <= 0) {
      res->timed_out = 1;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      break;
    }
    struct pollfd pf = {.fd = p[0], .events = POLLIN};
    int r = poll(&pf, 1, (int)(left * 1000) + 1);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;
    ssize_t n = read(p[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    size_t keep = res->output_len < cap ? cap - res->output_len : 0;
    if ((size_t)n < keep) keep = (size_t)n;
    memcpy(res->output + res->output_len, buf, keep);
    res->output_len += keep;
    res->output[res->output_len] = '\0';
  }
  close(p[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  kill(-pid, SIGKILL); /* grandchildren the program left behind */
  if (WIFEXITED(status)) {
    res->exited = 1;
    res->exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    res->signal = WTERMSIG(status);
  }
  return HPCAB_OK;
}

void hpcab__spawn_result_free(hpcab__spawn_result *res)
{
  free(res->output);
  res->output = NULL;
}
