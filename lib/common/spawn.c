/* lib/common/spawn.c — running a helper program with limits and captured output (spawn.h). */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"
#include "landlock.h"
#include "spawn.h"

#ifndef P_PIDFD
#define P_PIDFD 3
#endif

extern char **environ;

static double now_s(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static _Noreturn void child_fail(const char *msg, int code)
{
  if (write(STDERR_FILENO, msg, strlen(msg)) < 0) _exit(code);
  _exit(code);
}

/* In the child after fork or clone: only async-signal-safe calls. `go` (>= 0): a pipe on which the
   parent writes one byte once the namespace's identity maps are written (end of file: it died).
   `parent`: the parent's pid (0 in a new PID namespace, where it cannot be seen). */
static _Noreturn void child_exec(char *const argv[], char *const envp[], const hpcab__spawn_options *o, int outfd,
                                 int go, pid_t parent)
{
  /* dies with the thread that started it; checked after setting it (the parent may be gone) */
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  if (parent > 0 && getppid() != parent) _exit(126);
  setpgid(0, 0);
  int devnull = open("/dev/null", O_RDONLY);
  if (devnull >= 0) dup2(devnull, STDIN_FILENO);
  dup2(outfd, STDOUT_FILENO);
  dup2(outfd, STDERR_FILENO);
  if (go >= 0) {
    char c;
    ssize_t n;
    do n = read(go, &c, 1);
    while (n < 0 && errno == EINTR);
    if (n != 1) _exit(126);
  }
  struct rlimit none = {0, 0};
  setrlimit(RLIMIT_CORE, &none);
  if (o->as_bytes) {
    struct rlimit rl = {o->as_bytes, o->as_bytes};
    if (setrlimit(RLIMIT_AS, &rl) != 0) child_fail("hpcabench: cannot limit the child's memory\n", 126);
  }
  if (o->cpu_s) {
    struct rlimit rl = {o->cpu_s, o->cpu_s + 5};
    if (setrlimit(RLIMIT_CPU, &rl) != 0) child_fail("hpcabench: cannot limit the child's CPU time\n", 126);
  }
  if (o->fsize_bytes) {
    struct rlimit rl = {o->fsize_bytes, o->fsize_bytes};
    if (setrlimit(RLIMIT_FSIZE, &rl) != 0) child_fail("hpcabench: cannot limit the child's file size\n", 126);
  }
  if (o->cwd && chdir(o->cwd) != 0) child_fail("hpcabench: cannot enter the child's directory\n", 126);
  if (o->landlock_fd >= 0 && hpcab__landlock_enforce(o->landlock_fd) != 0)
    child_fail("hpcabench: cannot confine the child with Landlock\n", 126);
  execvpe(argv[0], argv, envp ? envp : environ);
  static const char msg[] = "hpcabench: cannot execute the program: ";
  if (write(STDERR_FILENO, msg, sizeof msg - 1) >= 0 && write(STDERR_FILENO, argv[0], strlen(argv[0])) >= 0 &&
      write(STDERR_FILENO, "\n", 1) >= 0)
    _exit(127);
  _exit(127);
}

/* Writes `text` to /proc/PID/`file`; 0 or -1. */
static int write_proc(pid_t pid, const char *file, const char *text)
{
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, file);
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = write(fd, text, strlen(text));
  close(fd);
  return n == (ssize_t)strlen(text) ? 0 : -1;
}

/* Starts the child: in a new user and PID namespace when asked and allowed (the caller's uid and gid
   mapped to themselves, so its files are the caller's), else a plain fork. Returns the pid or -1. */
