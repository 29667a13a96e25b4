import type { AuthorizeRequest } from './service.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:-apple-system,'PingFang SC','Noto Sans CJK SC',sans-serif;
  background:#ededed;color:#191919}header{background:#fff;padding:28px 20px 20px;text-align:center}
  .mark{display:inline-flex;width:56px;height:56px;border-radius:14px;background:#07c160;color:#fff;
  font-size:28px;font-weight:700;align-items:center;justify-content:center}
  h1{font-size:18px;margin:14px 0 6px}p{margin:0;color:#888;font-size:13px;line-height:1.6}
  header .mark+p{margin-top:12px}.sim{display:inline-block;margin-top:10px;padding:2px 8px;border-radius:4px;background:#fff3e0;color:#e65100;font-size:12px}
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

interface AuthorizeChoices {
  /** The test user this browser signed in as before: offered by nickname, chosen by the cookie. */
  previous: { nickname: string } | undefined
  /** Recent test users, on a declared public demo only (SIMULATORS=on). */
  recent: { openid: string; nickname: string }[]
}

/** The simulator's stand-in for WeChat's silent-authorization step: the tester picks who they are. */
export function authorizePage(query: AuthorizeRequest, { previous, recent }: AuthorizeChoices) {
  const host = new URL(query.redirect_uri).host
  const fields = hiddenFields(query)
  const again = previous
    ? `<section><h2>上次使用的微信用户</h2><form method="post" action="authorize"><input type="hidden" name="returning" value="1">${fields}<button type="submit">${escapeHtml(previous.nickname)}<small>继续使用</small></button></form></section>`
    : ''
  const listed = recent
    .map(
      (user) =>
        `<form method="post" action="authorize"><input type="hidden" name="openid" value="${escapeHtml(user.openid)}">${fields}<button type="submit">${escapeHtml(user.nickname)}<small>${escapeHtml(user.openid.slice(0, 10))}…</small></button></form>`,
    )
    .join('')
  return page(
    '微信授权',
    `<header><div class="mark">微</div><h1>${escapeHtml(host)} 申请获取你的身份标识</h1>
    <p>静默授权（${escapeHtml(query.scope)}），用于识别你的微信账号</p><span class="sim">微信模拟器 · 仅用于开发与测试</span></header>
    ${again}<section><h2>新的微信用户</h2><form method="post" action="authorize">${fields}
    <input name="nickname" maxlength="32" placeholder="昵称（可不填）" aria-label="昵称">
    <button class="primary" type="submit">以新微信用户身份继续</button></form></section>
    ${recent.length > 0 ? `<section><h2>已有的测试微信用户（公开演示）</h2>${listed}</section>` : ''}`,
  )
}

export function errorPage(message: string) {
  return page(
    '微信授权',
    `<div class="error"><div class="mark">!</div><h1>${escapeHtml(message)}</h1><p>请检查授权链接的参数</p></div>`,
  )
}

/** The simulator's cashier: what WeChat's payment sheet shows, with pay / cancel / fail. */
export function cashierPage(
  prepayId: string,
  payment: { description: string; total: number; state: string } | null,
) {
  if (!payment) return errorPage('支付单不存在或已失效')
  const yuan = (payment.total / 100).toFixed(2)
  const payable = payment.state === 'NOTPAY'
  return page(
    '微信支付',
    `<style>.amount{font-size:40px;font-weight:700;margin:8px 0 4px}.amount small{font-size:22px}
    .actions{padding:16px 20px}.actions button{display:block;width:100%;margin:10px 0;border-radius:8px;padding:14px;
    text-align:center;justify-content:center;font-size:17px;border:0}.pay{background:#07c160;color:#fff;font-weight:600}
    .cancel{background:#f2f2f2;color:#191919}.fail{background:none;color:#e64340;font-size:14px!important}
    .row{display:flex;justify-content:space-between;padding:14px 20px;border-top:1px solid #f0f0f0;font-size:15px}
    .row span:first-child{color:#888}.outcome{display:flex;justify-content:space-between;color:#888;font-size:13px;margin-top:6px}
    #result{text-align:center;color:#888;font-size:14px;min-height:20px}</style>
    <header><div class="mark">￥</div><p>${escapeHtml(payment.description)}</p>
    <div class="amount"><small>￥</small>${yuan}</div><span class="sim">微信模拟器 · 不会产生真实扣款</span></header>
    <section><div class="row"><span>收款方</span><span>电竞陪练</span></div>
    <div class="row"><span>支付方式</span><span>零钱（模拟）</span></div></section>
    <div class="actions">${
      payable
        ? `<button class="pay" data-action="pay">确认支付</button><button class="cancel" data-action="cancel">取消</button>
    <button class="fail" data-action="fail">模拟支付失败</button>
    <label class="outcome">之后的退款<select id="refund-outcome"><option value="SUCCESS">成功</option>
    <option value="ABNORMAL">异常（ABNORMAL：用户账户不可用）</option><option value="CLOSED">关闭（CLOSED）</option></select></label>`
        : `<p id="state">${payment.state === 'SUCCESS' ? '该订单已支付' : '该订单已关闭'}</p>`
    }<p id="result"></p></div>
    <script>
    const prepayId = ${JSON.stringify(prepayId)};
    for (const button of document.querySelectorAll('[data-action]')) {
      button.addEventListener('click', async () => {
        for (const b of document.querySelectorAll('[data-action]')) b.disabled = true;
        const response = await fetch('cashier', { method: 'POST', headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ prepay_id: prepayId, action: button.dataset.action,
            refund_outcome: document.getElementById('refund-outcome').value }) });
        const answer = await response.json();
        document.getElementById('result').textContent = answer.message || (answer.err_msg.endsWith(':ok') ? '支付成功' : '已取消');
        if (window.parent !== window) window.parent.postMessage({ type: 'wechat-sim-pay', err_msg: answer.err_msg }, '*');
      });
    }
    </script>`,
  )
}

/** The official account's delivered template messages, newest first: what each test user received. */
export function messagesPage(
  rows: {
    openid: string
    nickname: string
    title: string
    time: string
    url: string
    lines: [string, string][]
  }[],
  openid: string | undefined,
) {
  const items = rows
    .map(
      (
        row,
      ) => `<section class="message"><h2>${escapeHtml(row.title)}<small>${escapeHtml(row.time)}</small></h2>
      <p class="to">发给：${escapeHtml(row.nickname || '未知用户')}（${escapeHtml(row.openid.slice(0, 12))}…）</p>
      <dl>${row.lines.map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
      ${row.url ? `<a href="${escapeHtml(row.url)}">详情</a>` : ''}</section>`,
    )
    .join('')
  return page(
    '模板消息',
    `<header><div class="mark">微</div><h1>公众号模板消息</h1>
    <p>${openid ? `用户 ${escapeHtml(openid)} 收到的消息` : '全部测试用户收到的消息'}，最新的在前</p><span class="sim">微信模拟器 · 仅用于开发与测试</span></header>
    <style>.message{padding:4px 0 12px}.message h2{display:flex;justify-content:space-between;color:#191919;font-size:15px;font-weight:600}
    .message small{color:#aaa;font-weight:400}.to{padding:0 20px}dl{margin:8px 20px;display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px}
    dt{color:#888}dd{margin:0}.message a{margin:0 20px;font-size:14px;color:#576b95}</style>
    ${items || '<div class="error"><p>还没有收到模板消息</p></div>'}`,
  )
}
