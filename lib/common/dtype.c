/* lib/common/dtype.c — element types, their names and sizes, and 16-bit float conversions (hpcab/dtype.h);
   the conversions themselves live in hpcab/kernel.h so kernels share the one implementation. */
#include <string.h>

#include "hpcab/dtype.h"
#include "hpcab/kernel.h"
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

HPCAB_API uint16_t hpcab_f32_to_f16(float value)
{
  return hpcab_kernel_f32_to_f16(value);
}

HPCAB_API float hpcab_f16_to_f32(uint16_t bits)
{
  return hpcab_kernel_f16_to_f32(bits);
}

HPCAB_API uint16_t hpcab_f32_to_bf16(float value)
{
  return hpcab_kernel_f32_to_bf16(value);
}

HPCAB_API float hpcab_bf16_to_f32(uint16_t bits)
{
  return hpcab_kernel_bf16_to_f32(bits);
}
