import { DISPUTE_SIDE_LABELS, DISPUTE_SIDES, type DisputeSide, type EvidenceView } from '@dianjing/shared'
import { Col, Empty, Flex, Image, Row, Typography } from 'antd'

function EvidenceImages({ paths, side }: { paths: string[]; side: DisputeSide }) {
  if (paths.length === 0) return null
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {paths.map((path, index) => (
          <Image
            key={path}
            src={path}
            alt={`${DISPUTE_SIDE_LABELS[side]}证据图片 ${index + 1}`}
            width={88}
            height={88}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  )
}

function EvidenceItem({ evidence }: { evidence: EvidenceView }) {
  return (
    <Flex vertical gap={8} style={{ paddingBottom: 12, borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {evidence.time}
      </Typography.Text>
      {evidence.text && (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {evidence.text}
        </Typography.Paragraph>
      )}
      <EvidenceImages paths={evidence.images} side={evidence.side} />
    </Flex>
  )
}

/** 客户证据 | 打手证据: what each side submitted, side by side, oldest first, images opening full size. */
export function EvidenceSides({ evidence }: { evidence: EvidenceView[] }) {
  return (
    <Row gutter={[24, 16]}>
      {DISPUTE_SIDES.map((side) => {
        const items = evidence.filter((item) => item.side === side)
        return (
          <Col xs={24} md={12} key={side} data-evidence-side={side}>
            <Flex vertical gap={12}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {DISPUTE_SIDE_LABELS[side]}证据
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: 12, fontWeight: 'normal', marginLeft: 8 }}
                >
                  {items.length} 份
                </Typography.Text>
              </Typography.Title>
              {items.length === 0 ? (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={`${DISPUTE_SIDE_LABELS[side]}未提交证据`}
                />
              ) : (
                items.map((item) => <EvidenceItem key={item.id} evidence={item} />)
              )}
            </Flex>
          </Col>
        )
      })}
    </Row>
  )
}
