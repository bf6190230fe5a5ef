package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
)

// maxMessage bounds one JSON-RPC message. A 10 MB file is about 11 MB of
// JSON; anything past this is refused rather than buffered.
const maxMessage = 128 << 20

// maxHeaderLine bounds one header line, so garbage without newlines cannot
// grow the buffer.
const maxHeaderLine = 4096

// stream reads and writes LSP base-protocol frames (Content-Length headers
// and a JSON body). Unlike jsonrpc2's own codec, which closes the
// connection on the first bad message, it answers a malformed message with
// the JSON-RPC error the specification asks for and reads on: the body is
// consumed whole, so the next frame starts in the right place.
type stream struct {
	r      *bufio.Reader
	closer io.Closer

	mu sync.Mutex // serializes frames on w
	w  *bufio.Writer
}

func newStream(rwc io.ReadWriteCloser) *stream {
	return &stream{r: bufio.NewReaderSize(rwc, 64<<10), w: bufio.NewWriter(rwc), closer: rwc}
}

// WriteObject implements jsonrpc2.ObjectStream.
func (s *stream) WriteObject(obj any) error {
	data, err := json.Marshal(obj)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := fmt.Fprintf(s.w, "Content-Length: %d\r\n\r\n", len(data)); err != nil {
		return err
	}
	if _, err := s.w.Write(data); err != nil {
		return err
	}
	return s.w.Flush()
}

// Close implements jsonrpc2.ObjectStream.
func (s *stream) Close() error { return s.closer.Close() }

// ReadObject implements jsonrpc2.ObjectStream: it returns the next
// well-formed message and answers the bad ones on its way there. Only an
// I/O error (the client went away) ends it.
func (s *stream) ReadObject(v any) error {
	for {
		body, err := s.readFrame()
		var bad *frameError
		if errors.As(err, &bad) {
			s.replyError(nil, bad.code, bad.msg)
			continue
		}
		if err != nil {
			return err
		}
		id, ok := s.checkMessage(body)
		if !ok {
			continue
		}
		if err := json.Unmarshal(body, v); err != nil {
			s.replyError(id, jsonrpc2.CodeInvalidRequest, "invalid request: "+err.Error())
			continue
		}
		return nil
	}
}

// frameError is a bad frame the reader got past.
type frameError struct {
	code int64
	msg  string
}

func (e *frameError) Error() string { return e.msg }

// readFrame reads one header block and its body.
func (s *stream) readFrame() ([]byte, error) {
	length := -1
	var problem string
	sawHeader := false
	for {
		line, err := s.readHeaderLine()
		if err != nil {
			return nil, err
		}
		if line == "" {
			if !sawHeader {
				continue // blank lines between frames are harmless
			}
			break
		}
		sawHeader = true
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			problem = fmt.Sprintf("malformed header line %q", clip(line, 60))
			continue
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 {
				problem = fmt.Sprintf("bad Content-Length %q", clip(value, 30))
				continue
			}
			length = n
		}
	}
	if length < 0 {
		if problem == "" {
			problem = "missing Content-Length header"
		}
		return nil, &frameError{jsonrpc2.CodeParseError, "parse error: " + problem}
	}
	if length > maxMessage {
		// Answer first: the body may be long in coming.
		s.replyError(nil, jsonrpc2.CodeInvalidRequest, fmt.Sprintf("message of %d bytes is larger than the %d-byte limit", length, maxMessage))
		if _, err := io.CopyN(io.Discard, s.r, int64(length)); err != nil {
			return nil, err
		}
		return s.readFrame()
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(s.r, body); err != nil {
		return nil, err
	}
	return body, nil
}

// readHeaderLine reads a line ending in "\r\n" or "\n" without its end.
// An over-long line is consumed and reported as a malformed header.
func (s *stream) readHeaderLine() (string, error) {
	var buf []byte
	for {
		chunk, err := s.r.ReadSlice('\n')
		if len(buf)+len(chunk) <= maxHeaderLine {
			buf = append(buf, chunk...)
		} else if len(buf) < maxHeaderLine {
			buf = append(buf, chunk[:maxHeaderLine-len(buf)]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			return "", err
		}
		break
	}
	return string(bytes.TrimRight(buf, "\r\n")), nil
}

// checkMessage tells whether body is one JSON-RPC 2.0 request, notification
// or response, and answers it with an error when it is not. It returns the
// message's id for later errors.
func (s *stream) checkMessage(body []byte) (*jsonrpc2.ID, bool) {
	trimmed := bytes.TrimLeft(body, " \t\r\n")
	if !json.Valid(trimmed) {
		s.replyError(nil, jsonrpc2.CodeParseError, "parse error: the message is not valid JSON")
		return nil, false
	}
	if len(trimmed) == 0 || trimmed[0] != '{' {
		msg := "invalid request: a message must be a JSON object"
		if len(trimmed) > 0 && trimmed[0] == '[' {
			msg = "invalid request: batch messages are not used by the Language Server Protocol"
		}
		s.replyError(nil, jsonrpc2.CodeInvalidRequest, msg)
		return nil, false
	}
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method json.RawMessage `json:"method"`
		Result json.RawMessage `json:"result"`
		Error  json.RawMessage `json:"error"`
	}
	if err := json.Unmarshal(trimmed, &m); err != nil {
		s.replyError(nil, jsonrpc2.CodeInvalidRequest, "invalid request: "+err.Error())
		return nil, false
	}
	var id *jsonrpc2.ID
	if len(m.ID) > 0 && string(m.ID) != "null" {
		id = new(jsonrpc2.ID)
		if err := json.Unmarshal(m.ID, id); err != nil {
			s.replyError(nil, jsonrpc2.CodeInvalidRequest, "invalid request: an id must be a number or a string")
			return nil, false
		}
	}
	isResponse := len(m.Result) > 0 || len(m.Error) > 0
	if len(m.Method) == 0 {
		if isResponse && id != nil {
			return id, true
		}
		s.replyError(id, jsonrpc2.CodeInvalidRequest, "invalid request: no method")
		return nil, false
	}
	var method string
	if err := json.Unmarshal(m.Method, &method); err != nil || method == "" {
		s.replyError(id, jsonrpc2.CodeInvalidRequest, "invalid request: the method must be a non-empty string")
		return nil, false
	}
	return id, true
}

// replyError writes an error response. A notification (no id) that is
// well-formed gets no answer, as JSON-RPC says; malformed messages are
// answered with a null id because theirs cannot be known.
func (s *stream) replyError(id *jsonrpc2.ID, code int64, msg string) {
	resp := struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      any             `json:"id"`
		Error   *jsonrpc2.Error `json:"error"`
	}{"2.0", nil, &jsonrpc2.Error{Code: code, Message: msg}}
	if id != nil {
		resp.ID = *id
	}
	_ = s.WriteObject(resp)
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}
