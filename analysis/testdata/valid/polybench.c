// PolyBench-like kernels written with parallel loop and kernels the way
// users do (§2.5, §2.6, §2.9, §2.11): no error or warning.
#include <math.h>
#define NI 40
#define NJ 50
#define NK 60
#define NL 70
#define N 64
#define M 20

double A[NI][NK], B[NK][NJ], C[NJ][NL], D[NI][NL], E[NI][NJ], F[NJ][NL], G[NI][NL], H[NL][NL];

// 2mm: D = alpha A B C + beta D, the temporary kept on the device.
void k2mm(int ni, int nj, int nk, int nl, double alpha, double beta) {
    static double tmp[NI][NJ];
    #pragma acc data copyin(A, B, C) create(tmp) copy(D)
    {
        #pragma acc parallel loop collapse(2)
        for (int i = 0; i < ni; i++)
            for (int j = 0; j < nj; j++) {
                double s = 0.0;
                #pragma acc loop seq
                for (int k = 0; k < nk; ++k)
                    s += alpha * A[i][k] * B[k][j];
                tmp[i][j] = s;
            }
        #pragma acc parallel loop gang
        for (int i = 0; i < ni; i++) {
            #pragma acc loop vector
            for (int j = 0; j < nl; j++) {
                double s = D[i][j] * beta;
                for (int k = 0; k < nj; ++k)
                    s += tmp[i][k] * C[k][j];
                D[i][j] = s;
            }
        }
    }
}

// 3mm: G = (A B)(C H), in kernels regions.
void k3mm(int ni, int nj, int nk, int nl) {
    #pragma acc data copyin(A, B, C, H) create(E, F) copyout(G)
    {
        #pragma acc kernels
        for (int i = 0; i < ni; i++)
            for (int j = 0; j < nj; j++) {
                E[i][j] = 0.0;
                for (int k = 0; k < nk; ++k)
                    E[i][j] += A[i][k] * B[k][j];
            }
        #pragma acc kernels
        for (int i = 0; i < nj; i++)
            for (int j = 0; j < nl; j++) {
                F[i][j] = 0.0;
                for (int k = 0; k < nl; ++k)
                    F[i][j] += C[i][k] * H[k][j];
            }
        #pragma acc kernels
        for (int i = 0; i < ni; i++)
            for (int j = 0; j < nl; j++) {
                G[i][j] = 0.0;
                for (int k = 0; k < nj; ++k)
                    G[i][j] += E[i][k] * F[k][j];
            }
    }
}

double Mx[N][N], vx1[N], vx2[N], vy1[N], vy2[N];
double u1[N], v1[N], u2[N], v2[N], w[N], xx[N], yy[N], z[N];

void mvt(int n) {
    #pragma acc parallel loop copy(vx1, vx2) copyin(Mx, vy1, vy2)
    for (int i = 0; i < n; i++) {
        double s1 = 0.0, s2 = 0.0;
        #pragma acc loop reduction(+:s1, s2)
        for (int j = 0; j < n; j++) {
            s1 += Mx[i][j] * vy1[j];
            s2 += Mx[j][i] * vy2[j];
        }
        vx1[i] += s1;
        vx2[i] += s2;
    }
}

void gemver(int n, double alpha, double beta) {
    #pragma acc data copy(Mx, xx, w) copyin(u1, v1, u2, v2, yy, z)
    {
        #pragma acc parallel loop collapse(2)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                Mx[i][j] = Mx[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
        #pragma acc kernels
        {
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++)
                    xx[i] = xx[i] + beta * Mx[j][i] * yy[j];
            for (int i = 0; i < n; i++)
                xx[i] = xx[i] + z[i];
        }
        #pragma acc parallel loop
        for (int i = 0; i < n; i++) {
            double s = w[i];
            #pragma acc loop reduction(+:s)
            for (int j = 0; j < n; j++)
                s += alpha * Mx[i][j] * xx[j];
            w[i] = s;
        }
    }
}

double Bm[N][N], tmpv[N];
void gesummv(int n, double alpha, double beta) {
    #pragma acc parallel loop copyin(Mx, Bm, xx) copyout(tmpv, yy)
    for (int i = 0; i < n; i++) {
        tmpv[i] = 0.0;
        yy[i] = 0.0;
        #pragma acc loop seq
        for (int j = 0; j < n; j++) {
            tmpv[i] = Mx[i][j] * xx[j] + tmpv[i];
            yy[i] = Bm[i][j] * xx[j] + yy[i];
        }
        yy[i] = alpha * tmpv[i] + beta * yy[i];
    }
}

