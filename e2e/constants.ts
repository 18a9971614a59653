export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Relative to the repo root, where the web server command runs. */
export const E2E_DATA_DIR = `.e2e-data/${E2E_PORT}`;
export const E2E_ADMIN = { mobile: '9000000001', password: 'admin-pass-1' } as const;
