// Test helpers: start `accls lsp --stdio` as a child process and talk to it
// through vscode-languageserver-protocol, the client library VS Code uses.
import { spawn } from 'node:child_process';
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as rpc from 'vscode-languageserver-protocol/node.js';

const here = dirname(fileURLToPath(import.meta.url));
export const ACCLS = process.env.ACCLS ?? resolve(here, '../../bin/accls');
if (!existsSync(ACCLS)) {
  throw new Error(`${ACCLS} does not exist: run \`make build\` (or set ACCLS) first`);
}

export const fixture = (name) => resolve(here, 'fixtures', name);
export const fixtureText = (name) => readFileSync(fixture(name), 'utf8');
export const uriOf = (path) => pathToFileURL(path).href;

// What a full-featured client announces (VS Code's set, trimmed).
export const clientCapabilities = {
  workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false }, inlayHint: { refreshSupport: true }, semanticTokens: { refreshSupport: true } },
  textDocument: {
    synchronization: { didSave: true },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    completion: { completionItem: { snippetSupport: true } },
    documentSymbol: { hierarchicalDocumentSymbolSupport: true },
    publishDiagnostics: { relatedInformation: true, versionSupport: true, tagSupport: { valueSet: [1, 2] } },
    codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'refactor', 'refactor.rewrite'] } } },
    semanticTokens: { requests: { full: true, range: true }, tokenTypes: [], tokenModifiers: [], formats: ['relative'] },
    inlayHint: {},
  },
};

// pos returns the LSP position of the n-th occurrence of needle in text,
// moved by delta characters. JS strings are UTF-16, like LSP columns.
export function pos(text, needle, { n = 0, delta = 0 } = {}) {
  let at = -1;
  for (let i = 0; i <= n; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`${JSON.stringify(needle)} occurs fewer than ${n + 1} times`);
  }
  at += delta;
  const before = text.slice(0, at);
  const line = before.split('\n').length - 1;
  return { line, character: at - (before.lastIndexOf('\n') + 1) };
}

// offsetOf is the inverse of pos, for checking ranges against the text.
export function textAt(text, range) {
  const lines = text.split('\n');
  const off = (p) => lines.slice(0, p.line).reduce((s, l) => s + l.length + 1, 0) + p.character;
  return text.slice(off(range.start), off(range.end));
}

// applyEdits applies LSP text edits (non-overlapping) to text.
export function applyEdits(text, edits) {
  const lines = text.split('\n');
  const off = (p) => lines.slice(0, p.line).reduce((s, l) => s + l.length + 1, 0) + p.character;
  const sorted = [...edits].sort((a, b) => off(b.range.start) - off(a.range.start));
  for (const e of sorted) text = text.slice(0, off(e.range.start)) + e.newText + text.slice(off(e.range.end));
  return text;
}

export class Client {
  constructor(proc, conn) {
    this.proc = proc;
    this.conn = conn;
    this.stderr = '';
    this.published = new Map(); // uri -> list of publishDiagnostics params
    this.waiters = [];
    this.refreshes = 0;
    this.exited = new Promise((res) => proc.on('exit', (code) => res(code)));
    proc.stderr.on('data', (d) => { this.stderr += d; });
    conn.onNotification(rpc.PublishDiagnosticsNotification.type, (p) => {
      if (!this.published.has(p.uri)) this.published.set(p.uri, []);
      this.published.get(p.uri).push(p);
      this.waiters = this.waiters.filter((w) => !w(p));
    });
    conn.onRequest(rpc.InlayHintRefreshRequest.type, () => { this.refreshes++; return null; });
    this.tokenRefreshes = 0;
    conn.onRequest(rpc.SemanticTokensRefreshRequest.type, () => { this.tokenRefreshes++; return null; });
    conn.onRequest(rpc.ConfigurationRequest.type, (p) => p.items.map(() => null));
  }

  // diagnostics resolves with the first publication for uri that satisfies
  // pred (by default: any), including one that already arrived.
  diagnostics(uri, pred = () => true, timeoutMs = 10000) {
    const prior = (this.published.get(uri) ?? []).find(pred);
    if (prior) return Promise.resolve(prior);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} within ${timeoutMs} ms; stderr:\n${this.stderr}`)), timeoutMs);
      this.waiters.push((p) => {
        if (p.uri !== uri || !pred(p)) return false;
        clearTimeout(timer);
        resolve(p);
        return true;
      });
    });
  }

  // forVersion waits for the diagnostics of one document version.
  forVersion(uri, version, timeoutMs) {
    return this.diagnostics(uri, (p) => p.version === version, timeoutMs);
  }

  open(uri, text, languageId = 'c', version = 1) {
    this.conn.sendNotification(rpc.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version, text } });
  }

  change(uri, version, contentChanges) {
    this.conn.sendNotification(rpc.DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges });
  }

  close(uri) {
    this.conn.sendNotification(rpc.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  request(method, params) {
    return this.conn.sendRequest(method, params);
  }

  // stop shuts the server down the way the LSP says and returns its exit
  // status.
  async stop() {
    await this.conn.sendRequest(rpc.ShutdownRequest.type);
    this.conn.sendNotification(rpc.ExitNotification.type);
    const code = await this.exited;
    this.conn.dispose();
    return code;
  }
}

// freshCache is a new empty folder for a server's caches (ACCLS_CACHE_DIR):
// what one test's server keeps on disk (the analyses of the files it
// opens) must not reach another's.
export const freshCache = () => mkdtempSync(join(tmpdir(), 'accls-lsp-cache-'));

// start spawns the server and runs initialize/initialized. Its caches are
// in cacheDir, by default a fresh folder removed when it stops.
export async function start({ initializationOptions, capabilities = clientCapabilities, args = [], cacheDir } = {}) {
  const own = cacheDir === undefined;
  const cache = own ? freshCache() : cacheDir;
  const proc = spawn(ACCLS, ['lsp', '--stdio', '--debounce=30ms', ...args], {
    stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ACCLS_CACHE_DIR: cache },
  });
  const conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
  const client = new Client(proc, conn);
  if (own) client.exited.then(() => rmSync(cache, { recursive: true, force: true }));
  conn.listen();
  client.init = await conn.sendRequest(rpc.InitializeRequest.type, {
    processId: process.pid,
    rootUri: null,
    capabilities,
    initializationOptions,
  });
  conn.sendNotification(rpc.InitializedNotification.type, {});
  return client;
}

export { rpc };
