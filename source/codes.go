package source

import (
	"sort"
	"sync"
)

// CodeInfo describes one diagnostic code: what tools show as rule metadata
// (SARIF rules, hover help) and what docs/diagnostics.md documents.
type CodeInfo struct {
	Code     string   // stable kebab-case id, e.g. "clause-not-allowed"
	Severity Severity // default severity
	Title    string   // one line: what is wrong
	Help     string   // what to do about it
	Section  string   // the OpenACC 3.3 section, e.g. "2.5.1"; "" when none applies
}

var (
	codesMu sync.RWMutex
	codes   = map[string]CodeInfo{}
)

// RegisterCodes records codes; each package registers its own in init.
// Registering a code twice panics: codes must be unique.
func RegisterCodes(infos ...CodeInfo) {
	codesMu.Lock()
	defer codesMu.Unlock()
	for _, c := range infos {
		if _, dup := codes[c.Code]; dup {
			panic("source: diagnostic code registered twice: " + c.Code)
		}
		codes[c.Code] = c
	}
}

// LookupCode returns the registered information for code.
func LookupCode(code string) (CodeInfo, bool) {
	codesMu.RLock()
	defer codesMu.RUnlock()
	c, ok := codes[code]
	return c, ok
}

// Codes returns every registered code sorted by id.
func Codes() []CodeInfo {
	codesMu.RLock()
	defer codesMu.RUnlock()
	out := make([]CodeInfo, 0, len(codes))
	for _, c := range codes {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })
	return out
}
