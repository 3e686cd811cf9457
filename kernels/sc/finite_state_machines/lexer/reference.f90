! lexer: tokenizer of an N-byte text, the start offset and kind (identifier, number, operator, invalid) of every token, the token count and per-kind counts.
! The C's uint8_t bytes are integer(c_int8_t) here: text is read unsigned (iand 255), and tok_kind's
! 255 is stored as its bit pattern, -1.
subroutine lexer(tok_start, tok_kind, ntok, counts, text, N) bind(c, name="lexer")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N
  integer(c_int32_t), intent(out) :: tok_start(N)
  integer(c_int8_t), intent(out) :: tok_kind(N)
  integer(c_int64_t), intent(out) :: ntok(1)
  integer(c_int64_t), intent(out) :: counts(0:3)
  integer(c_int8_t), intent(in) :: text(0:N - 1)
  integer(c_int64_t) :: nt, i, start, k
  integer :: c, kind

  nt = 0
  i = 0
  counts = 0
  do while (i < N)
    c = byte(i)
    if (c == 32 .or. c == 9 .or. c == 13 .or. c == 10) then
      i = i + 1
      cycle
    end if
    start = i
    if (is_alpha(c)) then
      kind = 0
      do while (i < N)
        if (.not. (is_alpha(byte(i)) .or. is_digit(byte(i)))) exit
        i = i + 1
      end do
    else if (is_digit(c)) then
      kind = 1
      do while (i < N)
        if (.not. is_digit(byte(i))) exit
        i = i + 1
      end do
      if (i + 1 < N) then
        if (byte(i) == 46 .and. is_digit(byte(i + 1))) then
          i = i + 1
          do while (i < N)
            if (.not. is_digit(byte(i))) exit
            i = i + 1
          end do
        end if
      end if
    else
      if (c >= 33 .and. c <= 126) then
        kind = 2
      else
        kind = 3
      end if
      i = i + 1
    end if
    tok_start(nt + 1) = int(start, c_int32_t)
    tok_kind(nt + 1) = int(kind, c_int8_t)
    counts(kind) = counts(kind) + 1
    nt = nt + 1
  end do
  ntok(1) = nt
  do k = nt + 1, N
    tok_start(k) = -1
    tok_kind(k) = -1_c_int8_t
  end do

contains

  integer function byte(j)
    integer(c_int64_t), intent(in) :: j
    byte = iand(int(text(j)), 255)
  end function byte

  logical function is_alpha(ch)
    integer, intent(in) :: ch
    is_alpha = (ch >= 97 .and. ch <= 122) .or. (ch >= 65 .and. ch <= 90) .or. ch == 95
  end function is_alpha

  logical function is_digit(ch)
    integer, intent(in) :: ch
    is_digit = ch >= 48 .and. ch <= 57
  end function is_digit
end subroutine lexer
