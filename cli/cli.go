// Package cli is the `accls` command: each subcommand lives in a file of
// its own and registers itself here.
package cli

import (
	"fmt"
	"io"
	"sort"
)

// Version is the accls version printed by `accls version`.
var Version = "0.1.0-dev"

// Env is what a subcommand may touch of the outside world; tests pass
// their own.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Exits says that the process ends when Main returns (the accls
	// command): what a command changed in the Go runtime (check's
	// collector settings) need not be put back.
	Exits bool
}

// Command is one subcommand.
type Command struct {
	Name  string
	Short string // one line for `accls help`
	Run   func(env *Env, args []string) int
}

var commands = map[string]*Command{}

func register(c *Command) {
	if _, dup := commands[c.Name]; dup {
		panic("cli: command registered twice: " + c.Name)
	}
	commands[c.Name] = c
}

// Exit statuses shared by the subcommands.
const (
	ExitOK    = 0
	ExitFound = 1 // errors were reported (check) or the build failed (compile)
	ExitUsage = 2 // bad usage or I/O problems
)

// Main runs accls with args (without the program name) and returns the
// exit status.
func Main(env *Env, args []string) int {
	if len(args) == 0 {
		usage(env.Stderr)
		return ExitUsage
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		usage(env.Stdout)
		return ExitOK
	case "version", "--version":
		fmt.Fprintln(env.Stdout, "accls", Version)
		return ExitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(env.Stderr, "accls: unknown command %q\n", args[0])
		usage(env.Stderr)
		return ExitUsage
	}
	defer startProfile(env.Stderr)()
	return c.Run(env, args[1:])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: accls <command> [arguments]")
	fmt.Fprintln(w, "\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].Short)
	}
	fmt.Fprintf(w, "  %-10s %s\n", "version", "print the accls version")
	fmt.Fprintln(w, "\nRun 'accls <command> -h' for a command's flags.")
}
