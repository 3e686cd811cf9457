/*
 * lib/sandbox/worker_seccomp.h — the seccomp filters of hpcab-worker (lib/sandbox/worker_seccomp.c):
 * the deny-list loaded while the kernel's library loads, the gate that keeps seccomp() to the worker's
 * own code, and the allow-list of the calls, compiled before the library loads and installed on
 * every thread after it. Part of the worker executable only.
 */
#ifndef HPCAB_WORKER_SECCOMP_H
#define HPCAB_WORKER_SECCOMP_H

#include <stdbool.h>
#include <sys/types.h>

#if defined(__x86_64__)
#define HAVE_SECCOMP_GATE 1
#else
#define HAVE_SECCOMP_GATE 0
#endif

/** The signals the worker reports as faults (worker_main.c's reporters); no filter lets a library
    install a handler for them. */
#define HPCAB__WORKER_NREPORTED 9
extern const int hpcab__worker_reported_signals[HPCAB__WORKER_NREPORTED];

/** Loads the deny-list filter the library's constructors run under (`self`: the worker's pid, for
    the signal rules; `device`: the device residency's softer failures; `python`: a Python artifact's). 0 or a
    negative errno. */
int hpcab__wsc_load_loading(pid_t self, bool device, bool python);

#if HAVE_SECCOMP_GATE
/** Loads the gate: seccomp() only from the worker's one gated instruction; prctl(PR_SET_SECCOMP),
    no_new_privs and parent-death-signal changes refused. 0 or a negative errno. */
int hpcab__wsc_load_gate(void);
#endif

/** Compiles the allow-list filter of the calls (installed later by hpcab__wsc_install_calls). 0 or a
    negative errno. */
int hpcab__wsc_build_calls(pid_t self, bool device);

/** Testing aid (HPCAB__WP_F_TEST_LOOSE_CALLS, never set by a judge): an allow-everything filter in
    place of the allow-list, as a tampering library would leave; the judge's probe must notice. */
int hpcab__wsc_build_loose(void);

/** Installs the compiled filter on every thread (TSYNC), through the gate. 0 or a negative errno. */
int hpcab__wsc_install_calls(void);

#endif /* HPCAB_WORKER_SECCOMP_H */
