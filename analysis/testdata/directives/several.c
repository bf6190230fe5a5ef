// Several mistakes on one directive: each is reported once, at its own
// column (@COL).

void several(int n, float *a, float *b, int s) {
#pragma acc parallel loop copyn(a[0:n]) num_gangs(1,2,3,4) seq gang default(all) if(n) if(s) /* ERROR@27 "'copyn' is not an OpenACC clause" ERROR@50 "takes 1 to 3 arguments" ERROR@64 "'gang' may not appear with 'seq'" ERROR@77 "must be none or present" ERROR@88 "may appear only once" */
  for (int i = 0; i < n; i++) ;

#pragma acc exit data pcopyout(a[0:n]) copyin(b[0:n]) finalize finalize dtype(nvidia) /* WARNING@23 "old name for 'copyout'" ERROR@40 "'copyin' is not allowed on 'exit data'" WARNING@64 "'finalize' is repeated" WARNING@73 "old name for 'device_type'" ERROR@73 "'device_type' is not allowed on 'exit data'" */

#pragma acc kernels loop num_gangs(8) gang(16, dim: 1) device_type(radeon) copy(b[0:n]) collapse(0) tile(2.5) /* ERROR@44 "may not give a count when 'num_gangs'" ERROR@48 "'dim:' is not allowed" ERROR@76 "'copy' may not follow 'device_type'" ERROR@98 "0 is not positive" ERROR@106 "'2.5' is not one" */
  for (int i = 0; i < n; i++) ;

#pragma acc loop reduction(iand: s) gang(dim: 2) vector(length: 4) seq(2) /* ERROR@18 "'reduction' may not appear on a loop whose 'gang' has 'dim:' greater than 1" ERROR@28 "in C write '&'" ERROR@68 "'seq' may not appear with 'gang'|'gang' may not appear with 'seq'" ERROR@68 "'vector' may not appear with 'seq'|'seq'.*'vector'" ERROR@71 "'seq' takes no argument" */
  for (int i = 0; i < n; i++) ;
}
