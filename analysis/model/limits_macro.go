package model

// LimitMacroClauseText: a clause argument made of text the file does not
// hold in order where it stands (a header's macro, # or ##, a replacement
// list mixed with an argument). The analysis and the translator read
// clause expressions by their ranges, so they would read other text.
var LimitMacroClauseText = newLimit(Limit{ID: "macro-clause-text", Model: true, Section: "2.1",
	Format: "a clause argument built by macro '%s' from text that is not written at one place in this file",
	Hint:   "Pass the argument to the macro (COPYIN(a[0:n])), or write the clause in the #define of this file"})
