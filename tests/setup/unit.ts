// Setup of the `unit` project: jest-dom matchers, and for DOM tests (jsdom) a matchMedia polyfill
// (antd's responsive helpers call it, jsdom lacks it) and React Testing Library's cleanup.
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }
  const { cleanup, configure } = await import('@testing-library/react');
  // The login cookie's readable companion (lib/proxy/companyCookie.ts): a browser gets it with every
  // login answer, which msw's mocked answers do not set; with it the islands ask the (mocked) session
  // endpoint, whose answer says who is logged in. tests/unit/sessionProbe.test.tsx removes it.
  const holdLogin = () => {
    document.cookie = 'signed_in=1; path=/';
  };
  holdLogin();
  afterEach(() => {
    cleanup();
    holdLogin();
  });
  // findBy…/waitFor wait up to 5 s (1 s by default): lazily loaded islands render later on a busy machine.
  configure({ asyncUtilTimeout: 5_000 });
}

// Vitest 4 has no per-glob environments: a component test (.tsx) names jsdom in its first line.
// Say so plainly instead of failing later with "document is not defined".
beforeAll(({}, suite) => {
  const path = suite.file.filepath;
  if (path.endsWith('.tsx') && typeof document === 'undefined') {
    throw new Error(`${path}: component tests run in jsdom; add "// @vitest-environment jsdom" as the file's first line`);
  }
});
