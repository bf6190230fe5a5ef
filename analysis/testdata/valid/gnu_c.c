// GNU C as system headers and performance code write it: attributes before
// and after the declarator, __extension__, macro-built prototypes,
// statement expressions and builtins on the host, __builtin_expect in
// device code. Every routine directive binds to its function.
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define ALWAYS_INLINE static inline __attribute__((always_inline))
#define BINARY_OP(name) float name(float x, float y)

struct particle { float x, v; int id; };

#pragma acc routine seq
__attribute__((always_inline)) static inline float clampf(float x, float lo, float hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

#pragma acc routine seq
static inline __attribute__((always_inline)) float square(float x) { return x * x; }

#pragma acc routine seq
__extension__ static float cube(float x) { return x * x * x; }

#pragma acc routine seq
ALWAYS_INLINE float halve(float x) { return 0.5f * x; }

#pragma acc routine seq
float blend(float a, float b) __attribute__((pure));

#pragma acc routine seq
BINARY_OP(mix);

float blend(float a, float b) { return 0.25f * a + 0.75f * b; }

BINARY_OP(mix) { return unlikely(x > y) ? y : x; }

static void step(int n, struct particle *restrict p, float dt)
{
#pragma acc parallel loop copy(p[0:n])
    for (int i = 0; i < n; i++) {
        float v = p[i].v;
        if (likely(v < 100.0f))
            v = clampf(v + dt * square(v), -10.0f, 10.0f);
        p[i].v = mix(v, blend(cube(v), halve(v)));
        p[i].x += dt * p[i].v;
    }
}

int main(void)
{
    int n = 1000;
    size_t off = __builtin_offsetof(struct particle, v);
    struct particle *p = malloc(n * sizeof *p);
    if (unlikely(p == NULL))
        return 1;
    for (int i = 0; i < n; i++) {
        p[i].x = (float)i;
        p[i].v = (float)(i % 7) - 3.0f;
        p[i].id = i;
    }
    step(n, p, 0.01f);
    float worst = 0.0f;
    for (int i = 0; i < n; i++)
        worst = MAX(worst, (float)__builtin_fabs(p[i].v));
    printf("offset %zu, largest speed %.3f\n", off, worst);
    free(p);
    return isfinite(worst) ? 0 : 1;
}
