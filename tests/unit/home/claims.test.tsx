import { screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactElement } from 'react';

import { BooksBand } from '@/components/home/books-band';
import { FinalCta } from '@/components/home/final-cta';
import { HomeHero } from '@/components/home/hero';
import { HomeOffers, visibleOffers } from '@/components/home/offers';
import { FEATURES, type FeatureFlags } from '@/lib/constants/features';

import { MESSAGES, renderWithProviders } from '../helpers/render';

// Issue #10: every claim of the home page links to the feature that delivers it; a feature that is not built is not offered.

jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

const ALL_ON: FeatureFlags = { classes: true, store: true, aiBook: true, dubbing: true, messages: true };
/** Pages that exist today. */
const BUILT = /^\/(course\/list|shopping|library(\?type=videos)?|search|user\/collect|classStep|picture)$/;

/** Server components read their texts through getTranslations: here the real messages of the language. */
function speak(lang: 'cn' | 'en') {
  jest.mocked(getTranslations).mockImplementation((async (namespace: string) =>
    createTranslator({ locale: lang === 'cn' ? 'zh-CN' : 'en', messages: MESSAGES[lang], namespace: namespace as never })) as never);
}

async function show(render: () => Promise<ReactElement>, lang: 'cn' | 'en' = 'cn') {
  speak(lang);
  renderWithProviders(await render(), { locale: lang });
}

const hrefs = () => [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('home page claims, with the features built today', () => {
  test('live classes, the store, AI books, dubbing and messages are built', () => {
    expect(FEATURES).toEqual({ classes: true, store: true, aiBook: true, dubbing: true, messages: true });
  });

  test.each(['cn', 'en'] as const)('the hero invites to a trial class at /course/list and to the library (%s)', async (lang) => {
    await show(() => HomeHero({}), lang);
    const t = MESSAGES[lang].Home;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.heroTitle);
    expect(screen.getByRole('link', { name: t.heroPrimary })).toHaveAttribute('href', '/course/list');
    expect(screen.getByRole('link', { name: t.heroSecondary })).toHaveAttribute('href', '/library');
    expect(screen.getByText(t.heroBadge)).toBeInTheDocument();
    expect(screen.queryByText(t.heroLibraryTitle)).not.toBeInTheDocument();
    for (const href of hrefs()) expect(href).toMatch(BUILT);
  });

  test.each(['cn', 'en'] as const)('the offers are live classes, the store, books and AI books, each linking to its page (%s)', async (lang) => {
    await show(() => HomeOffers({}), lang);
    const t = MESSAGES[lang].Home;
    const cards = screen.getAllByRole('link');
    expect(cards.map((a) => [a.getAttribute('data-test'), a.getAttribute('href')])).toEqual([
      ['home-offer-live', '/course/list'],
      ['home-offer-store', '/shopping'],
      ['home-offer-books', '/library'],
      ['home-offer-ai', '/picture'],
    ]);
    expect(screen.getByText(t.offerAiTitle)).toBeInTheDocument();
    expect(screen.queryByText(t.offersLibraryTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(t.offersTitle);
  });

  test.each(['cn', 'en'] as const)('the final call to action books a trial class at /course/list (%s)', async (lang) => {
    await show(() => FinalCta({}), lang);
    const t = MESSAGES[lang].Home;
    expect(screen.getByRole('link', { name: t.ctaButton })).toHaveAttribute('href', '/course/list');
    expect(screen.queryByText(t.ctaLibraryButton)).not.toBeInTheDocument();
    expect(hrefs()).toEqual(['/course/list']);
  });

  test.each(['cn', 'en'] as const)('the book band names dubbing, which is built (%s)', async (lang) => {
    await show(() => BooksBand({}), lang);
    const t = MESSAGES[lang].Home;
    expect(screen.getByText(t.booksFeature3)).toBeInTheDocument();
    expect(screen.queryByText(t.booksFeatureTranslation)).not.toBeInTheDocument();
  });

  test('no home text that is shown today promises dubbing (beside the book band) or an AI book', () => {
    for (const lang of ['cn', 'en'] as const) {
      const t = MESSAGES[lang].Home;
      const shown = [t.booksText, t.booksFeature2, t.offerBooksText, t.offerLiveText, t.heroSubtitle, t.metaDescription, t.offersSubtitle, t.ctaText, MESSAGES[lang].Meta.description];
      for (const text of shown) expect(text).not.toMatch(/dub|配音|AI/i);
    }
  });
});

describe('home page claims once the features exist', () => {
  test('the offers are live classes, the store, books and AI books, the unbuilt ones behind login', async () => {
    expect(visibleOffers(ALL_ON).map((o) => [o.key, o.href, o.protect])).toEqual([
      ['Live', '/course/list', true],
      ['Store', '/shopping', true],
      ['Books', '/library', false],
      ['Ai', '/picture', true],
    ]);
    await show(() => HomeOffers({ features: ALL_ON }), 'en');
    expect(hrefs()).toEqual(['/course/list', '/shopping', '/library', '/picture']);
  });

  test('with classes on, the hero and the final call to action book a trial class; with dubbing on, the book band says so', async () => {
    await show(() => HomeHero({ features: ALL_ON }), 'en');
    expect(screen.getByRole('link', { name: MESSAGES.en.Home.heroPrimary })).toHaveAttribute('href', '/course/list');
    document.body.innerHTML = '';
    await show(() => FinalCta({ features: ALL_ON }), 'en');
    expect(screen.getByRole('link', { name: MESSAGES.en.Home.ctaButton })).toHaveAttribute('href', '/course/list');
    document.body.innerHTML = '';
    await show(() => BooksBand({ features: ALL_ON }), 'en');
    expect(screen.getByText(MESSAGES.en.Home.booksFeature3)).toBeInTheDocument();
  });

  test('a single missing feature hides only its own offer', () => {
    expect(visibleOffers({ ...FEATURES, store: false }).map((o) => o.key)).toEqual(['Live', 'Books', 'Ai', 'Videos']);
    expect(visibleOffers({ ...FEATURES, classes: false }).map((o) => o.key)).toEqual(['Store', 'Books', 'Ai', 'Videos']);
    expect(visibleOffers({ ...FEATURES, aiBook: false }).map((o) => o.key)).toEqual(['Live', 'Store', 'Books', 'Videos']);
    for (const href of visibleOffers().map((o) => o.href)) expect(href).toMatch(BUILT);
  });
});
