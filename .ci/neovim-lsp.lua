-- Drives `settings-render lsp` from Neovim's own LSP client (headless), as .ci/check-editor runs it:
-- open a page, wait for its diagnostics, hover, complete, apply the quick fix, see the
-- diagnostics clear, list the symbols. Each step says one line into the output file.
local bin, file, out = _G.arg_bin, _G.arg_file, _G.arg_out
local results = {}
local function say(s) table.insert(results, s) end
local function finish(code)
  local f = io.open(out, "w"); f:write(table.concat(results, "\n") .. "\n"); f:close()
  vim.cmd((code == 0) and "qall!" or "cquit!")
end
vim.cmd("edit " .. file)
local buf = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = "settings-render", cmd = { bin, "lsp" }, root_dir = vim.fn.fnamemodify(file, ":h") })
vim.lsp.buf_attach_client(buf, client)
local ok = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
if not ok then say("no diagnostics"); finish(1) return end
local d = vim.diagnostic.get(buf)[1]
say(string.format("diagnostic %d:%d %s %s", d.lnum, d.col, d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?", d.message))
local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 5, character = 30 } }
local hover = vim.lsp.buf_request_sync(buf, "textDocument/hover", params, 10000)
for _, r in pairs(hover or {}) do if r.result then say("hover " .. r.result.contents.value:gsub("\n.*", "")) end end
local comp = vim.lsp.buf_request_sync(buf, "textDocument/completion", { textDocument = params.textDocument, position = { line = 5, character = 37 } }, 10000)
for _, r in pairs(comp or {}) do if r.result then local labels = {} for _, i in ipairs(r.result.items) do table.insert(labels, i.label) end say("completion " .. table.concat(labels, ",")) end end
local lsp_diag = { range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } }, message = d.message }
local actions = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", { textDocument = params.textDocument, range = lsp_diag.range, context = { diagnostics = { lsp_diag } } }, 10000)
for _, r in pairs(actions or {}) do
  for _, a in ipairs(r.result or {}) do
    if a.kind == "quickfix" then say("action " .. a.title); vim.lsp.util.apply_workspace_edit(a.edit, "utf-16") break end
  end
end
say("line " .. vim.api.nvim_buf_get_lines(buf, 5, 6, false)[1])
local cleared = vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 50)
say("cleared " .. tostring(cleared))
local def = vim.lsp.buf_request_sync(buf, "textDocument/documentSymbol", { textDocument = params.textDocument }, 10000)
for _, r in pairs(def or {}) do if r.result then say("symbols " .. r.result[1].name .. " " .. #r.result[1].children[1].children) end end
finish(cleared and 0 or 1)
