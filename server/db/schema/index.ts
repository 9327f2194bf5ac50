export * from './account';
export * from './platform';
export * from './captcha';
export * from './auth';
export * from './books';
export * from './videos';
export * from './reactions';
export * from './comments';
