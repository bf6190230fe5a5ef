// Features built on the semantic model of C files: hover on variables and
// loops in compute constructs, inlay hints with implicit data clauses, the
// action that writes them out, default(none) fixes, go to definition.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, pos, textAt, applyEdits } from './helpers.mjs';

const uri = 'file:///tmp/accls-protocol/model.c';
const text = `void scale(int n, float f, float *restrict v, const float *restrict w)
{
#pragma acc parallel loop copy(v[0:n]) copyin(w[0:n])
    for (int i = 0; i < n; i++)
        v[i] = f * w[i];

#pragma acc parallel loop default(none) copy(v[0:n])
    for (int i = 0; i < n; i++)
        v[i] += w[i];
}
`;
let c;
before(async () => {
  c = await start();
  c.open(uri, text);
  await c.forVersion(uri, 1);
  // The model lands with the diagnostics; hints are refreshed after it.
});
after(async () => assert.equal(await c.stop(), 0));

const hover = (position) => c.request('textDocument/hover', { textDocument: { uri }, position });

test('hover on a scalar in a compute construct: implicit firstprivate, with the reason', async () => {
  const h = await hover(pos(text, 'f * w'));
  assert.ok(h, 'no hover');
  assert.match(h.contents.value, /\*\*f\*\*: implicit `firstprivate`/);
  assert.equal(textAt(text, h.range), 'f');
});

test('hover on an array in a clause-covered construct: explicit copy', async () => {
  const h = await hover(pos(text, 'v[i] = f'));
  assert.match(h.contents.value, /\*\*v\*\*: explicit `copy`/);
});

test('hover on a loop: the scheduling decision and why', async () => {
  const h = await hover(pos(text, 'for (int i'));
  assert.ok(h, 'no hover');
  assert.match(h.contents.value, /\*\*loop\*\*: (parallel|sequential)/);
  assert.equal(textAt(text, h.range), 'for');
});

test('inlay hints show the implicit clauses after the pragma', async () => {
  const hints = await c.request('textDocument/inlayHint', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 11, character: 0 } } });
  const first = hints.find((h) => h.position.line === 2);
  assert.ok(first, JSON.stringify(hints));
  assert.match(first.label, /firstprivate\(n, f\)/);
  assert.deepEqual(first.position, pos(text, '\n    for (int i'));
});

test('the implicit clauses can be made explicit', async () => {
  const at = pos(text, 'parallel loop copy');
  const actions = await c.request('textDocument/codeAction', { textDocument: { uri }, range: { start: at, end: at }, context: { diagnostics: [] } });
  const a = actions.find((x) => /implicit data clauses explicit/.test(x.title));
  assert.ok(a, actions.map((x) => x.title).join('\n'));
  assert.match(applyEdits(text, a.edit.changes[uri]), /copyin\(w\[0:n\]\) firstprivate\(n, f\)\n/);
});

test('a default(none) violation offers data clauses for the variable', async () => {
  const p = await c.forVersion(uri, 1);
  const d = p.diagnostics.find((x) => x.code === 'default-none' && /'w'/.test(x.message));
  assert.ok(d, JSON.stringify(p.diagnostics, null, 1));
  const actions = await c.request('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } });
  const titles = actions.map((a) => a.title).join('\n');
  for (const clause of ['copy', 'copyin', 'copyout', 'present', 'firstprivate']) assert.match(titles, new RegExp(`\\b${clause}\\(w`), titles);
  assert.equal(actions.filter((a) => a.isPreferred).length, 1, 'analysis\'s own fix is the preferred one');
  const copyin = actions.find((a) => /copyin\(w/.test(a.title));
  assert.match(applyEdits(text, copyin.edit.changes[uri]), /default\(none\) copy\(v\[0:n\]\) copyin\(w/);
});

test('go to definition through the model', async () => {
  const loc = await c.request('textDocument/definition', { textDocument: { uri }, position: pos(text, 'w[0:n])') });
  assert.deepEqual(loc.range.start, pos(text, 'w)'));
});
