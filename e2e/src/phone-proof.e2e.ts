import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, plainPhone, wechatPhone } from './browser.ts'
import { callApi, readSmsCode, registerCustomer } from './customers.ts'

/**
 * Proof of the phone (issue 18, decision 013): an account's phone passes to a WeChat account, or gets
 * a new password, only with the code texted to it, read here off the SMS simulator's inbox.
 */
const baseUrl = inject('baseUrl')
const SOON = { timeout: 10_000 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible()
const at = (page: Page, pathname: string) => () => new URL(page.url()).pathname === pathname
const submit = (page: Page) => page.locator('form button[type="submit"]').click()
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('dj_token'))
const COUNTDOWN = /^\d{1,2}s后重新获取$/

describe('a phone that already has an account', () => {
  it('is bound to a WeChat account only with the code texted to it, and then signs in to that account', async () => {
    const customer = await registerCustomer(baseUrl)
    const { id } = await callApi<{ id: number }>(baseUrl, '/system/info', { token: customer.token })

    const context = await wechatPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))

    // A WeChat user (the simulator) opens the app and types the phone someone registered with a password.
    await page.goto(`${baseUrl}/home`)
    const asNewUser = page.getByRole('button', { name: '以新微信用户身份继续' })
    await expect.poll(() => asNewUser.isVisible(), SOON).toBe(true)
    await page.getByRole('textbox', { name: '昵称' }).fill(`e2e验证${Date.now() % 10_000}`)
    await asNewUser.click()
    await expect.poll(at(page, '/wxRegister'), SOON).toBe(true)
    await page.getByRole('textbox', { name: '手机号' }).fill(customer.phone)
    await submit(page)

    // Refused until the phone proves itself: the page asks for the code and signs no one in.
    await expect.poll(visible(page, '该手机号已注册，请输入短信验证码'), SOON).toBe(true)
    const code = page.getByRole('textbox', { name: '验证码' })
    await expect.poll(() => code.isVisible(), SOON).toBe(true)
    expect(await storedToken(page)).toBeNull()
    await submit(page)
    await expect.poll(visible(page, '请输入验证码'), SOON).toBe(true)

    const send = page.locator('form button[type="button"]')
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect.poll(() => send.textContent(), SOON).toMatch(COUNTDOWN)
    expect(await send.isDisabled()).toBe(true)

    await code.fill('000000')
    await submit(page)
    await expect.poll(visible(page, '验证码错误或已过期'), SOON).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/wxRegister')
    expect(await storedToken(page)).toBeNull()

    await code.fill(await readSmsCode(context, baseUrl, customer.phone))
    await submit(page)
    await expect.poll(visible(page, '登录成功'), SOON).toBe(true)
    await expect.poll(at(page, '/home'), SOON).toBe(true)
    const token = await storedToken(page)
    expect((await callApi<{ id: number }>(baseUrl, '/system/info', { token: token! })).id).toBe(id)

    expect(failures).toEqual([])
    await context.close()
  })
})

describe('a customer who forgot the password', () => {
  it('sets a new one with the code texted to the phone, is signed in, and logs in with it afterwards', async () => {
    const customer = await registerCustomer(baseUrl)
    const context = await plainPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))

    await page.goto(`${baseUrl}/login-register`)
    await page.getByRole('textbox', { name: '手机号' }).fill(customer.phone)
    await page.getByRole('link', { name: '忘记密码' }).click()
    await expect.poll(visible(page, '重置密码'), SOON).toBe(true)
    expect(await page.getByRole('textbox', { name: '手机号' }).inputValue()).toBe(customer.phone)

    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect
      .poll(() => page.locator('form button[type="button"]').first().textContent(), SOON)
      .toMatch(COUNTDOWN)
    await page
      .getByRole('textbox', { name: '验证码' })
      .fill(await readSmsCode(context, baseUrl, customer.phone))
    await page.getByLabel('新密码').fill('a-new-secret')
    await submit(page)
    await expect.poll(visible(page, '密码已重置'), SOON).toBe(true)
    await expect.poll(at(page, '/home'), SOON).toBe(true)
    expect(await storedToken(page)).toBeTruthy()
    // The sessions from before the reset have ended.
    await expect(callApi(baseUrl, '/system/info', { token: customer.token })).rejects.toThrow()
    await context.close()

    // Another day, another browser: the old password no longer opens the account; the new one does.
    const later = await plainPhone(browser)
    const again = await later.newPage()
    again.on('pageerror', (error) => failures.push(error.message))
    await again.goto(`${baseUrl}/login-register`)
    await again.getByRole('textbox', { name: '手机号' }).fill(customer.phone)
    const password = again.getByLabel('密码', { exact: true })
    await password.fill(customer.password)
    await submit(again)
    await expect.poll(visible(again, '手机号或密码错误'), SOON).toBe(true)
    await password.fill('a-new-secret')
    await submit(again)
    await expect.poll(visible(again, '登录成功'), SOON).toBe(true)
    await expect.poll(at(again, '/home'), SOON).toBe(true)

    expect(failures).toEqual([])
    await later.close()
  })
})
