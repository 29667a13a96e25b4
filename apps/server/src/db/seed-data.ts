/**
 * The demo catalogue a fresh database starts with: four games, their products, the home banners and
 * the notices. Every image ships with the project under assets/seed and is served at SEED_IMAGE_BASE.
 */
export const SEED_IMAGE_BASE = '/boot/files/seed/'

const image = (file: string) => `${SEED_IMAGE_BASE}${file}`

export type GameKey = 'wzry' | 'hpjy' | 'lol' | 'sjz'

export interface SeedGame {
  key: GameKey
  name: string
  icon: string
  sort: number
}

export interface SeedProduct {
  kind?: 'normal' | 'lottery'
  lotteryPrizes?: { name: string; probability: number }[]
  lotteryDrawsPerUnit?: number
  gameKey: GameKey
  type: string
  title: string
  briefIntroduction: string
  description: string
  productCover: string
  imgAddressList: string[]
  preferentialPrice: number
  originalPrice: number
  salesBase: number
  status: string
  sort: number
}

export interface SeedBanner {
  title: string
  image: string
  link: string | null
  sort: number
}

export const seedGames: SeedGame[] = [
  { key: 'wzry', name: '王者荣耀', icon: image('game-wzry.svg'), sort: 1 },
  { key: 'hpjy', name: '和平精英', icon: image('game-hpjy.svg'), sort: 2 },
  { key: 'lol', name: '英雄联盟', icon: image('game-lol.svg'), sort: 3 },
  { key: 'sjz', name: '三角洲行动', icon: image('game-sjz.svg'), sort: 4 },
]

interface ProductSketch {
  gameKey: GameKey
  file: string
  type: string
  title: string
  briefIntroduction: string
  /** What the service covers, one line each. */
  covers: string[]
  /** What the customer should know before ordering. */
  notes: string[]
  preferentialPrice: number
  originalPrice: number
  salesBase: number
  soldOut?: boolean
}

/** The description every product shares the shape of: what it covers, how it goes, what to know. */
function describe({ covers, notes }: ProductSketch): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
  return [
    '<h3>服务内容</h3>',
    list(covers),
    '<h3>服务流程</h3>',
    '<p>下单付款 → 打手接单 → 开始服务 → 上传完成截图 → 您确认完成。进度可在「我的订单」中随时查看。</p>',
    '<h3>下单须知</h3>',
    list(notes),
    '<p><strong>安全承诺：</strong>全程手动操作，不使用任何外挂或脚本；服务未开始前可申请全额退款。</p>',
  ].join('')
}

