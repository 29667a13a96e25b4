import { formatDateTime } from '@dianjing/shared'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;
  background:#f2f3f5;color:#1f2329}header{background:#fff;padding:20px;border-bottom:1px solid #e5e6eb}
  h1{font-size:18px;margin:0 0 6px}p{margin:0;color:#86909c;font-size:13px;line-height:1.6}
  .sim{display:inline-block;margin-top:8px;padding:2px 8px;border-radius:4px;background:#fff3e0;color:#e65100;font-size:12px}
  form{display:flex;gap:8px;padding:12px 20px;background:#fff;border-bottom:1px solid #e5e6eb}
  input{flex:1;padding:8px 10px;font-size:15px;border:1px solid #d9d9d9;border-radius:6px}
  button,a.all{padding:8px 14px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:14px;text-decoration:none}
  a.all{background:#f2f3f5;color:#1f2329}ol{list-style:none;margin:0;padding:12px}
  li{background:#fff;border-radius:10px;padding:12px 14px;margin-bottom:10px}
  .meta{display:flex;justify-content:space-between;color:#86909c;font-size:12px;margin-bottom:6px}
  .text{font-size:15px;line-height:1.6;word-break:break-all}.empty{padding:40px 20px;text-align:center;color:#86909c}`

/** The simulator's inbox: what each phone received, newest first, so a tester can read a code off it. */
export function inboxPage(
  messages: { phoneNumber: string; content: string; createdAt: Date }[],
  phone: string | undefined,
) {
  const items = messages
    .map(
      (message) =>
        `<li data-phone="${escapeHtml(message.phoneNumber.replace(/^\+86/, ''))}"><div class="meta"><span class="phone">${escapeHtml(message.phoneNumber)}</span><time>${escapeHtml(formatDateTime(message.createdAt))}</time></div><div class="text">${escapeHtml(message.content)}</div></li>`,
    )
    .join('')
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>短信模拟器</title><style>${STYLE}</style></head><body>
  <header><h1>短信模拟器 · 收件箱</h1><p>未配置腾讯云短信时，验证码短信发到这里，而不是手机。</p><span class="sim">仅用于开发与测试</span></header>
  <form method="get" action=""><input name="phone" inputmode="numeric" maxlength="11" placeholder="按手机号筛选" aria-label="手机号" value="${escapeHtml(phone ?? '')}"><button type="submit">筛选</button>${phone ? '<a class="all" href="?">全部</a>' : ''}</form>
  ${items ? `<ol>${items}</ol>` : `<div class="empty">${phone ? '这个手机号还没有收到短信' : '还没有发出的短信'}</div>`}
  </body></html>`
}
