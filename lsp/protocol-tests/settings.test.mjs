// Settings: include paths, defines, compile_commands.json and the info
// level, from initializationOptions and from didChangeConfiguration.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start, uriOf, rpc } from './helpers.mjs';

const source = `#include "sizes.h"
float v[LEN];
void f(void)
{
#pragma acc parallel loop
    for (int i = 0; i < LEN; i++)
        v[i] = 0;
}
`;

// project makes a folder with the C file and its header in inc/.
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'accls-settings-'));
  mkdirSync(join(dir, 'inc'));
  writeFileSync(join(dir, 'inc', 'sizes.h'), '#define LEN 64\n');
  writeFileSync(join(dir, 's.c'), source);
  return dir;
}
const missingHeader = (p) => p.diagnostics.some((d) => /include file not found/.test(d.message));

test('without settings the header is not found', async () => {
  const dir = project();
  const c = await start();
  const uri = uriOf(join(dir, 's.c'));
  c.open(uri, source);
  assert.ok(missingHeader(await c.forVersion(uri, 1)));
  assert.equal(await c.stop(), 0);
});

test('includePaths from initializationOptions', async () => {
  const dir = project();
  const c = await start({ initializationOptions: { accls: { includePaths: [join(dir, 'inc')] } } });
  const uri = uriOf(join(dir, 's.c'));
  c.open(uri, source);
  const p = await c.forVersion(uri, 1);
  assert.ok(!missingHeader(p), JSON.stringify(p.diagnostics));
  assert.equal(await c.stop(), 0);
});

test('defines stand in for the header', async () => {
  const dir = project();
  const c = await start({ initializationOptions: { defines: ['LEN=64'] } });
  const uri = uriOf(join(dir, 's.c'));
  const text = source.replace('#include "sizes.h"\n', '');
  c.open(uri, text);
  const p = await c.forVersion(uri, 1);
  assert.deepEqual(p.diagnostics, []);
  assert.equal(await c.stop(), 0);
});

test('compile_commands.json next to the file gives its -I', async () => {
  const dir = project();
  writeFileSync(join(dir, 'compile_commands.json'), JSON.stringify([
    { directory: dir, file: 's.c', command: 'cc -c -I inc -DUNUSED=1 s.c' },
  ]));
  const c = await start();
  const uri = uriOf(join(dir, 's.c'));
  c.open(uri, source);
  const p = await c.forVersion(uri, 1);
  assert.ok(!missingHeader(p), JSON.stringify(p.diagnostics));
  assert.equal(await c.stop(), 0);
});

test('compileCommands setting names a database elsewhere', async () => {
  const dir = project();
  const build = join(dir, 'out');
  mkdirSync(build);
  writeFileSync(join(build, 'compile_commands.json'), JSON.stringify([
    { directory: dir, file: join(dir, 's.c'), arguments: ['cc', '-I', 'inc', '-c', 's.c'] },
  ]));
  const c = await start({ initializationOptions: { accls: { compileCommands: build } } });
  const uri = uriOf(join(dir, 's.c'));
  c.open(uri, source);
  assert.ok(!missingHeader(await c.forVersion(uri, 1)));
  assert.equal(await c.stop(), 0);
});

test('didChangeConfiguration turns info on and the file is analysed again', async () => {
  const dir = project();
  const c = await start({ initializationOptions: { accls: { includePaths: [join(dir, 'inc')] } } });
  const uri = uriOf(join(dir, 's.c'));
  c.open(uri, source);
  const before = await c.forVersion(uri, 1);
  assert.ok(!before.diagnostics.some((d) => d.severity === 3));
  const n = c.published.get(uri).length;
  c.conn.sendNotification(rpc.DidChangeConfigurationNotification.type, { settings: { accls: { info: true } } });
  const after = await c.diagnostics(uri, (p) => c.published.get(uri).indexOf(p) >= n);
  const infos = after.diagnostics.filter((d) => d.severity === 3).map((d) => d.code);
  assert.ok(infos.includes('implicit-data') && infos.includes('loop-parallel'), JSON.stringify(after.diagnostics));
  // The include path set at start is kept: settings merge.
  assert.ok(!missingHeader(after));
  assert.equal(await c.stop(), 0);
});

test('a bad settings value is reported, not fatal', async () => {
  const c = await start();
  const shown = new Promise((res) => c.conn.onNotification(rpc.ShowMessageNotification.type, res));
  c.conn.sendNotification(rpc.DidChangeConfigurationNotification.type, { settings: { accls: { includePaths: 'not a list' } } });
  const msg = await shown;
  assert.equal(msg.type, rpc.MessageType.Warning);
  assert.match(msg.message, /accls settings/);
  assert.equal(await c.stop(), 0);
});

// What accls compile cannot translate yet is an [unsupported] error in the
// editor too (the checker asks the translator), unless reportUnsupported
// is false, for code built with another OpenACC compiler.
const untranslatable = `#pragma acc routine seq
int fact(int k) { return k < 2 ? 1 : k * fact(k - 1); }
void facts(int n, int *restrict y)
{
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = fact(i);
}
`;
const unsupported = (p) => p.diagnostics.filter((d) => d.code === 'unsupported');

test('[unsupported] errors by default, none with reportUnsupported false', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'accls-unsupported-'));
  const c = await start();
  const uri = uriOf(join(dir, 'u.c'));
  c.open(uri, untranslatable);
  const before = await c.forVersion(uri, 1);
  const errs = unsupported(before);
  assert.equal(errs.length, 1, JSON.stringify(before.diagnostics));
  assert.match(errs[0].message, /recursive call of the routine 'fact'/);
  assert.equal(errs[0].range.start.line, 1);
  const n = c.published.get(uri).length;
  c.conn.sendNotification(rpc.DidChangeConfigurationNotification.type, { settings: { accls: { reportUnsupported: false } } });
  const after = await c.diagnostics(uri, (p) => c.published.get(uri).indexOf(p) >= n);
  assert.deepEqual(unsupported(after), [], JSON.stringify(after.diagnostics));
  assert.equal(await c.stop(), 0);
});
