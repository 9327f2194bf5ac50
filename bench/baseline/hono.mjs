// B_raw: a plain Hono route on @hono/node-server's request listener (the
// adapter server.ts uses for /api), returning a 20-item list shaped like the
// app's list answers. Usage: node bench/baseline/hono.mjs PORT [HOST]
import { createServer } from 'node:http';

import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';

const list = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Book ${i + 1}`,
  titleCn: `第 ${i + 1} 本书`,
  level: String.fromCharCode(65 + (i % 10)),
  cover: `/media/seed/books/${i + 1}/cover-small.webp`,
  tags: ['animals', 'family'],
  pageCount: 12,
  wordCount: 140,
  likeCount: (i * 37) % 101,
  collectCount: (i * 13) % 37,
  commentCount: i % 7,
}));

const app = new Hono();
app.get('/api/list', (c) => c.json({ code: 0, msg: 'ok', data: { list, total: list.length, page: 1, size: 20 } }));

const port = Number(process.argv[2] ?? 3102);
const host = process.argv[3] ?? '127.0.0.1';
createServer(getRequestListener(app.fetch)).listen(port, host, () => console.log(`hono baseline on http://${host}:${port}`));
