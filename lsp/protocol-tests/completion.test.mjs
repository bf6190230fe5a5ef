// Completion inside pragmas: directive names, the clauses a directive
// allows and lacks, modifiers, reduction operators, device types and names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, pos, applyEdits } from './helpers.mjs';

let c;
let version = 1;
const uri = 'file:///tmp/accls-protocol/complete.c';
const base = 'void f(float *restrict vec, int count) {\n  float total = 0;\nLINE\n  for (int i = 0; i < count; i++) total += vec[i];\n}\n';
before(async () => {
  c = await start();
  c.open(uri, base.replace('LINE', ''));
});
after(async () => assert.equal(await c.stop(), 0));

// complete puts line at LINE, the cursor where "|" is, and returns the
// items' labels and the items.
async function complete(line) {
  const text = base.replace('LINE', line.replace('|', ''));
  c.change(uri, ++version, [{ text }]);
  const position = pos(text, line.slice(0, line.indexOf('|')), { delta: line.indexOf('|') });
  const list = await c.request('textDocument/completion', { textDocument: { uri }, position });
  return { labels: list.items.map((i) => i.label), items: list.items, text };
}

test('directive names after #pragma acc', async () => {
  const { labels, items } = await complete('#pragma acc par|');
  for (const d of ['parallel', 'parallel loop', 'kernels', 'enter data', 'routine']) assert.ok(labels.includes(d), d);
  assert.ok(!labels.includes('end parallel'), 'end directives are Fortran only');
  const par = items.find((i) => i.label === 'parallel');
  assert.deepEqual(par.textEdit.range.start, { line: 2, character: 12 }); // replaces "par"
  assert.match(par.detail, /§2\.5\.1/);
});

test('the second word of a directive name', async () => {
  const { labels } = await complete('#pragma acc enter |');
  assert.deepEqual(labels, ['data']);
});

test('clauses of the directive that are not there yet', async () => {
  const { labels, items } = await complete('#pragma acc parallel loop copyin(vec[0:count]) |');
  assert.ok(labels.includes('reduction'));
  assert.ok(labels.includes('gang'));
  assert.ok(labels.includes('copyout'));
  assert.ok(!labels.includes('copyin'), 'copyin is already there');
  assert.ok(!labels.includes('finalize'), 'finalize is not a parallel loop clause');
  const red = items.find((i) => i.label === 'reduction');
  assert.equal(red.insertTextFormat, 2);
  assert.equal(red.textEdit.newText, 'reduction($1)$0');
  const seq = items.find((i) => i.label === 'seq');
  assert.equal(seq.textEdit.newText, 'seq');
});

test('"parallel" may still become "parallel loop"', async () => {
  const { labels } = await complete('#pragma acc parallel |');
  assert.ok(labels.includes('loop'));
  assert.ok(labels.includes('num_gangs'));
});

test('reduction operators', async () => {
  const { labels, items, text } = await complete('#pragma acc parallel loop reduction(|');
  assert.deepEqual(labels.sort(), ['&', '&&', '*', '+', '^', 'max', 'min', '|', '||'].sort());
  const plus = items.find((i) => i.label === '+');
  assert.match(applyEdits(text, [plus.textEdit]), /reduction\(\+: \n/);
});

test('after the operator, the names in scope', async () => {
  const { labels } = await complete('#pragma acc parallel loop reduction(+: to|');
  assert.ok(labels.includes('total'), labels.join(' '));
  assert.ok(labels.includes('vec'));
  assert.ok(!labels.includes('float') && !labels.includes('for'), 'keywords are not names');
});

test('modifiers at the start of a list', async () => {
  const { labels } = await complete('#pragma acc parallel loop copyin(|');
  assert.ok(labels.includes('readonly:'), labels.join(' '));
  assert.ok(labels.includes('count'));
  const second = await complete('#pragma acc parallel loop copyin(vec[0:count], |');
  assert.ok(!second.labels.includes('readonly:'), 'a modifier stands only before the first item');
});

test('gang modifiers', async () => {
  const { labels } = await complete('#pragma acc loop gang(|');
  for (const m of ['num:', 'dim:', 'static:']) assert.ok(labels.includes(m), m);
});

test('device types', async () => {
  const { labels } = await complete('#pragma acc parallel device_type(|');
  for (const t of ['radeon', 'nvidia', '*']) assert.ok(labels.includes(t), t);
});

test('default(none | present)', async () => {
  const { labels } = await complete('#pragma acc kernels default(|');
  assert.deepEqual(labels.sort(), ['none', 'present']);
});

test('over a continuation line', async () => {
  const { labels } = await complete('#pragma acc parallel loop \\\n    copyin(vec[0:count]) |');
  assert.ok(labels.includes('copyout'));
  assert.ok(!labels.includes('copyin'));
});

test('nothing outside pragmas', async () => {
  const { labels } = await complete('  total = |');
  assert.deepEqual(labels, []);
});
