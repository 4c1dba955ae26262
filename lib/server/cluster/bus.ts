import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { log } from '../log';
import { decodeSignal, encodeSignal, type Change, type Delivered, type Signal, type SignalKind } from './signals';

/*
 * The invalidation bus: one signal for every cache an instance keeps of shared data. A change is
 * announced once, where it is made; the announcing process does the local work at once (its
 * listeners run before announce returns) and the transport carries the signal to every other
 * instance, whose listeners do the same work. Listeners are declared next to the read model they
 * serve (onSignal); the transport is Redis pub/sub, PostgreSQL LISTEN/NOTIFY, or none at all with
 * the embedded database, which is one process by design (./index.ts picks it).
 *
 * A transport that is down never fails the change: its signals wait (the newest 500) and go out
 * when it is back; and a process that could not listen for a while drops everything it holds
 * (a `resync` delivered to every listener), since it cannot know what it missed.
 */

export type BusListener = (signal: Delivered) => void;

/** What carries signals between instances. publish rejects when it cannot send now. */
export interface BusTransport {
  readonly name: string;
  start(events: { message(text: string): void; reconnected(): void; sendable(): void }): void;
  publish(text: string): Promise<void>;
  stop(): Promise<void>;
}

const MAX_UNSENT = 500;

export class InvalidationBus {
  readonly instanceId: string;
  private readonly listeners = new Map<string, { kinds: ReadonlySet<SignalKind>; fn: BusListener }>();
  private transport: BusTransport | null = null;
  private unsent: string[] = [];
  private flushing: Promise<void> | null = null;
  private now: () => number;

  constructor(opts: { instanceId?: string; now?: () => number } = {}) {
    this.instanceId = opts.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    this.now = opts.now ?? Date.now;
  }

  /** The transport's name, or 'local' when signals stay in this process. */
  get carrier(): string {
    return this.transport?.name ?? 'local';
  }

  /**
   * Runs `fn` for every signal of one of `kinds`, announced here or received, and for a resync.
   * `name` makes it idempotent: a module bundled twice registers one listener, not two.
   */
  on(name: string, kinds: readonly SignalKind[], fn: BusListener): void {
    this.listeners.set(name, { kinds: new Set(kinds), fn });
  }

  off(name: string): void {
    this.listeners.delete(name);
  }

  /** Starts carrying signals over `transport` (connecting in the background; never throws). */
  attach(transport: BusTransport): void {
    if (this.transport) throw new Error(`the bus already runs over ${this.transport.name}`);
    this.transport = transport;
    transport.start({
      message: (text) => this.receive(text),
      reconnected: () => {
        this.deliver({ kind: 'resync', companyId: null, tags: [], at: this.now() });
        void this.flush();
      },
      sendable: () => void this.flush(),
    });
  }

  /**
   * A change was made (and committed): this process's listeners run now, then the signal goes to
   * every other instance. Resolves once it is sent or queued; never rejects.
   */
  announce(change: Change): Promise<void> {
    const signal: Signal = { kind: change.kind, companyId: change.companyId, tags: [...(change.tags ?? [])], at: this.now() };
    this.deliver(signal);
    if (!this.transport) return Promise.resolve();
    return this.send(encodeSignal(signal, this.instanceId));
  }

  async stop(): Promise<void> {
    const t = this.transport;
    this.transport = null;
    if (t) await t.stop();
  }

  private receive(text: string): void {
    const decoded = decodeSignal(text);
    if (!decoded) {
      log.warn('bus.badSignal', { carrier: this.carrier, length: text.length });
      return;
    }
    // our own signal coming back: its work was done when it was announced
    if (decoded.from === this.instanceId) return;
    this.deliver(decoded.signal);
  }

  private deliver(signal: Delivered): void {
    for (const [name, l] of this.listeners) {
      if (signal.kind !== 'resync' && !l.kinds.has(signal.kind)) continue;
      try {
        l.fn(signal);
      } catch (error) {
        log.error('bus.listenerFailed', { listener: name, kind: signal.kind, error });
      }
    }
  }

  private async send(text: string): Promise<void> {
    // keep the order: while older signals wait, a new one waits behind them
    if (this.unsent.length) {
      this.queue(text);
      return this.flush();
    }
    try {
      await this.transport?.publish(text);
    } catch {
      this.queue(text);
    }
  }

  private queue(text: string): void {
    this.unsent.push(text);
    if (this.unsent.length > MAX_UNSENT) {
      this.unsent.splice(0, this.unsent.length - MAX_UNSENT);
      log.warn('bus.unsentDropped', { carrier: this.carrier, kept: MAX_UNSENT });
    }
  }

  /** Sends what waited, oldest first, stopping at the first failure (the rest waits again). */
  private flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (!this.unsent.length) return Promise.resolve();
    const run = async () => {
      try {
        while (this.unsent.length && this.transport) {
          await this.transport.publish(this.unsent[0]!);
          this.unsent.shift();
        }
      } catch {
        // still down: the transport calls sendable() again when it is back
      } finally {
        this.flushing = null;
      }
    };
    this.flushing = run();
    return this.flushing;
  }
}

// ------------------------------------------------------------------ the process's bus

/** One bus per process, on globalThis: Next bundles instrumentation and each route apart. */
const BUS_KEY = Symbol.for('portal.invalidationBus');

export function processBus(): InvalidationBus {
  const g = globalThis as { [BUS_KEY]?: InvalidationBus };
  g[BUS_KEY] ??= new InvalidationBus();
  return g[BUS_KEY];
}

/** Declares the local work a read model does when one of `kinds` changes (see InvalidationBus.on). */
export function onSignal(name: string, kinds: readonly SignalKind[], fn: BusListener): void {
  processBus().on(name, kinds, fn);
}

/** Announces a committed change to this process and every other instance (see InvalidationBus.announce). */
export function announce(change: Change): Promise<void> {
  return processBus().announce(change);
}
