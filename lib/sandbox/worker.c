/*
 * lib/sandbox/worker.c — hpcab_worker: the judge side of the sandboxed worker (see include/hpcab/worker.h
 * for the contract and lib/sandbox/worker_main.c for the process itself).
 *
 * Life of a worker: clone (new user, PID, network, mount, IPC and UTS namespaces where allowed) and
 * exec hpcab-worker with the control channel on descriptor 3 and only the judge's environment strings;
 * send SETUP with the arena's memfds; wait for READY; check /proc that the seccomp filters are in
 * place and verify the call filter with probe calls it must trap; stop it (SIGSTOP, confirmed by
 * waitid). A call: send CALL while it is stopped, t0, SIGCONT,
 * block in ppoll on the channel and the pidfd, on DONE stop it again, confirm, t1. Any other end
 * (a FAULT report, death, silence, a protocol violation, damaged canaries or inputs) kills and reaps it
 * and leaves a sticky verdict.
 */
#include <errno.h>
#include <fcntl.h>
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
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hpcab/paths.h"
#include "internal.h"
#include "worker_internal.h"
#include "worker_proto.h"

#ifndef P_PIDFD
#define P_PIDFD 3
#endif

enum { W_STOPPED, W_DEAD };

struct hpcab_worker {
  pid_t pid;
  int pidfd, sock;
  int state;
  hpcab_arena *arena;
  uint64_t seq;
  double call_timeout_s;
  unsigned flags;
  size_t nscalars;
  uint32_t scalar_dtype[HPCAB__WP_MAX_ARGS];
  uint64_t bases[HPCAB__WP_MAX_ARRAYS];
  int pid_inside; /* the worker's pid as it saw itself (1 in a new PID namespace) */
  uint64_t *hash_before, *hash_after;
  int applied[HPCAB_GUARD_COUNT];
  char detail[HPCAB_GUARD_COUNT][128];
  char guards_text[2048];
  hpcab_call_result verdict; /* sticky once dead */
  unsigned test_flags;       /* HPCAB__WORKER_TEST_* (testing aids, never set by a judge) */
  int child_slot;            /* its slot in the table of live children (lib/common/children.c), or -1 */
  int64_t oom_kills;         /* the kernel's out-of-memory kills when it started (-1: unknown) */
  int reaped;                /* freeze() found it ended (and so reaped it): how is in reaped_si */
  siginfo_t reaped_si;
};

/* The number of processes the kernel's out-of-memory killer has killed since boot (/proc/vmstat,
   Linux >= 4.13), or -1. A worker that dies of a SIGKILL the judge did not send was the OOM killer's
   victim only if this grew meanwhile; otherwise someone killed it (a crash). */
static int64_t oom_kills(void) {
  char *text = NULL;
  if (hpcab__read_file("/proc/vmstat", &text, NULL) != HPCAB_OK) {
    hpcab_error_clear();
    return -1;
  }
  const char *p = strstr(text, "\noom_kill ");
  int64_t n = p ? strtoll(p + 10, NULL, 10) : -1;
  free(text);
  return n;
}

static const char *const outcome_names[] = {"ok", "crash", "out_of_bounds", "wrote_input", "forbidden",
                                            "timeout", "out_of_memory", "exited", "worker_lost", "fp_env"};

/* The FP_ENV verdict: what was left changed, and the control register. */
static void fp_env_verdict(hpcab_call_result *r, const char *when, uint32_t bits, uint32_t csr) {
  char what[128] = "";
  size_t len = 0;
  static const char *const names[] = {"the rounding mode", "flush-to-zero", "denormals-are-zero",
                                      "exception traps or precision"};
  for (int b = 0; b < 4; b++)
    if (bits & (1u << b))
      len += (size_t)snprintf(what + len, sizeof what - len, "%s%s", len ? ", " : "", names[b]);
  r->outcome = HPCAB_OUTCOME_FP_ENV;
  r->fp_env = bits;
  snprintf(r->message, sizeof r->message, "%sleft the floating-point environment changed: %s (control register 0x%x)",
           when, what, csr);
}

HPCAB_API const char *hpcab_outcome_name(hpcab_outcome outcome) {
  return (unsigned)outcome < sizeof outcome_names / sizeof outcome_names[0] ? outcome_names[outcome] : "unknown";
}

static const char *const guard_names[HPCAB_GUARD_COUNT] = {
    "close_fds", "clean_env", "rlimits", "user_ns", "pid_ns", "net_ns", "mount_ns", "landlock_fs",
    "landlock_net", "landlock_scope", "seccomp_load", "seccomp", "sealed_inputs", "guard_pages", "frozen"};

HPCAB_API const char *hpcab_guard_name(hpcab_guard guard) {
  return (unsigned)guard < HPCAB_GUARD_COUNT ? guard_names[guard] : "unknown";
}

HPCAB_API void hpcab_worker_options_init(hpcab_worker_options *opt) {
  if (!opt) return;
  memset(opt, 0, sizeof *opt);
  opt->size = sizeof *opt;
}

static int64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void set_guard(hpcab_worker *w, hpcab_guard g, int ok, const char *fmt, ...) HPCAB_PRINTF(4, 5);
static void set_guard(hpcab_worker *w, hpcab_guard g, int ok, const char *fmt, ...) {
  w->applied[g] = ok;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(w->detail[g], sizeof w->detail[g], fmt, ap);
  va_end(ap);
}

