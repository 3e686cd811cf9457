/* lib/device/devrt.c — loading a device runtime's functions with dlopen/dlsym (devrt.h). */
#include <ctype.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "devrt.h"

static const char *const CUDA_SONAMES[] = {"libcudart.so.13", "libcudart.so.12", "libcudart.so.11.0", "libcudart.so",
                                           NULL};
static const char *const HIP_SONAMES[] = {"libamdhip64.so.6", "libamdhip64.so.5", "libamdhip64.so", NULL};

const char *hpcab__devrt_kind_name(int kind)
{
  return kind == HPCAB__DEVRT_CUDA ? "cuda" : kind == HPCAB__DEVRT_HIP ? "hip" : "none";
}

const char *hpcab__devrt_prefix(int kind)
{
  return kind == HPCAB__DEVRT_HIP ? "hip" : "cuda";
}

/* One entry of the table: the slot, its name without the prefix, and whether it is required. */
typedef struct {
  size_t offset;
  const char *name;
  const char *alt; /* a second name to try first (a versioned entry point), or NULL */
  int need;        /* 1 required by both, 2 required by CUDA only, 3 by HIP only, 0 optional */
} entry;

#define E(field, name, alt, need)                                                                                      \
  {                                                                                                                    \
    offsetof(hpcab__devrt, field), name, alt, need                                                                     \
  }
static const entry ENTRIES[] = {
    E(get_device_count, "GetDeviceCount", NULL, 1),
    E(set_device, "SetDevice", NULL, 1),
    E(set_device_flags, "SetDeviceFlags", NULL, 1),
    E(device_get_attribute, "DeviceGetAttribute", NULL, 2),
    E(get_device_properties, "GetDeviceProperties", "GetDeviceProperties_v2", 2),
    E(device_get_name, "DeviceGetName", NULL, 3),
    E(device_get_uuid, "DeviceGetUuid", NULL, 0),
    E(device_get_pci_bus_id, "DeviceGetPCIBusId", NULL, 0),
    E(malloc, "Malloc", NULL, 1),
    E(free, "Free", NULL, 1),
    E(memcpy, "Memcpy", NULL, 1),
    E(memset, "Memset", NULL, 1),
    E(device_synchronize, "DeviceSynchronize", NULL, 1),
    E(get_last_error, "GetLastError", NULL, 1),
    E(get_error_string, "GetErrorString", NULL, 1),
    E(event_create, "EventCreate", NULL, 1),
    E(event_record, "EventRecord", NULL, 1),
    E(event_synchronize, "EventSynchronize", NULL, 1),
    E(event_elapsed_time, "EventElapsedTime", NULL, 1),
    E(event_destroy, "EventDestroy", NULL, 1),
    E(runtime_get_version, "RuntimeGetVersion", NULL, 1),
    E(driver_get_version, "DriverGetVersion", NULL, 0),
    E(device_reset, "DeviceReset", NULL, 1),
};
#undef E

static int required(const entry *e, int kind)
{
  return e->need == 1 || (e->need == 2 && kind == HPCAB__DEVRT_CUDA) || (e->need == 3 && kind == HPCAB__DEVRT_HIP);
}

/* Resolves every entry through handle h; returns the name of the first required one missing (into
   missing), 0 when all are there. */
static int resolve(hpcab__devrt *rt, void *h, int kind, char *missing, size_t cap)
{
  const char *prefix = hpcab__devrt_prefix(kind);
  for (size_t i = 0; i < sizeof ENTRIES / sizeof ENTRIES[0]; i++) {
    const entry *e = &ENTRIES[i];
    char name[96];
    void *f = NULL;
    if (e->alt) {
      snprintf(name, sizeof name, "%s%s", prefix, e->alt);
      f = dlsym(h, name);
    }
    if (!f) {
      snprintf(name, sizeof name, "%s%s", prefix, e->name);
      f = dlsym(h, name);
    }
    memcpy((char *)rt + e->offset, &f, sizeof f);
    if (!f && required(e, kind)) {
      snprintf(missing, cap, "%s", name);
      return -1;
    }
  }
  return 0;
}

