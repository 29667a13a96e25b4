import type { AuthorizeRequest } from './service.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;
  background:#ededed;color:#191919}header{background:#fff;padding:28px 20px 20px;text-align:center}
  .mark{display:inline-flex;width:56px;height:56px;border-radius:14px;background:#07c160;color:#fff;
  font-size:28px;font-weight:700;align-items:center;justify-content:center}
  h1{font-size:18px;margin:14px 0 6px}p{margin:0;color:#888;font-size:13px;line-height:1.6}
  .sim{display:inline-block;margin-top:10px;padding:2px 8px;border-radius:4px;background:#fff3e0;color:#e65100;font-size:12px}
  section{margin:12px 0;background:#fff}h2{font-size:13px;color:#888;font-weight:400;margin:0;padding:12px 20px 4px}
  form{margin:0}button{width:100%;border:0;background:none;text-align:left;padding:14px 20px;font-size:16px;
  display:flex;justify-content:space-between;align-items:center;border-top:1px solid #f0f0f0;color:#191919}
  button small{color:#aaa;font-size:12px}input{width:calc(100% - 40px);margin:8px 20px;padding:10px 12px;font-size:15px;
  border:1px solid #ddd;border-radius:6px}.primary{display:block;width:calc(100% - 40px);margin:8px 20px 16px;text-align:center;
  background:#07c160;color:#fff;border-radius:8px;font-weight:600;justify-content:center}.error{padding:40px 20px;text-align:center}`

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`
}

function hiddenFields(query: AuthorizeRequest) {
  return (['appid', 'redirect_uri', 'response_type', 'scope', 'state'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
    .join('')
}

/** The simulator's stand-in for WeChat's silent-authorization step: the tester picks who they are. */
export function authorizePage(query: AuthorizeRequest, users: { openid: string; nickname: string }[]) {
  const host = new URL(query.redirect_uri).host
  const fields = hiddenFields(query)
  const existing = users
    .map(
      (user) =>
        `<form method="post" action="authorize"><input type="hidden" name="openid" value="${escapeHtml(user.openid)}">${fields}<button type="submit">${escapeHtml(user.nickname)}<small>${escapeHtml(user.openid.slice(0, 10))}…</small></button></form>`,
    )
    .join('')
  return page(
    '微信授权',
    `<header><div class="mark">微</div><h1>${escapeHtml(host)} 申请获取你的身份标识</h1>
    <p>静默授权（${escapeHtml(query.scope)}），用于识别你的微信账号</p><span class="sim">微信模拟器 · 仅用于开发与测试</span></header>
    <section><h2>新的微信用户</h2><form method="post" action="authorize">${fields}
    <input name="nickname" maxlength="32" placeholder="昵称（可不填）" aria-label="昵称">
    <button class="primary" type="submit">以新微信用户身份继续</button></form></section>
    ${users.length > 0 ? `<section><h2>已有的测试微信用户</h2>${existing}</section>` : ''}`,
  )
}

export function errorPage(message: string) {
  return page(
    '微信授权',
    `<div class="error"><div class="mark">!</div><h1>${escapeHtml(message)}</h1><p>请检查授权链接的参数</p></div>`,
  )
}
