"""lexer: tokenizer of an N-byte text, the start offset and kind (identifier, number, operator, invalid) of every token, the token count and per-kind counts."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def is_alpha(c):
    return (c >= 97 and c <= 122) or (c >= 65 and c <= 90) or c == 95  # a-z, A-Z, _


def is_digit(c):
    return c >= 48 and c <= 57  # 0-9


def lexer(tok_start, tok_kind, ntok, counts, text, N):
    n = 0
    i = 0
    for k in range(4):
        counts[k] = 0
    while i < N:
        c = np.int64(text[i])
        if c == 32 or c == 9 or c == 13 or c == 10:  # space, tab, CR, LF
            i += 1
            continue
        start = i
        if is_alpha(c):
            kind = 0
            while i < N and (is_alpha(np.int64(text[i])) or is_digit(np.int64(text[i]))):
                i += 1
        elif is_digit(c):
            kind = 1
            while i < N and is_digit(np.int64(text[i])):
                i += 1
            if i + 1 < N and text[i] == 46 and is_digit(np.int64(text[i + 1])):  # '.'
                i += 1
                while i < N and is_digit(np.int64(text[i])):
                    i += 1
        else:
            kind = 2 if (c >= 0x21 and c <= 0x7E) else 3
            i += 1
        tok_start[n] = start
        tok_kind[n] = kind
        counts[kind] += 1
        n += 1
    ntok[0] = n
    for k in range(n, N):
        tok_start[k] = -1
        tok_kind[k] = 255
