/**
 * Which product features exist. The home page, the header and the footer
 * offer a feature (and link to it) only while its flag is on, so no page
 * promises something that leads nowhere. The issue that builds a feature
 * flips its flag when it lands.
 *
 * - classes: booking live classes (/course/list)
 * - store: the class store (/shopping)
 * - aiBook: AI picture books (/picture)
 * - dubbing: recording one's own voice over a picture book
 * - messages: the message centre and its unread badge (/messageCenter)
 */
export type Feature = 'classes' | 'store' | 'aiBook' | 'dubbing' | 'messages';

export type FeatureFlags = Readonly<Record<Feature, boolean>>;

export const FEATURES: FeatureFlags = { classes: true, store: true, aiBook: true, dubbing: true, messages: true };
