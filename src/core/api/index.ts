// Public API of the API layer. undiciTransport is deliberately not re-exported (see its header).
export * from '../../shared/api/schemas.js';
export * from './errors.js';
export {
  BrandVisibilityClient,
  splitApiPath,
  type BrandListing,
  type ClientOptions,
  type ReadOptions,
  type RequestLogEntry,
  type UnknownQuery,
} from './client.js';
export * from './query.js';
export * from '../../shared/api/reads.js';
export { checkBaseUrl, isLoopbackHost, DEFAULT_MAX_BODY_BYTES, DEFAULT_TIMEOUT_MS, type RawResponse, type Transport } from './transport.js';
export {
  RateLimitScheduler,
  SchedulerRegistry,
  sharedSchedulers,
  credentialId,
  systemClock,
  type CredentialStateChange,
  type Priority,
  type RateLimitState,
  type SchedulerClock,
  type SchedulerOptions,
} from './scheduler.js';
export { parseRateLimit, parseRateLimitPolicy, parseRetryAfter, type RateLimitPolicy, type RateLimitReading } from './rateLimit.js';
export { paginate, collectPages, type FetchPage, type Page } from './paging.js';
export { ReadSession, type ReadSessionOptions, type ScanPin, type SessionChange, type SessionChangeReason } from './session.js';
export { normalizeBrandList } from './brands.js';
export { Emitter, type Disposable, type Event } from './emitter.js';
