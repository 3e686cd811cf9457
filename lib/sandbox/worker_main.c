/*
 * lib/sandbox/worker_main.c — hpcab-worker: the sandboxed process that runs one kernel for the judge.
 *
 * Started by hpcab_worker_new (lib/sandbox/worker.c) with the control channel (a SOCK_SEQPACKET socket) on
 * descriptor 3 and an environment holding only the judge's thread-count variables. In order it:
 *   leaves the judge's session and sets its parent-death signal (then checks the judge is there);
 *   closes every other descriptor; receives the set-up message and the arrays' memfds, maps them
 *   between PROT_NONE guard regions of at least 1 MiB (inputs read-only) and closes the memfds; pins
 *   itself to the judge's CPUs; sets resource limits; installs fatal-signal reporters; applies
 *   Landlock (read the system library directories and the library, write nowhere, no TCP, no signals
 *   out); compiles the allow-list filter; loads a deny-list seccomp filter (no writable opens,
 *   sockets, exec, fork, ptrace, sleeping, signalling others, handlers for the reported signals) and
 *   the gate (seccomp() only from gated_seccomp) under which dlopen runs the library's constructors;
 *   records the FP environment before and checks it after; resolves the symbol and prepares the
 *   libffi call; installs the allow-list on every thread through the gate; reports READY; answers
 *   the judge's probe; and then serves CALL messages, restoring the FP environment before each and
 *   reporting a change after it. It never takes a timestamp that matters on the host: the judge times
 *   every call. With device residency (lib/sandbox/worker_device.c) it mirrors the arrays on the
 *   device, copies them around each call, and reports the device-event time of the call, which the
 *   judge checks against its own clock. The seccomp filters (the deny-list, the gate, the allow-list)
 *   are in lib/sandbox/worker_seccomp.c.
 * It is not linked with libhpcabench (it compiles in lib/common/landlock.c, which the library shares) and never
 * sees the judge's secrets.
 */
#include <alloca.h>
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <fenv.h>
#include <poll.h>
#include <ffi.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

#include "hpcab/dtype.h"
#include "hpcab/worker.h"
#include "landlock.h"
#include "worker_device.h"
#include "worker_proto.h"
#include "worker_seccomp.h"

#if defined(__SANITIZE_ADDRESS__)
#define WORKER_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WORKER_SANITIZED 1
#endif
#endif
#ifndef WORKER_SANITIZED
#define WORKER_SANITIZED 0
#endif

/* State the fatal-signal reporter reads. */
static uint64_t g_as_limit;
static unsigned char g_altstack[64 * 1024];

/* The reply under construction. */
static struct hpcab__wp_ready g_ready;

static void guard_set(int g, bool ok, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void guard_set(int g, bool ok, const char *fmt, ...)
{
  if (ok)
    g_ready.applied |= 1u << g;
  else
    g_ready.failed |= 1u << g;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g_ready.detail[g], HPCAB__WP_DETAIL, fmt, ap);
  va_end(ap);
}

static void send_msg(const void *m, size_t len)
{
  (void)send(HPCAB__WP_FD, m, len, MSG_NOSIGNAL);
}

