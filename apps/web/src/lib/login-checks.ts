// The login's checks: the domain's schemas and how their messages map to fields, imported only
// through `import()`, so zod stays out of /auth's first download (ADR 014).
export { accountSchemas, fieldErrors } from '@khatabill/domain';