static pid_t start_child(char *const argv[], char *const envp[], const hpcab__spawn_options *o, int outfd,
                         int *isolated)
{
  *isolated = 0;
  pid_t parent = getpid();
  if (o->isolate) {
    int go[2];
    if (pipe2(go, O_CLOEXEC) == 0) {
      long pid = syscall(SYS_clone, (unsigned long)SIGCHLD | CLONE_NEWUSER | CLONE_NEWPID, NULL, NULL, NULL, NULL);
      if (pid == 0) {
        close(go[1]);
        child_exec(argv, envp, o, outfd, go[0], 0);
      }
      close(go[0]);
      if (pid > 0) {
        char map[64];
        int ok = write_proc((pid_t)pid, "setgroups", "deny") == 0;
        snprintf(map, sizeof map, "%u %u 1\n", (unsigned)geteuid(), (unsigned)geteuid());
        ok = ok && write_proc((pid_t)pid, "uid_map", map) == 0;
        snprintf(map, sizeof map, "%u %u 1\n", (unsigned)getegid(), (unsigned)getegid());
        ok = ok && write_proc((pid_t)pid, "gid_map", map) == 0;
        if (ok && write(go[1], "1", 1) == 1) {
          close(go[1]);
          *isolated = 1;
          return (pid_t)pid;
        }
        close(go[1]); /* the child ends on end of file */
        kill((pid_t)pid, SIGKILL);
        while (waitpid((pid_t)pid, NULL, 0) < 0 && errno == EINTR) {}
      } else {
        close(go[1]);
      }
    }
  }
  pid_t pid = fork();
  if (pid == 0) child_exec(argv, envp, o, outfd, -1, parent);
  return pid;
}

hpcab_status hpcab__spawn(char *const argv[], char *const envp[], const hpcab__spawn_options *o,
                          hpcab__spawn_result *res)
{
  memset(res, 0, sizeof *res);
  size_t cap = o->cap;
  res->output = malloc(cap + 1);
  if (!res->output) return hpcab__nomem("child output", cap + 1);
  res->output[0] = '\0';
  int p[2];
  if (pipe2(p, O_CLOEXEC) != 0) {
    hpcab__spawn_result_free(res);
    return hpcab__seterr_errno("pipe");
  }
  pid_t pid = start_child(argv, envp, o, p[1], &res->isolated);
  if (pid < 0) {
    hpcab_status st = hpcab__seterr_errno("starting %s", argv[0]);
    close(p[0]);
    close(p[1]);
    hpcab__spawn_result_free(res);
    return st;
  }
  close(p[1]);
  setpgid(pid, pid); /* also in the parent, so the kill below always finds the group */
  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  int slot = pidfd >= 0 ? hpcab__child_register(pidfd, pid) : -1;
  double timeout = o->timeout_s > 0 ? o->timeout_s : 120.0, deadline = now_s() + timeout;
  char buf[4096];
  int out_open = 1, exited = 0;
  while (!exited) {
    double left = deadline - now_s();
    if (left <= 0) {
      res->timed_out = 1;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      break;
    }
    /* read what it prints while it runs; after end of file wait for it to end, within the limit */
    struct pollfd pf[2] = {{.fd = out_open ? p[0] : -1, .events = POLLIN}, {.fd = pidfd, .events = POLLIN}};
    int r = poll(pf, 2, (int)(left * 1000) + 1);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) break;
    if (out_open && (pf[0].revents & (POLLIN | POLLHUP | POLLERR))) {
      ssize_t n = read(p[0], buf, sizeof buf);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        out_open = 0;
      } else {
        size_t keep = res->output_len < cap ? cap - res->output_len : 0;
        if ((size_t)n > keep) res->truncated = 1;
        if ((size_t)n < keep) keep = (size_t)n;
        memcpy(res->output + res->output_len, buf, keep);
        res->output_len += keep;
        res->output[res->output_len] = '\0';
      }
      continue;
    }
    if (pidfd < 0 && !out_open) break; /* no pidfd (old kernel): wait below */
    if (pf[1].revents & POLLIN) exited = 1;
  }
  /* what it printed last (it has ended or been killed: the pipe holds the rest, unless something it
     left behind holds the pipe open: never block on that) */
  if (out_open) fcntl(p[0], F_SETFL, fcntl(p[0], F_GETFL) | O_NONBLOCK);
  for (ssize_t n; out_open && (n = read(p[0], buf, sizeof buf)) > 0;) {
    size_t keep = res->output_len < cap ? cap - res->output_len : 0;
    if ((size_t)n > keep) res->truncated = 1;
    if ((size_t)n < keep) keep = (size_t)n;
    memcpy(res->output + res->output_len, buf, keep);
    res->output_len += keep;
    res->output[res->output_len] = '\0';
  }
  close(p[0]);
  hpcab__child_unregister(slot);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  if (pidfd >= 0) close(pidfd);
  kill(-pid, SIGKILL); /* grandchildren the program left behind (outside a PID namespace) */
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