const sketches: ProductSketch[] = [
  {
    gameKey: 'wzry',
    file: 'wzry-rank',
    type: '排位上分',
    title: '王者荣耀 星耀→王者 排位代练',
    briefIntroduction: '国服打手操作，稳定胜率，三天内完成',
    covers: ['从星耀一星起打到王者段位', '指定常用英雄池，不影响您的战绩标签', '每日同步进度截图'],
    notes: [
      '下单时请在备注中写明大区与当前段位',
      '服务期间请勿登录游戏，以免顶号',
      '如遇信誉分不足，请先联系客服',
    ],
    preferentialPrice: 29800,
    originalPrice: 39800,
    salesBase: 1286,
  },
  {
    gameKey: 'wzry',
    file: 'wzry-star',
    type: '排位上分',
    title: '王者荣耀 钻石段位 每星代打',
    briefIntroduction: '按星计费，想上几星买几星',
    covers: ['钻石段位每颗星单独计费', '购买数量即为星数', '掉星由打手补回，不另收费'],
    notes: ['请在备注中写明当前星数', '段位保护卡使用与否可在备注说明'],
    preferentialPrice: 800,
    originalPrice: 1200,
    salesBase: 3542,
  },
  {
    gameKey: 'wzry',
    file: 'wzry-peak',
    type: '巅峰赛',
    title: '王者荣耀 巅峰赛 1800分冲刺',
    briefIntroduction: '巅峰赛专精打手，冲分不掉分',
    covers: ['巅峰赛 1600 分起冲刺至 1800 分', '按您指定的位置上分', '赛季结束前保证完成'],
    notes: ['巅峰赛开放时间内服务', '分段不足 1600 分请先联系客服报价'],
    preferentialPrice: 45800,
    originalPrice: 58800,
    salesBase: 412,
  },
  {
    gameKey: 'wzry',
    file: 'wzry-play',
    type: '娱乐陪玩',
    title: '王者荣耀 娱乐陪玩 1小时',
    briefIntroduction: '语音开黑，技术好脾气好',
    covers: ['一小时语音开黑', '可带上分也可娱乐局', '支持指定性别打手'],
    notes: ['下单后打手会通过订单联系您', '购买数量即为小时数'],
    preferentialPrice: 3000,
    originalPrice: 4000,
    salesBase: 2210,
  },
  {
    gameKey: 'hpjy',
    file: 'hpjy-ace',
    type: '排位上分',
    title: '和平精英 超级王牌 上分',
    briefIntroduction: '钻石起步，吃鸡率高，稳上王牌',
    covers: ['钻石一段起打到超级王牌', '单排与四排均可', 'KD 不低于 3'],
    notes: ['请在备注中写明当前段位与星数', '服务期间请勿登录游戏'],
    preferentialPrice: 36800,
    originalPrice: 46800,
    salesBase: 876,
  },
  {
    gameKey: 'hpjy',
    file: 'hpjy-god',
    type: '排位上分',
    title: '和平精英 战神 冲分',
    briefIntroduction: '顶尖打手，限量接单',
    covers: ['超级王牌起冲刺战神段位', '赛季前百打手亲自操作'],
    notes: ['本赛季名额已满，下赛季开放'],
    preferentialPrice: 128800,
    originalPrice: 158800,
    salesBase: 96,
    soldOut: true,
  },
  {
    gameKey: 'hpjy',
    file: 'hpjy-play',
    type: '娱乐陪玩',
    title: '和平精英 技术陪玩 3局',
    briefIntroduction: '枪法教学加娱乐，三局带你吃鸡',
    covers: ['三局组队开黑', '压枪、听声辨位现场教学', '可指定地图'],
    notes: ['购买数量即为三局一组的组数'],
    preferentialPrice: 2500,
    originalPrice: 3500,
    salesBase: 1890,
  },
  {
    gameKey: 'lol',
    file: 'lol-rank',
    type: '排位上分',
    title: '英雄联盟 单双排 黄金→铂金',
    briefIntroduction: '全区可接，五天内完成',
    covers: ['黄金四起打到铂金四', '打手按您的常用位置选英雄', '胜率低于六成免费补场'],
    notes: ['请在备注中写明大区', '服务期间请勿登录游戏'],
    preferentialPrice: 19800,
    originalPrice: 25800,
    salesBase: 645,
  },
  {
    gameKey: 'lol',
    file: 'lol-master',
    type: '排位上分',
    title: '英雄联盟 大师冲分 每胜场',
    briefIntroduction: '按胜场计费，只为赢的那一局付钱',
    covers: ['钻石一以上段位按胜场计费', '购买数量即为胜场数', '输掉的对局不计费'],
    notes: ['请在备注中写明当前胜点'],
    preferentialPrice: 3500,
    originalPrice: 4500,
    salesBase: 338,
  },
  {
    gameKey: 'lol',
    file: 'lol-tft',
    type: '云顶之弈',
    title: '英雄联盟 云顶之弈 段位提升',
    briefIntroduction: '版本强势阵容，稳定吃分',
    covers: ['白银到钻石任意段位提升', '每局前四名以上', '可附赠阵容思路讲解'],
    notes: ['下单时在备注写明目标段位'],
    preferentialPrice: 12800,
    originalPrice: 16800,
    salesBase: 527,
  },
  {
    gameKey: 'lol',
    file: 'lol-aram',
    type: '娱乐陪玩',
    title: '英雄联盟 大乱斗 娱乐陪玩 2小时',
    briefIntroduction: '轻松开黑，欢乐不停',
    covers: ['两小时大乱斗或匹配模式', '语音开黑，可聊可教'],
    notes: ['购买数量即为两小时一组的组数'],
    preferentialPrice: 5000,
    originalPrice: 6600,
    salesBase: 1104,
  },
  {
    gameKey: 'sjz',
    file: 'sjz-coin',
    type: '烽火地带',
    title: '三角洲行动 哈夫币代肝 1000万',
    briefIntroduction: '安全跑刀，不卖号不封号',
    covers: ['烽火地带代肝哈夫币一千万', '全程手动，不使用任何脚本', '完成后上传仓库截图'],
    notes: ['请确保仓库有足够空位', '服务期间请勿登录游戏'],
    preferentialPrice: 8800,
    originalPrice: 11800,
    salesBase: 2967,
  },
  {
    gameKey: 'sjz',
    file: 'sjz-rank',
    type: '全面战场',
    title: '三角洲行动 全面战场 军衔提升',
    briefIntroduction: '全面战场专精，快速提升军衔',
    covers: ['按军衔等级提升，每级单独计费', '武器熟练度顺带提升'],
    notes: ['请在备注中写明当前军衔'],
    preferentialPrice: 15800,
    originalPrice: 19800,
    salesBase: 733,
  },
  {
    gameKey: 'sjz',
    file: 'sjz-escort',
    type: '娱乐陪玩',
    title: '三角洲行动 护航陪玩 5局',
    briefIntroduction: '老兵护航，带你满载撤离',
    covers: ['五局烽火地带组队护航', '撤离路线与物资讲解'],
    notes: ['购买数量即为五局一组的组数'],
    preferentialPrice: 6800,
    originalPrice: 8800,
    salesBase: 1452,
  },
  {
    gameKey: 'sjz',
    file: 'sjz-teach',
    type: '娱乐陪玩',
    title: '三角洲行动 新手一对一教学 1小时',
    briefIntroduction: '从入门到独立跑刀',
    covers: ['一对一语音教学一小时', '地图点位、枪械改装、撤离技巧'],
    notes: ['购买数量即为小时数'],
    preferentialPrice: 4500,
    originalPrice: 5800,
    salesBase: 268,
  },
]

