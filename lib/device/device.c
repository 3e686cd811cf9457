/* lib/device/device.c — device runtimes and device selection (hpcab/device.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device_internal.h"
#include "hpcab/device.h"
#include "first_layouts.h"
#include "internal.h"

HPCAB_API const char *hpcab_device_runtime_name(hpcab_device_runtime runtime)
{
  switch (runtime) {
  case HPCAB_RUNTIME_ANY: return "any";
  case HPCAB_RUNTIME_CUDA: return "cuda";
  case HPCAB_RUNTIME_HIP: return "hip";
  default: return "unknown";
  }
}

HPCAB_API hpcab_status hpcab_device_runtime_from_name(const char *name, hpcab_device_runtime *out)
{
  if (!name || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_runtime_from_name: NULL argument");
  for (int r = HPCAB_RUNTIME_ANY; r <= HPCAB_RUNTIME_HIP; r++)
    if (strcmp(name, hpcab_device_runtime_name((hpcab_device_runtime)r)) == 0) {
      *out = (hpcab_device_runtime)r;
      return HPCAB_OK;
    }
  return hpcab__seterr(HPCAB_E_INVALID, "unknown device runtime '%s' (expected cuda, hip or any)", name);
}

/* The runtimes a request covers, in the order they are tried. */
static int runtimes_of(hpcab_device_runtime r, int kinds[2])
{
  if (r == HPCAB_RUNTIME_CUDA) {
    kinds[0] = HPCAB__DEVRT_CUDA;
    return 1;
  }
  if (r == HPCAB_RUNTIME_HIP) {
    kinds[0] = HPCAB__DEVRT_HIP;
    return 1;
  }
  kinds[0] = HPCAB__DEVRT_CUDA;
  kinds[1] = HPCAB__DEVRT_HIP;
  return 2;
}

/* Loads runtime kind and counts its devices: 0 with *count (0 when the runtime says "no device", its
   answer in why), -1 when it does not load (why says so). */
static int load_and_count(hpcab__devrt *rt, int kind, int *count, char *why, size_t cap)
{
  *count = 0;
  char err[1024];
  if (hpcab__devrt_load(rt, kind, NULL, NULL, err, sizeof err) != 0) {
    snprintf(why, cap, "%s runtime not loaded (%s)", kind == HPCAB__DEVRT_CUDA ? "CUDA" : "HIP", err);
    return -1;
  }
  int n = 0, e = rt->get_device_count(&n);
  if (e != 0 || n <= 0) {
    snprintf(why, cap, "%s runtime %s: %sGetDeviceCount: %s", kind == HPCAB__DEVRT_CUDA ? "CUDA" : "HIP", rt->path,
             hpcab__devrt_prefix(kind), e ? hpcab__devrt_errstr(rt, e) : "0 devices");
    n = 0;
  }
  *count = n;
  return 0;
}

HPCAB_API hpcab_status hpcab_device_count(hpcab_device_runtime runtime, int *count)
{
  if (!count || runtime < HPCAB_RUNTIME_ANY || runtime > HPCAB_RUNTIME_HIP)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_count: NULL count or unknown runtime");
  *count = 0;
  int kinds[2], nk = runtimes_of(runtime, kinds), loaded = 0;
  char why[2][1200];
  for (int k = 0; k < nk; k++) {
    hpcab__devrt rt;
    int n = 0;
    if (load_and_count(&rt, kinds[k], &n, why[k], sizeof why[k]) != 0) continue;
    loaded = 1;
    hpcab__devrt_unload(&rt);
    if (n > 0) {
      *count = n;
      return HPCAB_OK;
    }
  }
  if (!loaded)
    return hpcab__seterr(HPCAB_E_UNSUPPORTED, "no device runtime: %s%s%s", why[0], nk > 1 ? "; " : "",
                         nk > 1 ? why[1] : "");
  return HPCAB_OK;
}

/* Fills dev->info for device `index` of dev->rt. */
static void fill_info(hpcab_device *dev, int index, int count)
{
  hpcab__devrt *rt = &dev->rt;
  hpcab_device_info *in = &dev->info;
  memset(in, 0, sizeof *in);
  in->size = sizeof *in;
  in->runtime = rt->kind == HPCAB__DEVRT_CUDA ? HPCAB_RUNTIME_CUDA : HPCAB_RUNTIME_HIP;
  in->index = index;
  in->count = count;
  snprintf(in->runtime_path, sizeof in->runtime_path, "%s", rt->path);
  rt->runtime_get_version(&in->runtime_version);
  if (rt->driver_get_version) rt->driver_get_version(&in->driver_version);
  hpcab__devrt_uuid(rt, index, in->uuid, sizeof in->uuid);
  if (rt->kind == HPCAB__DEVRT_CUDA) {
    unsigned char *prop = calloc(1, HPCAB__DEVRT_PROP_BYTES);
    if (prop && rt->get_device_properties(prop, index) == 0) {
      snprintf(in->name, sizeof in->name, "%.255s", (const char *)prop);
      uint64_t total;
      memcpy(&total, prop + HPCAB__DEVRT_PROP_TOTAL_MEM, sizeof total);
      /* read at the offset CUDA 10-13 keep it at: kept only when it is a plausible amount */
      if (total >= ((uint64_t)64 << 20) && total <= ((uint64_t)1 << 46)) in->total_bytes = total;
    }
    free(prop);
    rt->device_get_attribute(&in->cc_major, HPCAB__DEVRT_CUDA_ATTR_CC_MAJOR, index);
    rt->device_get_attribute(&in->cc_minor, HPCAB__DEVRT_CUDA_ATTR_CC_MINOR, index);
    rt->device_get_attribute(&in->multiprocessors, HPCAB__DEVRT_CUDA_ATTR_MULTIPROCESSORS, index);
    if (in->cc_major > 0) snprintf(in->arch, sizeof in->arch, "sm_%d%d", in->cc_major, in->cc_minor);
  } else {
    if (rt->device_get_name(in->name, (int)sizeof in->name, index) != 0) in->name[0] = '\0';
    in->name[sizeof in->name - 1] = '\0';
  }
  if (rt->device_get_pci_bus_id && rt->device_get_pci_bus_id(in->pci_bus_id, (int)sizeof in->pci_bus_id, index) != 0)
    in->pci_bus_id[0] = '\0';
  in->pci_bus_id[sizeof in->pci_bus_id - 1] = '\0';
  rt->get_last_error(); /* none of these leaves an error behind for later calls */
}

