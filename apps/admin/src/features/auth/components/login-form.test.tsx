// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SIGNED_OUT_REASON_KEY } from '@/lib/api-client.ts'
import { cleanup, fakeServer, polyfillBrowser, render } from '@/testing/console-test-kit.tsx'
import { LoginForm } from './login-form.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('LoginForm', { timeout: 20_000 }, () => {
  it('says once why the last session ended, such as an account an owner disabled', () => {
    fakeServer(() => ({ data: null }))
    window.sessionStorage.setItem(SIGNED_OUT_REASON_KEY, '该账号已停用，如有疑问请联系平台所有者')
    render(<LoginForm onSuccess={() => undefined} />)
    expect(document.querySelector('.ant-alert')?.textContent).toContain(
      '该账号已停用，如有疑问请联系平台所有者',
    )
    expect(window.sessionStorage.getItem(SIGNED_OUT_REASON_KEY)).toBeNull()
    cleanup()
    render(<LoginForm onSuccess={() => undefined} />)
    expect(document.querySelector('.ant-alert')).toBeNull()
  })
})