static void signal_name(int sig, char *buf, size_t n) {
  const char *abbrev = sig > 0 ? sigabbrev_np(sig) : NULL;
  if (abbrev) snprintf(buf, n, "SIG%.12s", abbrev);
  else snprintf(buf, n, "SIG#%d", sig & 0xff);
}

/* ---- process control ---- */

/* Waits up to `ms` for the worker to exit; returns 1 when it has (and *si holds how), else 0. */
static int wait_exit(hpcab_worker *w, int ms, siginfo_t *si) {
  if (w->reaped) {
    *si = w->reaped_si;
    return 1;
  }
  struct pollfd p = {.fd = w->pidfd, .events = POLLIN};
  int r;
  do r = poll(&p, 1, ms);
  while (r < 0 && errno == EINTR);
  if (r <= 0) return 0;
  memset(si, 0, sizeof *si);
  if (waitid(P_PID, (id_t)w->pid, si, WEXITED) != 0) return 0;
  return 1;
}

/* Kills and reaps the worker (idempotent). */
static void kill_and_reap(hpcab_worker *w, siginfo_t *si_out) {
  if (w->pid > 0) {
    siginfo_t si;
    memset(&si, 0, sizeof si);
    /* through the pidfd: never another process, even when this one was reaped already */
    if (w->pidfd < 0 || syscall(SYS_pidfd_send_signal, w->pidfd, SIGKILL, NULL, 0) != 0) kill(w->pid, SIGKILL);
    while (waitid(P_PID, (id_t)w->pid, &si, WEXITED) != 0 && errno == EINTR) {
    }
    if (si_out) *si_out = si;
  }
  w->pid = -1;
  hpcab__child_unregister(w->child_slot);
  w->child_slot = -1;
  if (w->pidfd >= 0) close(w->pidfd);
  if (w->sock >= 0) close(w->sock);
  w->pidfd = w->sock = -1;
  w->state = W_DEAD;
}

static void verdict(hpcab_call_result *r, hpcab_outcome o, const char *fmt, ...) HPCAB_PRINTF(3, 4);
static void verdict(hpcab_call_result *r, hpcab_outcome o, const char *fmt, ...) {
  r->outcome = o;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->message, sizeof r->message, fmt, ap);
  va_end(ap);
}

/* Turns a FAULT report into a verdict. */
static void decode_fault(hpcab_worker *w, const struct hpcab__wp_fault *f, hpcab_call_result *r) {
  r->signal = f->sig;
  signal_name(f->sig, r->signal_name, sizeof r->signal_name);
  r->fault_addr = f->addr;
  r->fault_is_write = f->is_write;
  if (f->sig == SIGSYS) {
    char *name = seccomp_syscall_resolve_num_arch(f->arch ? f->arch : SCMP_ARCH_NATIVE, f->syscall_nr);
    if (name) snprintf(r->syscall, sizeof r->syscall, "%s", name);
    else snprintf(r->syscall, sizeof r->syscall, "syscall_%d", f->syscall_nr);
    free(name);
    verdict(r, HPCAB_OUTCOME_FORBIDDEN, "forbidden system call %s", r->syscall);
    return;
  }
  if (f->sig == SIGXCPU) {
    verdict(r, HPCAB_OUTCOME_TIMEOUT, "CPU-time limit exceeded (SIGXCPU)");
    return;
  }
  if (f->sig == SIGXFSZ) {
    verdict(r, HPCAB_OUTCOME_FORBIDDEN, "wrote to a file (SIGXFSZ)");
    return;
  }
  const char *rw = f->is_write == 1 ? "wrote" : f->is_write == 0 ? "read" : "accessed";
  if (f->sig == SIGSEGV || f->sig == SIGBUS) {
    size_t idx = 0;
    hpcab__where where = hpcab__arena_locate(w->arena, w->bases, f->addr, &idx);
    if (where != HPCAB__NOWHERE) snprintf(r->array, sizeof r->array, "%s", w->arena->arr[idx].name);
    if (where == HPCAB__INSIDE && w->arena->arr[idx].intent == HPCAB_INTENT_IN && f->is_write != 0) {
      verdict(r, HPCAB_OUTCOME_WROTE_INPUT, "wrote to input array '%s' (%s at 0x%llx)", r->array, r->signal_name,
              (unsigned long long)f->addr);
      return;
    }
    if (where == HPCAB__PAST_END || where == HPCAB__BEFORE) {
      verdict(r, HPCAB_OUTCOME_OUT_OF_BOUNDS, "%s %s array '%s' (%s at 0x%llx)", rw,
              where == HPCAB__PAST_END ? "past the end of" : "before the start of", r->array, r->signal_name,
              (unsigned long long)f->addr);
      return;
    }
  }
  if (f->as_exhausted) {
    verdict(r, HPCAB_OUTCOME_OUT_OF_MEMORY, "out of memory: address-space limit exhausted (%s)", r->signal_name);
    return;
  }
  verdict(r, HPCAB_OUTCOME_CRASH, "crashed with %s at 0x%llx", r->signal_name, (unsigned long long)f->addr);
}

