/*
 * lib/sandbox/worker_start.c — starting a worker (hpcab_worker_new): clone and exec of hpcab-worker
 * in new namespaces where allowed, the set-up message with the arena's memfds, READY, the check of
 * its seccomp filters (in /proc, then by probe calls the call filter must trap), and the first stop.
 */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "devrt.h"
#include "hpcab/paths.h"
#include "internal.h"
#include "first_layouts.h"
#include "worker_internal.h"
#include "worker_proto.h"

#ifndef P_PIDFD
#define P_PIDFD 3
#endif

/* ---- start-up ---- */

static hpcab_status resolve_worker_path(const hpcab_worker_options *opt, char **out)
{
  char found[PATH_MAX];
  const char *p = opt->worker_path;
  if (!p || !p[0]) {
    hpcab_status st = hpcab_paths_worker(found, sizeof found); /* $HPCAB_WORKER, beside the library, installed */
    if (st) return st;
    p = found;
  }
  if (access(p, X_OK) != 0)
    return hpcab__seterr(HPCAB_E_NOTFOUND, "worker binary '%s' is not executable: %s (set HPCAB_WORKER)", p,
                         strerror(errno));
  *out = hpcab__strdup(p);
  return *out ? HPCAB_OK : HPCAB_E_NOMEM;
}

static hpcab_status check_options(const hpcab_worker_options *opt)
{
  if (!opt->library || !opt->symbol || !opt->symbol[0] || strlen(opt->symbol) >= HPCAB__WP_SYMBOL_MAX)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: library and symbol (under 256 bytes) are required");
  if (!opt->arena) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: arena is NULL");
  if (opt->nargs > HPCAB__WP_MAX_ARGS || (opt->nargs && !opt->args))
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: %zu arguments (at most 64, args non-NULL)", opt->nargs);
  for (size_t i = 0; i < opt->nargs; i++) {
    const hpcab_worker_arg *a = &opt->args[i];
    if (a->kind == HPCAB_WORKER_ARG_ARRAY) {
      if (a->array >= opt->arena->n)
        return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: argument %zu names array %zu; the arena has %zu", i,
                             a->array, opt->arena->n);
    } else if (a->kind == HPCAB_WORKER_ARG_SCALAR) {
      switch (a->dtype) {
      case HPCAB_F64:
      case HPCAB_F32:
      case HPCAB_I64:
      case HPCAB_U64:
      case HPCAB_I32:
      case HPCAB_U32:
      case HPCAB_I16:
      case HPCAB_U16:
      case HPCAB_I8:
      case HPCAB_U8:
      case HPCAB_BOOL: break;
      default:
        return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: argument %zu: scalar dtype %s is not supported", i,
                             hpcab_dtype_name(a->dtype));
      }
    } else {
      return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: argument %zu has invalid kind %d", i, (int)a->kind);
    }
  }
  if (opt->nenv && !opt->env) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: env is NULL");
  for (size_t i = 0; i < opt->nenv; i++)
    if (!opt->env[i] || !strchr(opt->env[i], '=') || opt->env[i][0] == '=')
      return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: env[%zu] is not NAME=VALUE", i);
  if (opt->ncpus && !opt->cpus) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: cpus is NULL");
  for (size_t i = 0; i < opt->ncpus; i++)
    if (opt->cpus[i] >= HPCAB__WP_CPUSET_BYTES * 8)
      return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: CPU %u out of range (< 1024)", opt->cpus[i]);
  if (opt->cpu_seconds < 0 || opt->call_timeout_s < 0 || opt->load_timeout_s < 0)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: negative limit");
  if (opt->device && opt->device_runtime != HPCAB__DEVRT_CUDA && opt->device_runtime != HPCAB__DEVRT_HIP)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: a device worker needs device_runtime CUDA or HIP");
  if (opt->device_runtime_path && strlen(opt->device_runtime_path) >= HPCAB__WP_PATH_MAX)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: device runtime path too long");
  return HPCAB_OK;
}

/* Builds the NULL-terminated environment: the judge's strings plus OMP_NUM_THREADS. */
static char **build_env(const hpcab_worker_options *opt)
{
  char **env = calloc(opt->nenv + 2, sizeof *env);
  if (!env) {
    hpcab__nomem("worker environment", (opt->nenv + 2) * sizeof *env);
    return NULL;
  }
  size_t k = 0;
  int has_omp = 0;
  for (size_t i = 0; i < opt->nenv; i++) {
    env[k++] = (char *)opt->env[i];
    if (strncmp(opt->env[i], "OMP_NUM_THREADS=", 16) == 0) has_omp = 1;
  }
  if (opt->threads && !has_omp) {
    env[k] = hpcab__asprintf("OMP_NUM_THREADS=%u", opt->threads);
    if (!env[k]) {
      free(env);
      return NULL;
    }
  }
  return env;
}