static _Noreturn void load_fail(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static _Noreturn void load_fail(int status, const char *fmt, ...)
{
  struct hpcab__wp_loadfail f;
  memset(&f, 0, sizeof f);
  f.magic = HPCAB__WP_MAGIC;
  f.type = HPCAB__WP_LOADFAIL;
  f.status = status;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(f.message, sizeof f.message, fmt, ap);
  va_end(ap);
  send_msg(&f, sizeof f);
  _exit(2);
}

/* ---- the floating-point environment ----
   The worker records the control state of the FP environment before the library loads (the clean
   one: round to nearest, no flush-to-zero, no denormals-are-zero, exceptions masked), restores it
   before every call and compares after it: a kernel that leaves it changed is reported (an FTZ/DAZ or
   rounding change by hand is the unsafe math the judge refuses as flags). Only the control bits
   count, never the exception flags a computation raises. */
typedef struct {
  uint32_t csr; /* x86-64: MXCSR; aarch64: FPCR; else the rounding mode */
  uint32_t cw;  /* x86-64: the x87 control word */
} fp_control;

static fp_control fp_read(void)
{
  fp_control c = {0, 0};
#if defined(__x86_64__)
  uint16_t cw;
  __asm__ volatile("stmxcsr %0" : "=m"(c.csr));
  __asm__ volatile("fnstcw %0" : "=m"(cw));
  c.cw = cw;
#elif defined(__aarch64__)
  uint64_t r;
  __asm__ volatile("mrs %0, fpcr" : "=r"(r));
  c.csr = (uint32_t)r;
#else
  c.csr = (uint32_t)fegetround();
#endif
  return c;
}

static void fp_write(fp_control c)
{
#if defined(__x86_64__)
  uint16_t cw = (uint16_t)c.cw;
  __asm__ volatile("ldmxcsr %0" : : "m"(c.csr));
  __asm__ volatile("fldcw %0" : : "m"(cw));
#elif defined(__aarch64__)
  uint64_t r = c.csr;
  __asm__ volatile("msr fpcr, %0" : : "r"(r));
#else
  fesetround((int)c.csr);
#endif
}

/* The HPCAB_FP_ENV_* bits in which `now` differs from `clean` (control bits only). */
static uint32_t fp_changes(fp_control clean, fp_control now)
{
  uint32_t bits = 0;
#if defined(__x86_64__)
  uint32_t d = clean.csr ^ now.csr, dw = clean.cw ^ now.cw;
  if ((d & 0x6000u) || (dw & 0x0C00u)) bits |= HPCAB_FP_ENV_ROUNDING; /* RC of MXCSR and of the x87 */
  if (d & 0x8000u) bits |= HPCAB_FP_ENV_FLUSH_TO_ZERO;
  if (d & 0x0040u) bits |= HPCAB_FP_ENV_DENORMALS_ARE_ZERO;
  if ((d & 0x1F80u) || (dw & 0x033Fu)) bits |= HPCAB_FP_ENV_OTHER; /* exception masks, x87 precision */
#elif defined(__aarch64__)
  uint32_t d = clean.csr ^ now.csr;
  if (d & (3u << 22)) bits |= HPCAB_FP_ENV_ROUNDING;
  if (d & (1u << 24)) bits |= HPCAB_FP_ENV_FLUSH_TO_ZERO;
  if (d & ~((3u << 22) | (1u << 24))) bits |= HPCAB_FP_ENV_OTHER; /* FZ16, AH, trap enables, DN */
#else
  if (clean.csr != now.csr) bits |= HPCAB_FP_ENV_ROUNDING;
#endif
  return bits;
}

static fp_control g_fp_clean;

/* The kernel's OpenMP run time, found through the library (its dependency), where it has one. */
static void (*g_gomp_parallel)(void (*)(void *), void *, unsigned, unsigned);
static int (*g_omp_max_threads)(void);
static int (*g_omp_thread_num)(void);
/* What the team check found: the HPCAB_FP_ENV_* bits, the first thread found changed, its register. */
static uint32_t g_team_bits;
static int g_team_thread = -1;
static uint32_t g_team_csr;

/* Run by every thread of an OpenMP team: records and restores a changed environment. */
static void team_check(void *unused)
{
  (void)unused;
  fp_control now = fp_read();
  uint32_t bits = fp_changes(g_fp_clean, now);
  if (!bits) return;
  int expected = -1, me = g_omp_thread_num ? g_omp_thread_num() : -1;
  if (__atomic_compare_exchange_n(&g_team_thread, &expected, me, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
    __atomic_store_n(&g_team_csr, now.csr, __ATOMIC_SEQ_CST);
  __atomic_or_fetch(&g_team_bits, bits, __ATOMIC_SEQ_CST);
  fp_write(g_fp_clean);
}

/* Checks the calling thread's floating-point environment and every OpenMP team thread's, restoring
   each: a parallel region of omp_get_max_threads() threads runs on the pool's threads, and libgomp
   ends the pool's threads beyond that team (a larger team the kernel made with num_threads), so none
   is left to carry a changed environment into a later call; threads it starts later inherit the
   calling thread's clean one. Threads the kernel made by other means (pthread_create) and nested
   teams are not reached (a residual risk: the source and object checks still refuse the setters).
   Fills d's fp_env, fp_csr and fp_thread. */
static void check_team(struct hpcab__wp_done *d)
{
  g_team_bits = 0;
  g_team_thread = -1;
  g_team_csr = 0;
  team_check(NULL); /* the calling thread first: thread 0 of every team */
  if (g_team_thread >= 0) g_team_thread = 0;
  if (g_gomp_parallel) {
    int n = g_omp_max_threads ? g_omp_max_threads() : 1;
    g_gomp_parallel(team_check, NULL, (unsigned)(n > 0 ? n : 1), 0);
  }
  d->fp_env = g_team_bits;
  d->fp_thread = g_team_thread;
  d->fp_csr = g_team_csr;
}

/* The judge's probe of the call filter (see run_probe): the system call it expects trapped, and how
   many times the filter trapped it. */
static volatile sig_atomic_t g_probe_nr = -1;
static volatile sig_atomic_t g_probe_hits;

/* Opens for reading the call filter trapped since the worker started (answered EACCES). */
static volatile sig_atomic_t g_read_opens;

/* A trapped open or openat that only reads (none of the flags that write or create), or a look at a
   path (stat, access, readlink), answered as failed with EACCES: an honest kernel's library may look for a file at call time (glibc's sysconf
   reads /sys for the CPU count, and falls back to the affinity mask, the worker's CPUs), and gets an
   error it handles instead of the worker's end. Writes, sockets and exec stay fatal. Returns true
   when the call was answered so. Async-signal-safe. */
static bool answer_read_open(const siginfo_t *si, void *ucv)
{
  const unsigned long writes = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND | 020000000 /* __O_TMPFILE */;
#if defined(__x86_64__)
  ucontext_t *uc = ucv;
  unsigned long flags;
  if (si->si_syscall == SYS_openat)
    flags = (unsigned long)uc->uc_mcontext.gregs[REG_RDX];
  else if (si->si_syscall == SYS_open)
    flags = (unsigned long)uc->uc_mcontext.gregs[REG_RSI];
  else if (si->si_syscall == SYS_newfstatat || si->si_syscall == SYS_statx || si->si_syscall == SYS_stat ||
           si->si_syscall == SYS_lstat || si->si_syscall == SYS_access || si->si_syscall == SYS_faccessat ||
           si->si_syscall == SYS_faccessat2 || si->si_syscall == SYS_readlink || si->si_syscall == SYS_readlinkat)
    flags = 0; /* a look at a path that changes nothing (a stat with a path: AT_EMPTY_PATH is allowed) */
  else
    return false;
  if (flags & writes) return false;
  uc->uc_mcontext.gregs[REG_RAX] = -EACCES;
#elif defined(__aarch64__)
  ucontext_t *uc = ucv;
  if (si->si_syscall != SYS_openat || (uc->uc_mcontext.regs[2] & writes)) return false;
  uc->uc_mcontext.regs[0] = (unsigned long long)(long long)-EACCES;
#else
  (void)si;
  (void)ucv;
  (void)writes;
  return false;
#endif
  g_read_opens++;
  return true;
}

/* The worker's CPUs as the kernel reports them (sched_getaffinity before the calling thread is
   pinned to one of them), and how many bytes the kernel's mask has. */
static unsigned char g_worker_mask[HPCAB__WP_CPUSET_BYTES];
static long g_worker_mask_bytes = -1;

static void record_worker_mask(void)
{
  g_worker_mask_bytes = syscall(SYS_sched_getaffinity, 0, sizeof g_worker_mask, g_worker_mask);
}

/* A trapped sched_getaffinity, answered with the worker's CPUs rather than the calling thread's one:
   glibc's sysconf(_SC_NPROCESSORS_ONLN) and get_nprocs (when /sys cannot be read) and a kernel's own
   count of its CPUs then see the CPUs the worker has, as they would outside the sandbox. Returns true
   when answered. Async-signal-safe. */
static bool answer_affinity(const siginfo_t *si, void *ucv)
{
#if defined(__x86_64__)
  if (si->si_syscall != SYS_sched_getaffinity || g_worker_mask_bytes <= 0) return false;
  ucontext_t *uc = ucv;
  unsigned long len = (unsigned long)uc->uc_mcontext.gregs[REG_RSI];
  unsigned char *mask = (unsigned char *)uc->uc_mcontext.gregs[REG_RDX];
  if (len < (unsigned long)g_worker_mask_bytes || !mask) {
    uc->uc_mcontext.gregs[REG_RAX] = len < (unsigned long)g_worker_mask_bytes ? -EINVAL : -EFAULT;
    return true;
  }
  for (long i = 0; i < g_worker_mask_bytes; i++) mask[i] = g_worker_mask[i];
  uc->uc_mcontext.gregs[REG_RAX] = g_worker_mask_bytes;
  return true;
#else
  (void)si;
  (void)ucv;
  return false;
#endif
}

/* Reports a fatal signal to the judge, then ends the whole process. Async-signal-safe. */
static void fatal_signal(int sig, siginfo_t *si, void *ucv)
{
  if (sig == SIGSYS && g_probe_nr >= 0 && si->si_syscall == g_probe_nr) {
    g_probe_hits++; /* the probe was trapped, as it must be: the call returns and the probe goes on */
    return;
  }
  if (sig == SIGSYS && ucv && (answer_read_open(si, ucv) || answer_affinity(si, ucv))) return;
  struct hpcab__wp_fault f;
  memset(&f, 0, sizeof f);
  f.magic = HPCAB__WP_MAGIC;
  f.type = HPCAB__WP_FAULT;
  f.sig = sig;
  f.code = si->si_code;
  f.addr = si->si_code > 0 ? (uint64_t)(uintptr_t)si->si_addr : 0; /* <= 0: sent, not a fault */
  f.is_write = -1;
#if defined(__x86_64__)
  if (sig == SIGSEGV && ucv) {
    const ucontext_t *uc = ucv;
    f.is_write = (uc->uc_mcontext.gregs[REG_ERR] & 2) ? 1 : 0;
  }
#else
  (void)ucv;
#endif
  if (sig == SIGSYS) {
    f.syscall_nr = si->si_syscall;
    f.arch = si->si_arch;
    f.addr = (uint64_t)(uintptr_t)si->si_call_addr;
  } else if (g_as_limit) {
    /* Out of memory: less than an eighth of the address-space limit is left. */
    void *p = mmap(NULL, (size_t)(g_as_limit / 8), PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      f.as_exhausted = 1;
    else
      munmap(p, (size_t)(g_as_limit / 8));
  }
  send_msg(&f, sizeof f);
  syscall(SYS_exit_group, 128 + sig);
}

/* The signals fatal_signal reports; the loading filter refuses handlers for them. */
const int hpcab__worker_reported_signals[HPCAB__WORKER_NREPORTED] = {SIGSEGV, SIGBUS,  SIGILL,  SIGFPE, SIGABRT,
                                                                     SIGSYS,  SIGTRAP, SIGXCPU, SIGXFSZ};

static void install_reporters(void)
{
  stack_t ss = {.ss_sp = g_altstack, .ss_size = sizeof g_altstack, .ss_flags = 0};
  sigaltstack(&ss, NULL);
  const int *sigs = hpcab__worker_reported_signals;
  for (size_t i = 0; i < HPCAB__WORKER_NREPORTED; i++) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = fatal_signal;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigfillset(&sa.sa_mask);
    sigaction(sigs[i], &sa, NULL);
  }
  signal(SIGPIPE, SIG_IGN);
}

static void close_other_fds(void)
{
  bool ok =
      syscall(SYS_close_range, 0, HPCAB__WP_FD - 1, 0) == 0 && syscall(SYS_close_range, HPCAB__WP_FD + 1, ~0U, 0) == 0;
  if (!ok) {
    struct rlimit rl;
    long max = getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY ? (long)rl.rlim_cur : 65536;
    for (long fd = 0; fd < max; fd++)
      if (fd != HPCAB__WP_FD) close((int)fd);
  }
}

/* Receives the set-up message and its descriptors. */
static void receive_setup(struct hpcab__wp_setup *s, int *fds, size_t *nfds)
{
  union {
    char buf[CMSG_SPACE(sizeof(int) * HPCAB__WP_MAX_ARRAYS)];
    struct cmsghdr align;
  } ctl;
  struct iovec iov = {.iov_base = s, .iov_len = sizeof *s};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl.buf, .msg_controllen = sizeof ctl.buf};
  ssize_t n = recvmsg(HPCAB__WP_FD, &mh, MSG_CMSG_CLOEXEC);
  if (n != (ssize_t)sizeof *s || s->magic != HPCAB__WP_MAGIC || s->type != HPCAB__WP_SETUP)
    load_fail(-13, "worker: bad set-up message (%zd bytes)", n);
  *nfds = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c))
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      size_t k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
      for (size_t i = 0; i < k && *nfds < HPCAB__WP_MAX_ARRAYS; i++)
        memcpy(&fds[(*nfds)++], CMSG_DATA(c) + i * sizeof(int), sizeof(int));
    }
  if (s->narrays > HPCAB__WP_MAX_ARRAYS || s->nargs > HPCAB__WP_MAX_ARGS || *nfds != s->narrays)
    load_fail(-13, "worker: set-up names %u arrays but carries %zu descriptors", s->narrays, *nfds);
  s->library[sizeof s->library - 1] = 0;
  s->symbol[sizeof s->symbol - 1] = 0;
}

