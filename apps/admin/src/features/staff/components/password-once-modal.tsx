import { ExclamationCircleFilled } from '@ant-design/icons'
import { Alert, Button, Descriptions, Modal, Typography, theme } from 'antd'

/** A password the server generated and will never show again, with whose account it opens. */
export interface RevealedPassword {
  title: string
  name: string
  phone: string
  password: string
}

/**
 * Shows a generated password once. It lives only in the page's state: closing the modal forgets it,
 * and nothing can bring it back but another reset.
 */
export function PasswordOnceModal({
  revealed,
  onClose,
}: {
  revealed: RevealedPassword | undefined
  onClose: () => void
}) {
  const { token } = theme.useToken()
  return (
    <Modal
      title={revealed?.title}
      open={revealed !== undefined}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      width={480}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存密码
        </Button>
      }
    >
      {revealed && (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginTop: 16 }}
            items={[
              { key: 'name', label: '员工', children: revealed.name },
              { key: 'phone', label: '登录手机号', children: revealed.phone },
            ]}
          />
          <div
            style={{
              margin: '8px 0 16px',
              padding: '16px 20px',
              borderRadius: token.borderRadiusLG,
              background: token.colorFillQuaternary,
              border: `1px dashed ${token.colorBorder}`,
              textAlign: 'center',
            }}
          >
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 4 }}>
              初始密码
            </Typography.Text>
            <Typography.Text
              data-testid="revealed-password"
              copyable={{ text: revealed.password, tooltips: ['复制密码', '已复制'] }}
              style={{ fontFamily: token.fontFamilyCode, fontSize: 22, fontWeight: 600, letterSpacing: 1 }}
            >
              {revealed.password}
            </Typography.Text>
          </div>
          <Alert
            type="warning"
            showIcon
            icon={<ExclamationCircleFilled />}
            title="密码只显示这一次"
            description="关闭后无法再次查看。请立即复制，并通过安全的方式告知该员工；员工登录后可在右上角「修改密码」中换成自己的密码。"
          />
        </>
      )}
    </Modal>
  )
}
