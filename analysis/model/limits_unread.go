package model

// The limits of a file or directive the C front end could not read: the
// checker reports them before any other (analysis/limits_hook.go).
var (
	// LimitUnreadFile: without the C front end's view of the file there is
	// no model to translate.
	LimitUnreadFile = newLimit(Limit{ID: "unread-file", Model: true, Sentence: true,
		Format: "the C front end could not read this file, so its directives cannot be translated",
		Hint:   "The c-frontend note says where it stopped"})
	// LimitUnanalysedDirective: a directive in a part of the file the C
	// front end could not read has no construct; translating the rest
	// would lose it.
	LimitUnanalysedDirective = newLimit(Limit{ID: "unanalysed-directive", Model: true, Sentence: true,
		Format: "this directive could not be analysed (the C front end could not read its surroundings), so it cannot be translated"})
)
