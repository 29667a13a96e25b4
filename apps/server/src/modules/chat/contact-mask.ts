/**
 * Contact details in a chat message (issue 22): phone numbers, WeChat and QQ ids, links. The platform
 * forbids trading privately (严禁私下联系客户交易), so they are hidden before a message is stored. The
 * patterns lean to hiding: a long run of digits is hidden whatever it is.
 */
const HIDDEN = '***'

const PATTERNS: RegExp[] = [
  // Links: a scheme, www., or a name under a common top-level domain.
  /(?:https?:\/\/|www\.)[^\s，。！？、]+/gi,
  /\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|cn|net|org|top|xyz|io|me|cc|vip|club|site|link)\b[^\s，。！？、]*/gi,
  // A WeChat id after a word for WeChat: 微信/威信/薇信/vx/wx/v信/weixin/wechat, then an id.
  /((?:微信|威信|薇信|徽信|v信|vx|wx|weixin|wechat)\s*号?\s*[:：]?\s*)[a-z][-_a-z0-9]{5,19}/gi,
  // A QQ number after a word for QQ.
  /((?:qq|扣扣|企鹅|球球)\s*号?\s*[:：]?\s*)\d{5,11}/gi,
  // A mainland mobile number, digits maybe split by spaces or dashes.
  /(?<!\d)1[3-9](?:[\s-]?\d){9}(?!\d)/g,
  // Any other run of seven digits or more (a QQ number written alone).
  /(?<!\d)\d{7,}(?!\d)/g,
]

/** The text with contact details hidden, and whether anything was. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  let masked = false
  let result = text
  for (const pattern of PATTERNS) {
    result = result.replace(pattern, (_match, keep?: string) => {
      masked = true
      return typeof keep === 'string' ? `${keep}${HIDDEN}` : HIDDEN
    })
  }
  return { text: result, masked }
}
