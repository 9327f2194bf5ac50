import { connection } from 'next/server';

import { Counter } from './counter';

// B_js: a dynamic page with one client component (dynamic, or the nonce CSP would block its scripts).
export default async function Client() {
  await connection();
  return (
    <main>
      <h1>Counter</h1>
      <Counter />
    </main>
  );
}
