"""nqueens: the number of ways to place N non-attacking queens on an N x N board, by depth-first backtracking
(one queen per row; columns and both diagonals tracked as bit masks). The C reference's recursion is written
here as a loop with an explicit stack (the masks and the next column to try of each row)."""
import numpy as np

prange = range  # loops over prange have independent iterations; the Numba baseline runs them in parallel


def nqueens(count, N):
    if N < 1 or N > 16:
        count[0] = 0
        return
    cols = np.zeros(N + 1, dtype=np.int64)
    diag1 = np.zeros(N + 1, dtype=np.int64)
    diag2 = np.zeros(N + 1, dtype=np.int64)
    nextc = np.zeros(N + 1, dtype=np.int64)  # the next column to try in each row
    total = 0
    row = 0
    while row >= 0:
        if row == N:
            total += 1
            row -= 1
            continue
        c = nextc[row]
        if c == N:
            row -= 1
            continue
        nextc[row] = c + 1
        bc = 1 << c
        b1 = 1 << (row + c)
        b2 = 1 << (row - c + N - 1)
        if (cols[row] & bc) or (diag1[row] & b1) or (diag2[row] & b2):
            continue
        cols[row + 1] = cols[row] | bc
        diag1[row + 1] = diag1[row] | b1
        diag2[row + 1] = diag2[row] | b2
        nextc[row + 1] = 0
        row += 1
    count[0] = total
