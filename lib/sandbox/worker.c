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
#include "first_layouts.h"
#include "worker_internal.h"
#include "worker_proto.h"

#ifndef P_PIDFD
#define P_PIDFD 3
#endif

static const char *const outcome_names[] = {"ok",          "crash",   "out_of_bounds", "wrote_input",
                                            "forbidden",   "timeout", "out_of_memory", "exited",
                                            "worker_lost", "fp_env",  "device_error"};

HPCAB_API const char *hpcab_outcome_name(hpcab_outcome outcome)
{
  return (unsigned)outcome < sizeof outcome_names / sizeof outcome_names[0] ? outcome_names[outcome] : "unknown";
}

const char *const hpcab__worker_guard_names[HPCAB_GUARD_COUNT] = {
    "close_fds",     "clean_env",   "rlimits",      "user_ns",        "pid_ns",       "net_ns",
    "mount_ns",      "landlock_fs", "landlock_net", "landlock_scope", "seccomp_load", "seccomp",
    "sealed_inputs", "guard_pages", "frozen",       "fixed_layout"};

HPCAB_API const char *hpcab_guard_name(hpcab_guard guard)
{
  return (unsigned)guard < HPCAB_GUARD_COUNT ? hpcab__worker_guard_names[guard] : "unknown";
}

HPCAB_API hpcab_status hpcab_worker_options_init(hpcab_worker_options *opt, size_t size)
{
  hpcab_worker_options d = {.size = sizeof d};
  if (!opt || size < HPCAB__FIRST_WORKER_OPTIONS)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_options_init: %s (size %zu, at least %zu)",
                         opt ? "options too small" : "NULL options", size, (size_t)HPCAB__FIRST_WORKER_OPTIONS);
  opt->size = size;
  return hpcab__struct_out(opt, &d, sizeof d, HPCAB__FIRST_WORKER_OPTIONS, "hpcab_worker_options_init");
}

/* ---- calls ---- */

/* Copies a verdict into the caller's result: only what its size has room for (size-field rule). */
static void put_result(hpcab_call_result *res, const hpcab_call_result *r)
{
  hpcab__struct_out(res, r, sizeof *r, HPCAB__FIRST_CALL_RESULT, "call result");
}

/* Checks the arguments and the worker's state common to a call and a ping. Returns HPCAB_OK to go
   on; HPCAB_E_STATE (with the sticky verdict in *res) when the worker already ended. */
static hpcab_status call_begin(hpcab_worker *w, hpcab_call_result *res, const char *fn)
{
  if (!w || !res || res->size < HPCAB__FIRST_CALL_RESULT)
    return hpcab__seterr(HPCAB_E_INVALID, "%s: worker or result missing, or result.size below %zu", fn,
                         (size_t)HPCAB__FIRST_CALL_RESULT);
  if (w->state == W_DEAD) {
    put_result(res, &w->verdict);
    return hpcab__seterr(HPCAB_E_STATE, "%s: the worker already ended: %s", fn, w->verdict.message);
  }
  return HPCAB_OK;
}

/* The device side of a DONE (device residency): the device-event time, or how the device side failed.
   A device time longer than the judge's own clock around the call cannot be true: the worker (the
   kernel library runs in it) lied. */
static void device_verdict(hpcab_worker *w, const struct hpcab__wp_done *d, hpcab_call_result *r)
{
  char msg[sizeof d->device_message + 1];
  memcpy(msg, d->device_message, sizeof d->device_message);
  msg[sizeof d->device_message] = '\0';
  const char *name =
      d->device_array >= 0 && (size_t)d->device_array < w->arena->n ? w->arena->arr[d->device_array].name : NULL;
  if (name) snprintf(r->array, sizeof r->array, "%s", name);
  switch (d->device_status) {
  case HPCAB__WP_DEV_OK:
    if (d->device_ns > r->elapsed_ns)
      hpcab__worker_verdict(r, HPCAB_OUTCOME_WORKER_LOST,
                            "the reported device time (%lld ns) exceeds the judge's clock "
                            "around the call (%lld ns): the worker's report was forged",
                            (long long)d->device_ns, (long long)r->elapsed_ns);
    else
      r->device_ns = d->device_ns;
    return;
  case HPCAB__WP_DEV_CANARY:
    hpcab__worker_verdict(r, HPCAB_OUTCOME_OUT_OF_BOUNDS,
                          "wrote past the end of device array '%s' (its canary changed)", name ? name : "?");
    return;
  case HPCAB__WP_DEV_WROTE_INPUT:
    hpcab__worker_verdict(r, HPCAB_OUTCOME_WROTE_INPUT, "input array '%s' changed on the device during the call",
                          name ? name : "?");
    return;
  default:
    hpcab__worker_verdict(r, HPCAB_OUTCOME_DEVICE_ERROR, "the device reported an error%s%s%s: %s",
                          name ? " (array '" : "", name ? name : "", name ? "')" : "", msg);
    return;
  }
}

