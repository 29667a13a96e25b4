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
  const exchanged = await app.inject({ method: 'GET', url: `/boot/system/public/wxOpenId?code=${code}` })
  const { openId } = (exchanged.json() as { data: { openId: string } }).data
  const login = await app.inject({
    method: 'POST',
    url: '/boot/system/public/wxCustomerLogin',
    payload: { phone, openId },
  })
  return (login.json() as { data: { token: string } }).data.token
}