/* Turns a death without a report into a verdict. */
static void decode_death(const hpcab_worker *w, const siginfo_t *si, int killed_by_us, hpcab_call_result *r) {
  if (si->si_code == CLD_EXITED) {
    r->exit_code = si->si_status;
    verdict(r, HPCAB_OUTCOME_EXITED, "the kernel ended the process with exit status %d", si->si_status);
    return;
  }
  r->signal = si->si_status;
  signal_name(si->si_status, r->signal_name, sizeof r->signal_name);
  int64_t ooms = si->si_status == SIGKILL && !killed_by_us ? oom_kills() : -1;
  if (si->si_status == SIGKILL && !killed_by_us && w->oom_kills >= 0 && ooms > w->oom_kills)
    verdict(r, HPCAB_OUTCOME_OUT_OF_MEMORY, "killed by the kernel's out-of-memory killer (SIGKILL)");
  else if (si->si_status == SIGKILL && !killed_by_us)
    verdict(r, HPCAB_OUTCOME_CRASH, "killed by SIGKILL from outside the judge%s",
            w->oom_kills < 0 || ooms < 0 ? " (the out-of-memory killer or a person: this kernel does not say)" : "");
  else if (si->si_status == SIGXCPU)
    verdict(r, HPCAB_OUTCOME_TIMEOUT, "CPU-time limit exceeded (SIGXCPU)");
  else if (si->si_status == SIGSYS)
    verdict(r, HPCAB_OUTCOME_FORBIDDEN, "forbidden system call (unreported)");
  else
    verdict(r, HPCAB_OUTCOME_CRASH, "killed by %s", r->signal_name);
}

/* Reads one message without blocking; returns its length, 0 on none/EOF, -1 on error. */
static ssize_t recv_msg(int sock, union hpcab__wp_msg *m, int flags) {
  ssize_t n;
  do n = recv(sock, m, sizeof *m, flags);
  while (n < 0 && errno == EINTR);
  return n;
}

/* The worker ended (or must end) while we waited: read any report, reap it, build the verdict. */
static void finish_dead(hpcab_worker *w, hpcab_call_result *r, const char *phase) {
  union hpcab__wp_msg m;
  int have_fault = 0;
  struct hpcab__wp_fault f;
  memset(&f, 0, sizeof f);
  for (;;) {
    ssize_t n = recv_msg(w->sock, &m, MSG_DONTWAIT);
    if (n <= 0) break;
    if (n == (ssize_t)sizeof m.fault && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_FAULT && !have_fault) {
      f = m.fault;
      have_fault = 1;
    }
  }
  siginfo_t si;
  int exited = wait_exit(w, 2000, &si);
  if (exited) {
    w->pid = -1;
    kill_and_reap(w, NULL);
  } else {
    kill_and_reap(w, &si);
  }
  if (have_fault) decode_fault(w, &f, r);
  else if (exited) decode_death(w, &si, 0, r);
  else verdict(r, HPCAB_OUTCOME_WORKER_LOST, "worker closed its control channel but did not exit");
  if (phase) {
    char tmp[sizeof r->message];
    snprintf(tmp, sizeof tmp, "%s", r->message);
    snprintf(r->message, sizeof r->message, "%s: %.200s", phase, tmp);
  }
}

static void make_dead(hpcab_worker *w, const hpcab_call_result *r) {
  w->verdict = *r;
  w->verdict.elapsed_ns = -1;
  w->state = W_DEAD;
}

/* Stops the running worker and confirms every thread is stopped. Returns 0, or -1 when it died
   instead (*si then says how). */
