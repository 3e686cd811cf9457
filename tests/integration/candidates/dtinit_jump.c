/* Attack (issue 30.3): a shared object linked with -nostartfiles whose .init, the DT_INIT entry, is a
   5-byte jump to a function of its own (no `constructor` word anywhere, no .init_array entry). The
   output depends on it having run. Expected: ok, flagged constructor (DT_INIT). */
#include <stdint.h>
static double one;
void hpcab_setup(void);
void hpcab_setup(void) { one = 1.0; }
__asm__(".section .init,\"ax\",@progbits\n.globl _init\n_init:\n jmp hpcab_setup\n.text\n");
void kernel(double *restrict a, const double *restrict b, int64_t n);
void kernel(double *restrict a, const double *restrict b, int64_t n) {
  for (int64_t i = 0; i < n; i++) a[i] = b[i] + one;
}