/** A lottery product: each one bought gives three spins of the prize wheel (probabilities in 1/10000). */
const lotteryProduct: SeedProduct = {
  kind: 'lottery',
  lotteryPrizes: [
    { name: '免费陪玩1小时', probability: 500 },
    { name: '上分代练8折券', probability: 1500 },
    { name: '10元无门槛券', probability: 2000 },
    { name: '5元无门槛券', probability: 3000 },
    { name: '谢谢参与', probability: 3000 },
  ],
  lotteryDrawsPerUnit: 3,
  gameKey: 'wzry',
  type: '幸运转盘',
  title: '王者荣耀 幸运转盘 三连抽',
  briefIntroduction: '每份三次抽奖机会，陪玩时长与优惠券等你拿',
  description: [
    '<h3>玩法说明</h3>',
    '<ul><li>每购买一份获得三次抽奖机会</li><li>奖品在转盘停下时揭晓，结果由服务器决定</li>',
    '<li>优惠券与陪玩时长由客服在一个工作日内发放</li></ul>',
    '<h3>奖品与概率</h3>',
    '<p>免费陪玩1小时 5%，上分代练8折券 15%，10元无门槛券 20%，5元无门槛券 30%，谢谢参与 30%。</p>',
  ].join(''),
  productCover: image('product-wzry-wheel.svg'),
  imgAddressList: [image('product-wzry-wheel.svg'), image('gallery-wzry-guarantee.svg')],
  preferentialPrice: 990,
  originalPrice: 1500,
  salesBase: 822,
  status: '0',
  sort: 0,
}

export const seedProducts: SeedProduct[] = [
  lotteryProduct,
  ...sketches.map((sketch, index) => ({
    gameKey: sketch.gameKey,
    type: sketch.type,
    title: sketch.title,
    briefIntroduction: sketch.briefIntroduction,
    description: describe(sketch),
    productCover: image(`product-${sketch.file}.svg`),
    imgAddressList: [
      image(`product-${sketch.file}.svg`),
      image(`gallery-${sketch.gameKey}-flow.svg`),
      image(`gallery-${sketch.gameKey}-guarantee.svg`),
    ],
    preferentialPrice: sketch.preferentialPrice,
    originalPrice: sketch.originalPrice,
    salesBase: sketch.salesBase,
    status: sketch.soldOut ? '1' : '0',
    sort: index + 1,
  })),
]

export const seedBanners: SeedBanner[] = [
  { title: '新人首单立减', image: image('banner-newcomer.svg'), link: null, sort: 1 },
  { title: '实名打手 安全上分', image: image('banner-safe.svg'), link: null, sort: 2 },
  { title: '高手招募中', image: image('banner-recruit.svg'), link: '/apply', sort: 3 },
]

