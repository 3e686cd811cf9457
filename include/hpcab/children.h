/*
 * hpcab/children.h — the child processes the library starts (sandboxed workers, compilers), and
 * ending them all at once from a signal handler.
 *
 * Every worker (hpcab/worker.h) and every compiler run (hpcab/build.h) is a child of the calling
 * process, recorded while it lives in a process-wide table. A judge that is asked to stop (SIGINT,
 * SIGTERM) calls hpcab_children_kill from its handler so that nothing it started outlives it. A
 * judge that is killed outright (SIGKILL) cannot; for that the children carry their own guards: a
 * worker dies with the thread that created it (its parent-death signal) and a compiler runs in its
 * own PID namespace, where it dies with the thread that started it, or else under a CPU-time limit.
 */
#ifndef HPCAB_CHILDREN_H
#define HPCAB_CHILDREN_H

#include "hpcab/common.h"

HPCAB_BEGIN_DECLS

/**
 * Sends SIGKILL to every live worker and compiler this process started (a compiler's whole process
 * group), then waits up to `wait_s` seconds in all (0: does not wait) for them to end and reaps them.
 * Returns the number of children signalled. Async-signal-safe: meant for a SIGINT/SIGTERM handler
 * that then ends the process. The handles of those children stay valid: a hpcab_worker_call then
 * reports the worker gone, and hpcab_worker_free / hpcab_build_source return without blocking.
 */
HPCAB_API int hpcab_children_kill(double wait_s);

/** Returns the number of live children (workers and compilers) the table holds now. */
HPCAB_API int hpcab_children_count(void);

HPCAB_END_DECLS

#endif /* HPCAB_CHILDREN_H */
