// Initialization, capabilities, shutdown and exit, as LSP 3.17 orders them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { start, ACCLS, rpc } from './helpers.mjs';

test('initialize announces the features accls has', async () => {
  const c = await start();
  const caps = c.init.capabilities;
  assert.equal(c.init.serverInfo.name, 'accls');
  assert.equal(caps.textDocumentSync.change, rpc.TextDocumentSyncKind.Incremental);
  assert.equal(caps.hoverProvider, true);
  assert.equal(caps.inlayHintProvider, true);
  assert.equal(caps.definitionProvider, true);
  assert.equal(caps.documentSymbolProvider, true);
  assert.ok(caps.completionProvider.triggerCharacters.includes('('));
  assert.deepEqual(caps.semanticTokensProvider.legend.tokenTypes, ['keyword', 'property', 'modifier', 'operator']);
  assert.ok(caps.codeActionProvider.codeActionKinds.includes('quickfix'));
  assert.equal(await c.stop(), 0);
});

test('a request before initialize gets ServerNotInitialized', async () => {
  const proc = spawn(ACCLS, ['lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(proc.stdout), new rpc.StreamMessageWriter(proc.stdin));
  conn.listen();
  await assert.rejects(conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri: 'file:///x.c' }, position: { line: 0, character: 0 } }),
    (e) => e.code === -32002);
  // The server is still there and initializes afterwards.
  const init = await conn.sendRequest(rpc.InitializeRequest.type, { processId: null, rootUri: null, capabilities: {} });
  assert.equal(init.serverInfo.name, 'accls');
  await assert.rejects(conn.sendRequest(rpc.InitializeRequest.type, { processId: null, rootUri: null, capabilities: {} }),
    (e) => e.code === rpc.ErrorCodes.InvalidRequest);
  await conn.sendRequest(rpc.ShutdownRequest.type);
  // After shutdown only exit is accepted.
  await assert.rejects(conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri: 'file:///x.c' }, position: { line: 0, character: 0 } }),
    (e) => e.code === rpc.ErrorCodes.InvalidRequest);
  const exited = new Promise((res) => proc.on('exit', res));
  conn.sendNotification(rpc.ExitNotification.type);
  assert.equal(await exited, 0);
  conn.dispose();
});

test('exit without shutdown exits with status 1', async () => {
  const c = await start();
  c.conn.sendNotification(rpc.ExitNotification.type);
  assert.equal(await c.exited, 1);
  c.conn.dispose();
});

test('closing stdin ends the server', async () => {
  const c = await start();
  await new Promise((r) => setTimeout(r, 50)); // let "initialized" go out first
  c.proc.stdin.end();
  assert.equal(await c.exited, 1);
  c.conn.dispose();
});

test('--tcp serves a client on a socket', async () => {
  const proc = spawn(ACCLS, ['lsp', '--tcp', '127.0.0.1:0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  const addr = await new Promise((res, rej) => {
    proc.stderr.on('data', (d) => {
      err += d;
      const m = /listening on (\S+):(\d+)/.exec(err);
      if (m) res({ host: m[1], port: Number(m[2]) });
    });
    proc.on('exit', () => rej(new Error(err)));
  });
  const sock = connect(addr.port, addr.host);
  await new Promise((res) => sock.on('connect', res));
  const conn = rpc.createProtocolConnection(new rpc.SocketMessageReader(sock), new rpc.SocketMessageWriter(sock));
  conn.listen();
  const init = await conn.sendRequest(rpc.InitializeRequest.type, { processId: null, rootUri: null, capabilities: {} });
  assert.equal(init.serverInfo.name, 'accls');
  await conn.sendRequest(rpc.ShutdownRequest.type);
  conn.sendNotification(rpc.ExitNotification.type);
  await new Promise((res) => sock.on('close', res));
  conn.dispose();
  // The listener stays for the next client until it is told to stop.
  const exited = new Promise((res) => proc.on('exit', (code, sig) => res(sig ?? code)));
  proc.kill('SIGTERM');
  assert.equal(await exited, 0);
});
