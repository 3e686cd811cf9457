/* The device reference of the device path's test kernel: host code, no device code — with the stand-in
 * runtime (tests/device/fake_cudart.c) the judge's "device" arrays are host memory. nvcc compiles it as
 * it compiles any device source (the shared CUDA runtime linked, and never called). */
#include "hpcab/kernel.h"

extern "C" void s000(real_t *__restrict__ a, const real_t *__restrict__ b, int64_t LEN_1D)
{
  for (int64_t i = 0; i < LEN_1D; i++) a[i] = b[i] + 1;
}
