/* A device kernel that writes through a null pointer: the runtime reports an illegal address after it,
   which the worker turns into a device_error verdict (tests/device/gpu_check.c). Prototype of s000. */
#include "hpcab/kernel.h"

__global__ void illegal(real_t *p) { p[threadIdx.x] = 1; }

extern "C" void s000(real_t *__restrict__ a, const real_t *__restrict__ b, int64_t LEN_1D)
{
  (void)a;
  (void)b;
  (void)LEN_1D;
  illegal<<<1, 32>>>((real_t *)0);
}
