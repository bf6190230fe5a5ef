-- Drives `accls lsp --stdio` through Neovim's built-in LSP client (0.7 or
-- newer), headless:
--   ACCLS=bin/accls nvim --headless --clean -c 'luafile lsp/nvim-tests/client.lua'
-- It prints one line per check and "N passed, M failed", and exits with
-- status 1 when a check failed.
local accls = assert(os.getenv('ACCLS'), 'set ACCLS to the accls binary')
local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h')
local fixture = here .. '/../protocol-tests/fixtures/saxpy.c'

local passed, failed = 0, 0
local function check(name, ok, detail)
  if ok then
    passed = passed + 1
    print('ok     ' .. name)
  else
    failed = failed + 1
    print('FAILED ' .. name .. (detail and (': ' .. vim.inspect(detail)) or ''))
  end
end

local function finish()
  print(string.format('%d passed, %d failed', passed, failed))
  io.stdout:flush()
  vim.cmd(failed == 0 and 'qall!' or 'cquit 1')
end

-- print goes to the message area in a headless Neovim; send it to stdout.
print = function(...)
  io.stdout:write(table.concat(vim.tbl_map(tostring, { ... }), ' ') .. '\n')
end

vim.cmd('filetype on')
vim.cmd('edit ' .. vim.fn.fnameescape(fixture))
local buf = vim.api.nvim_get_current_buf()
check('the fixture is a C buffer', vim.bo[buf].filetype == 'c', vim.bo[buf].filetype)

local id = vim.lsp.start_client({
  name = 'accls',
  cmd = { accls, 'lsp', '--stdio', '--debounce=20ms', '--quiet' },
  root_dir = vim.fn.fnamemodify(fixture, ':h'),
})
check('the client starts the server', id ~= nil)
vim.lsp.buf_attach_client(buf, id)

local function codes()
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    out[#out + 1] = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
  end
  table.sort(out)
  return out
end

local got = vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
local cs = codes()
check('diagnostics are published', got and vim.tbl_contains(cs, 'unknown-clause') and vim.tbl_contains(cs, 'deprecated-clause'), cs)

local uri = vim.uri_from_bufnr(buf)
local function find(needle)
  for l, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local c = line:find(needle, 1, true)
    if c then return { line = l - 1, character = c - 1 } end
  end
  error('not found: ' .. needle)
end
local function request(method, params)
  local res = vim.lsp.buf_request_sync(buf, method, params, 5000)
  return res and res[id] and res[id].result, res and res[id] and res[id].err
end

local hover = request('textDocument/hover', { textDocument = { uri = uri }, position = find('copyin(x') })
check('hover on a clause names its section', hover and hover.contents.value:find('§2.7.7', 1, true) ~= nil, hover)

local p = find('reduction(+:sum)')
local comp = request('textDocument/completion', { textDocument = { uri = uri }, position = { line = p.line, character = p.character + #'reduction(' } })
local labels = {}
for _, item in ipairs(comp and comp.items or {}) do labels[#labels + 1] = item.label end
check('completion offers reduction operators', vim.tbl_contains(labels, '+') and vim.tbl_contains(labels, 'max'), labels)

local bogus = find('bogus')
local actions = request('textDocument/codeAction', {
  textDocument = { uri = uri },
  range = { start = bogus, ['end'] = bogus },
  context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, bogus.line) },
})
local remove
for _, a in ipairs(actions or {}) do
  if a.title:find('Remove the bogus clause', 1, true) then remove = a end
end
check('a quick fix removes the invalid clause', remove ~= nil, actions)
if remove then
  vim.lsp.util.apply_workspace_edit(remove.edit, 'utf-16')
  -- The edit reaches the server as an incremental change; the error goes.
  local gone = vim.wait(10000, function()
    return not vim.tbl_contains(codes(), 'unknown-clause')
  end, 20)
  check('after the fix the diagnostic goes away', gone, codes())
  check('the line reads as fixed', vim.api.nvim_buf_get_lines(buf, bogus.line, bogus.line + 1, false)[1] == '#pragma acc kernels pcopy(y[0:n])')
end

local syms = request('textDocument/documentSymbol', { textDocument = { uri = uri } })
check('document symbols outline three constructs', syms and #syms == 3, syms)

local client = vim.lsp.get_client_by_id(id)
client.stop()
local stopped = vim.wait(5000, function() return client.is_stopped() end, 20)
check('the server stops on shutdown and exit', stopped)
finish()