struct exec_failure {
  uint32_t magic;
  int32_t err;
};
#define EXEC_FAIL_MAGIC 0x45584543u

/* The worker's argument vector: its name, then padding that makes the strings execve copies to the
   top of the worker's stack (the arguments' and the environment's) take a multiple of STACK_GRAIN
   bytes, and the two vectors together a multiple of STACK_GRAIN / 8 entries. Every worker then
   begins main at the same address modulo STACK_GRAIN, however long its environment (the
   reference's holds more variables than the candidate's), and the worker's descent to a fixed
   depth (worker_main.c, main) moves the rest exactly: alloca moves the stack in multiples of its
   alignment (16 bytes, 32 under AddressSanitizer), so a smaller difference would stay. The
   environment itself is left as the judge gave it (the candidate sees only its variables). */
#define STACK_GRAIN 64
#define ARGV_MAX (2 + STACK_GRAIN / 8)
struct worker_argv {
  char *v[ARGV_MAX];
  char fill[STACK_GRAIN + 2];
};

static void build_argv(struct worker_argv *a, char *const *env)
{
  static char name[] = "hpcab-worker", empty[] = "";
  size_t bytes = sizeof name, n = 0;
  for (; env[n]; n++) bytes += strlen(env[n]) + 1;
  size_t argc = 2;
  while ((argc + n) % (STACK_GRAIN / 8)) argc++;
  a->v[0] = name;
  for (size_t i = 2; i < argc; i++) {
    a->v[i] = empty;
    bytes += 1;
  }
  size_t fill = (STACK_GRAIN - (bytes + 2) % STACK_GRAIN) % STACK_GRAIN; /* '-', fill, NUL */
  a->fill[0] = '-';
  memset(a->fill + 1, 'x', fill);
  a->fill[1 + fill] = 0;
  a->v[1] = a->fill;
  a->v[argc] = NULL;
}

/* Clones and execs the worker; returns the pid or -1 (errno set). Child side: async-signal-safe only. */
static pid_t spawn(const char *path, char **env, int child_sock, unsigned long ns_flags, int device)
{
  struct worker_argv args;
  build_argv(&args, env);
  char **argv = args.v;
  long pid = syscall(SYS_clone, (unsigned long)SIGCHLD | ns_flags, NULL, NULL, NULL, NULL);
  if (pid < 0) return -1;
  if (pid == 0) {
    /* Still privileged in the new user namespace (exec drops that): cover /proc in the new mount
       namespace, so the library cannot read the judge's /proc/PID/mem even without Landlock. */
    if (ns_flags & CLONE_NEWNS) {
      /* Device residency: the runtime reads /proc (its driver's parameters, /proc/self), so /proc
         becomes a fresh procfs of the new PID namespace, which shows the worker alone; where the
         kernel refuses that mount, /proc stays as it is and Landlock limits what is read of it. */
      if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0) {
        if (device)
          (void)mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
        else
          (void)mount("none", "/proc", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k");
      }
    }
    /* No address-space randomization in the worker (it guards nothing against code that runs in the
       process anyway): two workers of the same code then lay out stack, heap and libraries alike,
       as they do the arrays (hpcab__wp_array.map_at). Where a container's filter refuses it, the
       worker reports the FIXED_LAYOUT guard not applied. */
    long persona = syscall(SYS_personality, 0xffffffffUL);
    if (persona != -1) (void)syscall(SYS_personality, (unsigned long)persona | ADDR_NO_RANDOMIZE);
    if (child_sock == HPCAB__WP_FD)
      fcntl(HPCAB__WP_FD, F_SETFD, 0);
    else if (dup2(child_sock, HPCAB__WP_FD) < 0)
      _exit(127);
    execve(path, argv, env);
    struct exec_failure ef = {EXEC_FAIL_MAGIC, errno};
    (void)!write(HPCAB__WP_FD, &ef, sizeof ef);
    _exit(127);
  }
  return (pid_t)pid;
}

/* The directory of the device runtime library `path` (a path, or a soname this process has loaded:
   lib/device loaded it to choose the device), resolved; "" when unknown. Landlock lets the worker
   read it. */
