import { apiCaller } from './api-call.ts'
import type { TestContext } from './test-app.ts'

/**
 * A customer signed in the way WeChat users are: the simulator authorises a new test WeChat user, the
 * code becomes an openId handle, and binding `phone` creates the account. Answers the session token.
 * The app must listen on `port` (the server exchanges the code with the simulator over HTTP).
 */
export async function signInWechatCustomer({ app, config }: TestContext, port: number, phone: string) {
  const form = new URLSearchParams({
    appid: config.wechat.appId,
    redirect_uri: `http://127.0.0.1:${port}/home`,
    response_type: 'code',
    scope: 'snsapi_base',
  })
  const authorized = await app.inject({
    method: 'POST',
    url: '/__wechat/connect/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  })
  const code = new URL(authorized.headers.location as string).searchParams.get('code')!
  const call = apiCaller(app)
  const exchanged = await call<{ openId: string }>('GET', `/boot/system/public/wxOpenId?code=${code}`)
  const login = await call<{ token: string }>('POST', '/boot/system/public/wxCustomerLogin', undefined, {
    phone,
    openId: exchanged.data.openId,
  })
  return login.data.token
}
