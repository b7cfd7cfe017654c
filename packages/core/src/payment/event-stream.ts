import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * The messages of a `text/event-stream` body, comments and keep-alives left out. Ends with the
 * body; a read error (network, abort) is thrown. Stopping early cancels the body.
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<EventSourceMessage, void, undefined> {
  const messages: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => messages.push(message) });
  // One decoder for the whole body: `stream: true` keeps a Thai character whose bytes arrive in
  // two chunks whole.
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* messages.splice(0);
    }
  } finally {
    // Frees the connection when the consumer stops early; a no-op once the body has ended.
    reader.cancel().catch(() => {});
  }
}
