import tencentcloud from 'tencentcloud-sdk-nodejs-sms'
import type { Config } from '../../config.ts'

const SmsClient = tencentcloud.sms.v20210111.Client
type SmsClientInstance = InstanceType<typeof SmsClient>

/** The SMS provider refused or could not be reached; the message is the provider's, for the log. */
export class SmsSendError extends Error {
  constructor(
    readonly providerCode: string,
    message: string,
  ) {
    super(`${providerCode}: ${message}`)
    this.name = 'SmsSendError'
  }
}

const clients = new WeakMap<Config['sms'], SmsClientInstance>()

/** One client per configuration: Tencent Cloud's official SDK, pointed at the simulator when unconfigured. */
function clientFor(sms: Config['sms']): SmsClientInstance {
  let client = clients.get(sms)
  if (!client) {
    client = new SmsClient({
      credential: { secretId: sms.secretId, secretKey: sms.secretKey },
      region: sms.region,
      profile: { httpProfile: { endpoint: sms.endpoint, protocol: sms.protocol, reqTimeout: 10 } },
    })
    clients.set(sms, client)
  }
  return client
}

/**
 * Sends the verification-code template to one mainland phone. The template has two parameters: the code
 * and how many minutes it lives ("您的验证码为{1}，{2}分钟内有效…"). Throws SmsSendError unless the
 * provider accepted the message.
 */
export async function sendVerificationCode(
  sms: Config['sms'],
  phone: string,
  code: string,
  minutes: number,
): Promise<void> {
  let answer: Awaited<ReturnType<SmsClientInstance['SendSms']>>
  try {
    answer = await clientFor(sms).SendSms({
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: sms.sdkAppId,
      SignName: sms.signName,
      TemplateId: sms.templateId,
      TemplateParamSet: [code, String(minutes)],
    })
  } catch (error) {
    const { code: providerCode, message } = error as { code?: string; message?: string }
    throw new SmsSendError(providerCode || 'NetworkError', message ?? String(error))
  }
  const status = answer.SendStatusSet?.[0]
  if (status?.Code !== 'Ok') {
    throw new SmsSendError(status?.Code ?? 'NoStatus', status?.Message ?? 'no send status in the answer')
  }
}
