export * from './account';
export * from './auth';
export * from './captcha';
export * from './books';
export * from './videos';
export * from './reactions';
export * from './comments';
export * from './search';
export * from './monitor';
/** Infrastructure, no domain: the counters of server/services/rate-limit.ts. */
export * from './rate-limits';
export * from './classes';
export * from './store';
export * from './lessons';
export * from './social';
export * from './words';
export * from './dubbings';
export * from './creator';
