import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, plainPhone, wechatPhone } from './browser.ts'
import { callApi, registerCustomer, uniquePhone } from './customers.ts'

interface UserInfo {
  id: number
  nickName: string
  avatar: string
  phone: string
  promotionCode: string
}

interface MyInvitations {
  promotionCode: string
  total: number
  list: { id: number; nickName: string; phone: string; createTime: string; totalSpend: number }[]
}

const baseUrl = inject('baseUrl')
/** How long a page may take to show what the journey waits for. */
const SOON = { timeout: 10_000 }
/** A 1×1 PNG: what a phone's photo picker hands the page, in miniature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible()
const at = (page: Page, pathname: string) => () => new URL(page.url()).pathname === pathname
const submit = (page: Page) => page.locator('form button[type="submit"]').click()

/** The home notice greets a first visit (at most once per 5 minutes); the customer reads and closes it. */
async function closeNotice(page: Page) {
  const ok = page.getByRole('button', { name: '我知道了' })
  await expect.poll(() => ok.isVisible(), SOON).toBe(true)
  await ok.click()
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: '退出登录' }).click()
  const dialog = page.locator('.adm-dialog')
  await expect.poll(() => dialog.getByText('确定要退出登录吗？').isVisible(), SOON).toBe(true)
  await dialog.getByRole('button', { name: '退出登录' }).click()
}

describe('a new customer in WeChat', () => {
  it('is authorised silently, binds a phone with an invitation code, and edits the profile', async () => {
    const inviter = await registerCustomer(baseUrl)
    const { promotionCode } = await callApi<UserInfo>(baseUrl, '/system/info', { token: inviter.token })

    const context = await wechatPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))

    // Nothing is known about this WeChat user: the app goes to WeChat (here its simulator) at once.
    await page.goto(`${baseUrl}/home`)
    const asNewUser = page.getByRole('button', { name: '以新微信用户身份继续' })
    await expect.poll(() => asNewUser.isVisible(), SOON).toBe(true)
    expect(new URL(page.url()).searchParams.get('scope')).toBe('snsapi_base')
    const wechatName = `e2e微信${Date.now() % 10_000}`
    await page.getByRole('textbox', { name: '昵称' }).fill(wechatName)
    await asNewUser.click()

    // Back with a code: it is traded for an openId, which has no account yet, so the phone login is next.
    await expect.poll(at(page, '/wxRegister'), SOON).toBe(true)
    expect(new URL(page.url()).searchParams.has('code')).toBe(false)
    const phone = uniquePhone('138')
    await page.getByRole('textbox', { name: '手机号' }).fill(phone)
    await page.getByRole('textbox', { name: '邀请码' }).fill(promotionCode)
    await submit(page)
    await expect.poll(visible(page, '登录成功'), SOON).toBe(true)
    await expect.poll(at(page, '/home'), SOON).toBe(true)
    await closeNotice(page)

    const token = await page.evaluate(() => window.localStorage.getItem('dj_token'))
    expect(token).toBeTruthy()
    const me = await callApi<UserInfo>(baseUrl, '/system/info', { token: token! })
    expect(me.phone).toBe(phone)

    await page.getByRole('navigation', { name: '底部导航' }).getByText('我的', { exact: true }).click()
    await expect.poll(at(page, '/mine'), SOON).toBe(true)
    await expect.poll(visible(page, me.nickName), SOON).toBe(true)
    await expect.poll(visible(page, `ID ${me.id}`), SOON).toBe(true)
    await expect.poll(visible(page, '距白银会员还差 100 成长值'), SOON).toBe(true)

    await page.getByRole('button', { name: '编辑资料' }).click()
    await expect.poll(at(page, '/edit-user-info'), SOON).toBe(true)
    const nickname = page.getByRole('textbox', { name: '昵称' })
    await expect.poll(() => nickname.inputValue(), SOON).toBe(me.nickName)

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await expect.poll(visible(page, '头像已更新'), SOON).toBe(true)
    const avatar = page.locator('button[aria-label="更换头像"] img')
    await expect
      .poll(() => avatar.getAttribute('src'), SOON)
      .toMatch(/^\/boot\/files\/\d{6}\/[0-9a-f]+\.png$/)
    const uploaded = await avatar.getAttribute('src')

    await nickname.fill('夜猫子')
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(visible(page, '保存成功'), SOON).toBe(true)
    await expect.poll(at(page, '/mine'), SOON).toBe(true)
    await expect.poll(visible(page, '夜猫子'), SOON).toBe(true)

    const saved = await callApi<UserInfo>(baseUrl, '/system/info', { token: token! })
    expect(saved.nickName).toBe('夜猫子')
    expect(saved.avatar).toBe(uploaded)

    // The inviter now lists this customer, phone masked.
    const invitations = await callApi<MyInvitations>(baseUrl, '/v1/dEsports/user/myInvitations', {
      token: inviter.token,
    })
    expect(invitations.total).toBe(1)
    expect(invitations.list[0]).toMatchObject({
      id: me.id,
      nickName: '夜猫子',
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      totalSpend: 0,
    })

    // Logging out forgets the openId too, so WeChat is asked again who this is; the answer signs no one
    // in by itself: the phone login waits for the customer, who gets their own account back.
    await logOut(page)
    const sameUser = page.getByRole('button', { name: new RegExp(wechatName) })
    await expect.poll(() => sameUser.isVisible(), SOON).toBe(true)
    await sameUser.click()
    await expect.poll(at(page, '/wxRegister'), SOON).toBe(true)
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('dj_openId')), SOON).toBeTruthy()
    expect(await page.evaluate(() => window.localStorage.getItem('dj_token'))).toBeNull()
    await page.getByRole('textbox', { name: '手机号' }).fill(phone)
    await submit(page)
    await expect.poll(at(page, '/home'), SOON).toBe(true)
    const again = await page.evaluate(() => window.localStorage.getItem('dj_token'))
    expect((await callApi<UserInfo>(baseUrl, '/system/info', { token: again! })).id).toBe(me.id)

    expect(failures).toEqual([])
    await context.close()
  })
})