static void runtime_dir(const char *path, char *out, size_t cap)
{
  out[0] = '\0';
  char *real = NULL;
  if (path && strchr(path, '/')) {
    real = realpath(path, NULL);
  } else if (path && path[0]) {
    void *h = dlopen(path, RTLD_LAZY | RTLD_NOLOAD);
    struct link_map *lm = NULL;
    if (h && dlinfo(h, RTLD_DI_LINKMAP, &lm) == 0 && lm && lm->l_name && lm->l_name[0])
      real = realpath(lm->l_name, NULL);
    if (h) dlclose(h);
  }
  if (!real) return;
  char *slash = strrchr(real, '/');
  if (slash && slash != real) {
    *slash = '\0';
    snprintf(out, cap, "%s", real);
  }
  free(real);
}

static hpcab_status send_setup(hpcab_worker *w, const hpcab_worker_options *opt, const char *libpath,
                               unsigned long ns_flags)
{
  struct hpcab__wp_setup *s = calloc(1, sizeof *s);
  if (!s) return hpcab__nomem("worker set-up message", sizeof *s);
  const hpcab_arena *a = opt->arena;
  s->magic = HPCAB__WP_MAGIC;
  s->type = HPCAB__WP_SETUP;
  s->narrays = (uint32_t)a->n;
  s->nargs = (uint32_t)opt->nargs;
  s->flags = (opt->flags & HPCAB_WORKER_NO_LANDLOCK ? HPCAB__WP_F_NO_LANDLOCK : 0) |
             (opt->flags & HPCAB_WORKER_NO_SECCOMP ? HPCAB__WP_F_NO_SECCOMP : 0) |
             (ns_flags & CLONE_NEWNS ? HPCAB__WP_F_MOUNT_NS : 0) |
             (w->test_flags & HPCAB__WORKER_TEST_LOOSE_CALLS ? HPCAB__WP_F_TEST_LOOSE_CALLS : 0) |
             (opt->device ? HPCAB__WP_F_DEVICE : 0) |
             (opt->device && (ns_flags & CLONE_NEWNS) && (ns_flags & CLONE_NEWPID) ? HPCAB__WP_F_PROC_OWN : 0);
  s->threads = opt->threads;
  uint64_t mapped = 0;
  for (size_t i = 0; i < a->n; i++) mapped += hpcab__wp_reserve_bytes(a->arr[i].map_bytes, a->page);
  s->as_bytes = opt->address_space_bytes ? opt->address_space_bytes : mapped + (8ULL << 30);
  s->cpu_seconds = opt->cpu_seconds > 0 ? (uint64_t)(opt->cpu_seconds + 0.999) : 3600;
  /* In a new user namespace the process count is the worker's own threads: bound it. Outside one it
     would count all the user's processes, so it is left alone (fork is refused by seccomp anyway). */
  if (ns_flags & CLONE_NEWUSER) {
    unsigned cpus = hpcab__online_cpus();
    s->nproc = (uint64_t)(opt->threads > cpus ? opt->threads : cpus) + (opt->device ? 64 : 16);
  }
  for (size_t i = 0; i < opt->ncpus; i++) s->cpuset[opt->cpus[i] / 8] |= (uint8_t)(1u << (opt->cpus[i] % 8));
  s->ncpus_set = (uint32_t)opt->ncpus;
  s->call_cpu = opt->ncpus ? (int32_t)opt->cpus[0] : -1;
  for (size_t i = 0; i < a->n; i++) {
    s->arrays[i].map_bytes = a->arr[i].map_bytes;
    s->arrays[i].offset = a->arr[i].offset;
    s->arrays[i].bytes = a->arr[i].bytes;
    s->arrays[i].writable = a->arr[i].intent != HPCAB_INTENT_IN;
    s->arrays[i].map_at = opt->device ? 0 : a->arr[i].map_at; /* the device runtime reserves ranges of its own */
  }
  size_t slot = 0;
  for (size_t i = 0; i < opt->nargs; i++) {
    s->args[i].kind = (uint32_t)opt->args[i].kind;
    if (opt->args[i].kind == HPCAB_WORKER_ARG_ARRAY) {
      s->args[i].index = (uint32_t)opt->args[i].array;
    } else {
      s->args[i].index = (uint32_t)slot;
      s->args[i].dtype = (uint32_t)opt->args[i].dtype;
      w->scalar_dtype[slot++] = (uint32_t)opt->args[i].dtype;
    }
  }
  w->nscalars = slot;
  snprintf(s->library, sizeof s->library, "%s", libpath);
  snprintf(s->symbol, sizeof s->symbol, "%s", opt->symbol);
  if (opt->device) {
    s->device_runtime = (uint32_t)opt->device_runtime;
    snprintf(s->device_runtime_path, sizeof s->device_runtime_path, "%s",
             opt->device_runtime_path ? opt->device_runtime_path : "");
    runtime_dir(opt->device_runtime_path, s->device_libdir, sizeof s->device_libdir);
  }

  union {
    char buf[CMSG_SPACE(sizeof(int) * HPCAB__WP_MAX_ARRAYS)];
    struct cmsghdr align;
  } ctl;
  memset(&ctl, 0, sizeof ctl);
  struct iovec iov = {.iov_base = s, .iov_len = sizeof *s};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1};
  if (a->n) {
    mh.msg_control = ctl.buf;
    mh.msg_controllen = CMSG_SPACE(sizeof(int) * a->n);
    struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int) * a->n);
    for (size_t i = 0; i < a->n; i++) memcpy(CMSG_DATA(c) + i * sizeof(int), &a->arr[i].fd, sizeof(int));
  }
  ssize_t n;
  do n = sendmsg(w->sock, &mh, MSG_NOSIGNAL);
  while (n < 0 && errno == EINTR);
  free(s);
  if (n != (ssize_t)sizeof *s) return hpcab__seterr_errno("hpcab_worker_new: sending the set-up message");
  return HPCAB_OK;
}

