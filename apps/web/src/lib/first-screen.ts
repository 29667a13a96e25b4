import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What a page's first screen is drawn from before the query library has arrived (decision 031): the
 * answers to its first calls, read through the request client (which takes them from the page's data
 * block, lib/first-answers.ts, or asks the server), kept under their query keys. When the library
 * arrives they are handed to its cache, so its queries start from them instead of calling again.
 */
interface FirstScreenAnswer {
  queryKey: QueryKey
  answer: Promise<unknown>
  /** Set once the answer has arrived. */
  arrived?: { data: unknown; at: number }
  failed?: boolean
}

let answers = new Map<string, FirstScreenAnswer>()
let handedTo: QueryClient | undefined

// Our keys are arrays of strings and numbers: JSON is as exact as the cache's own hash for them.
const hashOf = (queryKey: QueryKey) => JSON.stringify(queryKey)

/** A new page's first screen: what an earlier one kept is dropped. */
export function startFirstScreen(): void {
  answers = new Map()
  handedTo = undefined
}

/** Keeps the answer to a first-screen query, and passes it on. */
export function keepFirstScreenAnswer<T>(queryKey: QueryKey, answer: Promise<T>): Promise<T> {
  const kept: FirstScreenAnswer = { queryKey, answer }
  answers.set(hashOf(queryKey), kept)
  answer.then(
    (data) => {
      kept.arrived = { data, at: Date.now() }
    },
    () => {
      kept.failed = true
    },
  )
  return answer
}

/** The data the first screen has for `queryKey`, once its answer has arrived. */
export function firstScreenData<T>(queryKey: QueryKey): T | undefined {
  return answers.get(hashOf(queryKey))?.arrived?.data as T | undefined
}

/**
 * Hands the first screen's answers to the cache the page's queries use, once: each arrived answer as
 * that query's data, fresh as of its arrival (so nothing is called again while it is fresh), each one
 * still on its way as that query's call in progress (so it is not sent twice). A failed one is left to
 * the query, which calls again.
 */
export function handFirstScreenTo(client: QueryClient): void {
  if (handedTo) return
  handedTo = client
  for (const { queryKey, answer, arrived, failed } of answers.values()) {
    if (arrived) {
      if (client.getQueryData(queryKey) === undefined) {
        client.setQueryData(queryKey, arrived.data, { updatedAt: arrived.at })
      }
    } else if (!failed) {
      void client.prefetchQuery({ queryKey, queryFn: () => answer })
    }
  }
}
