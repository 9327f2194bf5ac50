// Grows the library of a bench database to FACTOR times the seed, so `npm run
// bench` can show how a page's cost grows with data. Run it while no server
// has the database open (PGlite is one process at a time; a server would also
// keep serving its cached lists), then start the server again.
//
//   PGLITE_DIR=/tmp/bench/db node bench/grow-data.mjs 10
//   DATABASE_URL=postgres://…/sprout_bench_x node bench/grow-data.mjs 100
//
// At factor F the database holds F copies of each seed book (with its pages)
// and video, 10×F generated readers, and per reader 8 book likes, 3 book
// collects, 2 video likes, 1 video collect, 3 book comments, 1 video comment
// and 4 opened books (2 finished). Popularity is skewed towards the seed
// items, so the hot lists keep a head. The books' and videos' counters are
// recomputed from the rows, as the reaction and comment services keep them.
// Growing is incremental and idempotent: 10 then 100 adds 9 then 90 copies.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const COPY = '~g'; // slug suffix of a copy: `<seed slug>~g<k>`
const READERS_PER_FACTOR = 10;
const ACCOUNT_PREFIX = '77'; // generated readers: 10-digit account numbers (the app's are 8 digits)

const BOOK_COLUMNS = ['author', 'level', 'tags', 'description', 'description_cn', 'word_count', 'page_count', 'cover_large',
  'cover_small', 'search_doc', 'search_words'];
const PAGE_COLUMNS = ['index', 'text', 'text_cn', 'image_large', 'image_small', 'image_width', 'image_height', 'audio_src', 'audio_ms', 'words'];
const VIDEO_COLUMNS = ['user_id', 'description', 'description_cn', 'tags', 'duration_sec', 'src', 'poster', 'subtitles_en',
  'subtitles_cn', 'search_doc', 'search_words'];

const list = (columns, prefix = '') => columns.map((c) => `${prefix}"${c}"`).join(', ');

/** A deterministic fraction in [0, 1) from a reader number and a slot, squared so low indexes (the seed) are liked most. */
const skewedIndex = (n, g, arr) => `${arr}[1 + floor(power(((${n} * 7919 + ${g} * 104729) % 10007)::float / 10007, 2) * array_length(${arr}, 1))::int]`;

/**
 * Brings the database to `factor` times the seed library. `query(sql, params)`
 * runs one statement and resolves to its rows; the caller wraps nothing in a
 * transaction (each step is one statement, and a rerun completes a step).
 * Returns the row counts after growing.
 */
/** Copies 1..factor-1 of every seed row of `table` (books or videos): slug and titles numbered, newest first. */
async function copySeedRows(query, table, columns, factor) {
  await query(
    `insert into ${table} (slug, title, title_cn, ${list(columns)}, created_at, updated_at)
     select s.slug || '${COPY}' || k, s.title || ' ' || (k + 1), s.title_cn || ' ' || (k + 1), ${list(columns, 's.')},
            now() - make_interval(mins => k), now()
     from ${table} s cross join generate_series(1, $1::int - 1) as k
     where s.slug not like '%${COPY}%'
     on conflict (slug) do nothing`,
    [factor],
  );
}