/* Reads /proc/PID/status: the number of seccomp filters of the worker's main thread (-1 unknown). */
static int proc_seccomp_filters(pid_t pid)
{
  char path[64], *text = NULL;
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  if (hpcab__read_file(path, &text, NULL) != HPCAB_OK) {
    hpcab_error_clear();
    return -1;
  }
  int n = -1;
  const char *p = strstr(text, "Seccomp_filters:");
  if (p)
    n = atoi(p + 16);
  else if ((p = strstr(text, "Seccomp:")) != NULL)
    n = atoi(p + 8) == 2 ? 1 : 0;
  free(text);
  return n;
}

static void build_guards_text(hpcab_worker *w)
{
  char *t = w->guards_text;
  size_t cap = sizeof w->guards_text, len = 0;
  len += (size_t)snprintf(t + len, cap - len, "applied:");
  for (int g = 0; g < HPCAB_GUARD_COUNT && len < cap; g++)
    if (w->applied[g]) len += (size_t)snprintf(t + len, cap - len, " %s", hpcab__worker_guard_names[g]);
  int any = 0;
  for (int g = 0; g < HPCAB_GUARD_COUNT && len < cap; g++)
    if (!w->applied[g]) {
      len += (size_t)snprintf(t + len, cap - len, "%s %s (%s)",
                              any ? "," : "; not applied:", hpcab__worker_guard_names[g], w->detail[g]);
      any = 1;
    }
  if (w->device && len < cap) /* what a device worker is allowed beyond a host worker (hpcab/worker.h) */
    snprintf(t + len, cap - len, "; relaxed for the device: %s", HPCAB__WORKER_DEVICE_RELAXATIONS);
}

/* Verifies the call filter positively, before the first call: the worker makes system calls the
   allow-list must trap (HPCAB__WP_PROBE) and says which were. Returns 1 when it is in force, 0 when
   the worker was ended with a verdict in *r, or an error. Counting the filters in /proc is not
   enough: a library could have stacked a permissive filter of its own. */
