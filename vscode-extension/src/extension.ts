// The accls extension: starts `accls lsp --stdio` for C, C++ and Fortran
// files and adds two commands that run the accls compiler.
import * as vscode from 'vscode';
import { execFile } from 'child_process';
import * as path from 'path';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;
let output: vscode.OutputChannel;

const documentSelector = [
  { scheme: 'file', language: 'c' },
  { scheme: 'file', language: 'cpp' },
  { scheme: 'file', language: 'fortran' },
  { scheme: 'file', language: 'fortran-modern' },
  { scheme: 'file', language: 'FortranFreeForm' },
  { scheme: 'file', language: 'FortranFixedForm' },
  { scheme: 'untitled', language: 'c' },
];

// acclsPath is the accls program: the setting, else accls on the PATH.
function acclsPath(): string {
  const p = vscode.workspace.getConfiguration('accls').get<string>('path', '').trim();
  return p !== '' ? p : 'accls';
}

function settings(): Record<string, unknown> {
  const c = vscode.workspace.getConfiguration('accls');
  return {
    includePaths: c.get('includePaths', []),
    defines: c.get('defines', []),
    compileCommands: c.get('compileCommands', ''),
    deviceType: c.get('deviceType', ''),
    info: c.get('info', false),
    reportUnsupported: c.get('reportUnsupported', true),
  };
}

async function startClient(): Promise<void> {
  // TransportKind.stdio makes the client add --stdio to the arguments.
  const serverOptions: ServerOptions = { command: acclsPath(), args: ['lsp'], transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    documentSelector,
    initializationOptions: { accls: settings() },
    synchronize: { configurationSection: 'accls' },
    outputChannel: output,
  };
  client = new LanguageClient('accls', 'accls language server', serverOptions, clientOptions);
  try {
    await client.start();
  } catch (e) {
    const msg = `accls: could not start "${acclsPath()} lsp --stdio": ${e instanceof Error ? e.message : String(e)}. Set accls.path or put accls on the PATH.`;
    output.appendLine(msg);
    void vscode.window.showErrorMessage(msg);
  }
}

// run executes accls with args in the file's folder and resolves with its
// exit status and output; it never rejects.
function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(acclsPath(), args, { cwd, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      let code = 0;
      if (err) {
        const e = err as NodeJS.ErrnoException & { code?: number | string };
        code = typeof e.code === 'number' ? e.code : 127;
        if (typeof e.code === 'string') stderr = `${stderr}${e.message}\n`;
      }
      resolve({ code, stdout, stderr });
    });
  });
}

// sourceFile returns the active C/Fortran editor's saved file, saving it
// first, or undefined after telling the user why not.
async function sourceFile(): Promise<vscode.TextEditor | undefined> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.uri.scheme !== 'file') {
    void vscode.window.showWarningMessage('accls: open a C file saved on disk first.');
    return undefined;
  }
  if (editor.document.isDirty) await editor.document.save();
  return editor;
}

// showOpenCL shows the OpenCL program accls generates for the file
// (`accls compile --emit-opencl`), scrolled to the kernel of the construct
// at the cursor: kernels are named after the line of their directive
// (__acc_FUNC_lLINE_N).
async function showOpenCL(): Promise<void> {
  const editor = await sourceFile();
  if (!editor) return;
  const file = editor.document.uri.fsPath;
  const args = ['compile', '--emit-opencl', file];
  const r = await run(args, path.dirname(file));
  if (r.code !== 0 || r.stdout.trim() === '') {
    output.appendLine(`$ accls ${args.join(' ')}\n${r.stderr}${r.stdout}(exit ${r.code})`);
    output.show(true);
    void vscode.window.showErrorMessage(`accls could not generate OpenCL (exit ${r.code}): ${firstLine(r.stderr) || 'no output'}`);
    return;
  }
  const doc = await vscode.workspace.openTextDocument({ content: r.stdout, language: 'c' });
  const shown = await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true });
  const at = kernelLine(r.stdout, editor.document, editor.selection.active.line);
  if (at >= 0) {
    const pos = new vscode.Position(at, 0);
    shown.selection = new vscode.Selection(pos, pos);
    shown.revealRange(new vscode.Range(pos, pos), vscode.TextEditorRevealType.AtTop);
  } else {
    void vscode.window.showInformationMessage('accls: no kernel comes from the construct at the cursor; showing the whole program.');
  }
}

// kernelLine finds, in the generated program, the line of the first kernel
// of the nearest directive at or above the cursor; -1 if there is none.
export function kernelLine(program: string, doc: vscode.TextDocument, cursorLine: number): number {
  const lines = program.split('\n');
  for (let l = cursorLine; l >= 0; l--) {
    if (!/^\s*(#\s*pragma\s+acc\b|.*_Pragma\s*\(\s*"acc\b)/.test(doc.lineAt(l).text)) continue;
    const re = new RegExp(`__kernel\\s+void\\s+\\w+_l${l + 1}_\\d+\\s*\\(`);
    const i = lines.findIndex((x) => re.test(x));
    if (i >= 0) return i;
  }
  return -1;
}

// compile runs `accls compile` on the file and shows its output.
async function compile(): Promise<void> {
  const editor = await sourceFile();
  if (!editor) return;
  const file = editor.document.uri.fsPath;
  const args = ['compile', file];
  const r = await run(args, path.dirname(file));
  output.appendLine(`$ accls ${args.join(' ')}\n${r.stdout}${r.stderr}(exit ${r.code})`);
  output.show(true);
  if (r.code === 0) {
    void vscode.window.showInformationMessage(`accls compiled ${path.basename(file)}.`);
  } else {
    void vscode.window.showErrorMessage(`accls compile failed (exit ${r.code}): ${firstLine(r.stderr) || 'see the accls output'}`);
  }
}

function firstLine(s: string): string {
  return s.split('\n').find((l) => l.trim() !== '')?.trim() ?? '';
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('accls');
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand('accls.showOpenCL', showOpenCL),
    vscode.commands.registerCommand('accls.compile', compile),
    vscode.commands.registerCommand('accls.restartServer', async () => {
      await client?.stop();
      await startClient();
    }),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      // A new server program needs a new server; other settings reach
      // the running one through didChangeConfiguration.
      if (e.affectsConfiguration('accls.path')) {
        await client?.stop();
        await startClient();
      }
    }),
  );
  await startClient();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
