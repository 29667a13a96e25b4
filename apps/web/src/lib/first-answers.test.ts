import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageWithFirstAnswers } from '../testing/first-answers.ts'
import { fetchEnvelope } from './http.ts'

const DETAILS = '/v1/dEsports/public/productDetails'

function recordFetches() {
  const fetched: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      fetched.push(String(input))
      return Response.json({ code: 0, msg: '', data: 'from the server' })
    }),
  )
  return fetched
}

afterEach(() => vi.unstubAllGlobals())

describe('the answers a page came with', () => {
  // One test: the block is read once per page, as in the browser.
  it('answer their GET once, as sent (`<` unescaped); other calls and later reads go to the server', async () => {
    pageWithFirstAnswers(
      JSON.stringify({
        [`${DETAILS}?productId=7`]: { code: 0, msg: '', data: { title: '</script>王者' } },
      }).replaceAll('<', '\\u003c'),
    )
    const fetched = recordFetches()
    expect(await fetchEnvelope(DETAILS, { params: { productId: 7 } })).toEqual({
      code: 0,
      msg: '',
      data: { title: '</script>王者' },
    })
    expect(fetched).toEqual([])
    await fetchEnvelope(DETAILS, { params: { productId: 8 } })
    await fetchEnvelope(DETAILS, { params: { productId: 7 } })
    await fetchEnvelope(DETAILS, { method: 'POST', params: { productId: 7 } })
    expect(fetched).toEqual([
      `/boot${DETAILS}?productId=8`,
      `/boot${DETAILS}?productId=7`,
      `/boot${DETAILS}?productId=7`,
    ])
  })
})
