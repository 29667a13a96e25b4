import { type Envelope, FIRST_ANSWERS_BLOCK_ID } from '@dianjing/shared'

let answers: Map<string, Envelope> | undefined

function readBlock(): Map<string, Envelope> {
  const block = document.getElementById(FIRST_ANSWERS_BLOCK_ID)
  block?.remove()
  try {
    return new Map(Object.entries(JSON.parse(block?.textContent || '{}') as Record<string, Envelope>))
  } catch {
    // A page without good data only means the calls go to the server, as they would without the block.
    return new Map()
  }
}

/**
 * The answer the page arrived with for a GET of `call` (path and query, as sent under /boot), taken
 * once: the first screen reads it instead of calling, and every later read (a refresh, a return to
 * the page) calls the server as before.
 */
export function takeFirstAnswer<T>(call: string): Envelope<T> | undefined {
  answers ??= readBlock()
  const answer = answers.get(call)
  answers.delete(call)
  return answer as Envelope<T> | undefined
}
