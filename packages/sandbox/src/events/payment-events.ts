import { EventEmitter } from 'node:events';

export interface PaymentListener {
  paid: () => void;
  /** The stream must end: a disconnect control or the server closing. */
  close: () => void;
}

/** In-process news of QR payments, keyed by checkout uuid, for the open event streams. */
export class PaymentEvents {
  readonly #emitter = new EventEmitter();

  constructor() {
    // One listener per open stream; many browsers may wait on many payments at once.
    this.#emitter.setMaxListeners(0);
  }

  subscribe(uuid: string, listener: PaymentListener): () => void {
    this.#emitter.on(`paid:${uuid}`, listener.paid);
    this.#emitter.on(`close:${uuid}`, listener.close);
    this.#emitter.on('close', listener.close);
    return () => {
      this.#emitter.off(`paid:${uuid}`, listener.paid);
      this.#emitter.off(`close:${uuid}`, listener.close);
      this.#emitter.off('close', listener.close);
    };
  }

  paid(uuid: string): void {
    this.#emitter.emit(`paid:${uuid}`);
  }

  /** Ends the open streams of one payment; returns how many there were. */
  disconnect(uuid: string): number {
    const count = this.#emitter.listenerCount(`close:${uuid}`);
    this.#emitter.emit(`close:${uuid}`);
    return count;
  }

  closeAll(): void {
    this.#emitter.emit('close');
  }
}
