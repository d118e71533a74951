// The reference's consistency rule for one brand: the first computed read's `meta.data_as_of.id` becomes `as_of` of
// the session's other computed reads, so every view shows the same scan. Settings and conversations have no `as_of`
// and stay live. A pinned read answering 404 not_found means the scan is gone: the pin ends and the read is retried
// once unpinned (reported through onDidChange), unless the session was made with `retryUnpinned: false`.
import type { BrandVisibilityClient, ReadOptions } from './client.js';
import { Emitter, type Event } from './emitter.js';
import { ApiProblemError, InvalidRequestOptionsError, PinnedScanGoneError, RequestCancelledError } from './errors.js';
import { isUuid, type ScanPinOption } from './query.js';
import { READS, installReadMethods, pathParamsOf, takesScanPin, type ItemArgs, type ReadName, type ReadQuery, type ReadResult, type Reads } from '../../shared/api/reads.js';
import type { Meta } from '../../shared/api/schemas.js';

export interface ScanPin {
  id: string;
  /** Known when the pin came from a response, or when given to pinTo. */
  completed_at?: string;
}

export type SessionChangeReason =
  /** The first computed read named its scan. */
  | 'pinned'
  /** pinTo() */
  | 'pinned-explicitly'
  /** refresh() */
  | 'refreshed'
  /** The pinned scan answered 404; `gone` says which. The pin is now the retried read's scan, if any. */
  | 'pinned-scan-gone';

export interface SessionChange {
  pin: ScanPin | undefined;
  reason: SessionChangeReason;
  gone?: PinnedScanGoneError;
}

export interface ReadSessionOptions {
  /** After a pinned 404, read again without the pin (default true); false throws PinnedScanGoneError instead. */
  retryUnpinned?: boolean;
}

type PinnableQuery = ScanPinOption & { cursor?: string };

/**
 * One method per read of the table, for this session's brand: item reads take the item's id first; a read without
 * query parameters takes only the options (`session.settings(opts?)`).
 */
export type SessionReadMethods = {
  [N in ReadName]: (
    ...args: Reads[N]['query'] extends readonly [] ? [opts?: ReadOptions] : [...ItemArgs<N>, query?: ReadQuery<N>, opts?: ReadOptions]
  ) => Promise<ReadResult<N>>;
};

