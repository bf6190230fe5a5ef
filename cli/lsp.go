package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/accls/accls/lsp"
)

func init() {
	register(&Command{Name: "lsp", Short: "run the language server (--stdio, or --tcp ADDR for debugging)", Run: runLSP})
}

func runLSP(env *Env, args []string) int {
	fs := flag.NewFlagSet("accls lsp", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	stdio := fs.Bool("stdio", false, "speak LSP on standard input and output (what editors use)")
	tcp := fs.String("tcp", "", "listen on `ADDR` (host:port) and serve one client at a time, for debugging")
	debounce := fs.Duration("debounce", lsp.DefaultDebounce, "pause in edits before a document is analysed again (0: none)")
	info := fs.Bool("info", false, "report info-level feedback (implicit data, loop scheduling) until the client's settings say otherwise")
	quiet := fs.Bool("quiet", false, "do not log to standard error")
	preview := fs.Bool("preview", true, "publish an edited directive's grammar and clause diagnostics at once, before the analysis of the new text")
	// vscode-languageclient may pass --clientProcessId=N; accept and ignore it.
	fs.Int("clientProcessId", 0, "ignored: the client's process id")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if *stdio == (*tcp != "") {
		fmt.Fprintln(env.Stderr, "accls lsp: give exactly one of --stdio or --tcp ADDR")
		return ExitUsage
	}
	var log io.Writer = env.Stderr
	if *quiet {
		log = io.Discard
	}
	opts := lsp.Options{Debounce: *debounce, Log: log, Version: Version, Settings: lsp.Settings{Info: *info}, Preview: *preview}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *stdio {
		return lsp.New(opts).Serve(ctx, stdioConn{env.Stdin, env.Stdout})
	}
	ln, err := net.Listen("tcp", *tcp)
	if err != nil {
		fmt.Fprintf(env.Stderr, "accls lsp: %v\n", err)
		return ExitUsage
	}
	defer ln.Close()
	fmt.Fprintf(env.Stderr, "accls lsp: listening on %s\n", ln.Addr())
	go func() { <-ctx.Done(); ln.Close() }()
	for {
		c, err := ln.Accept()
		if err != nil {
			if ctx.Err() != nil {
				return ExitOK
			}
			fmt.Fprintf(env.Stderr, "accls lsp: %v\n", err)
			time.Sleep(100 * time.Millisecond)
			continue
		}
		fmt.Fprintf(env.Stderr, "accls lsp: client %s connected\n", c.RemoteAddr())
		lsp.New(opts).Serve(ctx, c)
		c.Close()
		fmt.Fprintf(env.Stderr, "accls lsp: client %s gone\n", c.RemoteAddr())
	}
}

// stdioConn joins standard input and output into one stream.
type stdioConn struct {
	io.Reader
	io.Writer
}

func (c stdioConn) Close() error {
	if cl, ok := c.Reader.(io.Closer); ok {
		cl.Close()
	}
	return nil
}
