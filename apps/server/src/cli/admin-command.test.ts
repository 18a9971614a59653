import { entitlements, startOfShopDay } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { createTestShop, TEST_PASSWORD, uniqueMobile } from '../test/factories';
import { findAccountByMobile } from '../modules/auth/auth.repository';
import { parseAdminArgs, runAdminCommand, UsageError } from './admin-command';

describe('parseAdminArgs', () => {
  it('reads create with a 10-digit mobile', () => {
    expect(
      parseAdminArgs([
        'create',
        '--mobile',
        '9876543210',
        '--password',
        'secret1',
        '--name',
        'Ravi',
      ]),
    ).toEqual({ kind: 'create', mobile: '+919876543210', password: 'secret1', name: 'Ravi' });
  });

  it('reads set-plan with the --until day included in the paid period', () => {
    const command = parseAdminArgs([
      'set-plan',
      '--mobile',
      '+919876543210',
      '--plan',
      'growth',
      '--until',
      '2027-12-31',
    ]);

    expect(command).toMatchObject({
      kind: 'set-plan',
      mobile: '+919876543210',
      until: '2027-12-31',
    });
    expect(command.kind === 'set-plan' && command.planInput).toEqual({
      plan: 'growth',
      planExpiresAt: startOfShopDay('2028-01-01'),
    });
  });

  it('reads --trial-until as the last trial day and --end-trial as no trial', () => {
    const setPlan = [
      'set-plan',
      '--mobile',
      '9876543210',
      '--plan',
      'starter',
      '--until',
      '2026-01-31',
    ];
    const inputOf = (argv: string[]) => {
      const command = parseAdminArgs(argv);
      return command.kind === 'set-plan' && command.planInput;
    };

    expect(inputOf([...setPlan, '--trial-until', '2027-06-10'])).toEqual({
      plan: 'starter',
      planExpiresAt: startOfShopDay('2026-02-01'),
      trialEndsAt: startOfShopDay('2027-06-11'),
    });
    expect(inputOf([...setPlan, '--end-trial'])).toEqual({
      plan: 'starter',
      planExpiresAt: startOfShopDay('2026-02-01'),
      trialEndsAt: null,
    });
    // Neither: the trial is left as it is.
    expect(inputOf(setPlan)).not.toHaveProperty('trialEndsAt');
  });

  it.each([
    [[], 'Name a command'],
    [['delete', '--mobile', '9876543210'], 'Name a command'],
    [['create', '--mobile', '12345', '--password', 'secret1'], '--mobile'],
    [['create', '--mobile', '9876543210', '--password', 'abc'], '--password'],
    [['create', '--mobile', '9876543210', '--pasword', 'secret1'], "Unknown option '--pasword'"],
    [['set-plan', '--mobile', '9876543210', '--plan', 'gold', '--until', '2027-12-31'], '--plan'],
    [['set-plan', '--mobile', '9876543210', '--plan', 'pro', '--until', '31-12-2027'], '--until'],
    [
      [
        ...['set-plan', '--mobile', '9876543210', '--plan', 'pro', '--until', '2027-12-31'],
        ...['--trial-until', '2027-13-01'],
      ],
      '--trial-until must be a date',
    ],
    [
      [
        ...['set-plan', '--mobile', '9876543210', '--plan', 'pro', '--until', '2027-12-31'],
        ...['--trial-until', '2027-12-01', '--end-trial'],
      ],
      'not both',
    ],
  ])('refuses %j with a message and the usage', (argv, problem) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
    expect(() => parseAdminArgs(argv)).toThrow(problem);
    expect(() => parseAdminArgs(argv)).toThrow('Usage:');
  });
});

describeEachDatabase('runAdminCommand', (getDatabase) => {
  const app = useTestApp(getDatabase, { TRIAL_DAYS: '0' });

  it('creates an admin who can log in and use the admin API', async () => {
    const mobile = uniqueMobile();
    const command = parseAdminArgs(['create', '--mobile', mobile, '--password', TEST_PASSWORD]);

    const output = await runAdminCommand(app().db, command, new Date());

    expect(output).toContain(`+91${mobile}`);
    const login = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile, password: TEST_PASSWORD },
    });
    expect(login.json().data.user.role).toBe('admin');
    const shops = await app().inject({
      method: 'GET',
      url: `/api/admin/shops?mobile=${mobile}`,
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(shops.statusCode).toBe(200);
  });

  it('refuses to create a second account for a mobile', async () => {
    const mobile = uniqueMobile();
    await createTestShop(app(), { mobile });
    const command = parseAdminArgs(['create', '--mobile', mobile, '--password', TEST_PASSWORD]);

    await expect(runAdminCommand(app().db, command, new Date())).rejects.toThrow(
      'An account with this mobile number already exists.',
    );
  });

  it('sets a shop plan, which changes its entitlements', async () => {
    const mobile = uniqueMobile();
    await createTestShop(app(), { mobile });
    const now = new Date('2027-06-01T00:00:00Z');
    const command = parseAdminArgs([
      'set-plan',
      '--mobile',
      mobile,
      '--plan',
      'pro',
      '--until',
      '2027-12-31',
    ]);

    const output = await runAdminCommand(app().db, command, now);

    expect(output).toContain('pro through 2027-12-31');
    const row = (await findAccountByMobile(app().db, { mobile: `+91${mobile}` }))?.user;
    expect(row).toMatchObject({ plan: 'pro', planExpiresAt: startOfShopDay('2028-01-01') });
  });

  it('ends a trial, leaving the shop on an expired plan, or sets the trial’s last day', async () => {
    const mobile = uniqueMobile();
    const now = new Date('2027-06-01T00:00:00Z');
    await createTestShop(app(), { mobile, trialEndsAt: new Date('2027-06-10T00:00:00Z') });
    const setPlan = ['set-plan', '--mobile', mobile, '--plan', 'starter', '--until', '2027-05-31'];

    const ended = await runAdminCommand(app().db, parseAdminArgs([...setPlan, '--end-trial']), now);

    expect(ended).toContain('starter through 2027-05-31');
    expect(ended).toContain('no trial running');
    const expired = (await findAccountByMobile(app().db, { mobile: `+91${mobile}` }))?.user;
    expect(expired).toMatchObject({ plan: 'starter', trialEndsAt: null });
    expect(expired && entitlements(expired, now)).toMatchObject({
      trialActive: false,
      planActive: false,
      expiredStarter: true,
    });

    const trial = await runAdminCommand(
      app().db,
      parseAdminArgs([...setPlan, '--trial-until', '2027-06-20']),
      now,
    );

    expect(trial).toContain('its trial runs until 2027-06-20T18:30:00.000Z');
    const row = (await findAccountByMobile(app().db, { mobile: `+91${mobile}` }))?.user;
    expect(row?.trialEndsAt).toEqual(startOfShopDay('2027-06-21'));
  });

  it('says so when no shop has the mobile', async () => {
    const command = parseAdminArgs([
      'set-plan',
      '--mobile',
      uniqueMobile(),
      '--plan',
      'pro',
      '--until',
      '2027-12-31',
    ]);

    await expect(runAdminCommand(app().db, command, new Date())).rejects.toThrow(
      'No shop has the mobile',
    );
  });
});
