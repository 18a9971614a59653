import type { z } from 'zod/mini';
import { normalizeSignupMobile } from '../phone/account-mobile';
import { accountSchemas } from './account.schemas';

// Apart from account.schemas.ts: only what imports these loads libphonenumber's metadata.
/** Signup (`signupInput`, the form's `signupFormInput`) and login, any country's mobile. */
export const { signupInput, signupFormInput, loginInput } = accountSchemas(normalizeSignupMobile);
export type SignupInput = z.infer<typeof signupInput>;
export type LoginInput = z.infer<typeof loginInput>;
