'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { readerPath } from '@/components/books/reader/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { deleteCreatedBook, editCreatedPage, publishCreatedBook, unpublishCreatedBook } from '@/lib/api/creator';
import { http } from '@/lib/http';
import { NEUTRAL_CHILD_NAME, CREATOR_PAGE_TEXT_MAX } from '@/lib/constants/creator';
import { LANG_TAG } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { useAction } from '@/lib/hooks/use-action';
import { notify } from '@/lib/notify';
import type { ReaderPage } from '@/lib/types/books';
import type { CreatedBook } from '@/lib/types/creator';

const areaClass =
  'w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-[15px] text-ink outline-none hover:border-slate-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100';

/** One page in the editor: text and translation; saving a changed text narrates the page again. */
function PageEditor({ bookId, page, onSaved }: { bookId: number; page: ReaderPage; onSaved: (page: ReaderPage) => void }) {
  const t = useTranslations('Creator');
  const [text, setText] = useState(page.text);
  const [textCn, setTextCn] = useState(page.textCn);
  const save = useAction(() => editCreatedPage(bookId, page.index, { text, textCn }), {
    onSuccess: (saved) => {
      onSaved({ ...page, ...saved });
      notify('success', t('pageSaved', { page: page.index }));
    },
  });
  const changed = text !== page.text || textCn !== page.textCn;
  return (
    <li className="rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200" data-test="creator-page">
      <p className="mb-2 text-sm font-semibold text-slate-700">{t('pageNumber', { page: page.index })}</p>
      <label className="block text-xs font-medium text-slate-600" htmlFor={`page-${bookId}-${page.index}-en`}>
        {t('pageText')}
      </label>
      <textarea id={`page-${bookId}-${page.index}-en`} lang="en" rows={2} maxLength={CREATOR_PAGE_TEXT_MAX} className={areaClass} value={text} onChange={(e) => setText(e.target.value)} data-test="creator-page-text" />
      <label className="mt-2 block text-xs font-medium text-slate-600" htmlFor={`page-${bookId}-${page.index}-cn`}>
        {t('pageTextCn')}
      </label>
      <textarea id={`page-${bookId}-${page.index}-cn`} lang={LANG_TAG.cn} rows={2} maxLength={CREATOR_PAGE_TEXT_MAX} className={areaClass} value={textCn} onChange={(e) => setTextCn(e.target.value)} data-test="creator-page-text-cn" />
      <Button type="button" size="sm" className="mt-2 inline-flex items-center gap-2" disabled={!changed || save.isBusy} onClick={() => void save.run()} data-test="creator-page-save">
        {save.isBusy && <Spinner />} {save.isBusy && text !== page.text ? t('narrating') : t('savePage')}
      </Button>
    </li>
  );
}

/** The pages of a book, each editable. */
function BookEditor({ book }: { book: CreatedBook }) {
  const t = useTranslations('Creator');
  const [pages, setPages] = useState<ReaderPage[] | null>(null);
  const [failed, setFailed] = useState(false);
  if (!pages && !failed) {
    http
      .get<ReaderPage[]>(`picture/book/read/${book.id}`)
      .then(setPages)
      .catch(() => setFailed(true));
  }
  if (failed) return <p role="alert" className="text-sm text-red-600">{t('loadFailed')}</p>;
  if (!pages) return <Spinner />;
  return (
    <ol className="mt-3 space-y-3" aria-label={t('editorLabel')}>
      {pages.map((page) => (
        <PageEditor key={page.index} bookId={book.id} page={page} onSaved={(p) => setPages(pages.map((x) => (x.index === p.index ? p : x)))} />
      ))}
    </ol>
  );
}