// The read methods are installed from the table below the class; this interface gives them their types.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface ReadSession extends SessionReadMethods {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ReadSession {
  private currentPin: ScanPin | undefined;
  /** Bumped by refresh() and pinTo(): answers to reads started before must not set the pin. */
  private generation = 0;
  /** The read that will name the session's scan; concurrent first reads wait for it. */
  private establishing: Promise<unknown> | undefined;
  private readonly changed = new Emitter<SessionChange>();
  private readonly retryUnpinned: boolean;

  readonly onDidChange: Event<SessionChange> = this.changed.event;

  constructor(
    private readonly client: BrandVisibilityClient,
    readonly brandId: string,
    options: ReadSessionOptions = {},
  ) {
    this.retryUnpinned = options.retryUnpinned ?? true;
  }

  /** The scan this session's computed reads are pinned to; undefined before the first read named one. */
  get pin(): ScanPin | undefined {
    return this.currentPin ? { ...this.currentPin } : undefined;
  }

  /** Starts over: the next computed read pins the then-latest scan. */
  refresh(): void {
    this.generation++;
    this.establishing = undefined;
    this.setPin(undefined, 'refreshed');
  }

  /** Pins every further computed read to a completed scan (its uuid). */
  pinTo(scanId: string, completedAt?: string): void {
    if (!isUuid(scanId)) throw new InvalidRequestOptionsError([{ name: 'as_of', message: 'must be a UUID' }]);
    this.generation++;
    this.establishing = undefined;
    this.setPin(completedAt === undefined ? { id: scanId } : { id: scanId, completed_at: completedAt }, 'pinned-explicitly');
  }

  /**
   * One read of the table for this brand. A read that takes `as_of` is pinned to the session's scan; the others
   * (settings, conversations) stay live. The named methods (`session.keywords(query)`) call this.
   */
  read<N extends ReadName>(name: N, ids: readonly string[], query?: ReadQuery<N>, opts?: ReadOptions): Promise<ReadResult<N>> {
    const call = (q: ReadQuery<N> | undefined): Promise<ReadResult<N>> => this.client.read(name, [this.brandId, ...ids], q, opts);
    if (!takesScanPin(name)) return call(query);
    return this.computed(call as (q: PinnableQuery | undefined) => Promise<ReadResult<N> & { meta: Meta }>, query as PinnableQuery | undefined, opts);
  }

  // -------------------------------------------------------------------------------------------------------------------

  private async computed<Q extends PinnableQuery, R extends { meta: Meta }>(
    call: (query: Q | undefined) => Promise<R>,
    query: Q | undefined,
    opts: ReadOptions | undefined,
  ): Promise<R> {
    // The caller's own as_of wins; a cursor already carries the pin of its first page.
    if (query?.as_of !== undefined || query?.cursor !== undefined) return call(query);
    if (this.currentPin === undefined && this.establishing) await settledOrAborted(this.establishing, opts?.signal);

    const generation = this.generation;
    const pin = this.currentPin;
    if (pin) return this.pinnedRead(call, query, opts, pin, generation);

    const pending = call(query);
    if (!this.establishing) {
      const establishing = pending.catch(() => undefined);
      this.establishing = establishing;
      void establishing.finally(() => {
        if (this.establishing === establishing) this.establishing = undefined;
      });
    }
    const result = await pending;
    this.adoptPinFrom(result, generation, 'pinned');
    return result;
  }

  private async pinnedRead<Q extends PinnableQuery, R extends { meta: Meta }>(
    call: (query: Q | undefined) => Promise<R>,
    query: Q | undefined,
    opts: ReadOptions | undefined,
    pin: ScanPin,
    generation: number,
  ): Promise<R> {
    try {
      return await call({ ...query, as_of: pin.id } as Q);
    } catch (err) {
      const notFound = err instanceof ApiProblemError && err.code === 'not_found';
      if (!notFound) throw err;
      // The pin changed while this read was out (a concurrent read found the scan gone, a refresh, a new pin): its
      // 404 says nothing about the current pin, so it reads once more with that. Each pin change allows one more.
      if (generation !== this.generation) return this.computed(call, query, opts);
      const gone = new PinnedScanGoneError(pin.id, err);
      if (!this.retryUnpinned) {
        this.generation++;
        this.setPin(undefined, 'pinned-scan-gone', gone);
        throw gone;
      }
      // Unpinned, a 404 again means the brand or item is what is missing, not the scan: the pin stays.
      const result = await call(query);
      if (generation === this.generation) {
        this.generation++;
        const ref = result.meta.data_as_of;
        this.setPin(ref ? { id: ref.id, completed_at: ref.completed_at } : undefined, 'pinned-scan-gone', gone);
      }
      return result;
    }
  }

  private adoptPinFrom(result: { meta: Meta }, generation: number, reason: SessionChangeReason): void {
    const ref = result.meta.data_as_of;
    if (!ref || generation !== this.generation || this.currentPin !== undefined) return;
    this.setPin({ id: ref.id, completed_at: ref.completed_at }, reason);
  }

  private setPin(pin: ScanPin | undefined, reason: SessionChangeReason, gone?: PinnedScanGoneError): void {
    this.currentPin = pin;
    this.changed.fire(gone ? { pin: this.pin, reason, gone } : { pin: this.pin, reason });
  }
}

installReadMethods(ReadSession.prototype, (session, name, args) => {
  const ids = pathParamsOf(name).length - 1;
  const takesQuery = READS[name].query.length > 0;
  const query = takesQuery ? (args[ids] as ReadQuery<typeof name>) : undefined;
  return session.read(name, args.slice(0, ids) as string[], query, args[takesQuery ? ids + 1 : ids] as ReadOptions | undefined);
});

/** Waits for `promise` to settle, or rejects as cancelled when `signal` aborts first. */
function settledOrAborted(promise: Promise<unknown>, signal: AbortSignal | undefined): Promise<void> {
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  if (!signal) return settled;
  if (signal.aborted) return Promise.reject(new RequestCancelledError());
  return new Promise<void>((resolve, reject) => {
    const onAbort = (): void => reject(new RequestCancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    void settled.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}
