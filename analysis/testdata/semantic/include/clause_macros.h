/* Clause macros of a header, for macro_clauses.c. */
#define HDR_COPY(x) copyin(x)
#define HDR_GANGS num_gangs(8)
