/*
 * tests/device/fake_cudart.c — a stand-in for the CUDA runtime, for the tests of the device path on
 * machines without a GPU (never installed, never used by a judge). It exports the functions libhpcabench
 * and hpcab-worker resolve (lib/device/devrt.c) with the CUDA runtime's names and error codes, over
 * host memory: "device" allocations are host allocations, copies are memcpy, events read
 * CLOCK_MONOTONIC. The library loads it through $HPCAB_CUDA_RUNTIME, the worker through the path the
 * judge passes, so a "device kernel" is host code writing through the pointers it is given.
 *
 * $FAKE_CUDART_DEVICES sets how many devices it reports (default 1; 0: cudaErrorNoDevice). Test
 * kernels linked against it reach two hooks: a sticky error (as an illegal address leaves one) and an
 * offset added to every event interval (a forged device time).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ERR_INVALID_VALUE 1
#define ERR_MEMORY_ALLOCATION 2
#define ERR_NO_DEVICE 100
#define ERR_INVALID_DEVICE 101
#define ERR_ILLEGAL_ADDRESS 700

static int g_sticky;         /* an error every later call returns (cudaErrorIllegalAddress and kin) */
static int g_last;           /* the last error, returned once by cudaGetLastError */
static double g_elapsed_add; /* ms added to every event interval (hook) */

void fake_cudart_set_sticky_error(int e)
{
  g_sticky = e;
}
void fake_cudart_add_elapsed_ms(double ms)
{
  g_elapsed_add += ms;
}

static int devices(void)
{
  const char *s = getenv("FAKE_CUDART_DEVICES");
  return s ? atoi(s) : 1;
}

static int ret(int e)
{
  if (e) g_last = e;
  return e;
}

int cudaGetDeviceCount(int *n)
{
  *n = devices();
  return *n > 0 ? 0 : ret(ERR_NO_DEVICE);
}

int cudaSetDevice(int d)
{
  return d >= 0 && d < devices() ? 0 : ret(ERR_INVALID_DEVICE);
}
int cudaSetDeviceFlags(unsigned flags)
{
  (void)flags;
  return 0;
}

int cudaDeviceGetAttribute(int *v, int attr, int d)
{
  if (d < 0 || d >= devices()) return ret(ERR_INVALID_DEVICE);
  *v = attr == 75 ? 9 : attr == 76 ? 0 : attr == 16 ? 4 : 0;
  return 0;
}

int cudaGetDeviceProperties(void *prop, int d)
{
  if (d < 0 || d >= devices()) return ret(ERR_INVALID_DEVICE);
  unsigned char *p = prop;
  snprintf((char *)p, 256, "Fake GPU %d", d);
  static const unsigned char uuid[16] = {0x5f, 0x3c, 0x11, 0x02, 0xaa, 0x47, 0x40, 0x9e,
                                         0x8b, 0x21, 0x6c, 0x0d, 0x33, 0x9a, 0x70, 0x00};
  memcpy(p + 256, uuid, 16);
  p[256 + 15] = (unsigned char)d;
  uint64_t total = (uint64_t)64 << 20; /* small: the roofline measurement takes an eighth per array */
  memcpy(p + 288, &total, sizeof total);
  return 0;
}

int cudaDeviceGetPCIBusId(char *id, int len, int d)
{
  snprintf(id, (size_t)len, "0000:%02x:00.0", d + 0x17);
  return 0;
}

int cudaMalloc(void **p, size_t n)
{
  if (g_sticky) return g_sticky;
  if (posix_memalign(p, 256, n ? n : 1) != 0) return ret(ERR_MEMORY_ALLOCATION);
  return 0;
}

int cudaFree(void *p)
{
  free(p);
  return g_sticky;
}

int cudaMemcpy(void *dst, const void *src, size_t n, int kind)
{
  if (g_sticky) return g_sticky;
  if (kind < 0 || kind > 4) return ret(ERR_INVALID_VALUE);
  memmove(dst, src, n);
  return 0;
}

int cudaMemset(void *p, int v, size_t n)
{
  if (g_sticky) return g_sticky;
  if (!p) return ret(ERR_INVALID_VALUE);
  memset(p, v, n);
  return 0;
}

int cudaDeviceSynchronize(void)
{
  return g_sticky;
}

int cudaGetLastError(void)
{
  int e = g_sticky ? g_sticky : g_last;
  g_last = 0;
  return e;
}

const char *cudaGetErrorString(int e)
{
  switch (e) {
  case 0: return "no error";
  case ERR_INVALID_VALUE: return "invalid argument";
  case ERR_MEMORY_ALLOCATION: return "out of memory";
  case ERR_NO_DEVICE: return "no CUDA-capable device is detected";
  case ERR_INVALID_DEVICE: return "invalid device ordinal";
  case ERR_ILLEGAL_ADDRESS: return "an illegal memory access was encountered";
  default: return "unknown error";
  }
}

typedef struct {
  struct timespec t;
} fake_event;

int cudaEventCreate(void **e)
{
  *e = calloc(1, sizeof(fake_event));
  return *e ? 0 : ret(ERR_MEMORY_ALLOCATION);
}

int cudaEventRecord(void *e, void *stream)
{
  (void)stream;
  if (g_sticky) return g_sticky;
  clock_gettime(CLOCK_MONOTONIC, &((fake_event *)e)->t);
  return 0;
}

int cudaEventSynchronize(void *e)
{
  (void)e;
  return g_sticky;
}

int cudaEventElapsedTime(float *ms, void *a, void *b)
{
  const struct timespec *x = &((fake_event *)a)->t, *y = &((fake_event *)b)->t;
  double v = (double)(y->tv_sec - x->tv_sec) * 1e3 + (double)(y->tv_nsec - x->tv_nsec) * 1e-6 + g_elapsed_add;
  *ms = (float)(v > 0 ? v : 0);
  return g_sticky;
}

int cudaEventDestroy(void *e)
{
  free(e);
  return 0;
}

int cudaRuntimeGetVersion(int *v)
{
  *v = 13000;
  return 0;
}
int cudaDriverGetVersion(int *v)
{
  *v = 13000;
  return 0;
}
int cudaDeviceReset(void)
{
  g_sticky = 0;
  return 0;
}