static int verify_call_filter(hpcab_worker *w, int64_t deadline, hpcab_call_result *r)
{
  const char *phase = "while verifying the sandbox";
  if (!w->applied[HPCAB_GUARD_SECCOMP]) {
    hpcab__worker_kill_and_reap(w, NULL);
    hpcab__worker_verdict(r, HPCAB_OUTCOME_WORKER_LOST, "%s: the worker's call filter is not in force (%.120s)", phase,
                          w->detail[HPCAB_GUARD_SECCOMP]);
    return 0;
  }
  struct hpcab__wp_probe p = {HPCAB__WP_MAGIC, HPCAB__WP_PROBE, 0, 0, 0};
  if (getrandom(&p.nonce, sizeof p.nonce, 0) != (ssize_t)sizeof p.nonce)
    p.nonce = (uint64_t)hpcab__worker_now_ns() ^ (uint64_t)w->pid;
  if (send(w->sock, &p, sizeof p, MSG_NOSIGNAL) != (ssize_t)sizeof p) {
    hpcab__worker_finish_dead(w, r, phase);
    return 0;
  }
  for (;;) {
    struct pollfd pf[2] = {{.fd = w->sock, .events = POLLIN}, {.fd = w->pidfd, .events = POLLIN}};
    int64_t left = deadline - hpcab__worker_now_ns();
    if (left <= 0) {
      hpcab__worker_kill_and_reap(w, NULL);
      hpcab__worker_verdict(r, HPCAB_OUTCOME_TIMEOUT, "%s: no answer to the probe in time", phase);
      return 0;
    }
    struct timespec ts = {(time_t)(left / 1000000000), (long)(left % 1000000000)};
    int pr = ppoll(pf, 2, &ts, NULL);
    if (pr < 0 && errno != EINTR) return hpcab__seterr_errno("hpcab_worker_new: ppoll");
    if (pr <= 0) continue;
    union hpcab__wp_msg m;
    ssize_t n = (pf[0].revents & POLLIN) ? hpcab__worker_recv_msg(w->sock, &m, MSG_PEEK | MSG_DONTWAIT) : 0;
    if (n == (ssize_t)sizeof m.probe && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_PROBED &&
        m.probe.nonce == p.nonce) {
      hpcab__worker_recv_msg(w->sock, &m, MSG_DONTWAIT);
      if (m.probe.trapped != HPCAB__WP_PROBES) {
        hpcab__worker_kill_and_reap(w, NULL);
        hpcab__worker_verdict(
            r, HPCAB_OUTCOME_WORKER_LOST,
            "%s: the call filter is not in force (probe system calls were not trapped, 0x%x): the library "
            "tampered with the worker",
            phase, m.probe.trapped);
        return 0;
      }
      hpcab__worker_set_guard(w, HPCAB_GUARD_SECCOMP, 1, "%.90s; verified: probe calls trapped",
                              w->detail[HPCAB_GUARD_SECCOMP]);
      return 1;
    }
    hpcab__worker_finish_dead(w, r,
                              phase); /* death, a fault report or anything else: the worker is ending or hostile */
    return 0;
  }
}

/* Starts one worker process: clone, exec and the set-up message, without waiting for it (start_wait
   does). Returns OK or an error; *retry_plain is set when the namespaces were refused or exec failed
   inside them. */
static hpcab_status start_spawn(hpcab_worker *w, const hpcab_worker_options *opt, const char *path, char **env,
                                const char *libpath, unsigned long ns_flags, int *retry_plain)
{
  *retry_plain = 0;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0)
    return hpcab__seterr_errno("hpcab_worker_new: socketpair");
  pid_t pid = spawn(path, env, sv[1], ns_flags, opt->device);
  int spawn_errno = errno;
  close(sv[1]);
  if (pid < 0) {
    close(sv[0]);
    errno = spawn_errno;
    if (ns_flags && (errno == EPERM || errno == EINVAL || errno == ENOSPC || errno == EUSERS)) {
      *retry_plain = 1;
      return hpcab__seterr_errno("clone with namespaces");
    }
    return hpcab__seterr_errno("hpcab_worker_new: clone");
  }
  w->pid = pid;
  w->sock = sv[0];
  w->pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  if (w->pidfd >= 0) w->child_slot = hpcab__child_register(w->pidfd, 0);
  if (w->pidfd < 0) {
    hpcab_status st = hpcab__seterr_errno("hpcab_worker_new: pidfd_open (Linux >= 5.3 is required)");
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    close(w->sock);
    w->pid = -1;
    w->sock = -1;
    return st;
  }
  hpcab_status st = send_setup(w, opt, libpath, ns_flags);
  if (st != HPCAB_OK) {
    /* An exec failure closes the channel early: report that instead. */
    union hpcab__wp_msg m;
    ssize_t n = hpcab__worker_recv_msg(w->sock, &m, MSG_DONTWAIT);
    hpcab__worker_kill_and_reap(w, NULL);
    if (n == (ssize_t)sizeof(struct exec_failure) && m.head.magic == EXEC_FAIL_MAGIC) {
      int e = ((struct exec_failure *)&m)->err;
      if (ns_flags) *retry_plain = 1;
      return hpcab__seterr(HPCAB_E_SYSTEM, "hpcab_worker_new: exec '%s': %s", path, strerror(e));
    }
    return st;
  }
  return HPCAB_OK;
}

/* Waits for a spawned worker's READY, verifies its filters and stops it. Returns OK (w alive and
   stopped, or dead with a load verdict), or an error. *retry_plain is set when exec failed inside
   the namespaces. */
