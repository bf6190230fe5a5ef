// A use_device address passed to MPI is a device address that an OpenCL
// buffer's MPI library cannot read (§2.8.1): a warning at the argument.
typedef int MPI_Comm;
typedef int MPI_Datatype;
int MPI_Send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm);
int MPI_Recv(void *buf, int count, MPI_Datatype type, int src, int tag, MPI_Comm comm, void *status);
int other(const void *buf, int count);

void halo(double *u, double *v, int n, int left, int right) {
    #pragma acc data copy(u[0:n+2], v[0:n+2])
    {
        #pragma acc host_data use_device(u, v)
        {
            MPI_Send(&u[n], 1, 0, right, 0, 0); /* WARNING@23 "'u' is a device address here \\(host_data use_device\\), and MPI cannot read OpenCL device memory" */
            MPI_Recv(v, 1, 0, left, 0, 0, 0); /* WARNING@22 "'v' is a device address here" */
            other(u, n); // not MPI: a routine of the program may take device addresses
        }
        // Outside host_data the host addresses are passed: no warning.
        #pragma acc update self(u[n:1])
        MPI_Send(&u[n], 1, 0, right, 0, 0);
    }
}
