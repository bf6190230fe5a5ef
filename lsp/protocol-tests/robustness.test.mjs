// Bad input gets the error the protocol names and the server goes on:
// malformed JSON-RPC, unknown methods, bad parameters, out-of-range
// positions, a 10 MB file, thousands of pragmas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ACCLS, freshCache, start, pos } from './helpers.mjs';

// RawServer writes bytes as they are and reads framed replies, so that it
// can send what no client library would.
class RawServer {
  constructor() {
    this.proc = spawn(ACCLS, ['lsp', '--stdio', '--quiet'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ACCLS_CACHE_DIR: 'off' } });
    this.buf = Buffer.alloc(0);
    this.msgs = [];
    this.wait = null;
    this.exited = new Promise((res) => this.proc.on('exit', res));
    this.proc.stdout.on('data', (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      for (;;) {
        const sep = this.buf.indexOf('\r\n\r\n');
        if (sep < 0) return;
        const len = Number(/Content-Length: (\d+)/i.exec(this.buf.slice(0, sep).toString())[1]);
        if (this.buf.length < sep + 4 + len) return;
        this.msgs.push(JSON.parse(this.buf.slice(sep + 4, sep + 4 + len).toString()));
        this.buf = this.buf.slice(sep + 4 + len);
        if (this.wait) this.wait();
      }
    });
  }
  raw(s) { this.proc.stdin.write(s); }
  send(obj) { const b = Buffer.from(typeof obj === 'string' ? obj : JSON.stringify(obj)); this.raw(`Content-Length: ${b.length}\r\n\r\n`); this.raw(b); }
  async next(pred = () => true, ms = 5000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.msgs.findIndex(pred);
      if (i >= 0) return this.msgs.splice(i, 1)[0];
      if (Date.now() > deadline) throw new Error('no matching message; got ' + JSON.stringify(this.msgs));
      await new Promise((res) => { this.wait = res; setTimeout(res, 50); });
    }
  }
  async init() {
    this.send({ jsonrpc: '2.0', id: 'init', method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    const r = await this.next((m) => m.id === 'init');
    assert.equal(r.result.serverInfo.name, 'accls');
    this.send({ jsonrpc: '2.0', method: 'initialized', params: {} });
  }
  async alive() {
    const id = Math.floor(Math.random() * 1e9);
    this.send({ jsonrpc: '2.0', id, method: 'textDocument/documentSymbol', params: { textDocument: { uri: 'file:///none.c' } } });
    const r = await this.next((m) => m.id === id);
    assert.equal(r.error.code, -32602); // the document is not open, and the server answered
  }
  async stop() {
    this.send({ jsonrpc: '2.0', id: 'bye', method: 'shutdown' });
    await this.next((m) => m.id === 'bye');
    this.send({ jsonrpc: '2.0', method: 'exit' });
    return this.exited;
  }
}

test('malformed JSON gets a parse error and the server reads on', async () => {
  const s = new RawServer();
  s.send('{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {');
  const r = await s.next();
  assert.equal(r.id, null);
  assert.equal(r.error.code, -32700);
  await s.init();
  s.send('not json at all');
  assert.equal((await s.next()).error.code, -32700);
  await s.alive();
  assert.equal(await s.stop(), 0);
});

test('bad frames: no Content-Length, junk headers, blank lines', async () => {
  const s = new RawServer();
  await s.init();
  s.raw('X-Junk: 1\r\n\r\n');
  assert.equal((await s.next()).error.code, -32700);
  s.raw('Content-Length: seven\r\n\r\n');
  assert.equal((await s.next()).error.code, -32700);
  s.raw('\r\n\r\n');
  // A well-formed frame with Content-Type and \n-only line ends is read.
  const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'shutdown' });
  s.raw(`Content-Type: application/vscode-jsonrpc; charset=utf-8\nContent-Length: ${body.length}\n\n${body}`);
  assert.deepEqual(await s.next((m) => m.id === 7), { jsonrpc: '2.0', id: 7, result: null });
  s.send({ jsonrpc: '2.0', method: 'exit' });
  assert.equal(await s.exited, 0);
});

test('JSON that is not a request gets InvalidRequest', async () => {
  const s = new RawServer();
  await s.init();
  for (const bad of ['[]', '[{"jsonrpc":"2.0","id":1,"method":"shutdown"}]', '42', '"x"', '{"jsonrpc":"2.0","id":{"a":1},"method":"x"}', '{"jsonrpc":"2.0","id":3,"method":17}', '{"jsonrpc":"2.0","id":4}']) {
    s.send(bad);
    const r = await s.next();
    assert.equal(r.error.code, -32600, bad);
  }
  await s.alive();
  assert.equal(await s.stop(), 0);
});

test('unknown methods: MethodNotFound for requests, silence for notifications', async () => {
  const s = new RawServer();
  await s.init();
  s.send({ jsonrpc: '2.0', method: '$/somethingNew', params: {} });
  s.send({ jsonrpc: '2.0', method: 'custom/notification', params: {} });
  s.send({ jsonrpc: '2.0', id: 'u', method: 'textDocument/unheardOf', params: {} });
  const r = await s.next();
  assert.equal(r.id, 'u', 'notifications get no answer');
  assert.equal(r.error.code, -32601);
  assert.equal(await s.stop(), 0);
});

