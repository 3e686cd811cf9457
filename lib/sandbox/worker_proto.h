/*
 * lib/sandbox/worker_proto.h — the messages the judge (lib/sandbox/worker.c) and the sandboxed worker process
 * (lib/sandbox/worker_main.c, the hpcab-worker binary) exchange over their SOCK_SEQPACKET control channel.
 *
 * Private to libhpcabench; both sides are built from the same tree, so the layout needs no
 * versioning beyond the magic number. Every message starts with {magic, type}.
 */
#ifndef HPCAB_WORKER_PROTO_H
#define HPCAB_WORKER_PROTO_H

#include <stdint.h>

#define HPCAB__WP_MAGIC 0x31575048u /* "HPW1" */
#define HPCAB__WP_FD 3              /* the control channel's descriptor in the worker */
#define HPCAB__WP_MAX_ARRAYS 64
#define HPCAB__WP_MAX_ARGS 64
#define HPCAB__WP_CPUSET_BYTES 128 /* 1024 CPUs */
#define HPCAB__WP_PATH_MAX 4096
#define HPCAB__WP_SYMBOL_MAX 256
#define HPCAB__WP_DETAIL 96
#define HPCAB__WP_GUARDS 16 /* >= HPCAB_GUARD_COUNT */

enum hpcab__wp_type {
  HPCAB__WP_SETUP = 1, /* judge -> worker, carries the arrays' memfds (SCM_RIGHTS) */
  HPCAB__WP_READY,     /* worker -> judge: library loaded, filter on, mapping bases */
  HPCAB__WP_LOADFAIL,  /* worker -> judge: the library or symbol could not be loaded */
  HPCAB__WP_CALL,      /* judge -> worker: call the kernel once with these scalars */
  HPCAB__WP_DONE,      /* worker -> judge: the kernel returned */
  HPCAB__WP_FAULT,     /* worker -> judge: a fatal signal (crash, forbidden system call) */
  HPCAB__WP_PROBE,     /* judge -> worker, after READY: make the probe calls the allow-list must trap */
  HPCAB__WP_PROBED     /* worker -> judge: which probe calls were trapped */
};

/* The PROT_NONE region the worker reserves below and above every array: at least
   HPCAB__WP_GUARD_MIN, an eighth of the array's mapping for large arrays, in whole pages. An access
   anywhere in it faults and is reported out of bounds naming the array. The one definition of the
   guard size: the worker reserves it, the judge locates faults in it and counts it in the worker's
   address-space limit. */
#define HPCAB__WP_GUARD_MIN ((uint64_t)1 << 20)
static inline uint64_t hpcab__wp_guard_bytes(uint64_t map_bytes, uint64_t page)
{
  uint64_t g = map_bytes / 8 > HPCAB__WP_GUARD_MIN ? map_bytes / 8 : HPCAB__WP_GUARD_MIN;
  return (g + page - 1) / page * page;
}

/* Bytes of an array's reservation in a worker: guard, mapping, guard. */
static inline uint64_t hpcab__wp_reserve_bytes(uint64_t map_bytes, uint64_t page)
{
  return map_bytes + 2 * hpcab__wp_guard_bytes(map_bytes, page);
}

/* Worker-side guards, bit numbers of hpcab__wp_ready.applied/failed (same values as hpcab_guard). */

/* Flags of hpcab__wp_setup.flags. */
#define HPCAB__WP_F_NO_LANDLOCK 1u
#define HPCAB__WP_F_NO_SECCOMP 2u
#define HPCAB__WP_F_MOUNT_NS 4u         /* the worker is in its own user and mount namespaces */
#define HPCAB__WP_F_TEST_LOOSE_CALLS 8u /* testing aid: an allow-all filter instead of the allow-list */
#define HPCAB__WP_F_DEVICE 16u   /* device residency: the arrays live on a device (lib/sandbox/worker_device.c) */
#define HPCAB__WP_F_PROC_OWN 32u /* the judge's child mounted a fresh procfs of the worker's PID namespace */

struct hpcab__wp_array {
  uint64_t map_bytes; /* bytes of the memfd mapping (a multiple of the page size) */
  uint64_t offset;    /* offset of the array's first byte in the mapping */
  uint64_t bytes;     /* the array's length */
  uint32_t writable;  /* 0: sealed input, mapped read-only */
  uint32_t pad;
  uint64_t map_at; /* where the reservation (guard, mapping, guard) starts, the same in every worker
                         of the arena; 0: wherever mmap puts it */
};

struct hpcab__wp_arg {
  uint32_t kind;  /* hpcab_worker_arg_kind */
  uint32_t index; /* array index (arrays) or scalar slot (scalars) */
  uint32_t dtype; /* hpcab_dtype of a scalar */
  uint32_t pad;
};

