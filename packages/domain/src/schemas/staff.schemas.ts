import { z } from 'zod/mini';
import { toIndianE164 } from '../phone/phone';
import { newPassword } from './account.schemas';
import { MAX_MOBILE_TEXT, normalizedText, requiredText } from './fields';
import { LIMITS, MESSAGES } from './messages';

/** An invite token is 32 bytes in base64url, 43 characters; anything longer is no token. */
const MAX_INVITE_TOKEN = 64;

/** `POST /staff` (product §17): the staff member's name and Indian mobile, answered in E.164. */
export const staffInput = z.object({
  name: requiredText(MESSAGES.nameRequired, LIMITS.name),
  mobile: normalizedText(
    MESSAGES.mobileRequired,
    MESSAGES.invalidMobile,
    toIndianE164,
    MAX_MOBILE_TEXT,
  ),
});
export type StaffInput = z.infer<typeof staffInput>;

/** `POST /auth/join`: the invite link's token and the staff member's password (signup's rules). */
export const joinInput = z.object({
  // An unknown token is answered by the service, like a used one.
  token: z.string().check(z.maxLength(MAX_INVITE_TOKEN)),
  password: newPassword,
});
export type JoinInput = z.infer<typeof joinInput>;
