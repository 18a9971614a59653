// The login's and a staff member's join checks: the domain's schemas and how their messages map
// to fields, imported only through `import()`, so zod stays out of /auth's and /join's first
// download (ADR 014).
export { accountSchemas, fieldErrors, joinInput } from '@khatabill/domain';