struct hpcab__wp_setup {
  uint32_t magic, type;
  uint32_t narrays, nargs;
  uint32_t flags, threads;
  uint64_t as_bytes;    /* RLIMIT_AS, 0: none */
  uint64_t cpu_seconds; /* RLIMIT_CPU, 0: none */
  uint64_t nproc;       /* RLIMIT_NPROC, 0: leave */
  uint32_t ncpus_set;   /* 0: leave the affinity alone */
  int32_t call_cpu;     /* the CPU the calling thread is pinned to once the library is loaded; -1: none */
  uint8_t cpuset[HPCAB__WP_CPUSET_BYTES];
  struct hpcab__wp_array arrays[HPCAB__WP_MAX_ARRAYS];
  struct hpcab__wp_arg args[HPCAB__WP_MAX_ARGS];
  char library[HPCAB__WP_PATH_MAX];
  char symbol[HPCAB__WP_SYMBOL_MAX];
  /* device residency (HPCAB__WP_F_DEVICE) */
  uint32_t device_runtime; /* HPCAB__DEVRT_CUDA or _HIP */
  uint32_t pad3;
  char device_runtime_path[HPCAB__WP_PATH_MAX]; /* the runtime library to load ("": the default sonames) */
  char device_libdir[HPCAB__WP_PATH_MAX];       /* its directory, which Landlock lets the worker read ("": none) */
};

struct hpcab__wp_ready {
  uint32_t magic, type;
  uint32_t applied, failed; /* bit masks over hpcab_guard */
  int32_t pid_inside;       /* the worker's pid as it sees itself */
  uint32_t pad;
  uint32_t fp_env; /* HPCAB_FP_ENV_* bits the library's constructors left changed */
  uint32_t fp_csr; /* the control register after loading, and before */
  uint32_t fp_clean_csr;
  uint32_t pad2;
  uint64_t base[HPCAB__WP_MAX_ARRAYS]; /* worker address of each mapping (its guard region below it) */
  char detail[HPCAB__WP_GUARDS][HPCAB__WP_DETAIL];
};

struct hpcab__wp_loadfail {
  uint32_t magic, type;
  int32_t status; /* hpcab_status */
  uint32_t pad;
  char message[512];
};

/* Flags of hpcab__wp_call.flags. */
#define HPCAB__WP_CALL_EMPTY 1u /* a round trip without calling the kernel (hpcab_worker_ping) */
/* with EMPTY: check the floating-point environment of the calling thread and of every thread of the
   kernel's OpenMP team, restoring it where changed (hpcab__worker_fp_check) */
#define HPCAB__WP_CALL_FP_TEAM 2u

struct hpcab__wp_call {
  uint32_t magic, type;
  uint64_t seq;
  uint32_t flags, pad;
  uint64_t scalars[HPCAB__WP_MAX_ARGS]; /* raw bytes of each hpcab_scalar, by scalar slot */
};

/* HPCAB__WP_PROBE and its answer HPCAB__WP_PROBED (same layout): the judge's nonce comes back with
   a bit per probe call the allow-list trapped (HPCAB__WP_PROBES: all of them). */
#define HPCAB__WP_PROBES 3u
struct hpcab__wp_probe {
  uint32_t magic, type;
  uint64_t nonce;
  uint32_t trapped;
  uint32_t pad;
};

/* hpcab__wp_done.device_status: how the device side of a call ended. */
#define HPCAB__WP_DEV_OK 0
#define HPCAB__WP_DEV_ERROR 1       /* the runtime reported an error (device_message quotes it) */
#define HPCAB__WP_DEV_CANARY 2      /* the canary bytes after array device_array were written */
#define HPCAB__WP_DEV_WROTE_INPUT 3 /* intent-in array device_array changed on the device */

struct hpcab__wp_done {
  uint32_t magic, type;
  uint64_t seq;
  uint32_t fp_env;       /* HPCAB_FP_ENV_* bits the call left changed (0: none) */
  uint32_t fp_csr;       /* the control register after the call (MXCSR on x86-64, FPCR on aarch64) */
  int64_t device_ns;     /* device residency: the device-event time of the call; -1 otherwise */
  int32_t device_status; /* HPCAB__WP_DEV_* */
  int32_t device_array;  /* the array of a CANARY or WROTE_INPUT status */
  char device_message[160];
  uint32_t read_opens; /* opens for reading during the call, answered EACCES */
  int32_t fp_thread;   /* with fp_env: the OpenMP thread number that had it changed (0: the calling thread) */
};

struct hpcab__wp_fault {
  uint32_t magic, type;
  int32_t sig, code;
  uint64_t addr;
  int32_t is_write;     /* 1 write, 0 read, -1 unknown */
  int32_t syscall_nr;   /* SIGSYS: the forbidden system call */
  uint32_t arch;        /* SIGSYS: its audit architecture */
  int32_t as_exhausted; /* 1 when the address-space limit is (nearly) used up */
};

union hpcab__wp_msg {
  struct {
    uint32_t magic, type;
  } head;
  struct hpcab__wp_setup setup;
  struct hpcab__wp_ready ready;
  struct hpcab__wp_loadfail loadfail;
  struct hpcab__wp_call call;
  struct hpcab__wp_done done;
  struct hpcab__wp_probe probe;
  struct hpcab__wp_fault fault;
};

#endif /* HPCAB_WORKER_PROTO_H */
