package analysis

import "github.com/accls/accls/grammar"

// The directive syntax behind the model. The model (analysis/model) holds
// it as an opaque value so that its readers do not depend on the grammar;
// analysis, which parsed it, is the one package that reads it.

// dirOf is the directive construct c was built from.
func dirOf(c *Construct) *grammar.Directive {
	d, _ := c.Syntax.(*grammar.Directive)
	return d
}

// attrSite is where an explicit data attribute is written: the clause
// and its argument (DataAttr.Syntax).
type attrSite struct {
	clause *grammar.Clause
	arg    *grammar.Arg
}

// siteOf is where at is written; the zero attrSite for an implicit one.
func siteOf(at *DataAttr) attrSite {
	s, _ := at.Syntax.(attrSite)
	return s
}
