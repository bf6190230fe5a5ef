! Clause rules in free-form Fortran: names are case-insensitive, the
! reduction operators are Fortran's, and constructs have end directives.
subroutine rules(n, a, b, s, l, t)
  integer :: n, i, s
  real :: a(n), b(n)
  logical :: l
  type(pt) :: t

  !$acc parallel loop reduction(.and.: l) reduction(IEOR: s) Copy(a) &
  !$acc&   num_gangs(4) device_type(radeon) vector_length(64)
  do i = 1, n
  end do
  !$acc end parallel loop

  !$acc PARALLEL LOOP REDUCTION(&: s) ! ERROR "'&' is the C spelling of a reduction operator; in Fortran write 'iand'"
  do i = 1, n
  end do

  !$acc kernels copyn(a) ! ERROR "'copyn' is not an OpenACC clause; did you mean 'copyin'"
  !$acc end kernels

  !$acc data pcopy(a(1:n)) ! WARNING "'pcopy' is an old name for 'copy'"
  !$acc end data

  !$acc serial reduction(+: t%x) ! ERROR "a member of a struct or derived type cannot be a reduction variable"
  !$acc end serial

  !$acc loop seq &
  !$acc   gang ! ERROR "'gang' may not appear with 'seq' on 'loop'"
  do i = 1, n
  end do

  !$acc enter data copyin(a(:)) create(/blk/) attach(b)
  !$acc exit data copyout(ZERO: a) ! ERROR "'zero:' is not allowed on 'copyout' of 'exit data'"
  !$acc update self(a) if(.true.) if(l) ! ERROR "'if' may appear only once on 'update'"
  !$acc declare copyin(b) device_resident(a) link(/blk/)

  !$acc kernels loop num_gangs(8) gang(16) ! ERROR "'gang' may not give a count when 'num_gangs' appears on the kernels construct"
  do i = 1, n
  end do
  !$acc end kernels loop copy(a) ! ERROR "'end kernels loop' takes no clauses"

  !$acc end loop ! ERROR "'loop' has no end directive"

  !$acc parallel default(NONE) Present(a) self(.NOT. l)
  !$acc end parallel

  !$acc atomic capture
  s = s + 1
  !$acc end atomic

  !$acc routine(rules) seq bind("rules_dev")
  !$acc wait(devnum: 1 : queues: 1, 2) async(3)
end subroutine