/* Maps the arrays, each where the judge asks (hpcab__wp_array.map_at) when that address range is
   free; returns how many are elsewhere. */
static unsigned map_arrays(const struct hpcab__wp_setup *s, const int *fds, void **data)
{
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  unsigned elsewhere = 0;
  for (uint32_t i = 0; i < s->narrays; i++) {
    const struct hpcab__wp_array *a = &s->arrays[i];
    size_t guard = (size_t)hpcab__wp_guard_bytes(a->map_bytes, page);
    size_t reserve = (size_t)hpcab__wp_reserve_bytes(a->map_bytes, page);
    const int anon = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
    unsigned char *res = MAP_FAILED;
    if (a->map_at) {
      res = mmap((void *)(uintptr_t)a->map_at, reserve, PROT_NONE, anon | MAP_FIXED_NOREPLACE, -1, 0);
      if (res != MAP_FAILED && (uintptr_t)res != a->map_at) { /* a kernel without MAP_FIXED_NOREPLACE: a hint */
        munmap(res, reserve);
        res = MAP_FAILED;
      }
    }
    if (res == MAP_FAILED) {
      elsewhere += a->map_at != 0;
      res = mmap(NULL, reserve, PROT_NONE, anon, -1, 0);
    }
    if (res == MAP_FAILED)
      load_fail(-9, "worker: reserving %llu bytes: %s", (unsigned long long)a->map_bytes, strerror(errno));
    int prot = a->writable ? PROT_READ | PROT_WRITE : PROT_READ;
    /* populated: the kernel's first call does not pay (and a profile does not sample) the page faults of
       mapping its arrays */
    void *m = mmap(res + guard, a->map_bytes, prot, MAP_SHARED | MAP_FIXED | MAP_POPULATE, fds[i], 0);
    if (m == MAP_FAILED) load_fail(-9, "worker: mapping array %u: %s", i, strerror(errno));
    close(fds[i]);
    g_ready.base[i] = (uint64_t)(uintptr_t)m;
    data[i] = (unsigned char *)m + a->offset;
  }
  return elsewhere;
}