double P[N][N], Q[N][N];
void jacobi_2d(int tsteps, int n) {
    #pragma acc data copy(P) create(Q)
    for (int t = 0; t < tsteps; t++) {
        #pragma acc parallel loop collapse(2)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                Q[i][j] = 0.2 * (P[i][j] + P[i][j-1] + P[i][1+j] + P[1+i][j] + P[i-1][j]);
        #pragma acc kernels
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                P[i][j] = 0.2 * (Q[i][j] + Q[i][j-1] + Q[i][1+j] + Q[1+i][j] + Q[i-1][j]);
    }
}

double C3[M][M][M], D3[M][M][M];
void heat_3d(int tsteps, int n) {
    #pragma acc data copy(C3, D3)
    for (int t = 1; t <= tsteps; t++) {
        #pragma acc parallel loop collapse(3)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                for (int k = 1; k < n - 1; k++)
                    D3[i][j][k] = 0.125 * (C3[i+1][j][k] - 2.0 * C3[i][j][k] + C3[i-1][j][k])
                                + 0.125 * (C3[i][j+1][k] - 2.0 * C3[i][j][k] + C3[i][j-1][k])
                                + 0.125 * (C3[i][j][k+1] - 2.0 * C3[i][j][k] + C3[i][j][k-1])
                                + C3[i][j][k];
        #pragma acc kernels
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                for (int k = 1; k < n - 1; k++)
                    C3[i][j][k] = 0.125 * (D3[i+1][j][k] - 2.0 * D3[i][j][k] + D3[i-1][j][k])
                                + 0.125 * (D3[i][j+1][k] - 2.0 * D3[i][j][k] + D3[i][j-1][k])
                                + 0.125 * (D3[i][j][k+1] - 2.0 * D3[i][j][k] + D3[i][j][k-1])
                                + D3[i][j][k];
    }
}

double data[N][N], cov[N][N], corr[N][N], mean[N], stddev[N];
void covariance(int m, int n, double float_n) {
    #pragma acc data copyin(data) copyout(cov) create(mean)
    {
        #pragma acc parallel loop
        for (int j = 0; j < m; j++) {
            double s = 0.0;
            #pragma acc loop reduction(+:s)
            for (int i = 0; i < n; i++)
                s += data[i][j];
            mean[j] = s / float_n;
        }
        #pragma acc parallel loop collapse(2)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                data[i][j] -= mean[j];
        #pragma acc parallel loop
        for (int i = 0; i < m; i++)
            #pragma acc loop
            for (int j = i; j < m; j++) {
                double s = 0.0;
                for (int k = 0; k < n; k++)
                    s += data[k][i] * data[k][j];
                cov[i][j] = s / (float_n - 1.0);
                cov[j][i] = cov[i][j];
            }
    }
}

void correlation(int m, int n, double float_n) {
    double eps = 0.1;
    #pragma acc data copy(data) copyout(corr) create(mean, stddev)
    {
        #pragma acc kernels
        {
            for (int j = 0; j < m; j++) {
                mean[j] = 0.0;
                for (int i = 0; i < n; i++)
                    mean[j] += data[i][j];
                mean[j] /= float_n;
            }
            for (int j = 0; j < m; j++) {
                stddev[j] = 0.0;
                for (int i = 0; i < n; i++)
                    stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
                stddev[j] /= float_n;
                stddev[j] = sqrt(stddev[j]);
                stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
            }
        }
        #pragma acc parallel loop collapse(2)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                data[i][j] = (data[i][j] - mean[j]) / (sqrt(float_n) * stddev[j]);
        #pragma acc parallel loop
        for (int i = 0; i < m - 1; i++) {
            corr[i][i] = 1.0;
            #pragma acc loop
            for (int j = i + 1; j < m; j++) {
                double s = 0.0;
                #pragma acc loop seq
                for (int k = 0; k < n; k++)
                    s += data[k][i] * data[k][j];
                corr[i][j] = s;
                corr[j][i] = s;
            }
        }
        #pragma acc serial
        corr[m-1][m-1] = 1.0;
    }
}