static hpcab_status start_wait(hpcab_worker *w, const hpcab_worker_options *opt, const char *path,
                               unsigned long ns_flags, int *retry_plain)
{
  *retry_plain = 0;
  double limit = opt->load_timeout_s > 0 ? opt->load_timeout_s : 30.0;
  int64_t deadline = hpcab__worker_now_ns() + (int64_t)(limit * 1e9);
  hpcab_call_result r;
  memset(&r, 0, sizeof r);
  r.size = sizeof r;
  for (;;) {
    struct pollfd p[2] = {{.fd = w->sock, .events = POLLIN}, {.fd = w->pidfd, .events = POLLIN}};
    int64_t left = deadline - hpcab__worker_now_ns();
    if (left <= 0) {
      hpcab__worker_kill_and_reap(w, NULL);
      hpcab__worker_verdict(&r, HPCAB_OUTCOME_TIMEOUT, "while loading the library: no answer within %.0f s", limit);
      hpcab__worker_make_dead(w, &r);
      return HPCAB_OK;
    }
    struct timespec ts = {(time_t)(left / 1000000000), (long)(left % 1000000000)};
    int pr = ppoll(p, 2, &ts, NULL);
    if (pr < 0 && errno == EINTR) continue;
    if (pr < 0) {
      hpcab_status e = hpcab__seterr_errno("hpcab_worker_new: ppoll");
      hpcab__worker_kill_and_reap(w, NULL);
      return e;
    }
    if (pr == 0) continue;
    if (!(p[0].revents & POLLIN)) {
      hpcab__worker_finish_dead(w, &r, "while loading the library");
      hpcab__worker_make_dead(w, &r);
      return HPCAB_OK;
    }
    union hpcab__wp_msg m;
    ssize_t n = hpcab__worker_recv_msg(w->sock, &m, MSG_PEEK | MSG_DONTWAIT);
    if (n <= 0) {
      hpcab__worker_finish_dead(w, &r, "while loading the library");
      hpcab__worker_make_dead(w, &r);
      return HPCAB_OK;
    }
    if (n == (ssize_t)sizeof(struct exec_failure) && m.head.magic == EXEC_FAIL_MAGIC) {
      int e = ((struct exec_failure *)&m)->err;
      hpcab__worker_kill_and_reap(w, NULL);
      if (ns_flags) *retry_plain = 1;
      return hpcab__seterr(HPCAB_E_SYSTEM, "hpcab_worker_new: exec '%s': %s", path, strerror(e));
    }
    if (n == (ssize_t)sizeof m.loadfail && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_LOADFAIL) {
      m.loadfail.message[sizeof m.loadfail.message - 1] = 0;
      hpcab_status e =
          hpcab__seterr(m.loadfail.status < 0 && m.loadfail.status >= HPCAB_E_INTERNAL ? (hpcab_status)m.loadfail.status
                                                                                       : HPCAB_E_WORKER,
                        "hpcab_worker_new: %s", m.loadfail.message);
      hpcab__worker_kill_and_reap(w, NULL);
      return e;
    }
    if (n == (ssize_t)sizeof m.ready && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_READY) {
      hpcab__worker_recv_msg(w->sock, &m, MSG_DONTWAIT);
      if (m.ready.fp_env) { /* a constructor changed the FP environment (the OpenMP threads it may start keep it) */
        hpcab__worker_kill_and_reap(w, NULL);
        hpcab__worker_fp_env_verdict(&r, "while loading the library: the library's constructors ", m.ready.fp_env,
                                     m.ready.fp_csr);
        hpcab__worker_make_dead(w, &r);
        return HPCAB_OK;
      }
      for (size_t i = 0; i < opt->arena->n; i++) w->bases[i] = m.ready.base[i];
      w->pid_inside = m.ready.pid_inside;
      for (int g = 0; g < HPCAB_GUARD_COUNT; g++)
        if ((m.ready.applied | m.ready.failed) & (1u << g)) {
          m.ready.detail[g][HPCAB__WP_DETAIL - 1] = 0;
          hpcab__worker_set_guard(w, (hpcab_guard)g, (m.ready.applied >> g) & 1, "%s", m.ready.detail[g]);
        }
      break;
    }
    /* FAULT during load, or anything else: the worker is ending or hostile. */
    hpcab__worker_finish_dead(w, &r, "while loading the library");
    hpcab__worker_make_dead(w, &r);
    return HPCAB_OK;
  }
  /* Trust, but verify: both seccomp filters must be on the worker. */
  if (!(opt->flags & HPCAB_WORKER_NO_SECCOMP)) {
    int nf = proc_seccomp_filters(w->pid);
    if (nf >= 0 && nf < 2) {
      hpcab__worker_kill_and_reap(w, NULL);
      hpcab__worker_verdict(&r, HPCAB_OUTCOME_WORKER_LOST,
                            "while loading the library: the worker's seccomp filter is missing "
                            "(%d of 2 in /proc): the library tampered with the worker",
                            nf);
      hpcab__worker_make_dead(w, &r);
      return HPCAB_OK;
    }
    if (nf >= 2)
      hpcab__worker_set_guard(w, HPCAB_GUARD_SECCOMP, w->applied[HPCAB_GUARD_SECCOMP], "%.80s (%d filters in /proc)",
                              w->detail[HPCAB_GUARD_SECCOMP], nf);
    if (nf < 0)
      hpcab__worker_set_guard(w, HPCAB_GUARD_SECCOMP, w->applied[HPCAB_GUARD_SECCOMP], "%s (not verified in /proc)",
                              w->detail[HPCAB_GUARD_SECCOMP]);
    /* where seccomp works at all (the loading filter is on), the call filter must be, and must trap */
    if (w->applied[HPCAB_GUARD_SECCOMP_LOAD]) {
      int ok = verify_call_filter(w, deadline, &r);
      if (ok < 0) {
        hpcab_status e = hpcab_last_status();
        hpcab__worker_kill_and_reap(w, NULL);
        return e;
      }
      if (!ok) {
        hpcab__worker_make_dead(w, &r);
        return HPCAB_OK;
      }
    }
  }
  siginfo_t si;
  if (hpcab__worker_freeze(w, &si) != 0) {
    hpcab__worker_finish_dead(w, &r, "after loading the library");
    hpcab__worker_make_dead(w, &r);
    return HPCAB_OK;
  }
  w->state = W_STOPPED;
  return HPCAB_OK;
}

