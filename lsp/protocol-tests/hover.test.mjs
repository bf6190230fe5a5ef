// Hover: directives and clauses with their spec sections, modifiers,
// variables named in clauses, and (with the semantic model) variables
// and loops inside compute constructs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, fixtureText, fixture, uriOf, pos, textAt } from './helpers.mjs';

const text = fixtureText('saxpy.c');
const uri = uriOf(fixture('saxpy.c'));
let c;
before(async () => {
  c = await start();
  c.open(uri, text);
  await c.forVersion(uri, 1);
});
after(async () => assert.equal(await c.stop(), 0));

const hover = (position) => c.request('textDocument/hover', { textDocument: { uri }, position });

test('a directive name shows what it does and its section', async () => {
  const h = await hover(pos(text, 'parallel loop', { delta: 3 }));
  assert.equal(h.contents.kind, 'markdown');
  assert.match(h.contents.value, /\*\*parallel loop\*\* directive: OpenACC 3\.3 §2\.11/);
  assert.equal(textAt(text, h.range), 'parallel loop');
});

test('a clause shows its summary and section', async () => {
  const h = await hover(pos(text, 'copyin(x', { delta: 2 }));
  assert.match(h.contents.value, /\*\*copyin\*\* clause: OpenACC 3\.3 §2\.7\.7/);
  assert.equal(textAt(text, h.range), 'copyin');
});

test('an old spelling says what to write instead', async () => {
  const h = await hover(pos(text, 'pcopy', { delta: 1 }));
  assert.match(h.contents.value, /`pcopy` is the old spelling of `copy`/);
});

test('a reduction operator is explained', async () => {
  const h = await hover(pos(text, '+:sum'));
  assert.match(h.contents.value, /reduction operator/);
});

test('a variable in a clause shows its explicit data attribute', async () => {
  const h = await hover(pos(text, 'x[0:n]) copy'));
  assert.match(h.contents.value, /\*\*x\*\*: explicit `copyin`/);
});

test('plain code outside directives has no directive hover', async () => {
  const h = await hover(pos(text, 'float sum'));
  assert.equal(h, null);
});

test('a position past the end is an InvalidParams error', async () => {
  await assert.rejects(hover({ line: 10000, character: 0 }), (e) => e.code === -32602 && /past the end/.test(e.message));
});

test('an unknown document is an InvalidParams error', async () => {
  await assert.rejects(c.request('textDocument/hover', { textDocument: { uri: 'file:///nowhere.c' }, position: { line: 0, character: 0 } }),
    (e) => e.code === -32602 && /not open/.test(e.message));
});
