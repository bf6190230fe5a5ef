// Clause rules of OpenACC 3.3: one mistake per line unless a line says
// otherwise. Each annotation matches "message [code]".

void rules(int n, float *a, float *b, float *p, int s, int m) {
  /* unknown clauses and old names (§2.1, §2.4, §2.7.6-2.7.9) */
#pragma acc parallel copyn(a[0:n])       /* ERROR "'copyn' is not an OpenACC clause; did you mean 'copyin'\\? \\[unknown-clause\\]" */
  {}
#pragma acc parallel num_threads(8)      /* ERROR "did you mean 'num_workers'" */
  {}
#pragma acc data pcopyin(a[0:n])         /* WARNING "'pcopyin' is an old name for 'copyin'.*\\[deprecated-clause\\]" */
  {}
#pragma acc kernels present_or_copy(b[0:n]) /* WARNING "old name for 'copy'" */
  {}
#pragma acc parallel dtype(radeon) num_gangs(64) /* WARNING "'dtype' is an old name for 'device_type'" */
  {}
_Pragma("acc parallel pcreate(b[0:n])")   /* WARNING "'pcreate' is an old name for 'create'" */
  {}
#pragma acc parallel Copy(a[0:n])        /* ERROR "lower case in C; write 'copy'" */
  {}

  /* clauses a directive does not allow (§2.5-2.16) */
#pragma acc exit data copyin(a[0:n]) delete(b[0:n]) /* ERROR "'copyin' is not allowed on 'exit data'; allowed: if, async, wait, copyout, delete, detach, finalize" */
#pragma acc serial num_gangs(2)          /* ERROR "'num_gangs' is not allowed on 'serial'" */
  {}
#pragma acc kernels reduction(+: s)      /* ERROR "'reduction' is not allowed on 'kernels'" */
  {}
#pragma acc kernels loop firstprivate(s) /* ERROR "'firstprivate' is not allowed on 'kernels loop'" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop copy(a[0:n])            /* ERROR "'copy' is not allowed on 'loop'" */
  for (int i = 0; i < n; i++) ;
#pragma acc enter data copyin(a[0:n]) finalize /* ERROR "'finalize' is not allowed on 'enter data'" */
#pragma acc atomic update capture        /* ERROR "'capture' and 'update' may not both appear on 'atomic'" */
  s++;
#pragma acc atomic update if(n > 0)      /* ERROR "'if' is not allowed on 'atomic'" */
  s++;
#pragma acc cache(a[0:8]) async          /* ERROR "'cache' takes no clauses" */

  /* repeated clauses (§2.5.4, §2.6.5, §2.9.2, §2.14.3, §2.14.4, §2.16.3) */
#pragma acc parallel if(n > 10) if(n > 20) /* ERROR "'if' may appear only once on 'parallel' \\[clause-repeated\\]" NOTE "the first 'if' is here" */
  {}
#pragma acc loop gang gang               /* ERROR "'gang' may appear only once on 'loop'" */
  for (int i = 0; i < n; i++) ;
#pragma acc set device_type(radeon) device_type(host) /* ERROR "'device_type' may appear only once on 'set'" */
#pragma acc loop independent independent /* WARNING "'independent' is repeated; the second has no effect" */
  for (int i = 0; i < n; i++) ;
#pragma acc parallel vector_length(64) vector_length(128) /* ERROR "'vector_length' may appear only once on 'parallel': OpenACC does not say which of two values applies \\[clause-repeated\\]" */
  {}
#pragma acc update self(a[0:n]) if(n > 0) if(n > 1) /* ERROR "'if' may appear only once on 'update'" */
#pragma acc wait(1) if(n > 0) if(n > 1)  /* ERROR "'if' may appear only once on 'wait': OpenACC does not say which of two values applies" */

  /* required clauses (§2.6.5, §2.6.6, §2.8, §2.14.3, §2.14.4, §2.15.1) */
#pragma acc enter data if(n > 0)         /* ERROR "'enter data' needs at least one of copyin, create, attach" */
#pragma acc exit data async              /* ERROR "'exit data' needs at least one of copyout, delete, detach" */
#pragma acc data async(1)                /* ERROR "'data' needs at least one of copy, copyin" */
  {}
#pragma acc host_data if_present         /* ERROR "needs at least one of use_device" */
  {}
#pragma acc update if(n > 0)             /* ERROR "'update' needs at least one of self, host, device" */
#pragma acc set if(n > 0)                /* ERROR "'set' needs at least one of default_async, device_num, device_type" */

  /* device_type (§2.4) */
#pragma acc parallel device_type(nvidia) copy(a[0:n]) /* ERROR "'copy' may not follow 'device_type' on 'parallel'" NOTE "'device_type' is here" */
  {}
#pragma acc data copy(a[0:n]) device_type(radeon) async(1) /* no error: async may follow */
  {}
#pragma acc update self(a[0:n]) device_type(host) if_present /* ERROR "'if_present' may not follow 'device_type' on 'update'; only async or wait may" */
#pragma acc parallel device_type(amd) num_gangs(4) /* WARNING "'amd' is not a device type accls compiles for; did you mean 'radeon'" */
  {}
#pragma acc parallel device_type(*, nvidia) num_gangs(4) /* ERROR "either '\\*' alone or a list" */
  {}

  /* exclusive clauses (§2.9, §2.12, §2.15.1) */
#pragma acc loop seq auto                /* ERROR "'auto' and 'seq' may not both appear on 'loop'" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop seq vector              /* ERROR "'vector' may not appear with 'seq' on 'loop'" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop auto device_type(radeon) independent /* ERROR "'independent' and 'auto' may not both appear on 'loop' for device type 'radeon'" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop independent device_type(radeon) seq /* ERROR "'seq' and 'independent' may not both appear on 'loop' for device type 'radeon'" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop seq device_type(radeon) gang /* ERROR "'gang' may not appear with 'seq' on 'loop' for device type 'radeon'" */
  for (int i = 0; i < n; i++) ;

  /* arguments */
#pragma acc parallel num_gangs(2, 2, 2, 2) /* ERROR "'num_gangs' takes 1 to 3 arguments on 'parallel'; it has 4 \\[bad-argument-count\\]" */
  {}
#pragma acc kernels num_gangs(16, 2)     /* ERROR "'num_gangs' takes one argument on 'kernels'; it has 2" */
  {}
#pragma acc parallel num_gangs(4, 8) reduction(+: s) /* ERROR "'reduction' may not appear on 'parallel' when 'num_gangs' has more than one argument" */
  {}
#pragma acc parallel default(private)    /* ERROR "'default' must be none or present; 'private' is neither" */
  {}
#pragma acc loop collapse(0)             /* ERROR "'collapse' takes a positive integer constant; 0 is not positive" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop tile(-4, *)             /* ERROR "'tile' takes a positive integer constant; -4 is not positive" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop gang(dim: 4)            /* ERROR "'dim:' must be 1, 2 or 3; it is 4" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop gang(dim: 2) reduction(max: m) /* ERROR "'reduction' may not appear on a loop whose 'gang' has 'dim:' greater than 1" */
  for (int i = 0; i < n; i++) ;
#pragma acc loop gang(static: 4, static: 8) /* ERROR "'gang' takes at most one static argument" */
  for (int i = 0; i < n; i++) ;
#pragma acc parallel copy                /* ERROR "'copy' needs a list of variables" */
  {}
#pragma acc loop independent(1)          /* ERROR "'independent' takes no argument \\[unexpected-argument\\]" */
  for (int i = 0; i < n; i++) ;
#pragma acc parallel copy(a[0:n], 42)    /* ERROR "'copy' takes variables, array elements or subarrays; '42' is not one" */
  {}
#pragma acc parallel async("q")          /* ERROR "'async' takes an integer expression" */
  {}
#pragma acc host_data use_device(a[0:n]) /* ERROR "'use_device' takes names of variables or arrays" */
  {}

  /* modifiers and reduction operators (§2.5.15, §2.7.7-2.7.9, §2.9.1, §2.16) */
#pragma acc enter data copyin(readonly: a[0:n]) /* ERROR "'readonly:' is not allowed on 'copyin' of 'enter data'" */
#pragma acc exit data copyout(zero: a[0:n])     /* ERROR "'zero:' is not allowed on 'copyout' of 'exit data'" */
#pragma acc parallel present(zero: a[0:n])      /* ERROR "'present' takes no 'zero:' modifier" */
  {}
#pragma acc parallel copyin(a[0:n], readonly: b[0:n]) /* ERROR "must come first" */
  {}
#pragma acc parallel loop reduction(s)   /* ERROR "'reduction' needs an operator before the list" */
  for (int i = 0; i < n; i++) ;
#pragma acc parallel loop reduction(-: s) /* ERROR "'-' is not a reduction operator" */
  for (int i = 0; i < n; i++) ;
#pragma acc parallel loop reduction(ieor: s) /* ERROR "'ieor' is the Fortran spelling of a reduction operator; in C write '\\^'" */
  for (int i = 0; i < n; i++) ;
#pragma acc wait(1, queues: 2)           /* ERROR "'queues:' must come before the first queue of 'wait'" */

  /* loop clauses on combined constructs (§2.9.2-2.9.4) */
#pragma acc parallel loop gang(32)       /* ERROR "'gang' takes no gang count in a parallel region" */
  for (int i = 0; i < n; i++) ;
#pragma acc parallel loop worker(4)      /* ERROR "'worker' takes no argument in a parallel region" */
  for (int i = 0; i < n; i++) ;
#pragma acc kernels loop gang(dim: 2)    /* ERROR "'dim:' is not allowed on 'gang' in a kernels region" */
  for (int i = 0; i < n; i++) ;
#pragma acc kernels loop vector_length(64) vector(128) /* ERROR "'vector' may not give a count when 'vector_length' appears on the kernels construct" NOTE "'vector_length' is here" */
  for (int i = 0; i < n; i++) ;

  /* routine (§2.15.1) */
#pragma acc routine(rules)               /* ERROR "'routine' needs one of gang, worker, vector or seq" */
#pragma acc routine(rules) gang worker   /* ERROR "only one of gang, worker, vector or seq may apply to 'routine'" */
#pragma acc routine(rules) seq nohost device_type(nvidia) nohost /* ERROR "'nohost' may not follow 'device_type' on 'routine'" */
#pragma acc routine(rules) worker(2)     /* ERROR "'worker' takes no argument on 'routine'" */

  /* a mistake on a continuation line is reported there */
#pragma acc parallel loop copy(a[0:n]) \
    gang(8) vector                       /* ERROR "'gang' takes no gang count in a parallel region" */
  for (int i = 0; i < n; i++) ;

  /* directive arguments */
#pragma acc cache                        /* ERROR "'cache' needs a list of variables in parentheses" */
#pragma acc update(a) self(a[0:n])       /* ERROR "'update' takes no argument in parentheses" */
}
