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
          // Each file still gets a fresh context and DOM, in a reused process: a fork per file
          // loaded jsdom, React and Testing Library again, which cost more than the tests (web
          // 129 s -> 33-58 s here, the whole unit run 220 -> 178 s). `isolate: false` would halve
          // it again but lets one file's state fail another's tests.
          pool: 'vmForks',
          setupFiles: ['src/test/setup.ts'],
          // Rendering whole screens in jsdom on a busy 2-core machine can pass 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
