import { parseArgs } from 'node:util';
import {
  addDays,
  adminPlanInput,
  isCalendarDay,
  MIN_PASSWORD,
  PLANS,
  PRODUCT_NAME,
  toIndianE164,
  type AdminPlanInput,
} from '@khatabill/domain';
import type { Database } from '../db/client';
import { findShops, setShopPlan } from '../modules/admin/admin.service';
import { createAccount } from '../modules/auth/auth.service';

export const ADMIN_USAGE = `Usage:
  npm run admin -- create --mobile <mobile> --password <password> [--name <name>]
  npm run admin -- set-plan --mobile <mobile> --plan <${PLANS.join('|')}> --until <YYYY-MM-DD>
                            [--trial-until <YYYY-MM-DD> | --end-trial]
Mobile: 10 digits or +91…. --until is the last day of the paid period and --trial-until
the last day of the trial (India time); --end-trial leaves the shop with no trial. Without
either, the trial stays as it is (a running trial grants every feature whatever the plan).`;

export type AdminCommand =
  | { kind: 'create'; mobile: string; password: string; name: string }
  | { kind: 'set-plan'; mobile: string; until: string; planInput: AdminPlanInput };

/** A mistake on the command line: the message says what, followed by the usage. */
export class UsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n\n${ADMIN_USAGE}`);
    this.name = 'UsageError';
  }
}

export function parseAdminArgs(argv: string[]): AdminCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        mobile: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        plan: { type: 'string' },
        until: { type: 'string' },
        'trial-until': { type: 'string' },
        'end-trial': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [kind, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
  const mobile = toIndianE164(values.mobile ?? '');
  if (kind !== 'create' && kind !== 'set-plan')
    throw new UsageError('Name a command: create or set-plan.');
  if (!mobile) throw new UsageError('--mobile must be a 10-digit Indian mobile (or +91…).');

  if (kind === 'create') {
    const password = values.password ?? '';
    if (password.length < MIN_PASSWORD) {
      throw new UsageError(`--password must have at least ${MIN_PASSWORD} characters.`);
    }
    return { kind, mobile, password, name: values.name?.trim() || 'Admin' };
  }

  const until = values.until ?? '';
  if (!isCalendarDay(until)) throw new UsageError('--until must be a date: YYYY-MM-DD.');
  const trialEndsAt = trialEndOf(values['trial-until'], values['end-trial'] ?? false);
  // The paid period includes the --until day: it ends as the next day starts, India time.
  const planInput = adminPlanInput.safeParse({
    plan: values.plan,
    planExpiresAt: addDays(until, 1),
    ...(trialEndsAt === undefined ? {} : { trialEndsAt }),
  });
  if (!planInput.success) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}.`);
  return { kind, mobile, until, planInput: planInput.data };
}

/**
 * The trial's end as the admin API takes it: the day after --trial-until (the trial
 * includes that day, like the paid period its --until day), null for --end-trial, and
 * undefined, leaving the trial as it is, for neither.
 */
function trialEndOf(trialUntil: string | undefined, endTrial: boolean): string | null | undefined {
  if (endTrial && trialUntil !== undefined) {
    throw new UsageError('Give --trial-until or --end-trial, not both.');
  }
  if (endTrial) return null;
  if (trialUntil === undefined) return undefined;
  if (!isCalendarDay(trialUntil)) throw new UsageError('--trial-until must be a date: YYYY-MM-DD.');
  return addDays(trialUntil, 1);
}

/** Runs a parsed command and answers the line to print. */
export async function runAdminCommand(
  db: Database,
  command: AdminCommand,
  now: Date,
): Promise<string> {
  if (command.kind === 'create') {
    await createAccount(db, {
      name: command.name,
      shopName: PRODUCT_NAME,
      mobile: command.mobile,
      password: command.password,
      role: 'admin',
      trialEndsAt: null,
    });
    return `Admin ${command.mobile} created. Log in with this mobile and password.`;
  }

  const [shop] = await findShops(db, { mobile: command.mobile, now });
  if (!shop) throw new Error(`No shop has the mobile ${command.mobile}.`);
  const updated = await setShopPlan(db, { shopId: shop._id, input: command.planInput, now });
  // Said either way: a running trial outweighs any plan.
  const trial = updated.entitlements.trialActive
    ? `its trial runs until ${updated.trialEndsAt}`
    : 'no trial running';
  return `${updated.shopName} (${updated.mobile}) is on ${updated.plan} through ${command.until} (until ${updated.planExpiresAt}), ${trial}.`;
}