/* 1 when s is a decimal index (into *index). */
static int parse_index(const char *s, int *index)
{
  if (!s[0] || strlen(s) > 6) return 0;
  for (const char *p = s; *p; p++)
    if (!isdigit((unsigned char)*p)) return 0;
  *index = atoi(s);
  return 1;
}

/* Chooses the device of `selector` on a loaded runtime with n devices: *index, or an error. */
static hpcab_status choose(hpcab__devrt *rt, int n, const char *selector, int *index)
{
  const char *rname = rt->kind == HPCAB__DEVRT_CUDA ? "CUDA" : "HIP";
  if (!selector || !selector[0]) {
    *index = 0;
    return HPCAB_OK;
  }
  if (parse_index(selector, index)) {
    if (*index < n) return HPCAB_OK;
    return hpcab__seterr(HPCAB_E_RANGE, "device %d out of range: the %s runtime sees %d device%s (0..%d)", *index,
                         rname, n, n == 1 ? "" : "s", n - 1);
  }
  char want[80], have[80], seen[1024] = "";
  hpcab__devrt_normalize_uuid(selector, want, sizeof want);
  if (strlen(want) < 8)
    return hpcab__seterr(HPCAB_E_INVALID, "device '%s': expected an index or a UUID (GPU-xxxxxxxx-...)", selector);
  size_t len = 0;
  for (int i = 0; i < n; i++) {
    char uuid[64];
    hpcab__devrt_uuid(rt, i, uuid, sizeof uuid);
    hpcab__devrt_normalize_uuid(uuid, have, sizeof have);
    if (have[0] && strcmp(have, want) == 0) {
      *index = i;
      return HPCAB_OK;
    }
    if (len < sizeof seen)
      len +=
          (size_t)snprintf(seen + len, sizeof seen - len, "%s%d: %s", i ? ", " : "", i, uuid[0] ? uuid : "(no UUID)");
  }
  return hpcab__seterr(HPCAB_E_NOTFOUND, "no %s device has UUID '%s' (devices: %s)", rname, selector, seen);
}

HPCAB_API hpcab_status hpcab_device_open(const char *selector, hpcab_device_runtime runtime, hpcab_device **out)
{
  if (!out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_open: out is NULL");
  *out = NULL;
  if (runtime < HPCAB_RUNTIME_ANY || runtime > HPCAB_RUNTIME_HIP)
    return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_open: unknown runtime %d", (int)runtime);
  hpcab_device *dev = calloc(1, sizeof *dev);
  if (!dev) return hpcab__nomem("device", sizeof *dev);
  int kinds[2], nk = runtimes_of(runtime, kinds), loaded = 0;
  char why[2][1200] = {"", ""};
  for (int k = 0; k < nk; k++) {
    int n = 0;
    if (load_and_count(&dev->rt, kinds[k], &n, why[k], sizeof why[k]) != 0) continue;
    loaded = 1;
    if (n == 0) {
      hpcab__devrt_unload(&dev->rt);
      continue;
    }
    int index = 0;
    hpcab_status st = choose(&dev->rt, n, selector, &index);
    if (st) {
      hpcab__devrt_unload(&dev->rt);
      free(dev);
      return st;
    }
    fill_info(dev, index, n);
    *out = dev;
    return HPCAB_OK;
  }
  free(dev);
  const char *sep = nk > 1 ? "; " : "";
  if (!loaded)
    return hpcab__seterr(HPCAB_E_UNSUPPORTED, "no device runtime: %s%s%s", why[0], sep, nk > 1 ? why[1] : "");
  return hpcab__seterr(HPCAB_E_NOTFOUND, "no device: %s%s%s", why[0], sep, nk > 1 ? why[1] : "");
}

HPCAB_API hpcab_status hpcab_device_get_info(const hpcab_device *dev, hpcab_device_info *out)
{
  if (!dev || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_device_get_info: NULL argument");
  return hpcab__struct_out(out, &dev->info, sizeof dev->info, HPCAB__FIRST_DEVICE_INFO, "hpcab_device_get_info: info");
}

HPCAB_API void hpcab_device_free(hpcab_device *dev)
{
  if (!dev) return;
  if (dev->context && dev->rt.device_reset) {
    dev->rt.set_device(dev->info.index);
    dev->rt.device_reset();
  }
  hpcab__devrt_unload(&dev->rt);
  free(dev);
}