/* A worker between hpcab__worker_begin and hpcab__worker_end: what starting it needs until it is
   ready (the caller's options, which must outlive it, and what was resolved from them). */
struct hpcab__worker_start {
  hpcab_worker_options opt;
  char *path, *libpath;
  char **env;
  hpcab_worker *w;
  unsigned long ns;
  char ns_why[128];
};

/* Frees a start's own memory (not its worker). */
static void start_free(hpcab__worker_start *s)
{
  if (!s) return;
  if (s->env && s->opt.threads) {
    size_t k = 0;
    while (s->env[k]) k++;
    if (k > s->opt.nenv) free(s->env[s->opt.nenv]);
  }
  free(s->env);
  free(s->path);
  free(s->libpath);
  free(s);
}

static void worker_free_unstarted(hpcab_worker *w)
{
  if (!w) return;
  free(w->hash_before);
  free(w->hash_after);
  free(w);
}

hpcab_status hpcab__worker_begin(const hpcab_worker_options *opt, unsigned test_flags, hpcab__worker_start **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: out is NULL");
  *out = NULL;
  hpcab__worker_start *s = calloc(1, sizeof *s);
  if (!s) return hpcab__nomem("worker start", sizeof *s);
  /* the size-field rule: an older caller's shorter options read with a zero tail */
  if (hpcab__struct_in(&s->opt, sizeof s->opt, opt, HPCAB__FIRST_WORKER_OPTIONS, "hpcab_worker_new: options")) {
    free(s);
    return HPCAB_E_INVALID;
  }
  opt = &s->opt;
  hpcab_status st = check_options(opt);
  if (st != HPCAB_OK) goto fail;
  if ((st = resolve_worker_path(opt, &s->path)) != HPCAB_OK) goto fail;
  s->libpath = realpath(opt->library, NULL);
  if (!s->libpath) {
    st = hpcab__seterr(HPCAB_E_NOTFOUND, "hpcab_worker_new: library '%s': %s", opt->library, strerror(errno));
    goto fail;
  }
  if (strlen(s->libpath) >= HPCAB__WP_PATH_MAX) {
    st = hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: library path too long");
    goto fail;
  }
  if (!(s->env = build_env(opt))) {
    st = HPCAB_E_NOMEM;
    goto fail;
  }
  hpcab_worker *w = s->w = calloc(1, sizeof *w);
  size_t hb = opt->arena->n ? opt->arena->n : 1;
  if (!w || !(w->hash_before = calloc(hb, sizeof(uint64_t))) || !(w->hash_after = calloc(hb, sizeof(uint64_t)))) {
    st = hpcab__nomem("worker", sizeof *w);
    goto fail;
  }
  w->pid = -1;
  w->pidfd = w->sock = -1;
  w->child_slot = -1;
  w->oom_kills = hpcab__worker_oom_kills();
  w->test_flags = test_flags;
  w->arena = opt->arena;
  w->flags = opt->flags;
  w->call_timeout_s = opt->call_timeout_s > 0 ? opt->call_timeout_s : 60.0;
  w->device = opt->device != 0;
  w->verdict.size = sizeof w->verdict;
  for (int g = 0; g < HPCAB_GUARD_COUNT; g++) hpcab__worker_set_guard(w, (hpcab_guard)g, 0, "not reported");

  const unsigned long all_ns = CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS;
  s->ns = (opt->flags & HPCAB_WORKER_NO_NAMESPACES) ? 0 : all_ns;
  snprintf(s->ns_why, sizeof s->ns_why, "disabled by the judge");
  int retry = 0;
  st = start_spawn(w, opt, s->path, s->env, s->libpath, s->ns, &retry);
  if (st != HPCAB_OK && retry) {
    snprintf(s->ns_why, sizeof s->ns_why, "%s", hpcab_last_error());
    s->ns = 0;
    st = start_spawn(w, opt, s->path, s->env, s->libpath, s->ns, &retry);
  }
  if (st != HPCAB_OK) goto fail;
  *out = s;
  return HPCAB_OK;

fail:
  worker_free_unstarted(s->w);
  start_free(s);
  return st;
}

