import 'server-only';

import { account } from './account';
import type { DomainRouter } from './access';
import { auth } from './auth';
import { books } from './books';
import { captcha } from './captcha';
import { abc, acadsoc, classPractice, eclass } from './classes';
import { comments } from './comments';
import { creator } from './creator';
import { dubbings } from './dubbings';
import { health, metrics, ready } from './health';
import { lessonAbc, lessonAcadsoc, lessonDev, lessonEclass, questionCards } from './lessons';
import { messageCenter } from './messages';
import { monitor } from './monitor';
import { shopOrders } from './orders';
import { payments } from './payments';
import { bookReactions, videoReactions } from './reactions';
import { search } from './search';
import { social } from './social';
import { shop, userAddress } from './store';
import { tracking } from './tracking';
import { userVideos, videos } from './videos';
import { dictionary, wordBank } from './words';

export interface MountedRouter {
  /** The domain's one name (services/<domain>, db/schema/<domain>, lib/api/<domain>, messages). */
  domain: string;
  /** The spec's URL segment under /api; several domains may share one (the spec puts much under /user). */
  segment: string;
  router: DomainRouter;
}

/**
 * Every router of the API, domain to spec segment, mounted in this order.
 * Only `/api/<segment>/*` paths reach a router, so a shared segment costs
 * nothing; the order matters only between identical paths (none exist).
 */
export const API_ROUTERS: readonly MountedRouter[] = [
  { domain: 'health', segment: '/health', router: health },
  { domain: 'health', segment: '/ready', router: ready },
  { domain: 'health', segment: '/metrics', router: metrics },
  { domain: 'monitor', segment: '/monitor', router: monitor },
  { domain: 'search', segment: '/common', router: search },
  { domain: 'account', segment: '/user', router: account },
  { domain: 'auth', segment: '/user', router: auth },
  { domain: 'videos', segment: '/user', router: userVideos },
  { domain: 'books', segment: '/picture', router: books },
  { domain: 'reactions', segment: '/picture', router: bookReactions },
  { domain: 'dubbings', segment: '/picture', router: dubbings },
  { domain: 'creator', segment: '/picture', router: creator },
  { domain: 'videos', segment: '/video', router: videos },
  { domain: 'reactions', segment: '/video', router: videoReactions },
  { domain: 'comments', segment: '/comment', router: comments },
  { domain: 'captcha', segment: '/captcha', router: captcha },
  { domain: 'classes', segment: '/acadsoc', router: acadsoc },
  { domain: 'classes', segment: '/eclass', router: eclass },
  { domain: 'classes', segment: '/class', router: classPractice },
  { domain: 'classes', segment: '/abc', router: abc },
  { domain: 'lessons', segment: '/eclass', router: lessonEclass },
  { domain: 'lessons', segment: '/acadsoc', router: lessonAcadsoc },
  { domain: 'lessons', segment: '/card', router: questionCards },
  { domain: 'lessons', segment: '/abc', router: lessonAbc },
  { domain: 'lessons', segment: '/dev', router: lessonDev },
  { domain: 'tracking', segment: '/quickTracking', router: tracking },
  { domain: 'orders', segment: '/shop', router: shopOrders },
  { domain: 'payments', segment: '/pay', router: payments },
  { domain: 'store', segment: '/shop', router: shop },
  { domain: 'store', segment: '/user', router: userAddress },
  { domain: 'messages', segment: '/msg', router: messageCenter },
  { domain: 'social', segment: '/user', router: social },
  { domain: 'words', segment: '/picture', router: dictionary },
  { domain: 'words', segment: '/user', router: wordBank },
];
