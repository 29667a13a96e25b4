import { Dialog } from 'antd-mobile'
import { copyText } from '@/lib/clipboard.ts'
import styles from './support-dialog.module.css'

/**
 * The customer-support dialog: the support WeChat id from the system config with a copy button, or an
 * honest note while none is configured.
 */
export function showSupportDialog(supportWechatId: string): void {
  if (!supportWechatId) {
    Dialog.alert({
      title: '联系客服',
      content: <p className={styles.text}>在线客服暂未开通，请稍后再试。</p>,
      confirmText: '我知道了',
    })
    return
  }
  Dialog.show({
    title: '联系客服',
    closeOnMaskClick: true,
    content: (
      <div className={styles.body}>
        <p className={styles.text}>添加客服微信，咨询下单、售后等问题</p>
        <div className={styles.id}>{supportWechatId}</div>
      </div>
    ),
    closeOnAction: true,
    actions: [
      [
        { key: 'close', text: '关闭' },
        {
          key: 'copy',
          text: '复制微信号',
          bold: true,
          onClick: async () => {
            await copyText(supportWechatId, '已复制，请到微信添加好友')
          },
        },
      ],
    ],
  })
}
