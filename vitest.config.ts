import { defineConfig } from 'vitest/config';

// One run for every workspace: domain and server on Node, web in jsdom.
// Domain and server files share their worker's loaded modules (isolate: false): loading them
// again for every file cost most of a minute of CI. Their module state is keyed per database
// or only counts up, and tests that fake timers restore them; web keeps isolation, as screens
// share a DOM and query caches.
export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself; its main process mostly waits, so on CI's
    // two cores a second worker took a quarter off web files and a sixth off server files.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      // Checks of the repository itself, such as the lint rules that keep the layering.
      {
        test: { name: 'tooling', root: 'tooling', include: ['**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file still gets a fresh context and DOM, but in a reused process. Measured on
          // the 2-core machine (shared, so CPU time is the steadier number): with a fork per
          // file, loading jsdom, React and Testing Library again cost more than the tests
          // (environment 77 s + setup 31 s against 110 s of tests); the web project took 129 s
          // (131 s CPU), in vmForks 33-58 s (49-57 s CPU) with the same 317 tests, and the whole
          // `npm run test:unit` with TEST_DATABASE_URL 220 s (366 s CPU) before, 178 s (284 s
          // CPU) after. The rest is the server project (~220 s alone, 246 s CPU; its reliability
          // files lead), tooling 6 s (its web build ~4 s), and the Hindi tests 5.6 s of the web's
          // 110 s. `isolate: false` would halve the web's time again, but state left by other
          // files failed 3 tests (session, campaigns); userEvent's `delay: null` saved nothing.
          pool: 'vmForks',
          setupFiles: ['src/test/setup.ts'],
          // Rendering whole screens in jsdom on a busy 2-core machine can pass 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
