/*
 * hpcab/kernel.h — header-only support for kernel sources (references, baselines, candidates).
 * Not part of the library's ABI: a kernel includes it without linking libhpcabench.
 *
 * The judge compiles a kernel source once per run precision with exactly one of
 * -DHPCAB_PREC_F64 (the default when none is given), -DHPCAB_PREC_F32, -DHPCAB_PREC_F16 or
 * -DHPCAB_PREC_BF16. This header then defines:
 *   real_t       the element type of `real` arrays and params (uint16_t storage for f16/bf16);
 *   acc_t        the accumulation type (double for f64, float otherwise: f16/bf16 accumulate in f32);
 *   HPCAB_LD(x)  a real_t value as acc_t;   HPCAB_ST(v)  an acc_t value as real_t (round to nearest even);
 *   HPCAB_EXP, HPCAB_LOG, HPCAB_SQRT, HPCAB_ERF, HPCAB_TANH, HPCAB_FABS
 *                the <math.h> function of acc_t (exp/expf, ...).
 * Reference code written with these compiles to the exact prototype `hpcab-judge signature` prints.
 *
 * Device sources (.cu compiled by nvcc, .hip or .cu compiled by hipcc; device residency) include it
 * too: the conversions and HPCAB_LD/HPCAB_ST are then host-and-device functions (HPCAB_KERNEL_FN), and
 * the entry point has the prototype `hpcab-judge signature KERNEL --residency device` prints (C
 * linkage, __restrict__ device pointers).
 */
#ifndef HPCAB_KERNEL_H
#define HPCAB_KERNEL_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* The helpers below are callable from device code when a device compiler reads this header. */
#if defined(__CUDACC__) || defined(__HIPCC__)
#define HPCAB_KERNEL_FN static inline __host__ __device__
#else
#define HPCAB_KERNEL_FN static inline
#endif

/** IEEE binary16 bits from a float, rounding to nearest even; overflow gives ±Inf, NaN stays a quiet NaN. */
HPCAB_KERNEL_FN uint16_t hpcab_kernel_f32_to_f16(float value)
{
  uint32_t x;
  memcpy(&x, &value, sizeof x);
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000u);
  uint32_t absx = x & 0x7fffffffu;
  if (absx > 0x7f800000u) return (uint16_t)(sign | 0x7e00u | ((absx >> 13) & 0x3ffu));
  if (absx >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u); /* >= 65520 rounds to Inf */
  uint32_t value_bits, shift;
  if (absx < 0x38800000u) { /* binary16 subnormal or zero */
    uint32_t e = absx >> 23;
    if (e == 0 || 126u - e > 24u) return sign;
    shift = 126u - e;
    value_bits = (absx & 0x7fffffu) | 0x800000u;
  } else { /* normal: rebias, round 13 bits away (a carry may reach the exponent) */
    shift = 13u;
    value_bits = absx - 0x38000000u;
  }
  uint32_t q = value_bits >> shift;
  uint32_t rem = value_bits & ((1u << shift) - 1u);
  uint32_t half = 1u << (shift - 1u);
  if (rem > half || (rem == half && (q & 1u))) q++;
  return (uint16_t)(sign | q);
}

/** The float value of IEEE binary16 bits (exact). */
HPCAB_KERNEL_FN float hpcab_kernel_f16_to_f32(uint16_t bits)
{
  uint32_t sign = (uint32_t)(bits & 0x8000u) << 16;
  uint32_t e = (bits >> 10) & 0x1fu, m = bits & 0x3ffu, u;
  if (e == 0) {
    float f = (float)m * 0x1p-24f;
    return sign ? -f : f;
  }
  u = e == 31 ? (sign | 0x7f800000u | (m << 13)) : (sign | ((e + 112u) << 23) | (m << 13));
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

/** bfloat16 bits from a float, rounding to nearest even; NaN stays a quiet NaN. */
HPCAB_KERNEL_FN uint16_t hpcab_kernel_f32_to_bf16(float value)
{
  uint32_t x;
  memcpy(&x, &value, sizeof x);
  if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((x >> 16) | 0x0040u);
  return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}

/** The float value of bfloat16 bits (exact). */
HPCAB_KERNEL_FN float hpcab_kernel_bf16_to_f32(uint16_t bits)
{
  uint32_t u = (uint32_t)bits << 16;
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

#if defined(HPCAB_PREC_F32)
typedef float real_t;
typedef float acc_t;
#define HPCAB_LD(x) ((acc_t)(x))
#define HPCAB_ST(v) ((real_t)(v))
#elif defined(HPCAB_PREC_F16)
typedef uint16_t real_t;
typedef float acc_t;
#define HPCAB_LD(x) hpcab_kernel_f16_to_f32(x)
#define HPCAB_ST(v) hpcab_kernel_f32_to_f16((float)(v))
#elif defined(HPCAB_PREC_BF16)
typedef uint16_t real_t;
typedef float acc_t;
#define HPCAB_LD(x) hpcab_kernel_bf16_to_f32(x)
#define HPCAB_ST(v) hpcab_kernel_f32_to_bf16((float)(v))
#else
#ifndef HPCAB_PREC_F64
#define HPCAB_PREC_F64 1
#endif
typedef double real_t;
typedef double acc_t;
#define HPCAB_LD(x) ((acc_t)(x))
#define HPCAB_ST(v) ((real_t)(v))
#endif

#if defined(HPCAB_PREC_F64)
#define HPCAB_EXP exp
#define HPCAB_LOG log
#define HPCAB_SQRT sqrt
#define HPCAB_ERF erf
#define HPCAB_TANH tanh
#define HPCAB_FABS fabs
#else
#define HPCAB_EXP expf
#define HPCAB_LOG logf
#define HPCAB_SQRT sqrtf
#define HPCAB_ERF erff
#define HPCAB_TANH tanhf
#define HPCAB_FABS fabsf
#endif

#endif /* HPCAB_KERNEL_H */