hpcab_status hpcab__worker_end(hpcab__worker_start *s, hpcab_worker **out)
{
  if (!out || !s) {
    hpcab__worker_abandon(s);
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: out is NULL");
  }
  *out = NULL;
  const hpcab_worker_options *opt = &s->opt;
  hpcab_worker *w = s->w;
  int retry = 0;
  hpcab_status st = start_wait(w, opt, s->path, s->ns, &retry);
  if (st != HPCAB_OK && retry) { /* exec failed inside the namespaces: once more without them */
    snprintf(s->ns_why, sizeof s->ns_why, "%s", hpcab_last_error());
    s->ns = 0;
    st = start_spawn(w, opt, s->path, s->env, s->libpath, s->ns, &retry);
    if (st == HPCAB_OK) st = start_wait(w, opt, s->path, s->ns, &retry);
  }
  if (st != HPCAB_OK) {
    hpcab__worker_kill_and_reap(w, NULL);
    worker_free_unstarted(w);
    start_free(s);
    return st;
  }
  unsigned long ns = s->ns;
  static const hpcab_guard ns_guards[] = {HPCAB_GUARD_USER_NS, HPCAB_GUARD_PID_NS, HPCAB_GUARD_NET_NS,
                                          HPCAB_GUARD_MOUNT_NS};
  for (size_t i = 0; i < 4; i++)
    if (ns && ns_guards[i] == HPCAB_GUARD_PID_NS)
      hpcab__worker_set_guard(w, ns_guards[i], w->pid_inside == 1 || w->state == W_DEAD,
                              "new namespace (the worker is pid %d in it)", w->pid_inside);
    else if (ns && ns_guards[i] != HPCAB_GUARD_MOUNT_NS)
      hpcab__worker_set_guard(w, ns_guards[i], 1, "new namespace");
    else if (!ns)
      hpcab__worker_set_guard(w, ns_guards[i], 0, "%s", s->ns_why);
  hpcab__worker_set_guard(w, HPCAB_GUARD_CLEAN_ENV, 1, "%zu variable(s) from the judge%s", opt->nenv,
                          opt->threads ? " plus OMP_NUM_THREADS" : "");
  if (opt->arena->sealed)
    hpcab__worker_set_guard(w, HPCAB_GUARD_SEALED_INPUTS, 1, "F_SEAL_FUTURE_WRITE, read-only mapping");
  else
    hpcab__worker_set_guard(w, HPCAB_GUARD_SEALED_INPUTS, 0, "%s (inputs are still hashed)", opt->arena->seal_detail);
  hpcab__worker_set_guard(w, HPCAB_GUARD_GUARD_PAGES, 1,
                          "PROT_NONE regions of at least 1 MiB below and above each array, canaries in the slack");
  hpcab__worker_set_guard(w, HPCAB_GUARD_FROZEN, 1, "SIGSTOP between calls, confirmed with waitid");
  build_guards_text(w);
  start_free(s);
  *out = w;
  return HPCAB_OK;
}

void hpcab__worker_abandon(hpcab__worker_start *s)
{
  if (!s) return;
  if (s->w) hpcab__worker_kill_and_reap(s->w, NULL);
  worker_free_unstarted(s->w);
  start_free(s);
}

HPCAB_API hpcab_status hpcab_worker_new(const hpcab_worker_options *opt, hpcab_worker **out)
{
  return hpcab__worker_new_ex(opt, 0, out);
}

hpcab_status hpcab__worker_new_ex(const hpcab_worker_options *opt, unsigned test_flags, hpcab_worker **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: out is NULL");
  *out = NULL;
  hpcab__worker_start *s = NULL;
  hpcab_status st = hpcab__worker_begin(opt, test_flags, &s);
  return st ? st : hpcab__worker_end(s, out);
}
