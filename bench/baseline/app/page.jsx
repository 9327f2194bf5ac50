// B_static: a prerendered page (its scripts are blocked by the nonce CSP in a browser; a load figure only).
export default function Home() {
  return (
    <main>
      <h1>Hello</h1>
      <p>The framework&apos;s floor.</p>
    </main>
  );
}