/* Reports the FIXED_LAYOUT guard: the arrays where the judge asked, and no address-space
   randomization (the judge sets ADDR_NO_RANDOMIZE before the exec where the kernel lets it). */
static void report_layout(const struct hpcab__wp_setup *s, unsigned elsewhere)
{
  int persona = personality(0xffffffff);
  bool fixed = persona != -1 && (persona & ADDR_NO_RANDOMIZE);
  if (s->flags & HPCAB__WP_F_DEVICE)
    guard_set(HPCAB_GUARD_FIXED_LAYOUT, false,
              "device worker: arrays where mmap puts them (the device runtime reserves address ranges of its own)");
  else if (elsewhere)
    guard_set(HPCAB_GUARD_FIXED_LAYOUT, false, "%u of %u arrays mapped elsewhere than the judge asked (address in use)",
              elsewhere, s->narrays);
  else if (!fixed)
    guard_set(HPCAB_GUARD_FIXED_LAYOUT, false,
              "arrays at the judge's addresses; address-space randomization on (personality refused): "
              "stack, heap and libraries lie elsewhere in each worker");
  else
    guard_set(HPCAB_GUARD_FIXED_LAYOUT, true,
              "arrays at the judge's addresses, the same in every worker of the arena; no address-space "
              "randomization");
}

static void apply_affinity(const struct hpcab__wp_setup *s)
{
  if (!s->ncpus_set) return;
  cpu_set_t set;
  CPU_ZERO(&set);
  for (int c = 0; c < HPCAB__WP_CPUSET_BYTES * 8 && c < CPU_SETSIZE; c++)
    if (s->cpuset[c / 8] & (1u << (c % 8))) CPU_SET(c, &set);
  (void)sched_setaffinity(0, sizeof set, &set);
}

/* Pins the calling (main) thread to the judge's calling CPU, once the library is loaded: every call
   then starts on the CPU the judge waits on, so the wake-ups of a round trip stay on one CPU (a
   cross-CPU wake-up costs several times more, and differently from worker to worker). Threads the
   kernel starts later take their CPUs from OMP_PLACES (or inherit this one). */
static void pin_calling_thread(const struct hpcab__wp_setup *s)
{
  if (!s->ncpus_set || s->call_cpu < 0 || s->call_cpu >= CPU_SETSIZE) return;
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(s->call_cpu, &set);
  (void)sched_setaffinity(0, sizeof set, &set);
}

static void apply_rlimits(const struct hpcab__wp_setup *s)
{
  char bad[HPCAB__WP_DETAIL] = "", nproc[24];
  struct lim {
    int res;
    struct rlimit rl;
    const char *name;
  } lim[6];
  int n = 0;
  lim[n++] = (struct lim){RLIMIT_CORE, {0, 0}, "core"};
  lim[n++] = (struct lim){RLIMIT_FSIZE, {0, 0}, "fsize"};
  /* device residency: the runtime opens a descriptor per device file and reserves address space far
     beyond the host memory it uses (unified addressing): 64 descriptors, no address-space limit */
  int device = (s->flags & HPCAB__WP_F_DEVICE) != 0;
  rlim_t nofile = device ? 64 : 16;
  lim[n++] = (struct lim){RLIMIT_NOFILE, {nofile, nofile}, "nofile"};
  if (s->cpu_seconds) lim[n++] = (struct lim){RLIMIT_CPU, {s->cpu_seconds, s->cpu_seconds + 2}, "cpu"};
  if (s->nproc) lim[n++] = (struct lim){RLIMIT_NPROC, {s->nproc, s->nproc}, "nproc"};
  if (s->as_bytes && !WORKER_SANITIZED && !device) lim[n++] = (struct lim){RLIMIT_AS, {s->as_bytes, s->as_bytes}, "as"};
  for (int i = 0; i < n; i++)
    if (setrlimit(lim[i].res, &lim[i].rl) != 0)
      snprintf(bad, sizeof bad, "setrlimit %s: %s", lim[i].name, strerror(errno));
  if (s->as_bytes && !WORKER_SANITIZED && !device) g_as_limit = s->as_bytes;
  if (bad[0])
    guard_set(HPCAB_GUARD_RLIMITS, false, "%s", bad);
  else if (device)
    guard_set(HPCAB_GUARD_RLIMITS, true,
              "cpu %llu s, core 0, fsize 0, nofile 64, nproc %s; relaxed for the device: "
              "no address-space limit",
              (unsigned long long)s->cpu_seconds,
              s->nproc ? (snprintf(nproc, sizeof nproc, "%llu", (unsigned long long)s->nproc), nproc) : "unset");
  else if (s->as_bytes && WORKER_SANITIZED)
    guard_set(HPCAB_GUARD_RLIMITS, false, "address-space limit skipped: sanitizer build");
  else
    guard_set(HPCAB_GUARD_RLIMITS, true, "as %llu MiB, cpu %llu s, core 0, fsize 0, nofile 16, nproc %s",
              (unsigned long long)(s->as_bytes >> 20), (unsigned long long)s->cpu_seconds,
              s->nproc ? (snprintf(nproc, sizeof nproc, "%llu", (unsigned long long)s->nproc), nproc)
                       : "unset (no user namespace; fork refused)");
}

