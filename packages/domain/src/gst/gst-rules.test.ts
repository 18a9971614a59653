import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year';
import { isGstUnit, isHsnOrSac, isSac } from './hsn';
import { gstRatesOn, isGstRateOn } from './rates';
import { gstStateName, isGstStateCode } from './states';

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
  });
});

describe('rates with a date', () => {
  it('are those in force from 22 September 2025', () => {
    expect(gstRatesOn('2026-11-28')).toEqual([0, 25, 150, 300, 500, 1800, 4000]);
    expect(isGstRateOn(1800, '2026-11-28')).toBe(true);
    expect(isGstRateOn(1200, '2026-11-28')).toBe(false);
  });
});

describe('states', () => {
  it('names a place of supply', () => {
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(isGstStateCode('38')).toBe(true);
    expect(isGstStateCode('25')).toBe(false);
    expect(isGstStateCode('99')).toBe(false);
  });
});
