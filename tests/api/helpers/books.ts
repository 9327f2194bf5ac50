/** A book row for search tests: placeholder text, cover and counts around what the test cares about. */
import type { books } from '@/server/db/schema';

type NewBook = typeof books.$inferInsert;

export function testBook(fields: Pick<NewBook, 'slug' | 'title' | 'titleCn' | 'searchDoc'> & Partial<NewBook>): NewBook {
  return {
    author: 'Test',
    level: 'B',
    description: 'x',
    descriptionCn: 'x',
    wordCount: 10,
    pageCount: 1,
    coverLarge: '/c.webp',
    coverSmall: '/c.webp',
    ...fields,
  };
}