/* In its own mount namespace the worker finds /proc covered by an empty read-only tmpfs (mounted by
   the judge's child before exec), so that not even without Landlock can the library's constructors
   read the judge's /proc/PID/mem or environ. Checks it. */
static void hide_proc(const struct hpcab__wp_setup *s)
{
  if (!(s->flags & HPCAB__WP_F_MOUNT_NS)) {
    guard_set(HPCAB_GUARD_MOUNT_NS, false, "no mount namespace");
    return;
  }
  struct stat st;
  if (s->flags & HPCAB__WP_F_PROC_OWN) {
    /* device residency: the runtime reads /proc (its driver's parameters, /proc/self), so the judge's
       child mounted a fresh procfs of the worker's own PID namespace instead of an empty tmpfs: it
       shows this process (pid 1) and nothing of the judge's. Verified, not trusted. */
    char self[32] = "";
    ssize_t k = readlink("/proc/self", self, sizeof self - 1);
    if (k > 0) self[k] = '\0';
    if (getpid() == 1 && k > 0 && strcmp(self, "1") == 0 && stat("/proc/2", &st) != 0) {
      guard_set(HPCAB_GUARD_MOUNT_NS, true,
                "new namespace; relaxed for the device: /proc is a fresh procfs of the "
                "worker's own PID namespace");
      return;
    }
    guard_set(HPCAB_GUARD_MOUNT_NS, false,
              "new namespace, but no procfs of its own could be mounted: /proc is "
              "the judge's, Landlock limits reads to /proc/driver and /proc/self");
    return;
  }
  if (stat("/proc/self/status", &st) == 0) { /* the judge's child covers it before exec */
    guard_set(HPCAB_GUARD_MOUNT_NS, false, "new namespace, but /proc could not be covered");
    return;
  }
  guard_set(HPCAB_GUARD_MOUNT_NS, true, "new namespace; /proc covered by an empty tmpfs");
}

/* ---- Python artifacts (lib/build/build_python.c, lib/sandbox/pyshim.c) ----
   A library whose name ends in ".py" is a glue file: the worker loads the shim named by the build's
   python-paths file (beside the glue) instead, lets Landlock read the interpreter's directories and
   the glue's, and asks the shim for the entry point once its loading filter is in place. */
#define PY_MAX_DIRS 32
static struct {
  bool on;
  char shim[HPCAB__WP_PATH_MAX];
  char paths_file[HPCAB__WP_PATH_MAX];
  char glue_dir[HPCAB__WP_PATH_MAX];
  char dirs[PY_MAX_DIRS][HPCAB__WP_PATH_MAX]; /* the interpreter's home and module path */
  size_t ndirs;
} g_py;

static bool is_python_glue(const char *library)
{
  size_t n = strlen(library);
  return n > 3 && strcmp(library + n - 3, ".py") == 0;
}

/* Reads the glue's python-paths (before Landlock: the worker's own read). */
static void python_mode(const char *glue)
{
  g_py.on = true;
  snprintf(g_py.glue_dir, sizeof g_py.glue_dir, "%s", glue);
  char *slash = strrchr(g_py.glue_dir, '/');
  if (!slash) load_fail(-7, "the glue file '%s' has no directory", glue);
  *slash = '\0';
  if ((size_t)snprintf(g_py.paths_file, sizeof g_py.paths_file, "%s/python-paths", g_py.glue_dir) >=
      sizeof g_py.paths_file)
    load_fail(-7, "the glue file's directory is too long");
  FILE *f = fopen(g_py.paths_file, "re");
  if (!f) load_fail(-7, "cannot read '%s': %s", g_py.paths_file, strerror(errno));
  char line[HPCAB__WP_PATH_MAX];
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = '\0';
    if (strncmp(line, "shim=", 5) == 0) snprintf(g_py.shim, sizeof g_py.shim, "%s", line + 5);
    bool dir = strncmp(line, "home=", 5) == 0 || strncmp(line, "path=", 5) == 0;
    if (dir && g_py.ndirs < PY_MAX_DIRS) snprintf(g_py.dirs[g_py.ndirs++], HPCAB__WP_PATH_MAX, "%s", line + 5);
  }
  fclose(f);
  if (!g_py.shim[0]) load_fail(-7, "'%s' names no shim", g_py.paths_file);
}

/* Asks the shim to start the interpreter and run the glue: the entry point's address. */
static void *python_entry(void *shim, const char *glue)
{
  int (*load)(const char *, const char *, void **, char *, size_t);
  *(void **)&load = dlsym(shim, "hpcab_pyshim_load");
  if (!load) load_fail(-7, "'%s' has no hpcab_pyshim_load", g_py.shim);
  static char err[480];
  void *entry = NULL;
  if (load(glue, g_py.paths_file, &entry, err, sizeof err) != 0 || !entry)
    load_fail(-7, "the Python artifact did not load: %s", err);
  return entry;
}

/* ---- Landlock (lib/common/landlock.c) ---- */

/* Device residency: what the runtime needs beyond the system libraries — read and write (and ioctl)
   on the device files (/dev/nvidia*, /dev/nvidia-caps, /dev/kfd, /dev/dri), read on /sys (the device
   topology), the toolkit (/usr/local/cuda, /opt/rocm, the runtime's own directory), /proc/driver and
   /proc/self, and all of /proc where it is the worker's own procfs (pid 1: a fresh procfs of its PID
   namespace, which shows nothing of the judge's). Returns the number of device files allowed. */
