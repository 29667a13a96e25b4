import type { CatalogueReader } from './service.ts'

/** Home's addresses (`/` is home too, spec §2), with or without a query. */
const HOME_PAGE = /^\/(home)?(\?|$)/
const HOME_GAME = /[?&]gameId=(\d{1,9})(?:&|$)/
const PRODUCT_PAGE = /^\/product-detail\?(?:.*&)?productId=(\d{1,9})(?:&|$)/

/** The public calls as the web app makes them (under /boot), which the embedded answers stand for. */
const PUBLIC = '/v1/dEsports/public'

/**
 * What a page's first screen reads from the catalogue, sent with the page (decision 031): its largest
 * image, preloaded, and the cached answers of the calls it would make first, each under the address
 * the app calls. The answers are the cached envelopes as sent by the API, so the page and a later call
 * never disagree.
 */
export interface FirstScreen {
  image: string | null
  answers: { call: string; envelope: Buffer }[]
}

async function homeFirstScreen(catalogue: CatalogueReader, url: string): Promise<FirstScreen> {
  const [banners, games, config] = await Promise.all([
    catalogue.banners(),
    catalogue.games(),
    catalogue.systemConfig(),
  ])
  const answers = [
    { call: `${PUBLIC}/swiperList`, envelope: banners.identity },
    { call: `${PUBLIC}/gameList`, envelope: games.identity },
    { call: `${PUBLIC}/systemConfig`, envelope: config.identity },
  ]
  // The game home shows first: the one in the address when it is listed (as home picks it), else the first.
  const requested = Number(HOME_GAME.exec(url)?.[1])
  const gameId = (games.data.find((game) => game.id === requested) ?? games.data[0])?.id
  if (gameId !== undefined) {
    const products = await catalogue.products(gameId)
    answers.push({ call: `${PUBLIC}/productList?gameId=${gameId}`, envelope: products.identity })
  }
  return { image: banners.data[0]?.image ?? null, answers }
}

async function productFirstScreen(catalogue: CatalogueReader, productId: number): Promise<FirstScreen> {
  // A product that is not there (or no longer on sale) is left to the app's own call and its message.
  const details = await catalogue.productDetails(productId).catch(() => null)
  if (!details) return { image: null, answers: [] }
  const { imgAddressList, productCover } = details.data
  return {
    image: imgAddressList[0] ?? productCover,
    answers: [{ call: `${PUBLIC}/productDetails?productId=${productId}`, envelope: details.identity }],
  }
}

/** The first screen of the app page at `url` (path and query), or null for a page that reads none. */
export function firstScreen(catalogue: CatalogueReader, url: string): Promise<FirstScreen> | null {
  if (HOME_PAGE.test(url)) return homeFirstScreen(catalogue, url)
  const product = PRODUCT_PAGE.exec(url)
  return product ? productFirstScreen(catalogue, Number(product[1])) : null
}
