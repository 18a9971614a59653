import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HINDI } from '../../i18n/hi';
import { i18n } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import {
  CONFIGURED_ORDER,
  PASSWORD,
  REPAIR_VALUES,
  repairShopUser,
} from '../../test/repair-shop-fixture';
import { signInAs } from '../../test/user-fixture';
import { makeBill } from '../../test/create-bill-harness';
import { BillDetails } from './bill-details';

describe('BillDetails', () => {
  it("shows the shop's copy: every value, private ones too, in the configured order", () => {
    signInAs(repairShopUser());
    render(
      <BillDetails
        bill={makeBill({
          customFields: { serviceFields: { Colour: 'Blue', ...REPAIR_VALUES }, serviceInfo: {} },
        })}
      />,
    );

    const request = screen.getByRole('heading', { name: 'Service Request' }).parentElement;
    const terms = within(request ?? document.body).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([...CONFIGURED_ORDER, 'Colour']);
    expect(within(request ?? document.body).getByText(PASSWORD)).toBeInTheDocument();
  });
});

describe('BillDetails in Hindi', () => {
  afterEach(() => locale.set('en'));

  it('names its parts and the bill’s statuses in Hindi', () => {
    (i18n.cache as Record<string, unknown>).hi = HINDI;
    locale.set('hi');
    signInAs(repairShopUser());
    render(
      <BillDetails
        bill={makeBill({
          notes: 'Screen guard free',
          customFields: { serviceFields: REPAIR_VALUES, serviceInfo: {} },
        })}
      />,
    );

    expect(screen.getByRole('heading', { name: 'नोट्स' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सर्विस की माँग' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कब क्या हुआ' })).toBeInTheDocument();
    expect(screen.getByText('पूरा')).toBeInTheDocument();
  });
});
