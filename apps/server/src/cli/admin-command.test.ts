import { startOfShopDay } from '@khatabill/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { describeEachDatabase } from '../test/db';
import { createTestShop, TEST_PASSWORD, uniqueMobile } from '../test/factories';
import { findUserByMobile } from '../modules/auth/auth.repository';
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

  it.each([
    [[], 'Name a command'],
    [['delete', '--mobile', '9876543210'], 'Name a command'],
    [['create', '--mobile', '12345', '--password', 'secret1'], '--mobile'],
    [['create', '--mobile', '9876543210', '--password', 'abc'], '--password'],
    [['create', '--mobile', '9876543210', '--pasword', 'secret1'], "Unknown option '--pasword'"],
    [['set-plan', '--mobile', '9876543210', '--plan', 'gold', '--until', '2027-12-31'], '--plan'],
    [['set-plan', '--mobile', '9876543210', '--plan', 'pro', '--until', '31-12-2027'], '--until'],
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
    const row = await findUserByMobile(app().db, { mobile: `+91${mobile}` });
    expect(row).toMatchObject({ plan: 'pro', planExpiresAt: startOfShopDay('2028-01-01') });
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
