import Link from 'next/link';
import { connection } from 'next/server';

const ITEMS = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  title: `Book ${i + 1}`,
  titleCn: `第 ${i + 1} 本书`,
  level: String.fromCharCode(65 + (i % 10)),
  likes: (i * 37) % 101,
}));

// B_dyn: rendered per request, a 24-item list of links (the floor for our SEO pages).
export default async function Dyn() {
  await connection();
  return (
    <main>
      <h1>Books</h1>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.id}>
            <Link href={`/dyn?id=${item.id}`}>
              {item.title} · {item.titleCn}
            </Link>{' '}
            <span>level {item.level}</span> <span>{item.likes} likes</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
