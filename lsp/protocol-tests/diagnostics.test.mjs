// Text synchronization (full and incremental) and published diagnostics
// for C and Fortran, with the debounce and the dropping of stale results.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { start, fixtureText, fixture, uriOf, pos, textAt } from './helpers.mjs';

const codes = (p) => p.diagnostics.map((d) => d.code).sort();

test('C: grammar and clause-rule diagnostics are published with versions', async () => {
  const c = await start();
  const text = fixtureText('saxpy.c');
  const uri = uriOf(fixture('saxpy.c'));
  c.open(uri, text);
  const p = await c.forVersion(uri, 1);
  const bogus = p.diagnostics.find((d) => d.code === 'unknown-clause');
  assert.ok(bogus, JSON.stringify(p.diagnostics));
  assert.equal(bogus.severity, 1);
  assert.equal(bogus.source, 'accls');
  assert.equal(textAt(text, bogus.range), 'bogus');
  const old = p.diagnostics.find((d) => d.code === 'deprecated-clause');
  assert.ok(old);
  assert.equal(textAt(text, old.range), 'pcopy');
  assert.deepEqual(old.tags, [2]); // shown struck through
  assert.equal(await c.stop(), 0);
});

test('Fortran free form gets directive-level diagnostics', async () => {
  const c = await start();
  const text = fixtureText('dirs.f90');
  const uri = uriOf(fixture('dirs.f90'));
  c.open(uri, text, 'fortran');
  const p = await c.forVersion(uri, 1);
  const bad = p.diagnostics.find((d) => d.code === 'unknown-clause');
  assert.ok(bad, JSON.stringify(p.diagnostics));
  assert.equal(textAt(text, bad.range), 'nosuchclause');
  assert.ok(p.diagnostics.some((d) => d.code === 'deprecated-clause' && textAt(text, d.range) === 'pcopyin'));
  assert.equal(await c.stop(), 0);
});

test('C++ files get directive-level diagnostics', async () => {
  const c = await start();
  const uri = 'file:///tmp/accls-protocol/k.cpp';
  c.open(uri, 'template <class T> void f(T *a, int n) {\n#pragma acc parallel loop copy(a[0:n]) nonsense\n  for (int i = 0; i < n; i++) a[i] = 0;\n}\n', 'cpp');
  const p = await c.forVersion(uri, 1);
  assert.deepEqual(codes(p), ['unknown-clause']);
  assert.equal(await c.stop(), 0);
});

test('incremental edits fix and break a directive; non-ASCII text keeps columns right', async () => {
  const c = await start();
  const uri = 'file:///tmp/accls-protocol/inc.c';
  // "é" is one UTF-16 unit but two bytes, "𝜋" two units and four bytes.
  const text = 'void f(float *x, int n) { /* é 𝜋 */\n  /* 𝜋𝜋 */ _Pragma("acc parallel copy(x[0:n]) wrong") for (int i=0;i<n;i++) x[i]=0; }\n';
  c.open(uri, text);
  let p = await c.forVersion(uri, 1);
  assert.equal(p.diagnostics.length, 1, JSON.stringify(p.diagnostics));
  assert.equal(textAt(text, p.diagnostics[0].range), 'wrong');
  assert.deepEqual(p.diagnostics[0].range.start, pos(text, 'wrong'));

  // Delete " wrong": incremental change with a UTF-16 range.
  const start_ = pos(text, ' wrong');
  const end = pos(text, ' wrong', { delta: 6 });
  c.change(uri, 2, [{ range: { start: start_, end }, text: '' }]);
  p = await c.forVersion(uri, 2);
  assert.deepEqual(p.diagnostics, []);

  // Two changes in one notification apply in order.
  const t2 = text.replace(' wrong', '');
  const at = pos(t2, 'copy(');
  c.change(uri, 3, [
    { range: { start: at, end: at }, text: 'pcopyin(n) ' },
    { range: { start: at, end: at }, text: 'junk ' },
  ]);
  p = await c.forVersion(uri, 3);
  assert.deepEqual(codes(p), ['deprecated-clause', 'unknown-clause']);
  const t3 = t2.slice(0, t2.indexOf('copy(')) + 'junk pcopyin(n) ' + t2.slice(t2.indexOf('copy('));
  assert.equal(textAt(t3, p.diagnostics.find((d) => d.code === 'unknown-clause').range), 'junk');

  // A full-text change replaces everything.
  c.change(uri, 4, [{ text: 'int x;\n' }]);
  p = await c.forVersion(uri, 4);
  assert.deepEqual(p.diagnostics, []);
  assert.equal(await c.stop(), 0);
});

test('a burst of edits is analysed once, for its last version', async () => {
  // Without previews every publication is an analysis's.
  const c = await start({ args: ['--debounce=300ms', '--preview=false'] });
  const uri = 'file:///tmp/accls-protocol/burst.c';
  let text = 'void f(int *a) {\n#pragma acc parallel copy(a[0:1])\n  a[0] = 1;\n}\n';
  c.open(uri, text);
  await c.forVersion(uri, 1);
  for (let v = 2; v <= 40; v++) {
    const at = pos(text, '\n  a[0]');
    c.change(uri, v, [{ range: { start: at, end: at }, text: ' x' }]);
    text = text.replace('\n  a[0]', ' x\n  a[0]');
  }
  const p = await c.forVersion(uri, 40);
  assert.equal(p.diagnostics.length, 39); // 39 unknown clauses "x"
  const versions = c.published.get(uri).map((q) => q.version);
  assert.deepEqual(versions, [1, 40], 'intermediate versions must not be published');
  assert.equal(await c.stop(), 0);
});

test('an edited directive is checked before the analysis of the edit', async () => {
  const c = await start();
  const uri = 'file:///tmp/accls-protocol/preview.c';
  const text = 'void f(int *a) {\n#pragma acc parallel copy(a[0:1])\n  a[0] = 1;\n}\n';
  c.open(uri, text);
  await c.forVersion(uri, 1);
  const at = pos(text, '\n  a[0]');
  c.change(uri, 2, [{ range: { start: at, end: at }, text: ' bogus' }]);
  // The preview (the directive's own diagnostics), then the analysis.
  const preview = await c.forVersion(uri, 2);
  assert.deepEqual(codes(preview), ['unknown-clause']);
  const second = (p) => p.version === 2 && p !== preview;
  const analysed = await c.diagnostics(uri, second);
  assert.deepEqual(codes(analysed), ['unknown-clause']);
  assert.equal(await c.stop(), 0);
});

test('closing a document clears its diagnostics', async () => {
  const c = await start();
  const uri = 'file:///tmp/accls-protocol/close.c';
  c.open(uri, '#pragma acc parallel bogus\n{}\n');
  await c.forVersion(uri, 1);
  c.close(uri);
  const p = await c.diagnostics(uri, (q) => q.version === undefined && q.diagnostics.length === 0);
  assert.deepEqual(p.diagnostics, []);
  assert.equal(await c.stop(), 0);
});