export async function growData(query, factor) {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a whole number >= 1, got ${factor}`);
  const one = async (sql, params) => (await query(sql, params))[0];

  const { seed_books: seedBooks } = await one(`select count(*)::int as seed_books from books where slug not like '%${COPY}%'`);
  if (!seedBooks) throw new Error('no seed books: start the server once on this database first (it seeds it)');

  // Copies 1..factor-1 of every seed book, its pages, and every seed video (a missing copy is added, an existing one kept).
  await copySeedRows(query, 'books', BOOK_COLUMNS, factor);
  await query(
    `insert into book_pages (book_id, ${list(PAGE_COLUMNS)})
     select c.id, ${list(PAGE_COLUMNS, 'p.')}
     from books c
     join books o on o.slug = split_part(c.slug, '${COPY}', 1)
     join book_pages p on p.book_id = o.id
     where c.slug like '%${COPY}%'
     on conflict do nothing`,
  );
  await copySeedRows(query, 'videos', VIDEO_COLUMNS, factor);

  // Generated readers, numbered 1..10×factor; every second profile public, every fifth one called a duck fan (user search).
  await query(
    `insert into users (account_no, nickname, profile_visibility, introduction, created_at)
     select '${ACCOUNT_PREFIX}' || lpad(n::text, 8, '0'),
            case when n % 5 = 0 then 'Duck fan ' || n else 'Reader ' || n end,
            case when n % 2 = 0 then 'public' else 'private' end,
            'A reader made by bench/grow-data.mjs', now() - make_interval(hours => n)
     from generate_series(1, $1::int) as n
     on conflict (account_no) do nothing`,
    [READERS_PER_FACTOR * factor],
  );

  // What the readers did; each reader's rows are added once (readers without reactions are the new ones).
  const readers = `(select id, substr(account_no, 3)::int as n from users u
     where length(account_no) = 10 and account_no like '${ACCOUNT_PREFIX}%'
       and not exists (select 1 from reactions r where r.user_id = u.id))`;
  const ids = `(select (select array_agg(id order by id) from books) as b, (select array_agg(id order by id) from videos) as v) ids`;
  await query(
    `insert into comments (user_id, target_type, target_id, content, created_at)
     select r.id, t.kind, case when t.kind = 'book' then ${skewedIndex('r.n', 't.g', 'ids.b')} else ${skewedIndex('r.n', 't.g', 'ids.v')} end,
            'Lovely! We read it again tonight (' || r.n || '-' || t.g || ')', now() - make_interval(mins => r.n * 4 + t.g)
     from ${readers} r cross join ${ids}
     cross join (values ('book', 11), ('book', 12), ('book', 13), ('video', 14)) as t(kind, g)`,
  );
  await query(
    `insert into reading_progress (user_id, book_id, page, finished, updated_at)
     select r.id, b.id, case when g % 2 = 0 then b.page_count else 1 end, g % 2 = 0, now() - make_interval(mins => r.n + g)
     from ${readers} r cross join ${ids} cross join generate_series(21, 24) as g
     join books b on b.id = ${skewedIndex('r.n', 'g', 'ids.b')}
     on conflict do nothing`,
  );
  await query(
    `insert into reactions (user_id, target_type, target_id, kind, created_at)
     select r.id, t.type, case when t.type = 'book' then ${skewedIndex('r.n', 't.g', 'ids.b')} else ${skewedIndex('r.n', 't.g', 'ids.v')} end,
            t.kind, now() - make_interval(mins => r.n + t.g)
     from ${readers} r cross join ${ids}
     cross join (values ('book', 'like', 1), ('book', 'like', 2), ('book', 'like', 3), ('book', 'like', 4), ('book', 'like', 5),
                        ('book', 'like', 6), ('book', 'like', 7), ('book', 'like', 8), ('book', 'collect', 9), ('book', 'collect', 10),
                        ('book', 'collect', 15), ('video', 'like', 16), ('video', 'like', 17), ('video', 'collect', 18)) as t(type, kind, g)
     on conflict do nothing`,
  );

  // The counters the pages show, from the rows (as the services keep them).
  await query(
    `update books b set
       like_count = (select count(*) from reactions r where r.target_type = 'book' and r.target_id = b.id and r.kind = 'like'),
       collect_count = (select count(*) from reactions r where r.target_type = 'book' and r.target_id = b.id and r.kind = 'collect'),
       comment_count = (select count(*) from comments c where c.target_type = 'book' and c.target_id = b.id),
       read_count = (select count(*) from reading_progress p where p.book_id = b.id and p.finished)`,
  );
  await query(
    `update videos v set
       like_count = (select count(*) from reactions r where r.target_type = 'video' and r.target_id = v.id and r.kind = 'like'),
       collect_count = (select count(*) from reactions r where r.target_type = 'video' and r.target_id = v.id and r.kind = 'collect'),
       comment_count = (select count(*) from comments c where c.target_type = 'video' and c.target_id = v.id)`,
  );
  await query('analyze');

  return one(
    `select (select count(*)::int from books) as books, (select count(*)::int from book_pages) as pages,
            (select count(*)::int from videos) as videos, (select count(*)::int from users) as users,
            (select count(*)::int from comments) as comments, (select count(*)::int from reactions) as reactions,
            (select count(*)::int from reading_progress) as progress`,
  );
}

/** Opens the database the server would open (DATABASE_URL, else PGLITE_DIR), runs `fn(query)`, closes it. */
export async function withDatabase(fn, { databaseUrl = process.env.DATABASE_URL, pgliteDir = process.env.PGLITE_DIR } = {}) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      await client.end();
    }
  }
  if (!pgliteDir) throw new Error('set DATABASE_URL or PGLITE_DIR');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(pgliteDir.includes('://') ? pgliteDir : path.resolve(pgliteDir), { extensions: { pg_trgm } });
  try {
    return await fn(async (sql, params) => (await db.query(sql, params)).rows);
  } finally {
    await db.close();
  }
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const factor = Number(process.argv[2]);
  if (!Number.isInteger(factor) || factor < 1) {
    console.error('usage: PGLITE_DIR=… | DATABASE_URL=… node bench/grow-data.mjs FACTOR');
    process.exit(2);
  }
  const started = Date.now();
  const counts = await withDatabase((query) => growData(query, factor));
  console.log(`grown to ${factor}x in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
}
