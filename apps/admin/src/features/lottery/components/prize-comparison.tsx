import type { AdminLotteryPrizeStat } from '@dianjing/shared'
import { Empty, Flex, Progress, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd'
import { formatShare } from './percent.ts'

const CONFIGURED_COLOR = '#bfbfbf'
const OBSERVED_COLOR = '#1677ff'
/** Within this many ten-thousandths (1 percentage point) the observed share reads as on target. */
const CLOSE_ENOUGH = 100

const small = { fontSize: 12 } as const

/** Two bars on one scale (the largest share of the product), so a gap between them shows at once. */
function Bars({ stat, scale, drawn }: { stat: AdminLotteryPrizeStat; scale: number; drawn: boolean }) {
  const width = (value: number) => (scale === 0 ? 0 : Math.round((value / scale) * 1000) / 10)
  return (
    <Flex vertical gap={2}>
      <Tooltip title={`配置概率 ${stat.probability === null ? '—' : formatShare(stat.probability)}`}>
        <Progress
          percent={width(stat.probability ?? 0)}
          showInfo={false}
          size="small"
          strokeColor={CONFIGURED_COLOR}
          aria-label="配置概率"
        />
      </Tooltip>
      <Tooltip title={drawn ? `实际占比 ${formatShare(stat.observedShare)}` : '暂无抽奖记录'}>
        <Progress
          percent={width(stat.observedShare)}
          showInfo={false}
          size="small"
          strokeColor={OBSERVED_COLOR}
          aria-label="实际占比"
        />
      </Tooltip>
    </Flex>
  )
}

function Deviation({ stat }: { stat: AdminLotteryPrizeStat }) {
  const difference = stat.observedShare - (stat.probability ?? 0)
  const text = `${difference > 0 ? '+' : ''}${formatShare(difference)}`
  if (Math.abs(difference) <= CLOSE_ENOUGH) return <Typography.Text type="secondary">{text}</Typography.Text>
  return <Typography.Text type={difference > 0 ? 'danger' : 'warning'}>{text}</Typography.Text>
}

/** Each prize of one lottery product: configured probability against the share of draws it won. */
export function PrizeComparison({ stats, draws }: { stats: AdminLotteryPrizeStat[]; draws: number }) {
  const drawn = draws > 0
  const scale = Math.max(0, ...stats.map((stat) => Math.max(stat.probability ?? 0, stat.observedShare)))

  const columns: TableColumnsType<AdminLotteryPrizeStat> = [
    {
      title: '奖品',
      dataIndex: 'name',
      render: (name: string, stat) => (
        <Flex align="center" gap={6} wrap>
          <Typography.Text>{name}</Typography.Text>
          {stat.probability === null && (
            <Tooltip title="当前奖品配置中已没有这个名称（已改名或删除），按抽中时的名称统计">
              <Tag style={{ marginInlineEnd: 0 }}>已不在转盘</Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      title: '配置概率',
      dataIndex: 'probability',
      width: 100,
      align: 'right',
      render: (probability: number | null) => (probability === null ? '—' : formatShare(probability)),
    },
    {
      title: '实际占比',
      dataIndex: 'observedShare',
      width: 100,
      align: 'right',
      render: (share: number) =>
        drawn ? <Typography.Text strong>{formatShare(share)}</Typography.Text> : '—',
    },
    {
      title: (
        <Tooltip title="实际占比 − 配置概率（百分点）；红色为多抽出，橙色为少抽出，1 个百分点以内为灰色">
          偏差
        </Tooltip>
      ),
      key: 'deviation',
      width: 100,
      align: 'right',
      render: (_, stat) => (drawn ? <Deviation stat={stat} /> : '—'),
    },
    {
      title: '中奖次数',
      dataIndex: 'timesWon',
      width: 90,
      align: 'right',
    },
    {
      title: (
        <Flex gap={12} align="center">
          对比
          <Flex gap={4} align="center" style={small}>
            <span style={{ width: 10, height: 6, background: CONFIGURED_COLOR, borderRadius: 3 }} />
            配置
          </Flex>
          <Flex gap={4} align="center" style={small}>
            <span style={{ width: 10, height: 6, background: OBSERVED_COLOR, borderRadius: 3 }} />
            实际
          </Flex>
        </Flex>
      ),
      key: 'bars',
      width: 280,
      render: (_, stat) => <Bars stat={stat} scale={scale} drawn={drawn} />,
    },
  ]

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" style={small}>
        {drawn
          ? `按已抽 ${draws} 次统计，实际占比 = 中奖次数 ÷ 已抽次数。抽奖次数较少时，实际占比与配置概率有偏差属正常。`
          : '该商品还没有抽奖记录，实际占比将在客户抽奖后显示。'}
      </Typography.Text>
      <Table<AdminLotteryPrizeStat>
        rowKey="name"
        size="small"
        columns={columns}
        dataSource={stats}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未配置奖品" /> }}
      />
    </Flex>
  )
}
