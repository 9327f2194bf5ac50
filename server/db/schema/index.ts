export * from './users';
export * from './platform';
export * from './captcha';
export * from './auth';
export * from './account';
export * from './library';
