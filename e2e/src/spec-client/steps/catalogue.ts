import type { SpecClient } from '../http.ts'
import { check, type Log } from '../kit.ts'
import type { Game, Product, ProductDetails, Worker } from '../types.ts'

const PUBLIC = '/v1/dEsports/public'

/** The JSON text spec §3 describes, parsed; a malformed one fails the journey. */
function jsonText(log: Log, text: unknown, what: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(String(text))
  } catch {
    value = null
  }
  check(log, typeof value === 'object' && value !== null, `${what} is JSON text of an object`, text)
  return value as Record<string, unknown>
}

/**
 * Step 1, the catalogue as anyone sees it: banners, games, a game's products, a product, workers
 * searched by name and one worker, the h5 config and the system config. Answers an ordinary product
 * on sale (the public catalogue does not tell a lottery product apart: `isLottery` knows).
 */
export async function browseCatalogue(
  client: SpecClient,
  log: Log,
  isLottery: (productId: number) => boolean,
): Promise<{ product: ProductDetails }> {
  const banners = await client.get<unknown[]>(`${PUBLIC}/swiperList`)
  check(log, Array.isArray(banners), 'the banners are a list', banners)

  const games = await client.get<Game[]>(`${PUBLIC}/gameList`)
  check(log, games.length > 0, 'there are game types', games)

  let onSale: Product | undefined
  for (const game of games) {
    const products = await client.get<Product[]>(`${PUBLIC}/productList`, { gameId: game.id })
    check(
      log,
      products.every((product) => product.gameId === game.id),
      `every product is of game ${game.id}`,
    )
    onSale = products.find((product) => product.status === '0' && !isLottery(product.id))
    if (onSale) break
  }
  check(log, onSale !== undefined, 'some game has an ordinary product on sale (status 0)')

  const product = await client.get<ProductDetails>(`${PUBLIC}/productDetails`, { productId: onSale!.id })
  check(
    log,
    product.id === onSale!.id && product.preferentialPrice > 0,
    `product ${product.id} has a price`,
    product,
  )

  const everyone = await client.get<Worker[]>(`${PUBLIC}/workerList`, { userName: '' })
  check(log, everyone.length > 0, 'the worker list has workers', everyone)
  const first = everyone[0]!
  const searched = await client.get<Worker[]>(`${PUBLIC}/workerList`, { userName: first.nickName })
  check(
    log,
    searched.some((worker) => worker.userId === first.userId),
    `searching "${first.nickName}" finds that worker`,
  )
  const details = await client.get<Worker>(`${PUBLIC}/workerDetails`, { userId: first.userId })
  check(log, details.userId === first.userId, 'the worker details are of that worker', details)

  const h5 = jsonText(log, await client.get<string>(`${PUBLIC}/wxH5Config`), 'the h5 config')
  check(log, 'platformAnnouncement' in h5, 'the h5 config carries platformAnnouncement', h5)

  const system = jsonText(log, await client.get<string>(`${PUBLIC}/systemConfig`), 'the system config')
  const fields = ['platformNotification', 'complaintImage', 'assessmentImage', 'homeNotice', 'orderNotice']
  check(
    log,
    fields.every((field) => field in system),
    `the system config carries ${fields.join(', ')}`,
    Object.keys(system),
  )
  return { product }
}
