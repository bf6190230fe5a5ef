// Code actions: analysis's fixes, removing an invalid clause, the modern
// spelling of an old clause, independent/seq on a loop.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, fixtureText, fixture, uriOf, pos, applyEdits } from './helpers.mjs';

const text = fixtureText('saxpy.c');
const uri = uriOf(fixture('saxpy.c'));
let c;
let diags;
before(async () => {
  c = await start();
  c.open(uri, text);
  diags = (await c.forVersion(uri, 1)).diagnostics;
});
after(async () => assert.equal(await c.stop(), 0));

async function actionsAt(needle, only) {
  const at = pos(text, needle);
  const context = { diagnostics: diags.filter((d) => d.range.start.line === at.line) };
  if (only) context.only = only;
  return c.request('textDocument/codeAction', { textDocument: { uri }, range: { start: at, end: at }, context });
}
const apply = (a) => applyEdits(text, a.edit.changes[uri]);

test('an unknown clause can be removed', async () => {
  const actions = await actionsAt('bogus');
  const rm = actions.find((a) => /Remove the bogus clause/.test(a.title));
  assert.ok(rm, actions.map((a) => a.title).join('\n'));
  assert.equal(rm.kind, 'quickfix');
  assert.equal(rm.diagnostics[0].code, 'unknown-clause');
  assert.match(apply(rm), /#pragma acc kernels pcopy\(y\[0:n\]\)\n/);
});

test('an old spelling is fixed once, though analysis and the server both know it', async () => {
  const actions = await actionsAt('pcopy');
  const fixes = actions.filter((a) => /copy/.test(a.title) && a.kind === 'quickfix');
  assert.equal(fixes.length, 1, fixes.map((a) => a.title).join('\n'));
  assert.match(apply(fixes[0]), /#pragma acc kernels copy\(y\[0:n\]\) bogus/);
});

test('independent or seq on a loop that has neither', async () => {
  const actions = await actionsAt('acc loop');
  const ind = actions.find((a) => /Add independent/.test(a.title));
  const seq = actions.find((a) => /Add seq/.test(a.title));
  assert.ok(ind && seq, actions.map((a) => a.title).join('\n'));
  assert.match(apply(ind), /#pragma acc loop independent\n/);
  assert.match(apply(seq), /#pragma acc loop seq\n/);
});

test('only: filters by kind', async () => {
  const actions = await actionsAt('acc loop', ['quickfix']);
  assert.ok(!actions.some((a) => /Add independent/.test(a.title)));
});