/** Publishing a book that holds the child's name: keep it, or replace it with a neutral name everywhere. */
function PublishDialog({ book, open, onClose, onPublish, busy }: { book: CreatedBook; open: boolean; onClose: () => void; onPublish: (choice: 'keep' | 'replace') => void; busy: boolean }) {
  const t = useTranslations('Creator');
  return (
    <Dialog open={open} onClose={onClose} className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl" panelProps={{ 'data-test': 'publish-dialog' }}>
      <div className="flex items-start justify-between gap-3">
        <DialogTitle className="text-lg font-bold text-ink">{t('publishTitle')}</DialogTitle>
        <DialogCloseButton />
      </div>
      <p className="mt-3 text-sm text-slate-700">{t('publishNameWarning', { name: book.childName })}</p>
      <div className="mt-5 flex flex-col gap-2">
        <Button type="button" disabled={busy} onClick={() => onPublish('replace')} data-test="publish-replace">
          {busy ? t('publishing') : t('publishReplace', { neutral: NEUTRAL_CHILD_NAME })}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => onPublish('keep')} data-test="publish-keep">
          {t('publishKeep', { name: book.childName })}
        </Button>
      </div>
    </Dialog>
  );
}

function BookItem({ book, onChange }: { book: CreatedBook; onChange: () => void }) {
  const t = useTranslations('Creator');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const publish = useAction((choice: 'keep' | 'replace' | null) => publishCreatedBook(book.id, choice ?? undefined), {
    onSuccess: () => {
      setAsking(false);
      notify('success', t('published'));
      onChange();
    },
  });
  const unpublish = useAction(() => unpublishCreatedBook(book.id), { onSuccess: onChange });
  const remove = useAction(() => deleteCreatedBook(book.id), { onSuccess: onChange, onError: () => setConfirmDelete(false) });
  const title = pickLocalized(locale, book.title, book.titleCn);
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-test="created-book">
      <div className="flex flex-wrap items-center gap-4">
        {/* a private book's cover is served to its owner only, by cookie: a plain img, not the image optimizer */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={book.cover} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-xl object-cover" />
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-ink" data-test="created-book-title">
            {title}
          </h3>
          <p className="text-sm text-slate-500">
            {t('bookMeta', { level: book.level, pages: book.pageCount })} ·{' '}
            <span className={book.listed ? 'text-emerald-700' : 'text-slate-600'} data-test="created-book-state">
              {book.listed ? t('statePublished') : t('statePrivate')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={readerPath(book.id)} size="sm" data-test="created-book-read">
            {t('read')}
          </ButtonLink>
          <Button type="button" variant="secondary" size="sm" aria-expanded={editing} onClick={() => setEditing(!editing)} data-test="created-book-edit">
            {editing ? t('closeEditor') : t('edit')}
          </Button>
          {book.listed ? (
            <Button type="button" variant="secondary" size="sm" disabled={unpublish.isBusy} onClick={() => void unpublish.run()} data-test="created-book-unpublish">
              {t('unpublish')}
            </Button>
          ) : (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={publish.isBusy}
              onClick={() => (book.containsChildName ? setAsking(true) : void publish.run(null))}
              data-test="created-book-publish"
            >
              {t('publish')}
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={remove.isBusy}
            onClick={() => (confirmDelete ? void remove.run() : setConfirmDelete(true))}
            data-test="created-book-delete"
          >
            {confirmDelete ? t('confirmDelete') : t('delete')}
          </Button>
        </div>
      </div>
      {editing && <BookEditor book={book} />}
      <PublishDialog book={book} open={asking} busy={publish.isBusy} onClose={() => setAsking(false)} onPublish={(choice) => void publish.run(choice)} />
    </li>
  );
}

/** The user's own created books: read, edit page by page, publish or unpublish, delete. */
export function CreatedBooks({ books, onChange }: { books: CreatedBook[] | undefined; onChange: () => void }) {
  const t = useTranslations('Creator');
  if (!books) return <Spinner />;
  if (!books.length) return <EmptyState title={t('noBooks')}>{null}</EmptyState>;
  return (
    <ul className="space-y-3" aria-label={t('myBooks')} data-test="created-books">
      {books.map((book) => (
        <BookItem key={book.id} book={book} onChange={onChange} />
      ))}
    </ul>
  );
}
