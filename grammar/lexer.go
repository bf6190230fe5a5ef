package grammar

import "github.com/alecthomas/participle/v2/lexer"

// never matches: a token type one language has and the other lacks still
// needs a rule in both lexers, because the shared grammar names it.
const never = `\x00\x01\x02`

// The C lexer. '%' is the remainder operator (Mod); Fortran's member '%'
// (FMember) and dot-operators never occur. Type keywords and names ending
// in _t are TypeWord, so that "(size_t)n" reads as a cast while "(n)-1"
// stays a subtraction.
var cLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Whitespace", Pattern: `[ \t\r\n\f\v]+`},
	{Name: "String", Pattern: `"(?:\\.|[^"\\])*"?`},
	{Name: "Char", Pattern: `'(?:\\.|[^'\\])*'?`},
	{Name: "Number", Pattern: `(?:0[xX][0-9a-fA-F]+(?:\.[0-9a-fA-F]*)?(?:[pP][+-]?\d+)?|\d+\.\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|\d+(?:[eE][+-]?\d+)?)[uUlLfF]*`},
	{Name: "TypeWord", Pattern: `\b(?:void|char|short|int|long|float|double|signed|unsigned|_Bool|bool|_Complex|const|volatile|restrict|struct|union|enum|[A-Za-z_][A-Za-z0-9_]*_t)\b`},
	{Name: "Ident", Pattern: `[A-Za-z_$][A-Za-z0-9_$]*`},
	{Name: "FDotOp", Pattern: never},
	{Name: "FMember", Pattern: never},
	{Name: "Mod", Pattern: `%`},
	{Name: "Punct", Pattern: `->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/&|^~!<>=?:,.()\[\]{};#@\\` + "`" + `]`},
})

// The Fortran lexer: case-insensitive names, dot-operators and logical
// literals, '%' for components, ** and // operators, kind suffixes on
// numbers (1.0d0, 2_8, 1.5_dp).
var fortranLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Whitespace", Pattern: `[ \t\r\n\f\v]+`},
	{Name: "String", Pattern: `"(?:""|[^"])*"?|'(?:''|[^'])*'?`},
	{Name: "Char", Pattern: never},
	{Name: "FDotOp", Pattern: `(?i)\.(?:and|or|not|eqv|neqv|eq|ne|lt|le|gt|ge|true|false)\.`},
	// No "1." form: it would eat the dot of "1.eq.n".
	{Name: "Number", Pattern: `(?i)(?:\d+\.\d+(?:[ed][+-]?\d+)?|\d+\.?[ed][+-]?\d+|\.\d+(?:[ed][+-]?\d+)?|\d+)(?:_[A-Za-z0-9_]+)?`},
	{Name: "TypeWord", Pattern: never},
	{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_$]*`},
	{Name: "FMember", Pattern: `%`},
	{Name: "Mod", Pattern: never},
	{Name: "Punct", Pattern: `\*\*|//|/=|<=|>=|==|=>|[-+*/&|^~!<>=?:,.()\[\]{};#@\\` + "`" + `]`},
})
