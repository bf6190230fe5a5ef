// Command accls is an OpenACC compiler for C that targets OpenCL, with a
// checker and a language server. See README.md.
package main

import (
	"os"

	"github.com/accls/accls/cli"
)

func main() {
	os.Exit(cli.Main(&cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Exits: true}, os.Args[1:]))
}