static int landlock_device(int rs, int abi, const struct hpcab__wp_setup *s)
{
  uint64_t dev_rights = (HPCAB__LL_READ_FILE | HPCAB__LL_WRITE_FILE | HPCAB__LL_IOCTL_DEV | HPCAB__LL_READ_DIR) &
                        hpcab__landlock_fs_rights(abi);
  int files = 0;
  DIR *d = opendir("/dev");
  struct dirent *e;
  while (d && (e = readdir(d)) != NULL) {
    if (strncmp(e->d_name, "nvidia", 6) != 0 && strcmp(e->d_name, "kfd") != 0 && strcmp(e->d_name, "dri") != 0)
      continue;
    char path[300];
    snprintf(path, sizeof path, "/dev/%s", e->d_name);
    if (hpcab__landlock_allow(rs, path, dev_rights) == 0) files++;
  }
  if (d) closedir(d);
  static const char *const ro[] = {"/sys", "/usr/local/cuda", "/opt/rocm", "/proc/driver", "/proc/self"};
  for (size_t i = 0; i < sizeof ro / sizeof ro[0]; i++) (void)hpcab__landlock_allow(rs, ro[i], HPCAB__LL_READ);
  if ((s->flags & HPCAB__WP_F_PROC_OWN) && getpid() == 1) (void)hpcab__landlock_allow(rs, "/proc", HPCAB__LL_READ);
  if (s->device_libdir[0]) (void)hpcab__landlock_allow(rs, s->device_libdir, HPCAB__LL_READ);
  return files;
}

static void apply_landlock(const char *library, const struct hpcab__wp_setup *s)
{
  int abi = hpcab__landlock_abi();
  if (abi < 1) {
    const char *why = strerror(errno);
    guard_set(HPCAB_GUARD_LANDLOCK_FS, false, "Landlock unavailable: %s", why);
    guard_set(HPCAB_GUARD_LANDLOCK_NET, false, "Landlock unavailable: %s", why);
    guard_set(HPCAB_GUARD_LANDLOCK_SCOPE, false, "Landlock unavailable: %s", why);
    return;
  }
  int rs, err = hpcab__landlock_create(abi, HPCAB__LL_NO_TCP | HPCAB__LL_SCOPED, &rs);
  if (err) {
    guard_set(HPCAB_GUARD_LANDLOCK_FS, false, "landlock_create_ruleset: %s", strerror(err));
    return;
  }
  /* read-only: the system library directories, the loader's cache and the library */
  static const char *const dirs[] = {"/lib",       "/lib64",     "/lib32",         "/usr/lib",
                                     "/usr/lib64", "/usr/lib32", "/usr/local/lib", "/usr/local/lib64"};
  for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) (void)hpcab__landlock_allow(rs, dirs[i], HPCAB__LL_READ);
  (void)hpcab__landlock_allow(rs, "/etc/ld.so.cache", HPCAB__LL_READ_FILE);
  err = hpcab__landlock_allow(rs, library, HPCAB__LL_EXECUTE | HPCAB__LL_READ_FILE);
  if (err) {
    close(rs);
    guard_set(HPCAB_GUARD_LANDLOCK_FS, false, "cannot add a Landlock rule for the library: %s", strerror(err));
    return;
  }
  /* a Python artifact: the interpreter's directories and the glue's, read-only */
  for (size_t i = 0; g_py.on && i < g_py.ndirs; i++) (void)hpcab__landlock_allow(rs, g_py.dirs[i], HPCAB__LL_READ);
  if (g_py.on) (void)hpcab__landlock_allow(rs, g_py.glue_dir, HPCAB__LL_READ);
  if (g_py.on) (void)hpcab__landlock_allow(rs, "/dev/urandom", HPCAB__LL_READ_FILE); /* PyTorch seeds from it */
  int device_files = (s->flags & HPCAB__WP_F_DEVICE) ? landlock_device(rs, abi, s) : -1;
  err = hpcab__landlock_enforce(rs);
  close(rs);
  if (err) {
    guard_set(HPCAB_GUARD_LANDLOCK_FS, false, "landlock_restrict_self: %s", strerror(err));
    return;
  }
  if (device_files >= 0)
    guard_set(HPCAB_GUARD_LANDLOCK_FS, true,
              "ABI %d: system libraries, the library; relaxed for the device: %d "
              "device file(s) rw, /sys, the toolkit read",
              abi, device_files);
  else
    guard_set(HPCAB_GUARD_LANDLOCK_FS, true, "Landlock ABI %d: read system libraries and the library only%s", abi,
              g_py.on ? " (a Python artifact: and the interpreter's directories)" : "");
  if (abi >= 4)
    guard_set(HPCAB_GUARD_LANDLOCK_NET, true, "no TCP bind or connect");
  else
    guard_set(HPCAB_GUARD_LANDLOCK_NET, false, "Landlock ABI %d < 4", abi);
  if (abi >= 6)
    guard_set(HPCAB_GUARD_LANDLOCK_SCOPE, true, "no signals or abstract sockets outside");
  else
    guard_set(HPCAB_GUARD_LANDLOCK_SCOPE, false, "Landlock ABI %d < 6", abi);
}

/* The judge's probe (HPCAB__WP_PROBE), after READY and before the first call: system calls the
   allow-list must trap, made in probe mode (the SIGSYS reporter counts them and lets the call
   return instead of ending the process). Harmless if they were not trapped (Landlock refuses the
   open). Returns a bit per probe that was trapped. A device worker's filter fails opens with EACCES
   instead of trapping them (allow_device_calls): its first probe is getsid, which that filter traps. */
