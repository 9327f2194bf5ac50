/** Every browser-storage key of SPEC §3, in one place. */
export const STORAGE_KEYS = {
  userToken: 'user_token',
  pythonToken: 'python_token',
  userInfo: 'user_info',
  latestVisitTime: 'latest_visit_time',
  latestReferrerHost: 'latest_referre_host',
  latestReferrerPath: 'latest_referter_path',
  quickTracking: 'queryQuickTracking',
  uniqueId: 'unique_id',
  captchaSliderUid: 'slider',
  captchaClickUid: 'point',
  /** Session storage: the page to return to after a forced re-login. */
  returnPath: 'return_path',
  /** Session storage: when a chunk-load failure last reloaded the page. */
  chunkReloadAt: 'chunk_reload_at',
} as const;

export const COOKIE_KEYS = {
  locale: 'i18n_redirected',
  userToken: 'user_token',
  authStrategy: 'auth.strategy',
  fromPath: 'fromPath',
} as const;