int hpcab__devrt_load(hpcab__devrt *rt, int kind, void *from, const char *path, char *err, size_t cap)
{
  memset(rt, 0, sizeof *rt);
  if (kind != HPCAB__DEVRT_CUDA && kind != HPCAB__DEVRT_HIP) {
    snprintf(err, cap, "unknown device runtime %d", kind);
    return -1;
  }
  char missing[96] = "";
  const char *env = kind == HPCAB__DEVRT_CUDA ? "HPCAB_CUDA_RUNTIME" : "HPCAB_HIP_RUNTIME";
  const char *over = path && path[0] ? path : getenv(env);
  const char *const *names = kind == HPCAB__DEVRT_CUDA ? CUDA_SONAMES : HIP_SONAMES;
  const char *one[2] = {over, NULL};
  if (over && over[0]) names = one;
  size_t len = 0;
  err[0] = '\0';
  /* By name first: a runtime the kernel library already loaded under that soname is the one dlopen
     returns, and a function the library defines itself never stands in for the runtime's. */
  for (size_t i = 0; names[i]; i++) {
    void *h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL |
                                   RTLD_NODELETE); /* a runtime is never unloaded: its exit handlers stay valid */
    if (!h) {
      const char *why = dlerror();
      if (len < cap) len += (size_t)snprintf(err + len, cap - len, "%s%s", len ? "; " : "", why ? why : names[i]);
      continue;
    }
    if (resolve(rt, h, kind, missing, sizeof missing) != 0) {
      if (len < cap) len += (size_t)snprintf(err + len, cap - len, "%s%s lacks %s", len ? "; " : "", names[i], missing);
      dlclose(h);
      memset(rt, 0, sizeof *rt);
      continue;
    }
    rt->kind = kind;
    rt->handle = h;
    snprintf(rt->path, sizeof rt->path, "%s", names[i]);
    return 0;
  }
  /* then the runtime a kernel library carries in itself (a statically linked one it exports) */
  if (from && resolve(rt, from, kind, missing, sizeof missing) == 0) {
    rt->kind = kind;
    snprintf(rt->path, sizeof rt->path, "%s", "(the kernel library's own)");
    return 0;
  }
  memset(rt, 0, sizeof *rt);
  if (!len) snprintf(err, cap, "no %s runtime to try", hpcab__devrt_kind_name(kind));
  return -1;
}

void hpcab__devrt_unload(hpcab__devrt *rt)
{
  if (rt->handle) dlclose(rt->handle);
  memset(rt, 0, sizeof *rt);
}

const char *hpcab__devrt_errstr(const hpcab__devrt *rt, int e)
{
  const char *s = rt && rt->get_error_string ? rt->get_error_string(e) : NULL;
  return s ? s : "unknown device runtime error";
}

void hpcab__devrt_format_uuid(const unsigned char *b, char *out, size_t cap)
{
  snprintf(out, cap, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1], b[2], b[3],
           b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
}

void hpcab__devrt_normalize_uuid(const char *in, char *out, size_t cap)
{
  size_t k = 0;
  if (!cap) return;
  if (in && (strncmp(in, "GPU-", 4) == 0 || strncmp(in, "gpu-", 4) == 0)) in += 4;
  for (; in && *in && k + 1 < cap; in++)
    if (isalnum((unsigned char)*in)) out[k++] = (char)tolower((unsigned char)*in);
  out[k] = '\0';
}

/* The UUID of CUDA device `index` from the driver (libcuda.so.1, which the runtime has loaded and
   initialized by now): cuDeviceGet, then cuDeviceGetUuid_v2 or cuDeviceGetUuid. 0 when it answered. */
static int driver_uuid(int index, unsigned char *u16)
{
  void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
  if (!h) return -1;
  int (*get)(int *, int) = (int (*)(int *, int))dlsym(h, "cuDeviceGet");
  int (*uuid)(void *, int) = (int (*)(void *, int))dlsym(h, "cuDeviceGetUuid_v2");
  if (!uuid) uuid = (int (*)(void *, int))dlsym(h, "cuDeviceGetUuid");
  int dev = -1, rc = -1;
  if (get && uuid && get(&dev, index) == 0 && uuid(u16, dev) == 0) rc = 0;
  dlclose(h);
  return rc;
}

void hpcab__devrt_uuid(const hpcab__devrt *rt, int index, char *out, size_t cap)
{
  out[0] = '\0';
  unsigned char u[16];
  if (rt->kind == HPCAB__DEVRT_CUDA && driver_uuid(index, u) == 0) {
    hpcab__devrt_format_uuid(u, out, cap); /* the driver's own answer, as CUDA_VISIBLE_DEVICES reads it */
    return;
  }
  if (rt->kind == HPCAB__DEVRT_CUDA && rt->get_device_properties) {
    unsigned char *prop = calloc(1, HPCAB__DEVRT_PROP_BYTES);
    if (prop && rt->get_device_properties(prop, index) == 0)
      hpcab__devrt_format_uuid(prop + HPCAB__DEVRT_PROP_UUID, out, cap);
    free(prop);
  } else if (rt->kind == HPCAB__DEVRT_HIP && rt->device_get_uuid) {
    memset(u, 0, sizeof u);
    if (rt->device_get_uuid(u, index) != 0) return;
    int printable = 1;
    for (int i = 0; i < 16; i++) printable &= u[i] && isalnum(u[i]);
    if (printable)
      snprintf(out, cap, "GPU-%.16s", (const char *)u); /* ROCm keeps an ASCII id */
    else
      hpcab__devrt_format_uuid(u, out, cap);
  }
}
