import type { App } from 'antd'
import { message as staticMessage } from 'antd'

type MessageApi = ReturnType<typeof App.useApp>['message']

/**
 * Code outside React (the query cache's error handler) shows messages through the instance of antd's
 * `<App>`, so they pick up the theme and locale; the static API is only a fallback before it mounts.
 */
let messageApi: MessageApi = staticMessage

export function bindMessageApi(api: MessageApi): void {
  messageApi = api
}

export function showError(text: string): void {
  messageApi.error(text)
}
