import { setupServer } from 'msw/node';

/** One msw server per test file; handlers are added per test with `server.use(...)`. */
export const server = setupServer();

/** Starts the server for the current test file and fails any request that no handler answers. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