static int freeze(hpcab_worker *w, siginfo_t *si) {
  if (kill(w->pid, SIGSTOP) != 0) return -1;
  int nohang = (w->flags & HPCAB_WORKER_SPIN) ? WNOHANG : 0;
  for (;;) {
    memset(si, 0, sizeof *si);
    si->si_pid = 0;
    if (waitid(P_PID, (id_t)w->pid, si, WSTOPPED | WEXITED | nohang) != 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    if (nohang && si->si_pid == 0) continue; /* not stopped yet: spin */
    if (si->si_code == CLD_STOPPED || si->si_code == CLD_TRAPPED) return 0;
    w->reaped = 1; /* it ended, and waitid reaped it: keep how, for the verdict */
    w->reaped_si = *si;
    return -1;
  }
}

/* ---- start-up ---- */

static hpcab_status resolve_worker_path(const hpcab_worker_options *opt, char **out) {
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

static hpcab_status check_options(const hpcab_worker_options *opt) {
  if (!opt || opt->size != sizeof *opt)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: options missing or size not sizeof(hpcab_worker_options)");
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
      case HPCAB_F64: case HPCAB_F32: case HPCAB_I64: case HPCAB_U64: case HPCAB_I32: case HPCAB_U32:
      case HPCAB_I16: case HPCAB_U16: case HPCAB_I8: case HPCAB_U8: case HPCAB_BOOL: break;
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
  return HPCAB_OK;
}

/* Builds the NULL-terminated environment: the judge's strings plus OMP_NUM_THREADS. */
static char **build_env(const hpcab_worker_options *opt) {
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

struct exec_failure { uint32_t magic; int32_t err; };
#define EXEC_FAIL_MAGIC 0x45584543u

/* Clones and execs the worker; returns the pid or -1 (errno set). Child side: async-signal-safe only. */
static pid_t spawn(const char *path, char **env, int child_sock, unsigned long ns_flags) {
  char *argv[] = {(char *)"hpcab-worker", NULL};
  long pid = syscall(SYS_clone, (unsigned long)SIGCHLD | ns_flags, NULL, NULL, NULL, NULL);
  if (pid < 0) return -1;
  if (pid == 0) {
    /* Still privileged in the new user namespace (exec drops that): cover /proc in the new mount
       namespace, so the library cannot read the judge's /proc/PID/mem even without Landlock. */
    if (ns_flags & CLONE_NEWNS) {
      if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0)
        (void)mount("none", "/proc", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k");
    }
    if (child_sock == HPCAB__WP_FD) fcntl(HPCAB__WP_FD, F_SETFD, 0);
    else if (dup2(child_sock, HPCAB__WP_FD) < 0) _exit(127);
    execve(path, argv, env);
    struct exec_failure ef = {EXEC_FAIL_MAGIC, errno};
    (void)!write(HPCAB__WP_FD, &ef, sizeof ef);
    _exit(127);
  }
  return (pid_t)pid;
}

static hpcab_status send_setup(hpcab_worker *w, const hpcab_worker_options *opt, const char *libpath,
                               unsigned long ns_flags) {
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
             (w->test_flags & HPCAB__WORKER_TEST_LOOSE_CALLS ? HPCAB__WP_F_TEST_LOOSE_CALLS : 0);
  s->threads = opt->threads;
  uint64_t mapped = 0;
  for (size_t i = 0; i < a->n; i++) mapped += a->arr[i].map_bytes + 2 * hpcab__wp_guard_bytes(a->arr[i].map_bytes, a->page);
  s->as_bytes = opt->address_space_bytes ? opt->address_space_bytes : mapped + (8ULL << 30);
  s->cpu_seconds = opt->cpu_seconds > 0 ? (uint64_t)(opt->cpu_seconds + 0.999) : 3600;
  /* In a new user namespace the process count is the worker's own threads: bound it. Outside one it
     would count all the user's processes, so it is left alone (fork is refused by seccomp anyway). */
  if (ns_flags & CLONE_NEWUSER) {
    unsigned cpus = hpcab__online_cpus();
    s->nproc = (uint64_t)(opt->threads > cpus ? opt->threads : cpus) + 16;
  }
  for (size_t i = 0; i < opt->ncpus; i++) s->cpuset[opt->cpus[i] / 8] |= (uint8_t)(1u << (opt->cpus[i] % 8));
  s->ncpus_set = (uint32_t)opt->ncpus;
  s->call_cpu = opt->ncpus ? (int32_t)opt->cpus[0] : -1;
  for (size_t i = 0; i < a->n; i++) {
    s->arrays[i].map_bytes = a->arr[i].map_bytes;
    s->arrays[i].offset = a->arr[i].offset;
    s->arrays[i].bytes = a->arr[i].bytes;
    s->arrays[i].writable = a->arr[i].intent != HPCAB_INTENT_IN;
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
static int proc_seccomp_filters(pid_t pid) {
  char path[64], *text = NULL;
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  if (hpcab__read_file(path, &text, NULL) != HPCAB_OK) {
    hpcab_error_clear();
    return -1;
  }
  int n = -1;
  const char *p = strstr(text, "Seccomp_filters:");
  if (p) n = atoi(p + 16);
  else if ((p = strstr(text, "Seccomp:")) != NULL) n = atoi(p + 8) == 2 ? 1 : 0;
  free(text);
  return n;
}

static void build_guards_text(hpcab_worker *w) {
  char *t = w->guards_text;
  size_t cap = sizeof w->guards_text, len = 0;
  len += (size_t)snprintf(t + len, cap - len, "applied:");
  for (int g = 0; g < HPCAB_GUARD_COUNT && len < cap; g++)
    if (w->applied[g]) len += (size_t)snprintf(t + len, cap - len, " %s", guard_names[g]);
  int any = 0;
  for (int g = 0; g < HPCAB_GUARD_COUNT && len < cap; g++)
    if (!w->applied[g]) {
      len += (size_t)snprintf(t + len, cap - len, "%s %s (%s)", any ? "," : "; not applied:", guard_names[g], w->detail[g]);
      any = 1;
    }
}

/* Verifies the call filter positively, before the first call: the worker makes system calls the
   allow-list must trap (HPCAB__WP_PROBE) and says which were. Returns 1 when it is in force, 0 when
   the worker was ended with a verdict in *r, or an error. Counting the filters in /proc is not
   enough: a library could have stacked a permissive filter of its own. */
static int verify_call_filter(hpcab_worker *w, int64_t deadline, hpcab_call_result *r) {
  const char *phase = "while verifying the sandbox";
  if (!w->applied[HPCAB_GUARD_SECCOMP]) {
    kill_and_reap(w, NULL);
    verdict(r, HPCAB_OUTCOME_WORKER_LOST, "%s: the worker's call filter is not in force (%.120s)", phase,
            w->detail[HPCAB_GUARD_SECCOMP]);
    return 0;
  }
  struct hpcab__wp_probe p = {HPCAB__WP_MAGIC, HPCAB__WP_PROBE, 0, 0, 0};
  if (getrandom(&p.nonce, sizeof p.nonce, 0) != (ssize_t)sizeof p.nonce) p.nonce = (uint64_t)now_ns() ^ (uint64_t)w->pid;
  if (send(w->sock, &p, sizeof p, MSG_NOSIGNAL) != (ssize_t)sizeof p) {
    finish_dead(w, r, phase);
    return 0;
  }
  for (;;) {
    struct pollfd pf[2] = {{.fd = w->sock, .events = POLLIN}, {.fd = w->pidfd, .events = POLLIN}};
    int64_t left = deadline - now_ns();
    if (left <= 0) {
      kill_and_reap(w, NULL);
      verdict(r, HPCAB_OUTCOME_TIMEOUT, "%s: no answer to the probe in time", phase);
      return 0;
    }
    struct timespec ts = {(time_t)(left / 1000000000), (long)(left % 1000000000)};
    int pr = ppoll(pf, 2, &ts, NULL);
    if (pr < 0 && errno != EINTR) return hpcab__seterr_errno("hpcab_worker_new: ppoll");
    if (pr <= 0) continue;
    union hpcab__wp_msg m;
    ssize_t n = (pf[0].revents & POLLIN) ? recv_msg(w->sock, &m, MSG_PEEK | MSG_DONTWAIT) : 0;
    if (n == (ssize_t)sizeof m.probe && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_PROBED &&
        m.probe.nonce == p.nonce) {
      recv_msg(w->sock, &m, MSG_DONTWAIT);
      if (m.probe.trapped != HPCAB__WP_PROBES) {
        kill_and_reap(w, NULL);
        verdict(r, HPCAB_OUTCOME_WORKER_LOST,
                "%s: the call filter is not in force (probe system calls were not trapped, 0x%x): the library "
                "tampered with the worker", phase, m.probe.trapped);
        return 0;
      }
      set_guard(w, HPCAB_GUARD_SECCOMP, 1, "%.90s; verified: probe calls trapped", w->detail[HPCAB_GUARD_SECCOMP]);
      return 1;
    }
    finish_dead(w, r, phase); /* death, a fault report or anything else: the worker is ending or hostile */
    return 0;
  }
}

/* Starts one worker process and waits for READY. Returns OK (w alive and stopped, or dead with a
   load verdict), or an error. *retry_plain is set when exec failed inside the namespaces. */
static hpcab_status start(hpcab_worker *w, const hpcab_worker_options *opt, const char *path, char **env,
                          const char *libpath, unsigned long ns_flags, int *retry_plain) {
  *retry_plain = 0;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) != 0)
    return hpcab__seterr_errno("hpcab_worker_new: socketpair");
  pid_t pid = spawn(path, env, sv[1], ns_flags);
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
    ssize_t n = recv_msg(w->sock, &m, MSG_DONTWAIT);
    kill_and_reap(w, NULL);
    if (n == (ssize_t)sizeof(struct exec_failure) && m.head.magic == EXEC_FAIL_MAGIC) {
      int e = ((struct exec_failure *)&m)->err;
      if (ns_flags) *retry_plain = 1;
      return hpcab__seterr(HPCAB_E_SYSTEM, "hpcab_worker_new: exec '%s': %s", path, strerror(e));
    }
    return st;
  }

  double limit = opt->load_timeout_s > 0 ? opt->load_timeout_s : 30.0;
  int64_t deadline = now_ns() + (int64_t)(limit * 1e9);
  hpcab_call_result r;
  memset(&r, 0, sizeof r);
  r.size = sizeof r;
  for (;;) {
    struct pollfd p[2] = {{.fd = w->sock, .events = POLLIN}, {.fd = w->pidfd, .events = POLLIN}};
    int64_t left = deadline - now_ns();
    if (left <= 0) {
      kill_and_reap(w, NULL);
      verdict(&r, HPCAB_OUTCOME_TIMEOUT, "while loading the library: no answer within %.0f s", limit);
      make_dead(w, &r);
      return HPCAB_OK;
    }
    struct timespec ts = {(time_t)(left / 1000000000), (long)(left % 1000000000)};
    int pr = ppoll(p, 2, &ts, NULL);
    if (pr < 0 && errno == EINTR) continue;
    if (pr < 0) {
      hpcab_status e = hpcab__seterr_errno("hpcab_worker_new: ppoll");
      kill_and_reap(w, NULL);
      return e;
    }
    if (pr == 0) continue;
    if (!(p[0].revents & POLLIN)) {
      finish_dead(w, &r, "while loading the library");
      make_dead(w, &r);
      return HPCAB_OK;
    }
    union hpcab__wp_msg m;
    ssize_t n = recv_msg(w->sock, &m, MSG_PEEK | MSG_DONTWAIT);
    if (n <= 0) {
      finish_dead(w, &r, "while loading the library");
      make_dead(w, &r);
      return HPCAB_OK;
    }
    if (n == (ssize_t)sizeof(struct exec_failure) && m.head.magic == EXEC_FAIL_MAGIC) {
      int e = ((struct exec_failure *)&m)->err;
      kill_and_reap(w, NULL);
      if (ns_flags) *retry_plain = 1;
      return hpcab__seterr(HPCAB_E_SYSTEM, "hpcab_worker_new: exec '%s': %s", path, strerror(e));
    }
    if (n == (ssize_t)sizeof m.loadfail && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_LOADFAIL) {
      m.loadfail.message[sizeof m.loadfail.message - 1] = 0;
      hpcab_status e = hpcab__seterr(m.loadfail.status < 0 && m.loadfail.status >= HPCAB_E_INTERNAL
                                         ? (hpcab_status)m.loadfail.status : HPCAB_E_WORKER,
                                     "hpcab_worker_new: %s", m.loadfail.message);
      kill_and_reap(w, NULL);
      return e;
    }
    if (n == (ssize_t)sizeof m.ready && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_READY) {
      recv_msg(w->sock, &m, MSG_DONTWAIT);
      if (m.ready.fp_env) { /* a constructor changed the FP environment (the OpenMP threads it may start keep it) */
        kill_and_reap(w, NULL);
        fp_env_verdict(&r, "while loading the library: the library's constructors ", m.ready.fp_env, m.ready.fp_csr);
        make_dead(w, &r);
        return HPCAB_OK;
      }
      for (size_t i = 0; i < opt->arena->n; i++) w->bases[i] = m.ready.base[i];
      w->pid_inside = m.ready.pid_inside;
      for (int g = 0; g < HPCAB_GUARD_COUNT; g++)
        if ((m.ready.applied | m.ready.failed) & (1u << g)) {
          m.ready.detail[g][HPCAB__WP_DETAIL - 1] = 0;
          set_guard(w, (hpcab_guard)g, (m.ready.applied >> g) & 1, "%s", m.ready.detail[g]);
        }
      break;
    }
    /* FAULT during load, or anything else: the worker is ending or hostile. */
    finish_dead(w, &r, "while loading the library");
    make_dead(w, &r);
    return HPCAB_OK;
  }
  /* Trust, but verify: both seccomp filters must be on the worker. */
  if (!(opt->flags & HPCAB_WORKER_NO_SECCOMP)) {
    int nf = proc_seccomp_filters(w->pid);
    if (nf >= 0 && nf < 2) {
      kill_and_reap(w, NULL);
      verdict(&r, HPCAB_OUTCOME_WORKER_LOST, "while loading the library: the worker's seccomp filter is missing "
                                             "(%d of 2 in /proc): the library tampered with the worker", nf);
      make_dead(w, &r);
      return HPCAB_OK;
    }
    if (nf >= 2) set_guard(w, HPCAB_GUARD_SECCOMP, w->applied[HPCAB_GUARD_SECCOMP], "%.80s (%d filters in /proc)",
                           w->detail[HPCAB_GUARD_SECCOMP], nf);
    if (nf < 0) set_guard(w, HPCAB_GUARD_SECCOMP, w->applied[HPCAB_GUARD_SECCOMP], "%s (not verified in /proc)",
                          w->detail[HPCAB_GUARD_SECCOMP]);
    /* where seccomp works at all (the loading filter is on), the call filter must be, and must trap */
    if (w->applied[HPCAB_GUARD_SECCOMP_LOAD]) {
      int ok = verify_call_filter(w, deadline, &r);
      if (ok < 0) {
        hpcab_status e = hpcab_last_status();
        kill_and_reap(w, NULL);
        return e;
      }
      if (!ok) {
        make_dead(w, &r);
        return HPCAB_OK;
      }
    }
  }
  siginfo_t si;
  if (freeze(w, &si) != 0) {
    finish_dead(w, &r, "after loading the library");
    make_dead(w, &r);
    return HPCAB_OK;
  }
  w->state = W_STOPPED;
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_worker_new(const hpcab_worker_options *opt, hpcab_worker **out) {
  return hpcab__worker_new_ex(opt, 0, out);
}

hpcab_status hpcab__worker_new_ex(const hpcab_worker_options *opt, unsigned test_flags, hpcab_worker **out) {
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: out is NULL");
  *out = NULL;
  hpcab_status st = check_options(opt);
  if (st != HPCAB_OK) return st;
  char *path = NULL, *libpath = NULL;
  char **env = NULL;
  hpcab_worker *w = NULL;
  if ((st = resolve_worker_path(opt, &path)) != HPCAB_OK) goto fail;
  libpath = realpath(opt->library, NULL);
  if (!libpath) {
    st = hpcab__seterr(HPCAB_E_NOTFOUND, "hpcab_worker_new: library '%s': %s", opt->library, strerror(errno));
    goto fail;
  }
  if (strlen(libpath) >= HPCAB__WP_PATH_MAX) {
    st = hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_new: library path too long");
    goto fail;
  }
  if (!(env = build_env(opt))) {
    st = HPCAB_E_NOMEM;
    goto fail;
  }
  w = calloc(1, sizeof *w);
  size_t hb = opt->arena->n ? opt->arena->n : 1;
  if (!w || !(w->hash_before = calloc(hb, sizeof(uint64_t))) || !(w->hash_after = calloc(hb, sizeof(uint64_t)))) {
    st = hpcab__nomem("worker", sizeof *w);
    goto fail;
  }
  w->pid = -1;
  w->pidfd = w->sock = -1;
  w->child_slot = -1;
  w->oom_kills = oom_kills();
  w->test_flags = test_flags;
  w->arena = opt->arena;
  w->flags = opt->flags;
  w->call_timeout_s = opt->call_timeout_s > 0 ? opt->call_timeout_s : 60.0;
  w->verdict.size = sizeof w->verdict;
  for (int g = 0; g < HPCAB_GUARD_COUNT; g++) set_guard(w, (hpcab_guard)g, 0, "not reported");

  const unsigned long all_ns = CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS;
  unsigned long ns = (opt->flags & HPCAB_WORKER_NO_NAMESPACES) ? 0 : all_ns;
  char ns_why[128] = "disabled by the judge";
  int retry = 0;
  st = start(w, opt, path, env, libpath, ns, &retry);
  if (st != HPCAB_OK && retry) {
    snprintf(ns_why, sizeof ns_why, "%s", hpcab_last_error());
    ns = 0;
    st = start(w, opt, path, env, libpath, ns, &retry);
  }
  if (st != HPCAB_OK) goto fail;
  static const hpcab_guard ns_guards[] = {HPCAB_GUARD_USER_NS, HPCAB_GUARD_PID_NS, HPCAB_GUARD_NET_NS, HPCAB_GUARD_MOUNT_NS};
  for (size_t i = 0; i < 4; i++)
    if (ns && ns_guards[i] == HPCAB_GUARD_PID_NS)
      set_guard(w, ns_guards[i], w->pid_inside == 1 || w->state == W_DEAD, "new namespace (the worker is pid %d in it)",
                w->pid_inside);
    else if (ns && ns_guards[i] != HPCAB_GUARD_MOUNT_NS) set_guard(w, ns_guards[i], 1, "new namespace");
    else if (!ns) set_guard(w, ns_guards[i], 0, "%s", ns_why);
  set_guard(w, HPCAB_GUARD_CLEAN_ENV, 1, "%zu variable(s) from the judge%s", opt->nenv,
            opt->threads ? " plus OMP_NUM_THREADS" : "");
  if (opt->arena->sealed) set_guard(w, HPCAB_GUARD_SEALED_INPUTS, 1, "F_SEAL_FUTURE_WRITE, read-only mapping");
  else set_guard(w, HPCAB_GUARD_SEALED_INPUTS, 0, "%s (inputs are still hashed)", opt->arena->seal_detail);
  set_guard(w, HPCAB_GUARD_GUARD_PAGES, 1, "PROT_NONE regions of at least 1 MiB below and above each array, canaries in the slack");
  set_guard(w, HPCAB_GUARD_FROZEN, 1, "SIGSTOP between calls, confirmed with waitid");
  build_guards_text(w);
  free(path);
  free(libpath);
  if (opt->threads) {
    size_t k = 0;
    while (env[k]) k++;
    if (k > opt->nenv) free(env[opt->nenv]);
  }
  free(env);
  *out = w;
  return HPCAB_OK;

fail:
  if (env && opt->threads) {
    size_t k = 0;
    while (env[k]) k++;
    if (k > opt->nenv) free(env[opt->nenv]);
  }
  free(env);
  free(path);
  free(libpath);
  if (w) {
    free(w->hash_before);
    free(w->hash_after);
    free(w);
  }
  return st;
}

/* ---- calls ---- */

static void put_result(hpcab_call_result *res, const hpcab_call_result *r) {
  size_t n = res->size < sizeof *r ? res->size : sizeof *r;
  size_t keep = res->size;
  memcpy(res, r, n);
  res->size = keep;
}

/* Checks the arguments and the worker's state common to a call and a ping. Returns HPCAB_OK to go
   on; HPCAB_E_STATE (with the sticky verdict in *res) when the worker already ended. */
static hpcab_status call_begin(hpcab_worker *w, hpcab_call_result *res, const char *fn) {
  if (!w || !res || res->size < offsetof(hpcab_call_result, message))
    return hpcab__seterr(HPCAB_E_INVALID, "%s: worker or result missing, or result.size too small", fn);
  if (w->state == W_DEAD) {
    put_result(res, &w->verdict);
    return hpcab__seterr(HPCAB_E_STATE, "%s: the worker already ended: %s", fn, w->verdict.message);
  }
  return HPCAB_OK;
}

/* One round trip: refuses a worker that talked between calls, sends CALL (c), lets the worker run
   (t0: SIGCONT) and waits up to the call timeout for DONE, freezes it (t1: stop confirmed). Fills *r
   (ok with elapsed_ns, or the verdict of how it ended; the worker is then reaped). */
static void round_trip(hpcab_worker *w, struct hpcab__wp_call *c, hpcab_call_result *r) {
  memset(r, 0, sizeof *r);
  r->size = sizeof *r;
  r->elapsed_ns = -1;
  r->fault_is_write = -1;
  /* Anything waiting on the channel now was sent behind the judge's back. */
  union hpcab__wp_msg m;
  if (recv_msg(w->sock, &m, MSG_DONTWAIT) > 0) {
    kill_and_reap(w, NULL);
    verdict(r, HPCAB_OUTCOME_WORKER_LOST, "the worker sent an unexpected message between calls");
    return;
  }
  c->magic = HPCAB__WP_MAGIC;
  c->type = HPCAB__WP_CALL;
  c->seq = ++w->seq;
  if (send(w->sock, c, sizeof *c, MSG_NOSIGNAL | MSG_DONTWAIT) != (ssize_t)sizeof *c) {
    finish_dead(w, r, NULL);
    return;
  }
  int64_t t0 = now_ns();
  kill(w->pid, SIGCONT);
  int64_t deadline = t0 + (int64_t)(w->call_timeout_s * 1e9);
  for (;;) {
    struct pollfd p[2] = {{.fd = w->sock, .events = POLLIN}, {.fd = w->pidfd, .events = POLLIN}};
    int64_t left = deadline - now_ns();
    if (left <= 0) {
      kill_and_reap(w, NULL);
      verdict(r, HPCAB_OUTCOME_TIMEOUT, "no return within %.3g s", w->call_timeout_s);
      return;
    }
    struct timespec ts = {(time_t)(left / 1000000000), (long)(left % 1000000000)};
    if (w->flags & HPCAB_WORKER_SPIN) ts = (struct timespec){0, 0};
    int pr = ppoll(p, 2, &ts, NULL);
    if (pr <= 0) continue; /* EINTR, timeout or spinning: the loop re-checks the deadline */
    if (!(p[0].revents & POLLIN)) {
      finish_dead(w, r, NULL);
      return;
    }
    ssize_t n = recv_msg(w->sock, &m, MSG_PEEK | MSG_DONTWAIT);
    if (n <= 0) { /* end of file: the worker is going away */
      finish_dead(w, r, NULL);
      return;
    }
    if (n == (ssize_t)sizeof m.done && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_DONE &&
        m.done.seq == c->seq) {
      recv_msg(w->sock, &m, MSG_DONTWAIT);
      siginfo_t si;
      if (freeze(w, &si) != 0) {
        finish_dead(w, r, "after returning");
        return;
      }
      r->elapsed_ns = now_ns() - t0;
      verdict(r, HPCAB_OUTCOME_OK, "ok");
      if (m.done.fp_env) fp_env_verdict(r, "the kernel ", m.done.fp_env, m.done.fp_csr);
      return;
    }
    if (n == (ssize_t)sizeof m.fault && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_FAULT) {
      finish_dead(w, r, NULL);
      return;
    }
    kill_and_reap(w, NULL);
    verdict(r, HPCAB_OUTCOME_WORKER_LOST, "the worker broke the protocol (%zd-byte message)", n);
    return;
  }
}

/* Ends a call or ping: a verdict other than ok kills the worker and sticks; copies it out. */
static void call_end(hpcab_worker *w, const hpcab_call_result *r, hpcab_call_result *res) {
  if (r->outcome != HPCAB_OUTCOME_OK) {
    if (w->state != W_DEAD) kill_and_reap(w, NULL);
    make_dead(w, r);
  }
  put_result(res, r);
}

HPCAB_API hpcab_status hpcab_worker_call(hpcab_worker *w, const hpcab_scalar *scalar_values, hpcab_call_result *res) {
  hpcab_status st = call_begin(w, res, "hpcab_worker_call");
  if (st) return st;
  if (w->nscalars && !scalar_values)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_call: %zu scalar values required", w->nscalars);
  int hash = !(w->flags & HPCAB_WORKER_NO_INPUT_HASH);
  if (hash) hpcab__arena_hash_inputs(w->arena, w->hash_before);
  hpcab_arena_poison_outputs(w->arena, w->seq + 1); /* a stale output can never pass */

  struct hpcab__wp_call c;
  memset(&c, 0, sizeof c);
  for (size_t i = 0; i < w->nscalars; i++) memcpy(&c.scalars[i], &scalar_values[i], sizeof scalar_values[i]);
  hpcab_call_result r;
  round_trip(w, &c, &r);
  if (r.outcome == HPCAB_OUTCOME_OK) {
    size_t bad = 0;
    if (hpcab_arena_check_canaries(w->arena, &bad) != HPCAB_OK) {
      snprintf(r.array, sizeof r.array, "%s", w->arena->arr[bad].name);
      verdict(&r, HPCAB_OUTCOME_OUT_OF_BOUNDS, "%s", hpcab_last_error());
      hpcab_error_clear();
    } else if (hash) {
      hpcab__arena_hash_inputs(w->arena, w->hash_after);
      for (size_t i = 0; i < w->arena->n; i++)
        if (w->hash_before[i] != w->hash_after[i]) {
          snprintf(r.array, sizeof r.array, "%s", w->arena->arr[i].name);
          verdict(&r, HPCAB_OUTCOME_WROTE_INPUT, "input array '%s' changed during the call", r.array);
          break;
        }
    }
    if (r.outcome != HPCAB_OUTCOME_OK) r.elapsed_ns = -1;
  }
  call_end(w, &r, res);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_worker_ping(hpcab_worker *w, hpcab_call_result *res) {
  hpcab_status st = call_begin(w, res, "hpcab_worker_ping");
  if (st) return st;
  struct hpcab__wp_call c;
  memset(&c, 0, sizeof c);
  c.flags = HPCAB__WP_CALL_EMPTY;
  hpcab_call_result r;
  round_trip(w, &c, &r);
  call_end(w, &r, res);
  return HPCAB_OK;
}

HPCAB_API int hpcab_worker_guard(const hpcab_worker *w, hpcab_guard guard, const char **detail) {
  if (!w || (unsigned)guard >= HPCAB_GUARD_COUNT) return -1;
  if (detail) *detail = w->detail[guard];
  return w->applied[guard] ? 1 : 0;
}

HPCAB_API const char *hpcab_worker_guards(const hpcab_worker *w) { return w ? w->guards_text : ""; }

HPCAB_API long hpcab_worker_pid(const hpcab_worker *w) { return w && w->pid > 0 ? (long)w->pid : -1; }

HPCAB_API void hpcab_worker_free(hpcab_worker *w) {
  if (!w) return;
  kill_and_reap(w, NULL);
  free(w->hash_before);
  free(w->hash_after);
  free(w);
}
