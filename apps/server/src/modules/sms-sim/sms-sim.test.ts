import { SmsMessages } from '@dianjing/shared'
import tencentcloud from 'tencentcloud-sdk-nodejs-sms'
import { describe, expect, it } from 'vitest'
import { type Config, SMS_SIMULATOR_ACCOUNT } from '../../config.ts'
import { smsCodes } from '../../db/schema/index.ts'
import { SmsSendError, sendVerificationCode } from '../../lib/sms/tencent.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { useTestApp } from '../../test/test-app.ts'

// Tencent Cloud's own SDK talks to the simulator over HTTP, as it would to sms.tencentcloudapi.com.
const port = await freePort()
const { app, config } = await useTestApp({ PORT: String(port) })
await app.listen({ port, host: '127.0.0.1' })

let phoneSeq = 13600000000
const nextPhone = () => String(++phoneSeq)

/** The SDK's client with the simulator's account, changed where a test says. */
function client(changes: Partial<{ secretId: string; secretKey: string }> = {}) {
  return new tencentcloud.sms.v20210111.Client({
    credential: { secretId: config.sms.secretId, secretKey: config.sms.secretKey, ...changes },
    region: 'ap-guangzhou',
    profile: { httpProfile: { endpoint: config.sms.endpoint, protocol: 'http://' } },
  })
}
const request = (phone: string, changes: Record<string, unknown> = {}) => ({
  PhoneNumberSet: [`+86${phone}`],
  SmsSdkAppId: SMS_SIMULATOR_ACCOUNT.sdkAppId,
  SignName: SMS_SIMULATOR_ACCOUNT.signName,
  TemplateId: SMS_SIMULATOR_ACCOUNT.templateId,
  TemplateParamSet: ['246810', '5'],
  ...changes,
})
/** The error code the SDK raises for a refused call. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
  throw new Error('the call was accepted')
}
const inbox = async (phone: string) =>
  (await app.inject({ method: 'GET', url: `/__sms?phone=${phone}` })).body

describe('the SMS simulator, called by Tencent Cloud’s SDK', () => {
  it('delivers a signed SendSms and shows the message on its page', async () => {
    const phone = nextPhone()
    const answer = await client().SendSms(request(phone))
    expect(answer.SendStatusSet).toEqual([
      expect.objectContaining({
        Code: 'Ok',
        Message: 'send success',
        PhoneNumber: `+86${phone}`,
        Fee: 1,
        IsoCode: 'CN',
      }),
    ])
    expect(answer.RequestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await inbox(phone)).toContain('【电竞陪练】您的验证码为246810，5分钟内有效，请勿泄露给他人。')
  })

  it('refuses a wrong key, an unknown SecretId, and a body changed after signing', async () => {
    const phone = nextPhone()
    expect(
      await refusal(client({ secretKey: 'someone-elses-key-0000000000000000' }).SendSms(request(phone))),
    ).toBe('AuthFailure.SignatureFailure')
    expect(await refusal(client({ secretId: 'AKIDunknown' }).SendSms(request(phone)))).toBe(
      'AuthFailure.SecretIdNotFound',
    )
    const tampered = await fetch(`http://127.0.0.1:${port}/__sms/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `TC3-HMAC-SHA256 Credential=${config.sms.secretId}/${new Date().toISOString().slice(0, 10)}/127/tc3_request, SignedHeaders=content-type;host, Signature=${'0'.repeat(64)}`,
        'x-tc-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-tc-action': 'SendSms',
        'x-tc-version': '2021-01-11',
        'x-tc-region': 'ap-guangzhou',
      },
      body: JSON.stringify(request(phone)),
    })
    expect(((await tampered.json()) as { Response: { Error: { Code: string } } }).Response.Error.Code).toBe(
      'AuthFailure.SignatureFailure',
    )
    const unsigned = await fetch(`http://127.0.0.1:${port}/__sms/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request(phone)),
    })
    expect(((await unsigned.json()) as { Response: { Error: { Code: string } } }).Response.Error.Code).toBe(
      'AuthFailure.InvalidAuthorization',
    )
    expect(await inbox(phone)).not.toContain('您的验证码为')
  })

  it('refuses what the account has not had approved: application, signature, template, parameters', async () => {
    const phone = nextPhone()
    expect(await refusal(client().SendSms(request(phone, { SmsSdkAppId: '1400999999' })))).toBe(
      'InvalidParameterValue.SdkAppIdNotExist',
    )
    expect(await refusal(client().SendSms(request(phone, { SignName: '别的签名' })))).toBe(
      'FailedOperation.SignatureIncorrectOrUnapproved',
    )
    expect(await refusal(client().SendSms(request(phone, { TemplateId: '42' })))).toBe(
      'FailedOperation.TemplateIncorrectOrUnapproved',
    )
    expect(await refusal(client().SendSms(request(phone, { TemplateParamSet: ['246810'] })))).toBe(
      'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
    )
  })

  it('answers a bad number and a second message within 30 seconds per number, as the service does', async () => {
    const phone = nextPhone()
    const answer = await client().SendSms(
      request(phone, { PhoneNumberSet: ['+8612345', `+86${phone}`, `86${phone}`] }),
    )
    expect(answer.SendStatusSet?.map((status) => status.Code)).toEqual([
      'InvalidParameterValue.IncorrectPhoneNumber',
      'Ok',
      'LimitExceeded.PhoneNumberThirtySecondLimit',
    ])
  })
})

describe('the server’s SMS client', () => {
  it('sends the verification template through the SDK', async () => {
    const phone = nextPhone()
    await sendVerificationCode(config.sms, phone, '135790', 5)
    expect(await inbox(phone)).toContain('您的验证码为135790，5分钟内有效')
  })

  it('raises the provider’s code when the message is refused', async () => {
    const wrong: Config['sms'] = { ...config.sms, templateId: '42' }
    const error = await sendVerificationCode(wrong, nextPhone(), '135790', 5).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmsSendError)
    expect((error as SmsSendError).providerCode).toBe('FailedOperation.TemplateIncorrectOrUnapproved')
  })

  it('a code the provider would not send is not kept, and the customer reads 短信服务暂不可用', async () => {
    // A server configured for a real account whose template the provider (here, the simulator) refuses.
    const misconfigured = await useTestApp({
      SESSION_SECRET: 'a-secret-of-this-deployment-0123456789',
      TENCENT_SMS_SECRET_ID: SMS_SIMULATOR_ACCOUNT.secretId,
      TENCENT_SMS_SECRET_KEY: SMS_SIMULATOR_ACCOUNT.secretKey,
      TENCENT_SMS_SDK_APP_ID: SMS_SIMULATOR_ACCOUNT.sdkAppId,
      TENCENT_SMS_SIGN_NAME: SMS_SIMULATOR_ACCOUNT.signName,
      TENCENT_SMS_TEMPLATE_ID: '7',
      TENCENT_SMS_ENDPOINT: `http://127.0.0.1:${port}/__sms`,
    })
    expect(misconfigured.config.simulators.sms).toBe(false)
    const phone = nextPhone()
    const call = apiCaller(misconfigured.app)
    const register = await call('POST', '/boot/v1/dEsports/public/register', undefined, {
      phone,
      password: 'secret-1',
    })
    expect(register.code).toBe(0)
    const send = await call('POST', '/boot/v1/dEsports/public/sendSmsCode', undefined, {
      phone,
      scene: 'resetPassword',
    })
    expect(send.status).toBe(503)
    expect(send.msg).toBe(SmsMessages.unavailable)
    expect(await misconfigured.database.db.select().from(smsCodes)).toEqual([])
  })
})
