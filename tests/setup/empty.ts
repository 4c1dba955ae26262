// Stands in for `server-only` in tests: the real package throws outside a React Server Components build.
export {};
