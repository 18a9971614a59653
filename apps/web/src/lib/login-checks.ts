// The login's checks: the domain's schema and how its messages map to fields, imported only
// through `import()`, so zod stays out of /auth's first download (ADR 014).
export { fieldErrors, loginInput } from '@khatabill/domain';
