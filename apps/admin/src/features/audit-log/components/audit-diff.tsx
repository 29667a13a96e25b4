import { Col, Flex, Row, Tag, Typography, theme } from 'antd'
import type { AuditEntry } from '../api/get-audit-log.ts'
import { changedKeys, diffLines } from './json-diff.ts'

function JsonPanel({
  title,
  value,
  other,
  changed,
  tone,
  empty,
}: {
  title: string
  value: unknown
  other: unknown
  changed: Set<string>
  tone: 'removed' | 'added'
  empty: string
}) {
  const { token } = theme.useToken()
  const lines = diffLines(value, other, changed)
  const mark =
    tone === 'removed'
      ? { background: token.colorErrorBg, color: token.colorError, sign: '−' }
      : { background: token.colorSuccessBg, color: token.colorSuccess, sign: '+' }
  return (
    <div
      style={{
        height: '100%',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          padding: '6px 12px',
          fontSize: 12,
          color: token.colorTextSecondary,
          background: token.colorFillQuaternary,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {title}
      </div>
      {lines.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '10px 12px', fontSize: 13 }}>
          {empty}
        </Typography.Text>
      ) : (
        <pre
          style={{
            margin: 0,
            padding: '6px 0',
            fontFamily: token.fontFamilyCode,
            fontSize: 12,
            lineHeight: '20px',
            overflowX: 'auto',
          }}
        >
          {lines.map((line, index) => (
            <div
              // Lines have no identity beyond their place in this fixed print.
              // biome-ignore lint/suspicious/noArrayIndexKey: the print never reorders
              key={index}
              data-changed={line.changed || undefined}
              style={{
                display: 'flex',
                paddingRight: 12,
                background: line.changed ? mark.background : undefined,
              }}
            >
              <span
                aria-hidden
                style={{
                  flex: 'none',
                  width: 24,
                  textAlign: 'center',
                  color: mark.color,
                  userSelect: 'none',
                }}
              >
                {line.changed ? mark.sign : ''}
              </span>
              <span style={{ whiteSpace: 'pre' }}>{line.text}</span>
            </div>
          ))}
        </pre>
      )}
    </div>
  )
}

/** An entry's record before and after the action, side by side, with the changed fields marked. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const changed = changedKeys(entry.before, entry.after)
  return (
    <Flex vertical gap={12} style={{ padding: '4px 0' }}>
      {changed.size > 0 && (
        <Flex align="center" gap={6} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            变更字段
          </Typography.Text>
          {[...changed].map((key) => (
            <Tag
              key={key}
              color="orange"
              variant="outlined"
              style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}
            >
              {key}
            </Tag>
          ))}
        </Flex>
      )}
      <Row gutter={12}>
        <Col span={12}>
          <JsonPanel
            title="修改前"
            value={entry.before}
            other={entry.after}
            changed={changed}
            tone="removed"
            empty="无（此操作前没有记录）"
          />
        </Col>
        <Col span={12}>
          <JsonPanel
            title="修改后"
            value={entry.after}
            other={entry.before}
            changed={changed}
            tone="added"
            empty="无（记录已删除）"
          />
        </Col>
      </Row>
    </Flex>
  )
}