static uint32_t run_probe(bool device)
{
  uint32_t trapped = 0;
  g_probe_hits = 0;
  g_probe_nr = device ? SYS_getsid : SYS_openat;
  long fd = device ? syscall(SYS_getsid, 0) : syscall(SYS_openat, AT_FDCWD, "/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (g_probe_hits == 1)
    trapped |= 1u;
  else if (fd >= 0 && !device)
    close((int)fd);
  g_probe_hits = 0;
  g_probe_nr = SYS_getppid;
  (void)syscall(SYS_getppid);
  if (g_probe_hits == 1) trapped |= 2u;
  g_probe_nr = -1;
  return trapped;
}

static ffi_type *ffi_type_of(uint32_t dtype)
{
  switch (dtype) {
  case HPCAB_F64: return &ffi_type_double;
  case HPCAB_F32: return &ffi_type_float;
  case HPCAB_I64: return &ffi_type_sint64;
  case HPCAB_U64: return &ffi_type_uint64;
  case HPCAB_I32: return &ffi_type_sint32;
  case HPCAB_U32: return &ffi_type_uint32;
  case HPCAB_I16: return &ffi_type_sint16;
  case HPCAB_U16: return &ffi_type_uint16;
  case HPCAB_I8: return &ffi_type_sint8;
  case HPCAB_U8:
  case HPCAB_BOOL: return &ffi_type_uint8;
  default: return NULL;
  }
}

/* The worker: set-up, then the call loop (main, below, runs it from a fixed stack address). */
__attribute__((noinline)) static int serve(void)
{
  struct stat st;
  if (fstat(HPCAB__WP_FD, &st) != 0 || !S_ISSOCK(st.st_mode)) {
    fprintf(stderr, "hpcab-worker: run by libhpcabench only (no control channel on descriptor 3)\n");
    return 2;
  }
  g_ready.magic = HPCAB__WP_MAGIC;
  g_ready.type = HPCAB__WP_READY;
  sigset_t none; /* execve keeps the judge thread's signal mask: start from a clean one */
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  (void)setsid(); /* out of the judge's session: its terminal's signals are the judge's to handle */
  /* Dies with the judge: SIGKILL when the thread that started it ends (a stopped worker would
     otherwise wait forever under init; a running one ends on the end of its channel). Set before
     anything else, then checked: a judge that was gone already has closed the channel. */
  prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  struct pollfd hup = {.fd = HPCAB__WP_FD, .events = POLLRDHUP};
  if (poll(&hup, 1, 0) == 1 && (hup.revents & (POLLHUP | POLLRDHUP))) _exit(0);
  close_other_fds();

  static struct hpcab__wp_setup s;
  int fds[HPCAB__WP_MAX_ARRAYS];
  size_t nfds = 0;
  receive_setup(&s, fds, &nfds);
  static void *data[HPCAB__WP_MAX_ARRAYS];
  report_layout(&s, map_arrays(&s, fds, data));
  guard_set(HPCAB_GUARD_CLOSE_FDS, true, "only the control channel (descriptor 3) is open");
  apply_affinity(&s);
  record_worker_mask();
  apply_rlimits(&s);
  install_reporters();
  hide_proc(&s);
  pid_t self = getpid();
  g_ready.pid_inside = self;

  if (is_python_glue(s.library)) python_mode(s.library);
  const char *library = g_py.on ? g_py.shim : s.library;
  if (s.flags & HPCAB__WP_F_NO_LANDLOCK) {
    guard_set(HPCAB_GUARD_LANDLOCK_FS, false, "disabled by the judge");
    guard_set(HPCAB_GUARD_LANDLOCK_NET, false, "disabled by the judge");
    guard_set(HPCAB_GUARD_LANDLOCK_SCOPE, false, "disabled by the judge");
  } else {
    apply_landlock(library, &s);
  }
  bool use_seccomp = !(s.flags & HPCAB__WP_F_NO_SECCOMP);
  int calls_rc = 0;
  if (use_seccomp) {
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    bool device = (s.flags & HPCAB__WP_F_DEVICE) != 0;
    calls_rc =
        (s.flags & HPCAB__WP_F_TEST_LOOSE_CALLS) ? hpcab__wsc_build_loose() : hpcab__wsc_build_calls(self, device);
    int rc = hpcab__wsc_load_loading(self, device, g_py.on);
#if HAVE_SECCOMP_GATE
    if (rc == 0) rc = hpcab__wsc_load_gate();
    const char *gate = "; seccomp() only from the worker's own code";
#else
    const char *gate = "; not gated on this architecture: the library could stack a filter of its own";
#endif
    if (rc == 0 && device)
      guard_set(HPCAB_GUARD_SECCOMP_LOAD, true, "deny-list filter while loading%s; relaxed for the device",
                HAVE_SECCOMP_GATE ? ", gated" : "");
    else
      guard_set(HPCAB_GUARD_SECCOMP_LOAD, rc == 0, rc == 0 ? "deny-list filter while loading%s" : "seccomp: %s",
                rc == 0 ? gate : strerror(-rc));
  } else {
    guard_set(HPCAB_GUARD_SECCOMP_LOAD, false, "disabled by the judge");
  }

  g_fp_clean = fp_read();
  void *lib = dlopen(library, RTLD_NOW | (g_py.on ? RTLD_GLOBAL : RTLD_LOCAL)); /* Python's modules need its symbols */
  if (!lib) load_fail(-7, "cannot load '%s': %s", library, dlerror());
  dlerror();
  void *sym = g_py.on ? python_entry(lib, s.library) : dlsym(lib, s.symbol);
  const char *err = g_py.on ? NULL : dlerror();
  if (err || !sym)
    load_fail(-7, "symbol '%s' not found in '%s'%s%s", s.symbol, s.library, err ? ": " : "", err ? err : "");

  fp_control after_load = fp_read(); /* what the library's constructors left */
  /* the OpenMP run time the library depends on, for the team's floating-point check */
  *(void **)&g_gomp_parallel = dlsym(lib, "GOMP_parallel");
  *(void **)&g_omp_max_threads = dlsym(lib, "omp_get_max_threads");
  *(void **)&g_omp_thread_num = dlsym(lib, "omp_get_thread_num");
  if (!g_omp_thread_num) g_gomp_parallel = NULL;
  dlerror();
  static void *devptr[HPCAB__WP_MAX_ARRAYS];
  if (s.flags & HPCAB__WP_F_DEVICE) {
    char derr[1200];
    if (hpcab__wdev_setup(&s, lib, devptr, derr, sizeof derr) != 0) load_fail(-8, "%s", derr);
    fp_write(after_load); /* the runtime's own initialization is not the library's doing */
  }

  static ffi_cif cif;
  static ffi_type *types[HPCAB__WP_MAX_ARGS];
  static void *values[HPCAB__WP_MAX_ARGS];
  static void *ptrs[HPCAB__WP_MAX_ARGS];
  static struct hpcab__wp_call call;
  for (uint32_t i = 0; i < s.nargs; i++) {
    const struct hpcab__wp_arg *a = &s.args[i];
    if (a->kind == HPCAB_WORKER_ARG_ARRAY) {
      if (a->index >= s.narrays) load_fail(-1, "argument %u names array %u of %u", i, a->index, s.narrays);
      types[i] = &ffi_type_pointer;
      ptrs[i] = (s.flags & HPCAB__WP_F_DEVICE) ? devptr[a->index] : data[a->index];
      values[i] = &ptrs[i];
    } else {
      types[i] = ffi_type_of(a->dtype);
      if (!types[i] || a->index >= HPCAB__WP_MAX_ARGS)
        load_fail(-1, "argument %u: unsupported scalar dtype %u", i, a->dtype);
      values[i] = &call.scalars[a->index];
    }
  }
  if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, s.nargs, &ffi_type_void, types) != FFI_OK)
    load_fail(-18, "ffi_prep_cif failed for %u arguments", s.nargs);
  pin_calling_thread(&s);

  if (use_seccomp) {
    int rc = calls_rc ? calls_rc : hpcab__wsc_install_calls();
    guard_set(HPCAB_GUARD_SECCOMP, rc == 0,
              rc != 0                          ? "seccomp: %s"
              : (s.flags & HPCAB__WP_F_DEVICE) ? "allow-list filter on every thread; relaxed for the device%s"
                                               : "allow-list filter on every thread%s",
              rc != 0 ? strerror(-rc) : "");
  } else {
    guard_set(HPCAB_GUARD_SECCOMP, false, "disabled by the judge");
  }
  g_ready.fp_env = fp_changes(g_fp_clean, after_load); /* a constructor changed it: the judge refuses */
  g_ready.fp_csr = after_load.csr;
  g_ready.fp_clean_csr = g_fp_clean.csr;
  send_msg(&g_ready, sizeof g_ready);

  void (*fn)(void) = (void (*)(void))sym;
  bool called = false;
  for (;;) {
    ssize_t n = recv(HPCAB__WP_FD, &call, sizeof call, 0);
    if (n <= 0) syscall(SYS_exit_group, 0); /* the judge is gone */
    if (!called && n == (ssize_t)sizeof(struct hpcab__wp_probe) && call.magic == HPCAB__WP_MAGIC &&
        call.type == HPCAB__WP_PROBE) {
      struct hpcab__wp_probe p;
      memcpy(&p, &call, sizeof p);
      p.type = HPCAB__WP_PROBED;
      p.trapped = run_probe((s.flags & HPCAB__WP_F_DEVICE) != 0);
      send_msg(&p, sizeof p);
      continue;
    }
    called = true;
    if (n != (ssize_t)sizeof call || call.magic != HPCAB__WP_MAGIC || call.type != HPCAB__WP_CALL)
      syscall(SYS_exit_group, 3);
    struct hpcab__wp_done d;
    memset(&d, 0, sizeof d);
    d.device_ns = -1;
    bool on_device = (s.flags & HPCAB__WP_F_DEVICE) && !(call.flags & HPCAB__WP_CALL_EMPTY);
    fp_write(g_fp_clean);
    sig_atomic_t opens_before = g_read_opens;
    int dev = on_device ? hpcab__wdev_before(data, call.seq, &d) : HPCAB__WP_DEV_OK;
    if (!(call.flags & HPCAB__WP_CALL_EMPTY) && dev == HPCAB__WP_DEV_OK) ffi_call(&cif, fn, NULL, values);
    fp_control after = fp_read();
    if (on_device && dev == HPCAB__WP_DEV_OK) (void)hpcab__wdev_after(data, call.seq, &d);
    d.magic = HPCAB__WP_MAGIC;
    d.type = HPCAB__WP_DONE;
    d.seq = call.seq;
    d.fp_env = fp_changes(g_fp_clean, after);
    d.fp_csr = after.csr;
    d.fp_thread = 0;
    if ((call.flags & HPCAB__WP_CALL_EMPTY) && (call.flags & HPCAB__WP_CALL_FP_TEAM)) check_team(&d);
    d.read_opens = (uint32_t)(g_read_opens - opens_before);
    send_msg(&d, sizeof d);
  }
}

/* How far below the top of the stack every worker's calls run (a little more than the strings, the
   argument and environment vectors and the auxiliary vector take). */
#define STACK_FROM_TOP ((uintptr_t)256 << 10)

/* Runs serve() with its frame at the same address in every worker, however long the environment
   the judge gave it (the reference's holds the BLAS thread counts, the candidate's does not):
   STACK_FROM_TOP below the page above the file name string that execve puts at the top of the
   stack. Without address-space randomization that address is the same in every worker; with it,
   its page offset is. The judge pads the argument vector so that main begins at the same address
   modulo 64 bytes in every worker (worker_start.c, build_argv): alloca, which moves the stack in
   multiples of its alignment, then lands on the same byte. */
int main(int argc, char **argv)
{
  (void)argc;
  (void)argv;
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), name = (uintptr_t)getauxval(AT_EXECFN);
  volatile unsigned char here = 0;
  uintptr_t sp = (uintptr_t)&here, target = ((name + page) & ~(page - 1)) - STACK_FROM_TOP;
  if (name && page && sp > target && sp - target < STACK_FROM_TOP) {
    volatile unsigned char *pad = alloca(sp - target);
    pad[0] = here;
  }
  return serve();
}