export const seedSystemConfig = {
  platformNotification: '平台严禁私下交易，所有订单请通过平台下单与结算，私下交易造成的损失平台概不负责。',
  complaintImage: image('complaint.svg'),
  assessmentImage: image('assessment.svg'),
  supportWechatId: 'dianjing-kefu',
  homeNotice: '欢迎来到电竞陪练！认证打手极速接单，服务未开始前可随时申请退款。',
  orderNotice: [
    '<h3>下单必读</h3>',
    '<ol>',
    '<li>下单前请确认游戏区服（QQ区 / 微信区）与备注信息，填写错误导致的延误由下单人承担。</li>',
    '<li>服务期间请勿登录游戏账号，以免顶号影响进度。</li>',
    '<li>打手接单前可申请全额退款；服务开始后如有问题请先联系客服。</li>',
    '<li>请勿与打手私下交易，私下交易不受平台保障。</li>',
    '</ol>',
  ].join(''),
}

export const seedH5Config = {
  platformAnnouncement: [
    '<p><strong>接单须知</strong></p>',
    '<p>接单前请仔细阅读订单要求，按时完成并上传完成截图。</p>',
    '<p>严禁私下联系客户交易，违规将按平台规则处罚。</p>',
  ].join(''),
}

export interface SeedWorker {
  phone: string
  nickName: string
  avatar: string
  promotionCode: string
  realName: string
  sex: '0' | '1'
  region: '0' | '1'
  briefIntroduction: string
  level: number
  completedOrders: number
  games: GameKey[]
}

/** Demo workers so the players list is not empty on a fresh start; they have no way to sign in. */
export const seedWorkers: SeedWorker[] = [
  {
    phone: '15800000001',
    nickName: '夜雨',
    avatar: image('avatar-yeyu.svg'),
    promotionCode: 'DEMOW1',
    realName: '陈雨',
    sex: '0',
    region: '0',
    briefIntroduction: '国服打野，五个赛季王者五十星，擅长带节奏，上分稳。',
    level: 2,
    completedOrders: 326,
    games: ['wzry', 'lol'],
  },
  {
    phone: '15800000002',
    nickName: '北辰',
    avatar: image('avatar-beichen.svg'),
    promotionCode: 'DEMOW2',
    realName: '王辰',
    sex: '0',
    region: '1',
    briefIntroduction: '和平精英战神段位，压枪稳、指挥清晰，四排车队常驻。',
    level: 2,
    completedOrders: 241,
    games: ['hpjy', 'sjz'],
  },
  {
    phone: '15800000003',
    nickName: '小鹿',
    avatar: image('avatar-xiaolu.svg'),
    promotionCode: 'DEMOW3',
    realName: '林露',
    sex: '1',
    region: '1',
    briefIntroduction: '辅助位专精，声音甜脾气好，娱乐陪玩和上分都可以。',
    level: 1,
    completedOrders: 138,
    games: ['wzry', 'hpjy'],
  },
  {
    phone: '15800000004',
    nickName: '阿凯',
    avatar: image('avatar-akai.svg'),
    promotionCode: 'DEMOW4',
    realName: '赵凯',
    sex: '0',
    region: '0',
    briefIntroduction: '英雄联盟大师，中单与上单都能打，云顶之弈也熟。',
    level: 1,
    completedOrders: 97,
    games: ['lol'],
  },
  {
    phone: '15800000005',
    nickName: '清风',
    avatar: image('avatar-qingfeng.svg'),
    promotionCode: 'DEMOW5',
    realName: '刘风',
    sex: '0',
    region: '1',
    briefIntroduction: '三角洲行动烽火地带老兵，跑刀护航都熟，路线稳。',
    level: 0,
    completedOrders: 45,
    games: ['sjz'],
  },
  {
    phone: '15800000006',
    nickName: '星河',
    avatar: image('avatar-xinghe.svg'),
    promotionCode: 'DEMOW6',
    realName: '孙星',
    sex: '1',
    region: '0',
    briefIntroduction: '王者荣耀法师位，巅峰赛 1900 分，可教学可陪练。',
    level: 0,
    completedOrders: 21,
    games: ['wzry'],
  },
]
