c Fixed-form Fortran: the sentinel fills columns 1-5.
      subroutine fixed(n, a)
      integer n, i
      real a(n)
c$acc parallel loop copy(a) pcopyin(a)                                   ! WARNING "'pcopyin' is an old name for 'copyin'"
      do i = 1, n
      end do
*$acc kernels num_gangs(2, 2)                                           ! ERROR "'num_gangs' takes one argument on 'kernels'; it has 2"
*$acc end kernels
!$acc host_data use_device(a)
!$acc end host_data
      end
