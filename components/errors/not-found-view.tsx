import { getTranslations } from 'next-intl/server';

import { ErrorView } from './error-view';

/** 'page does not exist' with a link home, in the reader's language. */
export async function NotFoundView() {
  const t = await getTranslations('ErrorPage');
  const tc = await getTranslations('Common');
  return <ErrorView code="404" title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={tc('backHome')} />;
}
