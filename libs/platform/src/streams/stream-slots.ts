/** Something that can be ended at shutdown (an open stream). */
export interface ClosableStream {
  end(): void;
}

/**
 * The open long-lived streams of one kind on this node: a cap (a stream beyond it is refused by
 * its controller, 429), the count for metrics, and ending them all at shutdown (an open response
 * would hold the HTTP server's close).
 */
export class StreamSlots<S extends ClosableStream = ClosableStream> {
  private readonly streams = new Set<S>();
  private closed = false;

  constructor(
    private readonly max: number,
    /** Called when the first stream opens and when the last one closes. */
    private readonly onBusy: (busy: boolean) => void = () => undefined,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  get hasRoom(): boolean {
    return !this.closed && this.streams.size < this.max;
  }

  /** The open streams (a copy). */
  list(): S[] {
    return [...this.streams];
  }

  /** Takes a slot unless the cap is reached or the node is shutting down; the function releases it. */
  open(stream: S): (() => void) | null {
    if (!this.hasRoom) return null;
    this.streams.add(stream);
    if (this.streams.size === 1) this.onBusy(true);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.streams.delete(stream);
      if (this.streams.size === 0) this.onBusy(false);
    };
  }

  /** Shutdown: ends every stream and refuses new ones. */
  closeAll(): void {
    this.closed = true;
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
    this.onBusy(false);
  }
}
