import { formatNumber, formatNumberList, formatRateAsPercent } from './numbers';

describe('numbers in French', () => {
  it('groups thousands with a narrow no-break space and writes a decimal comma', () => {
    expect(formatNumber(1234567.5)).toBe('1\u202f234\u202f567,5');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1500)).toBe('-1\u202f500');
  });

  it('writes every number as toLocaleString("fr-FR") does, three decimals at most', () => {
    for (const value of [0, 7, 999, 1000, 12.5, 33.333333, 0.0005, 2.0005, -42.25, 1e9, Number.NaN]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('fr-FR'));
    }
  });

  it('writes a rate as a percentage, two decimals at most', () => {
    expect(formatRateAsPercent(0.0345)).toBe('3,45\u00a0%');
    expect(formatRateAsPercent(0.005)).toBe('0,5\u00a0%');
    expect(formatRateAsPercent(0.123456)).toBe('12,35\u00a0%');
    expect(formatRateAsPercent(1)).toBe('100\u00a0%');
  });

  it('lists numbers the French way, the last after « et »', () => {
    expect(formatNumberList([16000, 40000, 250000])).toBe('16\u202f000, 40\u202f000 et 250\u202f000');
    expect(formatNumberList([4, 5])).toBe('4 et 5');
    expect(formatNumberList([7])).toBe('7');
  });
});
