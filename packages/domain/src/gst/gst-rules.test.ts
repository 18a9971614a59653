import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year';
import { GST_STATE_CODES, GST_UNIT_CODES, isGstStateCode, isGstUnit } from './codes';
import { isHsnOrSac, isSac } from './hsn';
import { GST_UNITS } from './units';
import { gstRatesOn, isGstRateOn } from './rates';
import { GST_STATES, PLACE_OF_SUPPLY_STATES, gstStateLabel, gstStateName } from './states';
import { placeOfSupplyOf } from './place-of-supply';

describe('financialYearOf', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearOf('2027-03-31')).toEqual({
      start: '2026-04-01',
      end: '2027-03-31',
      label: '26-27',
    });
    expect(financialYearOf('2027-04-01')).toMatchObject({ start: '2027-04-01', label: '27-28' });
    expect(financialYearOf('2099-12-31').label).toBe('99-00');
  });
});

describe('HSN, SAC and units', () => {
  it.each(['8517', '851712', '85171300', '998713'])('accepts %s', (code) => {
    expect(isHsnOrSac(code)).toBe(true);
  });
  it.each(['', '851', '85171', '8517130', '851713000', '9987', '99871300', '85A7', '١٢٣٤'])(
    'refuses %s',
    (code) => {
      expect(isHsnOrSac(code)).toBe(false);
    },
  );
  it('knows a SAC and the unit codes', () => {
    expect(isSac('999721')).toBe(true);
    expect(isSac('851712')).toBe(false);
    expect(isGstUnit('KGS')).toBe(true);
    expect(isGstUnit('constructor')).toBe(false);
    expect(isGstUnit('HRS')).toBe(false);
  });

  it('lists the official unit quantity codes, and only those', () => {
    expect(Object.keys(GST_UNITS).sort()).toEqual(
      (
        'BAG BAL BDL BKL BOU BOX BTL BUN CAN CBM CCM CMS CTN DOZ DRM ' +
        'GGK GMS GRS GYD KGS KLR KME LTR MLT MTR MTS NOS OTH PAC PCS ' +
        'PRS QTL ROL SET SQF SQM SQY TBS TGM THD TON TUB UGS UNT YDS'
      ).split(' '),
    );
  });
});

describe('rates with a date', () => {
  it('are those in force from 22 September 2025', () => {
    expect(gstRatesOn('2026-11-28')).toEqual([0, 25, 150, 300, 500, 1800, 4000]);
    expect(isGstRateOn(1800, '2026-11-28')).toBe(true);
    expect(isGstRateOn(1200, '2026-11-28')).toBe(false);
    expect(gstRatesOn('2025-01-01')).toEqual(gstRatesOn('2025-09-22'));
  });

  it('change on the day a later schedule starts', () => {
    const schedules = [
      { from: '2025-09-22', ratesBps: [0, 500, 1800] },
      { from: '2027-04-01', ratesBps: [0, 500, 1600] },
    ];
    expect(gstRatesOn('2020-01-01', schedules)).toEqual([0, 500, 1800]);
    expect(gstRatesOn('2027-03-31', schedules)).toEqual([0, 500, 1800]);
    expect(gstRatesOn('2027-04-01', schedules)).toEqual([0, 500, 1600]);
  });
});

describe('states', () => {
  it('names a place of supply', () => {
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(isGstStateCode('38')).toBe(true);
    expect(isGstStateCode('25')).toBe(false);
    expect(isGstStateCode('28')).toBe(false);
    expect(isGstStateCode('99')).toBe(false);
    expect(gstStateName('99')).toBe('99');
    expect(gstStateLabel('29')).toBe('Karnataka (29)');
  });

  it('still name the former codes, which a place of supply is never chosen from', () => {
    expect(gstStateName('25')).toBe('Daman and Diu');
    expect(gstStateName('28')).toBe('Andhra Pradesh (old)');
    const chosen = PLACE_OF_SUPPLY_STATES.map((state) => state.code);
    expect(chosen).toHaveLength(37);
    expect(chosen).not.toContain('25');
    expect(chosen).not.toContain('28');
    expect(chosen.every(isGstStateCode)).toBe(true);
    expect(GST_STATES.map((state) => state.code)).toEqual([
      ...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')),
      '97',
    ]);
  });
});

describe('the codes a form checks, without their names', () => {
  it('are the states and units the named lists have', () => {
    expect([...GST_STATE_CODES]).toEqual(PLACE_OF_SUPPLY_STATES.map((state) => state.code));
    expect([...GST_UNIT_CODES]).toEqual(Object.keys(GST_UNITS));
  });
});

describe('placeOfSupplyOf', () => {
  it('takes the customer’s GSTIN’s state, else the state chosen, else the shop’s', () => {
    expect(placeOfSupplyOf('29', '07', '27')).toBe('29');
    expect(placeOfSupplyOf('', '07', '27')).toBe('07');
    expect(placeOfSupplyOf('', '', '27')).toBe('27');
    expect(placeOfSupplyOf('', null, '27')).toBe('27');
  });
});
