import { describe, expect, it } from 'vitest'
import { EventStreamParser, readEventStream, type StreamEvent } from './event-stream.ts'

function parse(...pieces: string[]): StreamEvent[] {
  const events: StreamEvent[] = []
  const parser = new EventStreamParser((event) => events.push(event))
  for (const piece of pieces) parser.push(piece)
  return events
}

describe('EventStreamParser', () => {
  it('dispatches named events at a blank line, with their id, ignoring comments and retry', () => {
    expect(
      parse('retry: 3000\n\n', ': ping\n\n', 'id: 7\nevent: message\ndata: {"id":7}\n\n', 'data: plain\n\n'),
    ).toEqual([
      { event: 'message', data: '{"id":7}', id: '7' },
      { event: 'message', data: 'plain', id: '7' },
    ])
  })

  it('puts together an event split anywhere across pieces, CRLF lines included', () => {
    const text = 'event: marks\r\ndata: {"readId":3}\r\n\r\nevent: closed\ndata: {}\n\n'
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse(text.slice(0, cut), text.slice(cut)).map((event) => event.event)).toEqual([
        'marks',
        'closed',
      ])
    }
  })

  it('joins several data lines, and waits for the blank line before dispatching', () => {
    expect(parse('data: a\ndata: b\n')).toEqual([])
    expect(parse('data: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb', id: '' }])
  })
})

describe('readEventStream', () => {
  it('reads a body to its end, telling of each piece', async () => {
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: message\ndata: {"body":"你'))
        controller.enqueue(encoder.encode('好"}\n\n: ping\n\n'))
        controller.close()
      },
    })
    const events: StreamEvent[] = []
    let chunks = 0
    await readEventStream(
      body,
      (event) => events.push(event),
      () => chunks++,
    )
    expect(events).toEqual([{ event: 'message', data: '{"body":"你好"}', id: '' }])
    expect(chunks).toBe(2)
  })
})
