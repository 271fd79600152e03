import { TokenBuckets } from '../../domain/token-bucket';

/** DI token for the per-endpoint intake rate limiter (one in-memory instance per process). */
export class SignalRateLimiter extends TokenBuckets {}
