import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
