/* lib/dtype.c — element types, their names and sizes, and 16-bit float conversions (hpcab/dtype.h). */
#include <string.h>

#include "hpcab/dtype.h"
#include "internal.h"

typedef struct {
  const char *name;
  const char *ctype;
  size_t size;
} dtype_info;

static const dtype_info DTYPES[HPCAB_DTYPE_COUNT] = {
  [HPCAB_DTYPE_INVALID] = {"invalid", "void", 0},
  [HPCAB_F64] = {"f64", "double", 8},
  [HPCAB_F32] = {"f32", "float", 4},
  [HPCAB_F16] = {"f16", "uint16_t", 2},
  [HPCAB_BF16] = {"bf16", "uint16_t", 2},
  [HPCAB_I8] = {"i8", "int8_t", 1},
  [HPCAB_I16] = {"i16", "int16_t", 2},
  [HPCAB_I32] = {"i32", "int32_t", 4},
  [HPCAB_I64] = {"i64", "int64_t", 8},
  [HPCAB_U8] = {"u8", "uint8_t", 1},
  [HPCAB_U16] = {"u16", "uint16_t", 2},
  [HPCAB_U32] = {"u32", "uint32_t", 4},
  [HPCAB_U64] = {"u64", "uint64_t", 8},
  [HPCAB_BOOL] = {"bool", "bool", 1},
  [HPCAB_C64] = {"c64", "float _Complex", 8},
  [HPCAB_C128] = {"c128", "double _Complex", 16},
};

static int dtype_valid(hpcab_dtype d)
{
  return d > HPCAB_DTYPE_INVALID && d < HPCAB_DTYPE_COUNT;
}

HPCAB_API size_t hpcab_dtype_size(hpcab_dtype dtype)
{
  return dtype_valid(dtype) ? DTYPES[dtype].size : 0;
}

HPCAB_API const char *hpcab_dtype_name(hpcab_dtype dtype)
{
  return dtype_valid(dtype) ? DTYPES[dtype].name : "invalid";
}

HPCAB_API const char *hpcab_dtype_ctype(hpcab_dtype dtype)
{
  return dtype_valid(dtype) ? DTYPES[dtype].ctype : "void";
}

HPCAB_API hpcab_status hpcab_dtype_from_name(const char *name, hpcab_dtype *out)
{
  if (!name || !out) return hpcab__seterr(HPCAB_E_INVALID, "hpcab_dtype_from_name: NULL argument");
  for (int d = 1; d < HPCAB_DTYPE_COUNT; d++) {
    if (strcmp(name, DTYPES[d].name) == 0) {
      *out = (hpcab_dtype)d;
      return HPCAB_OK;
    }
  }
  return hpcab__seterr(HPCAB_E_INVALID,
                       "unknown dtype '%s' (expected one of f64 f32 f16 bf16 i8 i16 i32 i64 u8 u16 "
                       "u32 u64 bool c64 c128)",
                       name);
}

HPCAB_API int hpcab_dtype_is_float(hpcab_dtype dtype)
{
  return dtype == HPCAB_F64 || dtype == HPCAB_F32 || dtype == HPCAB_F16 || dtype == HPCAB_BF16;
}

HPCAB_API int hpcab_dtype_is_complex(hpcab_dtype dtype)
{
  return dtype == HPCAB_C64 || dtype == HPCAB_C128;
}

HPCAB_API int hpcab_dtype_is_integer(hpcab_dtype dtype)
{
  return dtype >= HPCAB_I8 && dtype <= HPCAB_BOOL;
}

static uint32_t f32_bits(float f)
{
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

static float f32_from_bits(uint32_t u)
{
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

/* Rounds q + rem/2^shift to the nearest integer, ties to even. */
static uint32_t round_shift_rne(uint32_t value, unsigned shift)
{
  uint32_t q = value >> shift;
  uint32_t rem = value & ((1u << shift) - 1u);
  uint32_t half = 1u << (shift - 1);
  if (rem > half || (rem == half && (q & 1u))) q++;
  return q;
}

HPCAB_API uint16_t hpcab_f32_to_f16(float value)
{
  uint32_t x = f32_bits(value);
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000u);
  uint32_t absx = x & 0x7fffffffu;
  if (absx > 0x7f800000u) /* NaN: quiet, keep the top payload bits */
    return (uint16_t)(sign | 0x7e00u | ((absx >> 13) & 0x3ffu));
  if (absx >= 0x477ff000u) /* >= 65520 rounds to infinity (Inf included) */
    return (uint16_t)(sign | 0x7c00u);
  if (absx < 0x38800000u) { /* below 2^-14: binary16 subnormal or zero */
    uint32_t e = absx >> 23;
    if (e == 0) return sign; /* binary32 subnormals are far below half the smallest binary16 subnormal */
    unsigned shift = 126u - e;
    if (shift > 24u) return sign;
    uint32_t mant = (absx & 0x7fffffu) | 0x800000u;
    return (uint16_t)(sign | round_shift_rne(mant, shift));
  }
  /* normal: rebias the exponent, round away 13 mantissa bits (a carry may reach the exponent) */
  return (uint16_t)(sign | round_shift_rne(absx - 0x38000000u, 13));
}

HPCAB_API float hpcab_f16_to_f32(uint16_t bits)
{
  uint32_t sign = (uint32_t)(bits & 0x8000u) << 16;
  uint32_t e = (bits >> 10) & 0x1fu;
  uint32_t m = bits & 0x3ffu;
  if (e == 0) {
    float f = (float)m * 0x1p-24f;
    return sign ? -f : f;
  }
  if (e == 31) return f32_from_bits(sign | 0x7f800000u | (m << 13));
  return f32_from_bits(sign | ((e + 112u) << 23) | (m << 13));
}

HPCAB_API uint16_t hpcab_f32_to_bf16(float value)
{
  uint32_t x = f32_bits(value);
  if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((x >> 16) | 0x0040u);
  uint32_t bias = 0x7fffu + ((x >> 16) & 1u);
  return (uint16_t)((x + bias) >> 16);
}

HPCAB_API float hpcab_bf16_to_f32(uint16_t bits)
{
  return f32_from_bits((uint32_t)bits << 16);
}
