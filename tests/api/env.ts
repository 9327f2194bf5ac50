// API tests run the Hono app in-process on a fresh in-memory PGlite per file.
process.env.PGLITE_DIR = 'memory://';
process.env.SITE_URL = 'http://localhost:3000';
