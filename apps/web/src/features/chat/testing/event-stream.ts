/**
 * A server-sent events response the test drives, for a fake `fetch`: `send` writes an event as the
 * server does (`id:`, `event:`, `data:` and a blank line), `drop` ends the connection. The page's
 * abort (leaving, a silent connection) errors the body, as a real fetch does.
 */
export function fakeEventStream(signal?: AbortSignal | null) {
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let open = true
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
    },
  })
  const write = (text: string) => {
    if (open) controller.enqueue(encoder.encode(text))
  }
  signal?.addEventListener('abort', () => {
    if (!open) return
    open = false
    controller.error(new DOMException('The operation was aborted.', 'AbortError'))
  })
  write('retry: 3000\n\n')
  return {
    response: new Response(body, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    }),
    send(event: string, data: unknown, id?: number) {
      write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
    /** The connection drops (a network change, the server restarting). */
    drop() {
      if (!open) return
      open = false
      controller.close()
    },
    get open() {
      return open
    },
  }
}

export type FakeEventStream = ReturnType<typeof fakeEventStream>