describe('a customer in a plain mobile browser', () => {
  it('registers with a password, logs out, and logs in again; a wrong password is refused', async () => {
    const context = await plainPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))

    // A page that needs login sends the visitor to the password login, and back afterwards.
    await page.goto(`${baseUrl}/mine`)
    await expect.poll(at(page, '/login-register'), SOON).toBe(true)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/mine')

    const phone = uniquePhone('139')
    await page.getByRole('tab', { name: '注册' }).click()
    await page.getByRole('textbox', { name: '手机号' }).fill(phone)
    await page.getByLabel('密码', { exact: true }).fill('secret-123')
    await submit(page)
    await expect.poll(visible(page, '注册成功'), SOON).toBe(true)
    await expect.poll(at(page, '/mine'), SOON).toBe(true)
    await expect.poll(visible(page, `玩家${phone.slice(-4)}`), SOON).toBe(true)

    await logOut(page)
    await expect.poll(at(page, '/login-register'), SOON).toBe(true)
    expect(await page.evaluate(() => window.localStorage.getItem('dj_token'))).toBeNull()

    await page.getByRole('textbox', { name: '手机号' }).fill(phone)
    const password = page.getByLabel('密码', { exact: true })
    await password.fill('not-my-password')
    await submit(page)
    await expect.poll(visible(page, '手机号或密码错误'), SOON).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/login-register')

    await password.fill('secret-123')
    await page.getByRole('button', { name: '显示密码' }).click()
    expect(await password.getAttribute('type')).toBe('text')
    await submit(page)
    await expect.poll(visible(page, '登录成功'), SOON).toBe(true)
    await expect.poll(at(page, '/home'), SOON).toBe(true)
    await closeNotice(page)

    const token = await page.evaluate(() => window.localStorage.getItem('dj_token'))
    const me = await callApi<UserInfo>(baseUrl, '/system/info', { token: token! })
    expect(me.phone).toBe(phone)

    expect(failures).toEqual([])
    await context.close()
  })
})
