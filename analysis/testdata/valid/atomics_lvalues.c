// atomic update x = x binop expr where x is an element or member whose
// subscripts hold conditionals, casts, members and other subscripts: the
// two copies of x denote one location (§2.12).
struct bin { int count[4]; double w; };

void histogram(int n, const int *key, const long *idx, int c, int *h, struct bin *b) {
    #pragma acc parallel loop copyin(key[0:n], idx[0:n]) copy(h[0:16], b[0:4])
    for (int i = 0; i < n; i++) {
        #pragma acc atomic update
        h[c ? 1 : 2] = h[c ? 1 : 2] + 1;
        #pragma acc atomic update
        h[(int)idx[i]] = (h[(int)(idx[i])]) + 2;
        #pragma acc atomic update
        b[key[i] & 3].count[(c > 0) ? key[i] % 4 : 0] = b[key[i] & 3].count[(c > 0) ? key[i] % 4 : 0] * 2;
        #pragma acc atomic
        b[key[key[i] & 3] & 3].w = 0.5 + b[key[key[i] & 3] & 3].w;
        #pragma acc atomic update
        h[2 + 1] = h[3] - 1;
    }
}
