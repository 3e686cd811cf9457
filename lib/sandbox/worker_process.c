/*
 * lib/sandbox/worker_process.c — the judge's control of a worker process: waiting, killing and
 * reaping, stopping and confirming the stop, reading its messages, and turning how it ended (a
 * report, a death, a changed floating-point environment) into a verdict.
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

/* The number of processes the kernel's out-of-memory killer has killed since boot (/proc/vmstat,
   Linux >= 4.13), or -1. A worker that dies of a SIGKILL the judge did not send was the OOM killer's
   victim only if this grew meanwhile; otherwise someone killed it (a crash). */
int64_t hpcab__worker_oom_kills(void)
{
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

int64_t hpcab__worker_now_ns(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void hpcab__worker_set_guard(hpcab_worker *w, hpcab_guard g, int ok, const char *fmt, ...)
{
  w->applied[g] = ok;
  char text[sizeof w->detail[g]]; /* the arguments may quote the old detail: format apart, then copy */
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  memcpy(w->detail[g], text, sizeof text);
}

void hpcab__worker_signal_name(int sig, char *buf, size_t n)
{
  const char *abbrev = sig > 0 ? sigabbrev_np(sig) : NULL;
  if (abbrev)
    snprintf(buf, n, "SIG%.12s", abbrev);
  else
    snprintf(buf, n, "SIG#%d", sig & 0xff);
}

/* ---- process control ---- */

/* Waits up to `ms` for the worker to exit; returns 1 when it has (and *si holds how), else 0. */
int hpcab__worker_wait_exit(hpcab_worker *w, int ms, siginfo_t *si)
{
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

/* Sends SIGKILL without waiting (worker_internal.h). */
void hpcab__worker_kill(hpcab_worker *w)
{
  /* through the pidfd: never another process, even when this one was reaped already */
  if (w && w->pid > 0 && (w->pidfd < 0 || syscall(SYS_pidfd_send_signal, w->pidfd, SIGKILL, NULL, 0) != 0))
    kill(w->pid, SIGKILL);
}

/* Kills and reaps the worker (idempotent). */
void hpcab__worker_kill_and_reap(hpcab_worker *w, siginfo_t *si_out)
{
  if (w->pid > 0) {
    siginfo_t si;
    memset(&si, 0, sizeof si);
    hpcab__worker_kill(w);
    while (waitid(P_PID, (id_t)w->pid, &si, WEXITED) != 0 && errno == EINTR) {}
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

void hpcab__worker_verdict(hpcab_call_result *r, hpcab_outcome o, const char *fmt, ...)
{
  r->outcome = o;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->message, sizeof r->message, fmt, ap);
  va_end(ap);
}

/* Turns a FAULT report into a verdict. */
void hpcab__worker_decode_fault(hpcab_worker *w, const struct hpcab__wp_fault *f, hpcab_call_result *r)
{
  r->signal = f->sig;
  hpcab__worker_signal_name(f->sig, r->signal_name, sizeof r->signal_name);
  r->fault_addr = f->addr;
  r->fault_is_write = f->is_write;
  if (f->sig == SIGSYS) {
    char *name = seccomp_syscall_resolve_num_arch(f->arch ? f->arch : SCMP_ARCH_NATIVE, f->syscall_nr);
    if (name)
      snprintf(r->syscall, sizeof r->syscall, "%s", name);
    else
      snprintf(r->syscall, sizeof r->syscall, "syscall_%d", f->syscall_nr);
    free(name);
    hpcab__worker_verdict(r, HPCAB_OUTCOME_FORBIDDEN, "forbidden system call %s", r->syscall);
    return;
  }
  if (f->sig == SIGXCPU) {
    hpcab__worker_verdict(r, HPCAB_OUTCOME_TIMEOUT, "CPU-time limit exceeded (SIGXCPU)");
    return;
  }
  if (f->sig == SIGXFSZ) {
    hpcab__worker_verdict(r, HPCAB_OUTCOME_FORBIDDEN, "wrote to a file (SIGXFSZ)");
    return;
  }
  const char *rw = f->is_write == 1 ? "wrote" : f->is_write == 0 ? "read" : "accessed";
  if (f->sig == SIGSEGV || f->sig == SIGBUS) {
    size_t idx = 0;
    hpcab__where where = hpcab__arena_locate(w->arena, w->bases, f->addr, &idx);
    if (where != HPCAB__NOWHERE) snprintf(r->array, sizeof r->array, "%s", w->arena->arr[idx].name);
    if (where == HPCAB__INSIDE && w->arena->arr[idx].intent == HPCAB_INTENT_IN && f->is_write != 0) {
      hpcab__worker_verdict(r, HPCAB_OUTCOME_WROTE_INPUT, "wrote to input array '%s' (%s at 0x%llx)", r->array,
                            r->signal_name, (unsigned long long)f->addr);
      return;
    }
    if (where == HPCAB__PAST_END || where == HPCAB__BEFORE) {
      hpcab__worker_verdict(r, HPCAB_OUTCOME_OUT_OF_BOUNDS, "%s %s array '%s' (%s at 0x%llx)", rw,
                            where == HPCAB__PAST_END ? "past the end of" : "before the start of", r->array,
                            r->signal_name, (unsigned long long)f->addr);
      return;
    }
  }
  if (f->as_exhausted) {
    hpcab__worker_verdict(r, HPCAB_OUTCOME_OUT_OF_MEMORY, "out of memory: address-space limit exhausted (%s)",
                          r->signal_name);
    return;
  }
  hpcab__worker_verdict(r, HPCAB_OUTCOME_CRASH, "crashed with %s at 0x%llx", r->signal_name,
                        (unsigned long long)f->addr);
}

/* Turns a death without a report into a verdict. */
void hpcab__worker_decode_death(const hpcab_worker *w, const siginfo_t *si, int killed_by_us, hpcab_call_result *r)
{
  if (si->si_code == CLD_EXITED) {
    r->exit_code = si->si_status;
    hpcab__worker_verdict(r, HPCAB_OUTCOME_EXITED, "the kernel ended the process with exit status %d", si->si_status);
    return;
  }
  r->signal = si->si_status;
  hpcab__worker_signal_name(si->si_status, r->signal_name, sizeof r->signal_name);
  int64_t ooms = si->si_status == SIGKILL && !killed_by_us ? hpcab__worker_oom_kills() : -1;
  if (si->si_status == SIGKILL && !killed_by_us && w->oom_kills >= 0 && ooms > w->oom_kills)
    hpcab__worker_verdict(r, HPCAB_OUTCOME_OUT_OF_MEMORY, "killed by the kernel's out-of-memory killer (SIGKILL)");
  else if (si->si_status == SIGKILL && !killed_by_us)
    hpcab__worker_verdict(
        r, HPCAB_OUTCOME_CRASH, "killed by SIGKILL from outside the judge%s",
        w->oom_kills < 0 || ooms < 0 ? " (the out-of-memory killer or a person: this kernel does not say)" : "");
  else if (si->si_status == SIGXCPU)
    hpcab__worker_verdict(r, HPCAB_OUTCOME_TIMEOUT, "CPU-time limit exceeded (SIGXCPU)");
  else if (si->si_status == SIGSYS)
    hpcab__worker_verdict(r, HPCAB_OUTCOME_FORBIDDEN, "forbidden system call (unreported)");
  else
    hpcab__worker_verdict(r, HPCAB_OUTCOME_CRASH, "killed by %s", r->signal_name);
}

/* Reads one message without blocking; returns its length, 0 on none/EOF, -1 on error. */
ssize_t hpcab__worker_recv_msg(int sock, union hpcab__wp_msg *m, int flags)
{
  ssize_t n;
  do n = recv(sock, m, sizeof *m, flags);
  while (n < 0 && errno == EINTR);
  return n;
}

/* The worker ended (or must end) while we waited: read any report, reap it, build the verdict. */
void hpcab__worker_finish_dead(hpcab_worker *w, hpcab_call_result *r, const char *phase)
{
  union hpcab__wp_msg m;
  int have_fault = 0;
  struct hpcab__wp_fault f;
  memset(&f, 0, sizeof f);
  for (;;) {
    ssize_t n = hpcab__worker_recv_msg(w->sock, &m, MSG_DONTWAIT);
    if (n <= 0) break;
    if (n == (ssize_t)sizeof m.fault && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_FAULT &&
        !have_fault) {
      f = m.fault;
      have_fault = 1;
    }
  }
  siginfo_t si;
  int exited = hpcab__worker_wait_exit(w, 2000, &si);
  if (exited) {
    w->pid = -1;
    hpcab__worker_kill_and_reap(w, NULL);
  } else {
    hpcab__worker_kill_and_reap(w, &si);
  }
  if (have_fault)
    hpcab__worker_decode_fault(w, &f, r);
  else if (exited)
    hpcab__worker_decode_death(w, &si, 0, r);
  else
    hpcab__worker_verdict(r, HPCAB_OUTCOME_WORKER_LOST, "worker closed its control channel but did not exit");
  if (phase) {
    char tmp[sizeof r->message];
    snprintf(tmp, sizeof tmp, "%s", r->message);
    snprintf(r->message, sizeof r->message, "%s: %.200s", phase, tmp);
  }
}

void hpcab__worker_make_dead(hpcab_worker *w, const hpcab_call_result *r)
{
  w->verdict = *r;
  w->verdict.elapsed_ns = -1;
  w->state = W_DEAD;
}

/* Stops the running worker and confirms every thread is stopped. Returns 0, or -1 when it died
   instead (*si then says how). */
int hpcab__worker_freeze(hpcab_worker *w, siginfo_t *si)
{
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

/* The FP_ENV verdict: what was left changed, and the control register. */
void hpcab__worker_fp_env_verdict(hpcab_call_result *r, const char *when, uint32_t bits, uint32_t csr)
{
  char what[128] = "";
  size_t len = 0;
  static const char *const names[] = {"the rounding mode", "flush-to-zero", "denormals-are-zero",
                                      "exception traps or precision"};
  for (int b = 0; b < 4; b++)
    if (bits & (1u << b)) len += (size_t)snprintf(what + len, sizeof what - len, "%s%s", len ? ", " : "", names[b]);
  r->outcome = HPCAB_OUTCOME_FP_ENV;
  r->fp_env = bits;
  snprintf(r->message, sizeof r->message, "%sleft the floating-point environment changed: %s (control register 0x%x)",
           when, what, csr);
}
