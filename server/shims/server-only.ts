// The custom server and tests run outside Next's bundler, where the real
// `server-only` marker would throw. Inside Next the real package still guards
// every server/ module against being pulled into a client bundle.
export {};