test('wrong parameter types get InvalidParams', async () => {
  const s = new RawServer();
  await s.init();
  s.send({ jsonrpc: '2.0', id: 1, method: 'textDocument/hover', params: { textDocument: 5, position: 'here' } });
  assert.equal((await s.next((m) => m.id === 1)).error.code, -32602);
  s.send({ jsonrpc: '2.0', id: 2, method: 'textDocument/inlayHint', params: [1, 2] });
  assert.equal((await s.next((m) => m.id === 2)).error.code, -32602);
  // A notification with bad parameters is dropped; the server goes on.
  s.send({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: 'no' } });
  await s.alive();
  assert.equal(await s.stop(), 0);
});

test('out-of-range edits are clamped, out-of-range requests refused', async () => {
  const c = await start();
  const uri = 'file:///tmp/accls-protocol/range.c';
  c.open(uri, 'int a;\n');
  await c.forVersion(uri, 1);
  c.change(uri, 2, [{ range: { start: { line: 99, character: 5 }, end: { line: 120, character: 0 } }, text: 'void g(void) {\n#pragma acc parallel oops\n{}\n}\n' }]);
  const p = await c.forVersion(uri, 2);
  assert.equal(p.diagnostics.length, 1, JSON.stringify(p.diagnostics));
  assert.equal(p.diagnostics[0].range.start.line, 2); // appended at the end
  c.change(uri, 3, [{ range: { start: { line: 0, character: 999 }, end: { line: 0, character: 999 } }, text: ' /* end */' }]);
  await c.forVersion(uri, 3);
  for (const method of ['textDocument/hover', 'textDocument/completion', 'textDocument/definition']) {
    await assert.rejects(c.request(method, { textDocument: { uri }, position: { line: 500, character: 0 } }), (e) => e.code === -32602, method);
  }
  await assert.rejects(c.request('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 70, character: 0 }, end: { line: 80, character: 0 } } }), (e) => e.code === -32602);
  assert.equal(await c.stop(), 0);
});

// bigC makes about size bytes of C: functions with one construct each and
// host code around it, then a directive with an error at the end.
function bigC(size, hostLines) {
  const parts = [];
  let n = 0;
  for (let i = 0; n < size; i++) {
    let s = `void f${i}(float *a, int n) {\n#pragma acc parallel loop copy(a[0:n]) gang vector\n  for (int i = 0; i < n; i++) a[i] += 1.0f;\n`;
    for (let j = 0; j < hostLines; j++) s += `  a[${j % 7}] = a[${j % 5}] * 2.0f + 1.0f; /* host code outside any construct */\n`;
    s += '}\n';
    parts.push(s);
    n += s.length;
  }
  parts.push('void tail(void) {\n#pragma acc kernels badclause\n{}\n}\n');
  return { text: parts.join(''), functions: parts.length - 1 };
}

test('a 10 MB file: requests are answered while it is analysed', async () => {
  const cacheDir = freshCache();
  const c = await start({ cacheDir });
  const uri = 'file:///tmp/accls-protocol/big.c';
  const { text, functions } = bigC(10 * 1024 * 1024, 60);
  c.open(uri, text);
  // Asked at once, hover answers from the text before the analysis is
  // published: the request path does not wait for it.
  const h = await c.request('textDocument/hover', { textDocument: { uri }, position: pos(text, 'badclause', { delta: 2 }) });
  assert.match(h.contents.value, /not an OpenACC clause/);
  // The whole document's symbols would need the whole parse: the client
  // is told to ask again, and asked to once the analysis is published.
  await assert.rejects(c.request('textDocument/documentSymbol', { textDocument: { uri } }), (e) => e.code === -32801);
  assert.equal(c.published.get(uri), undefined, 'the requests were answered after the diagnostics');
  const p = await c.forVersion(uri, 1, 120000);
  for (let i = 0; i < 100 && c.tokenRefreshes === 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(c.tokenRefreshes, 1);
  assert.equal(p.diagnostics.length, 1, JSON.stringify(p.diagnostics.slice(0, 3)));
  const syms = await c.request('textDocument/documentSymbol', { textDocument: { uri } });
  assert.equal(syms.length, functions + 1);
  // An edit at the end of the big file is published too.
  const end = pos(text, 'badclause');
  c.change(uri, 2, [{ range: { start: end, end: { line: end.line, character: end.character + 'badclause'.length } }, text: 'async' }]);
  const p2 = await c.forVersion(uri, 2, 120000);
  assert.deepEqual(p2.diagnostics, []);
  assert.equal(await c.stop(), 0);

  // The server kept its first analysis on disk: another server opening the
  // file publishes it at once, while its own analysis (seconds) still runs.
  const again = await start({ cacheDir });
  again.open(uri, text);
  const kept = await again.forVersion(uri, 1, 60000);
  assert.equal(kept.diagnostics.length, 1, JSON.stringify(kept.diagnostics));
  assert.deepEqual(kept.diagnostics, p.diagnostics);
  await assert.rejects(again.request('textDocument/documentSymbol', { textDocument: { uri } }), (e) => e.code === -32801);
  assert.equal(await again.stop(), 0);
  rmSync(cacheDir, { recursive: true, force: true });
});

test('thousands of pragmas', async () => {
  const c = await start();
  const uri = 'file:///tmp/accls-protocol/many.c';
  const { text, functions } = bigC(1024 * 1024, 0); // about 6000 directives
  assert.ok(functions > 5000);
  c.open(uri, text);
  const p = await c.forVersion(uri, 1, 120000);
  assert.equal(p.diagnostics.length, 1, JSON.stringify(p.diagnostics));
  const { data } = await c.request('textDocument/semanticTokens/full', { textDocument: { uri } });
  assert.equal(data.length / 5, functions * 4 + 2); // name, copy, gang, vector each; kernels, badclause
  assert.equal(await c.stop(), 0);
});
