package grammar

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The participle grammar of one directive word or clause: a name and an
// optional parenthesized argument list. The directive is split into such
// items first (see split.go), so one bad clause never hides the next;
// parse trees are then converted to the AST of ast.go (convert.go).
//
// Binary operators are parsed as a flat sequence and given their C or
// Fortran precedence during conversion, which keeps the grammar short and
// the precedence table in one place (precedence.go).

type pItem struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Name   string `parser:"@(Ident | TypeWord)"`
	Args   *pArgs `parser:"@@?"`
}

type pArgs struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Args   []*pArg `parser:"\"(\" ( @@ ( \",\" @@ )* )? \")\""`
}

type pArg struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Mods   []*pMod `parser:"@@*"`
	Value  *pCond  `parser:"( @@"`
	Star   bool    `parser:"| @\"*\" )"`
}

// pMod is "name:" or, for wait's device number, "devnum: expr :".
type pMod struct {
	Pos    lexer.Position
	EndPos lexer.Position
	DevNum *pCond `parser:"( \"devnum\" \":\" @@ \":\""`
	Name   string `parser:"| @(Ident | TypeWord | FDotOp | \"+\" | \"-\" | \"*\" | \"&&\" | \"||\" | \"&\" | \"|\" | \"^\") \":\" )"`
}

type pCond struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Cond   *pBinary `parser:"@@"`
	Then   *pCond   `parser:"( \"?\" @@"`
	Else   *pCond   `parser:"  \":\" @@ )?"`
}

type pBinary struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Head   *pUnary   `parser:"@@"`
	Tail   []*pBinOp `parser:"@@*"`
}

type pBinOp struct {
	Pos lexer.Position
	Op  string  `parser:"@(\"||\" | \"&&\" | \"|\" | \"^\" | \"&\" | \"==\" | \"!=\" | \"/=\" | \"<=\" | \">=\" | \"<<\" | \">>\" | \"<\" | \">\" | \"+\" | \"-\" | \"**\" | \"*\" | \"//\" | \"/\" | Mod | FDotOp)"`
	X   *pUnary `parser:"@@"`
}

type pUnary struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Op     string    `parser:"(  @(\"-\" | \"+\" | \"!\" | \"~\" | \"*\" | \"&\" | \"++\" | \"--\" | FDotOp)"`
	X      *pUnary   `parser:"   @@"`
	Sizeof *pSizeof  `parser:"| @@"`
	Cast   *pCast    `parser:"| @@"`
	Post   *pPostfix `parser:"| @@ )"`
}

type pSizeof struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Type   *pType  `parser:"\"sizeof\" ( \"(\" @@ \")\""`
	X      *pUnary `parser:"| @@ )"`
}

type pCast struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Type   *pType  `parser:"\"(\" @@ \")\""`
	X      *pUnary `parser:"@@"`
}

// pType is a type name in a cast or sizeof: type keywords (with a tag
// name after struct/union/enum) or a name ending in _t, then '*'s; or any
// name followed by at least one '*'. "(n)" alone is never a type, so
// "(n)-1" stays a subtraction.
type pType struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Parts  []string `parser:"( @TypeWord+ @Ident? @\"*\"* | @Ident @\"*\"+ )"`
}

type pPostfix struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Prim   *pPrimary  `parser:"@@"`
	Ops    []*pPostOp `parser:"@@*"`
}

type pPostOp struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Index  *pBracket `parser:"  \"[\" @@ \"]\""`
	Call   *pCall    `parser:"| \"(\" @@ \")\""`
	Member *pMember  `parser:"| @@"`
	Incr   string    `parser:"| @(\"++\" | \"--\")"`
}

// pBracket is x[i] or a C subarray x[lo:len] (either part may be missing).
type pBracket struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Lo     *pCond `parser:"@@?"`
	Colon  bool   `parser:"( @\":\""`
	Len    *pCond `parser:"  @@? )?"`
}

type pCall struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Subs   []*pSub `parser:"( @@ ( \",\" @@ )* )?"`
}

// pSub is a call argument or a Fortran subscript triplet lo:hi:stride.
type pSub struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Lo     *pCond `parser:"@@?"`
	Colon1 bool   `parser:"( @\":\""`
	Hi     *pCond `parser:"  @@?"`
	Colon2 bool   `parser:"  ( @\":\""`
	Stride *pCond `parser:"    @@ )? )?"`
}

type pMember struct {
	Pos  lexer.Position
	Op   string `parser:"@(\".\" | \"->\" | FMember)"`
	Name string `parser:"@(Ident | TypeWord)"`
}

type pPrimary struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Ident  string `parser:"  @Ident"`
	Number string `parser:"| @Number"`
	Str    string `parser:"| @String+"`
	Char   string `parser:"| @Char"`
	DotLit string `parser:"| @FDotOp"`
	Paren  *pCond `parser:"| \"(\" @@ \")\""`
	Common string `parser:"| \"/\" @Ident \"/\""`
}

var parserOptions = []participle.Option{
	participle.Elide("Whitespace"),
	participle.UseLookahead(4),
}

var (
	cParser = participle.MustBuild[pItem](append([]participle.Option{
		participle.Lexer(cLexer),
	}, parserOptions...)...)
	fortranParser = participle.MustBuild[pItem](append([]participle.Option{
		participle.Lexer(fortranLexer),
		participle.CaseInsensitive("Ident"),
	}, parserOptions...)...)
)
