// Conforming OpenACC 3.3 directives: the checks must report nothing here.
#include <stddef.h>

typedef struct { float *p; int n; } vec;

#pragma acc routine seq
static float sq(float x) { return x * x; }

#pragma acc routine(sq) device_type(nvidia) vector device_type(*) seq
#pragma acc routine gang(dim: 2) bind("g_dev") nohost
void g(void);

float table[64];
#pragma acc declare copyin(readonly: table) create(zero: table)

void valid(int n, float *restrict a, float *restrict b, float *d, vec v, int s, int q) {
#pragma acc init device_type(radeon) device_num(0)
#pragma acc set device_type(radeon) device_num(0) default_async(2)
#pragma acc set default_async(acc_async_noval) if(n > 0)

#pragma acc enter data copyin(a[0:n]) create(zero: b[0:n]) attach(v.p) async(1) wait(2) if(n > 0)
#pragma acc data present(a[0:n], b[0:n]) copy(v) no_create(d) default(none) device_type(radeon) async(q) wait
  {
#pragma acc parallel num_gangs(n / 64, 2, 2) num_workers(4) vector_length(64) copyin(readonly: a[0:n]) \
    copyout(zero: b[0:n]) private(s) firstprivate(q) default(present) self(n < 16) if(n > 0) \
    device_type(nvidia) num_gangs(128) vector_length(128) device_type(radeon, host) async(3)
    {
#pragma acc loop gang(dim: 3) collapse(force: 2)
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
#pragma acc loop gang(dim: 1, static: *) vector tile(8, *) private(s)
          for (int k = 0; k < n; k++)
            for (int l = 0; l < n; l++) ;
        }
    }

#pragma acc parallel loop gang worker vector reduction(+: s) copyin(a[0:n]) async wait(1, 2)
    for (int i = 0; i < n; i++) s += a[i];

#pragma acc parallel loop num_gangs(4, 4) gang(dim: 2, static: 8) collapse(2) device_type(nvidia) vector
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) ;

#pragma acc serial loop seq reduction(max: s) copy(s) device_type(host) async(1)
    for (int i = 0; i < n; i++) ;

#pragma acc kernels loop num_gangs(64) gang(static: 4) worker(8) vector(32) independent private(s) reduction(*: s)
    for (int i = 0; i < n; i++) ;

#pragma acc kernels copy(b[0:n]) num_gangs(8) device_type(radeon) num_workers(2) wait(devnum: 0 : queues: 1, 2)
    {
#pragma acc loop auto
      for (int i = 0; i < n; i++) b[i] = sq(b[i]);
    }

#pragma acc serial attach(v.p) deviceptr(d) present(a[0:n]) self
    {
#pragma acc atomic update
      s += 1;
#pragma acc atomic capture
      q = s++;
#pragma acc atomic
      s *= 2;
#pragma acc atomic read
      q = s;
#pragma acc atomic write
      s = 3;
    }

#pragma acc parallel loop
    for (int i = 0; i < n; i++) {
#pragma acc cache(readonly: a[i:4], b[i])
      b[i] = a[i];
    }
  }

#pragma acc host_data use_device(a, b) if(n > 0) if_present
  {
  }

#pragma acc update self(a[0:n]) host(b[0:4]) device(v.p[0:v.n]) if_present device_type(radeon) async(1) wait(2)
#pragma acc wait
#pragma acc wait(1, 2) async(3) if(n > 0)
#pragma acc wait(devnum: 0 : 4)
#pragma acc exit data copyout(a[0:n]) delete(b[0:n]) detach(v.p) finalize async
#pragma acc shutdown device_type(radeon) if(n > 0)

_Pragma("acc parallel loop copy(a[0:n]) device_type(multicore) vector_length(1)")
  for (int i = 0; i < n; i++) ;
}
