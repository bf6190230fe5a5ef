package grammar

// binaryPrec gives the precedence of a binary operator (higher binds
// tighter), or 0 when op is not a binary operator of lang. C follows C11
// §6.5; Fortran follows F2018 §10.1.5 (** highest, then * /, + -, //,
// relational, .not., .and., .or., .eqv./.neqv.).
func binaryPrec(lang Lang, op string) int {
	if lang == LangFortran {
		switch op {
		case ".eqv.", ".neqv.":
			return 1
		case ".or.":
			return 2
		case ".and.":
			return 3
		case "==", "/=", "<", "<=", ">", ">=", ".eq.", ".ne.", ".lt.", ".le.", ".gt.", ".ge.":
			return 5
		case "//":
			return 6
		case "+", "-":
			return 7
		case "*", "/":
			return 8
		case "**":
			return 9
		}
		return 0
	}
	switch op {
	case "||":
		return 1
	case "&&":
		return 2
	case "|":
		return 3
	case "^":
		return 4
	case "&":
		return 5
	case "==", "!=":
		return 6
	case "<", ">", "<=", ">=":
		return 7
	case "<<", ">>":
		return 8
	case "+", "-":
		return 9
	case "*", "/", "%":
		return 10
	}
	return 0
}

func rightAssoc(op string) bool { return op == "**" }
