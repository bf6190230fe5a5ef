// Document symbols, semantic tokens and go to definition.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, fixtureText, fixture, uriOf, pos, textAt, clientCapabilities } from './helpers.mjs';

const text = fixtureText('saxpy.c');
const uri = uriOf(fixture('saxpy.c'));
let c;
before(async () => {
  c = await start();
  c.open(uri, text);
  await c.forVersion(uri, 1);
});
after(async () => assert.equal(await c.stop(), 0));

test('document symbols outline the constructs, nested', async () => {
  const syms = await c.request('textDocument/documentSymbol', { textDocument: { uri } });
  assert.deepEqual(syms.map((s) => s.name), ['parallel loop', 'kernels', 'data']);
  const data = syms[2];
  assert.deepEqual(data.children.map((s) => s.name), ['loop']);
  // The data construct spans its braced block.
  assert.match(textAt(text, data.range), /^#pragma acc data copyin\(x\[0:n\]\)\n    \{[\s\S]*\}$/);
  assert.equal(textAt(text, syms[0].selectionRange), 'parallel loop');
  assert.match(syms[0].detail, /copyin\(x\[0:n\]\)/);
});

test('semantic tokens mark directive, clause and modifier names', async () => {
  const { data } = await c.request('textDocument/semanticTokens/full', { textDocument: { uri } });
  const types = ['keyword', 'property', 'modifier', 'operator'];
  const toks = [];
  let line = 0;
  let ch = 0;
  for (let i = 0; i < data.length; i += 5) {
    line += data[i];
    ch = data[i] === 0 ? ch + data[i + 1] : data[i + 1];
    toks.push({ text: textAt(text, { start: { line, character: ch }, end: { line, character: ch + data[i + 2] } }), type: types[data[i + 3]], mods: data[i + 4] });
  }
  const first = toks.slice(0, 5).map((t) => `${t.type}:${t.text}`);
  assert.deepEqual(first, ['keyword:parallel loop', 'property:copyin', 'property:copy', 'property:reduction', 'operator:+']);
  const pcopy = toks.find((t) => t.text === 'pcopy');
  assert.equal(pcopy.mods, 1, 'old spellings carry the deprecated modifier');
});

test('semantic tokens for a range', async () => {
  const start_ = pos(text, '#pragma acc data');
  const { data } = await c.request('textDocument/semanticTokens/range', { textDocument: { uri }, range: { start: start_, end: { line: start_.line + 1, character: 0 } } });
  assert.equal(data.length, 10); // "data" and "copyin"
});

test('go to definition from a variable in a clause', async () => {
  const loc = await c.request('textDocument/definition', { textDocument: { uri }, position: pos(text, 'x[0:n]) copy') });
  assert.equal(loc.uri, uri);
  assert.deepEqual(loc.range.start, pos(text, 'x, float *y'));
  const sum = await c.request('textDocument/definition', { textDocument: { uri }, position: pos(text, 'sum)') });
  assert.deepEqual(sum.range.start, pos(text, 'sum = 0'));
});

test('clients without hierarchical symbols get a flat list', async () => {
  const caps = structuredClone(clientCapabilities);
  caps.textDocument.documentSymbol = {};
  const c2 = await start({ capabilities: caps });
  c2.open(uri, text);
  const syms = await c2.request('textDocument/documentSymbol', { textDocument: { uri } });
  assert.deepEqual(syms.map((s) => [s.name, s.containerName ?? '']), [['parallel loop', ''], ['kernels', ''], ['data', ''], ['loop', 'data']]);
  assert.equal(await c2.stop(), 0);
});
