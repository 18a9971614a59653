// The domain's schemas the forms check with, and zod's resolver for them: imported only
// through `import()` (lib/lazy-resolver.ts), so zod stays out of a screen's first download.
export { zodResolver } from '@hookform/resolvers/zod';
export { accountSchemas, billInput, staffInput } from '@khatabill/domain';
