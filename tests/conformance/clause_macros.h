/* Clause macros a header defines, for pragma_macro_clauses.c: the
 * directive there takes its present clauses from here. */
#ifndef CLAUSE_MACROS_H
#define CLAUSE_MACROS_H
#define ACC_PRESENT(x) present(x)
#define ACC_ASYNC_NONE
#endif
