! gmm_estep: the E-step of EM for a Gaussian mixture with diagonal covariances: responsibilities
! resp(k, n) (log-sum-exp over the K components) and the total log-likelihood of the N points.
subroutine gmm_estep(resp, loglik, X, mu, var, w, N, D, K) bind(c, name="gmm_estep")
  use, intrinsic :: iso_c_binding
  implicit none
#include "hpcab/kernel.fh"
  integer(c_int64_t), value, intent(in) :: N, D, K
  real(rk), intent(out) :: resp(0:K - 1, 0:N - 1), loglik(1)
  real(rk), intent(in) :: X(0:D - 1, 0:N - 1), mu(0:D - 1, 0:K - 1), var(0:D - 1, 0:K - 1), w(0:K - 1)
  real(rk), parameter :: log2pi = 1.83787706640934548_rk
  real(rk) :: c(0:31), t, q, e, m, s, ll
  integer(c_int64_t) :: n_, k_, d_

  do k_ = 0, K - 1
    t = real(D, rk) * log2pi
    do d_ = 0, D - 1
      t = t + log(var(d_, k_))
    end do
    c(k_) = log(w(k_)) - t / 2
  end do
  ll = 0
  do n_ = 0, N - 1
    do k_ = 0, K - 1
      q = 0
      do d_ = 0, D - 1
        e = X(d_, n_) - mu(d_, k_)
        q = q + e * e / var(d_, k_)
      end do
      resp(k_, n_) = c(k_) - q / 2
    end do
    m = resp(0, n_)
    do k_ = 1, K - 1
      if (resp(k_, n_) > m) m = resp(k_, n_)
    end do
    s = 0
    do k_ = 0, K - 1
      resp(k_, n_) = exp(resp(k_, n_) - m)
      s = s + resp(k_, n_)
    end do
    do k_ = 0, K - 1
      resp(k_, n_) = resp(k_, n_) / s
    end do
    ll = ll + (m + log(s))
  end do
  loglik(1) = ll
end subroutine gmm_estep
