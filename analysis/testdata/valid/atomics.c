int counters(int n, const int *v) {
    int count = 0, last = 0, sum = 0;
    #pragma acc parallel loop copyin(v[0:n]) copy(count, last, sum)
    for (int i = 0; i < n; i++) {
        if (v[i] > 0) {
            int mine;
            #pragma acc atomic capture
            mine = count++;
            #pragma acc atomic write
            last = mine;
        }
        #pragma acc atomic
        sum += v[i];
    }
    return count + last + sum;
}
