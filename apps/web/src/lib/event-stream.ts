/**
 * Server-sent events read from a fetch body. EventSource cannot send the `Authorization` header every
 * call carries, so a stream is fetched like any call and parsed here, as the HTML standard says:
 * lines of `field: value`, an event dispatched at a blank line, comment lines (`:`) ignored.
 */
export interface StreamEvent {
  /** `message` when the server named none. */
  event: string
  data: string
  /** The last `id:` seen on the stream, '' before any. */
  id: string
}

export class EventStreamParser {
  #buffer = ''
  #event = ''
  #data: string[] = []
  #id = ''

  constructor(private readonly onEvent: (event: StreamEvent) => void) {}

  /** Feeds a decoded piece of the stream; events complete in it are dispatched at once. */
  push(text: string): void {
    this.#buffer += text
    for (;;) {
      const end = this.#buffer.search(/\r\n|\r|\n/)
      // A lone \r at the end may be the first half of \r\n: wait for the next piece.
      if (end === -1 || (this.#buffer[end] === '\r' && end === this.#buffer.length - 1)) return
      const line = this.#buffer.slice(0, end)
      this.#buffer = this.#buffer.slice(this.#buffer.startsWith('\r\n', end) ? end + 2 : end + 1)
      this.#line(line)
    }
  }

  #line(line: string) {
    if (line === '') {
      if (this.#data.length > 0) {
        this.onEvent({ event: this.#event || 'message', data: this.#data.join('\n'), id: this.#id })
      }
      this.#event = ''
      this.#data = []
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') this.#event = value
    else if (field === 'data') this.#data.push(value)
    else if (field === 'id' && !value.includes('\0')) this.#id = value
  }
}

/**
 * Reads `body` to its end, dispatching each event. `onChunk` is told of every piece that arrives
 * (heartbeat comments too), so a caller can tell a quiet stream from a dead one.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: StreamEvent) => void,
  onChunk?: () => void,
): Promise<void> {
  const parser = new EventStreamParser(onEvent)
  const decoder = new TextDecoder()
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      onChunk?.()
      parser.push(decoder.decode(value, { stream: true }))
    }
    parser.push(decoder.decode())
  } finally {
    reader.releaseLock()
  }
}