/* One round trip: refuses a worker that talked between calls, sends CALL (c), lets the worker run
   (t0: SIGCONT) and waits up to the call timeout for DONE, freezes it (t1: stop confirmed). Fills *r
   (ok with elapsed_ns, or the verdict of how it ended; the worker is then reaped). */
static void round_trip(hpcab_worker *w, struct hpcab__wp_call *c, hpcab_call_result *r)
{
  memset(r, 0, sizeof *r);
  r->size = sizeof *r;
  r->elapsed_ns = -1;
  r->device_ns = -1;
  r->fault_is_write = -1;
  /* Anything waiting on the channel now was sent behind the judge's back. */
  union hpcab__wp_msg m;
  if (hpcab__worker_recv_msg(w->sock, &m, MSG_DONTWAIT) > 0) {
    hpcab__worker_kill_and_reap(w, NULL);
    hpcab__worker_verdict(r, HPCAB_OUTCOME_WORKER_LOST, "the worker sent an unexpected message between calls");
    return;
  }
  c->magic = HPCAB__WP_MAGIC;
  c->type = HPCAB__WP_CALL;
  c->seq = ++w->seq;
  if (send(w->sock, c, sizeof *c, MSG_NOSIGNAL | MSG_DONTWAIT) != (ssize_t)sizeof *c) {
    hpcab__worker_finish_dead(w, r, NULL);
    return;
  }
  int64_t t0 = hpcab__worker_now_ns();
  kill(w->pid, SIGCONT);
  int64_t deadline = t0 + (int64_t)(w->call_timeout_s * 1e9);
  for (;;) {
    struct pollfd p[2] = {{.fd = w->sock, .events = POLLIN}, {.fd = w->pidfd, .events = POLLIN}};
    int64_t left = deadline - hpcab__worker_now_ns();
    if (left <= 0) {
      hpcab__worker_kill_and_reap(w, NULL);
      hpcab__worker_verdict(r, HPCAB_OUTCOME_TIMEOUT, "no return within %.3g s", w->call_timeout_s);
      return;
    }
    struct timespec ts = {(time_t)(left / 1000000000), (long)(left % 1000000000)};
    if (w->flags & HPCAB_WORKER_SPIN) ts = (struct timespec){0, 0};
    int pr = ppoll(p, 2, &ts, NULL);
    if (pr <= 0) continue; /* EINTR, timeout or spinning: the loop re-checks the deadline */
    if (!(p[0].revents & POLLIN)) {
      hpcab__worker_finish_dead(w, r, NULL);
      return;
    }
    ssize_t n = hpcab__worker_recv_msg(w->sock, &m, MSG_PEEK | MSG_DONTWAIT);
    if (n <= 0) { /* end of file: the worker is going away */
      hpcab__worker_finish_dead(w, r, NULL);
      return;
    }
    if (n == (ssize_t)sizeof m.done && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_DONE &&
        m.done.seq == c->seq) {
      hpcab__worker_recv_msg(w->sock, &m, MSG_DONTWAIT);
      siginfo_t si;
      if (hpcab__worker_freeze(w, &si) != 0) {
        hpcab__worker_finish_dead(w, r, "after returning");
        return;
      }
      r->elapsed_ns = hpcab__worker_now_ns() - t0;
      hpcab__worker_verdict(r, HPCAB_OUTCOME_OK, "ok");
      r->read_opens = m.done.read_opens;
      char who[64] = "the kernel ";
      if (m.done.fp_env && m.done.fp_thread > 0)
        snprintf(who, sizeof who, "the kernel's OpenMP thread %d ", (int)m.done.fp_thread);
      if (m.done.fp_env)
        hpcab__worker_fp_env_verdict(r, who, m.done.fp_env, m.done.fp_csr);
      else
        device_verdict(w, &m.done, r);
      return;
    }
    if (n == (ssize_t)sizeof m.fault && m.head.magic == HPCAB__WP_MAGIC && m.head.type == HPCAB__WP_FAULT) {
      hpcab__worker_finish_dead(w, r, NULL);
      return;
    }
    hpcab__worker_kill_and_reap(w, NULL);
    hpcab__worker_verdict(r, HPCAB_OUTCOME_WORKER_LOST, "the worker broke the protocol (%zd-byte message)", n);
    return;
  }
}

/* Ends a call or ping: a verdict other than ok kills the worker and sticks; copies it out. */
static void call_end(hpcab_worker *w, const hpcab_call_result *r, hpcab_call_result *res)
{
  if (r->outcome != HPCAB_OUTCOME_OK) {
    if (w->state != W_DEAD) hpcab__worker_kill_and_reap(w, NULL);
    hpcab__worker_make_dead(w, r);
  }
  put_result(res, r);
}

HPCAB_API hpcab_status hpcab_worker_call(hpcab_worker *w, const hpcab_scalar *scalar_values, hpcab_call_result *res)
{
  return hpcab__worker_call_ex(w, scalar_values, 0, res);
}

hpcab_status hpcab__worker_call_ex(hpcab_worker *w, const hpcab_scalar *scalar_values, unsigned flags,
                                   hpcab_call_result *res)
{
  hpcab_status st = call_begin(w, res, "hpcab_worker_call");
  if (st) return st;
  if (w->nscalars && !scalar_values)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_worker_call: %zu scalar values required", w->nscalars);
  int hash = !(w->flags & HPCAB_WORKER_NO_INPUT_HASH);
  if (hash) hpcab__arena_hash_inputs(w->arena, w->hash_before);
  if (!(flags & HPCAB__CALL_POISONED))
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
      hpcab__worker_verdict(&r, HPCAB_OUTCOME_OUT_OF_BOUNDS, "%s", hpcab_last_error());
      hpcab_error_clear();
    } else if (hash) {
      hpcab__arena_hash_inputs(w->arena, w->hash_after);
      for (size_t i = 0; i < w->arena->n; i++)
        if (w->hash_before[i] != w->hash_after[i]) {
          snprintf(r.array, sizeof r.array, "%s", w->arena->arr[i].name);
          hpcab__worker_verdict(&r, HPCAB_OUTCOME_WROTE_INPUT, "input array '%s' changed during the call", r.array);
          break;
        }
    }
    if (r.outcome != HPCAB_OUTCOME_OK) r.elapsed_ns = r.device_ns = -1;
  }
  call_end(w, &r, res);
  return HPCAB_OK;
}

HPCAB_API hpcab_status hpcab_worker_ping(hpcab_worker *w, hpcab_call_result *res)
{
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

hpcab_status hpcab__worker_fp_check(hpcab_worker *w, hpcab_call_result *res)
{
  hpcab_status st = call_begin(w, res, "hpcab__worker_fp_check");
  if (st) return st;
  struct hpcab__wp_call c;
  memset(&c, 0, sizeof c);
  c.flags = HPCAB__WP_CALL_EMPTY | HPCAB__WP_CALL_FP_TEAM;
  hpcab_call_result r;
  round_trip(w, &c, &r);
  call_end(w, &r, res);
  return HPCAB_OK;
}

HPCAB_API int hpcab_worker_guard(const hpcab_worker *w, hpcab_guard guard, const char **detail)
{
  if (!w || (unsigned)guard >= HPCAB_GUARD_COUNT) return -1;
  if (detail) *detail = w->detail[guard];
  return w->applied[guard] ? 1 : 0;
}

HPCAB_API const char *hpcab_worker_guards(const hpcab_worker *w)
{
  return w ? w->guards_text : "";
}

HPCAB_API long hpcab_worker_pid(const hpcab_worker *w)
{
  return w && w->pid > 0 ? (long)w->pid : -1;
}

HPCAB_API void hpcab_worker_free(hpcab_worker *w)
{
  if (!w) return;
  hpcab__worker_kill_and_reap(w, NULL);
  free(w->hash_before);
  free(w->hash_after);
  free(w);
}
