import { describe, expect, it } from 'vitest';
import { findAmounts, findDurations, wordsToNumber } from './extract-amounts.js';
import { findAddress, findStreetAddresses } from './extract-places.js';

describe('amounts written in words', () => {
  it('reads thousands and hundreds', () => {
    expect(wordsToNumber('two thousand five hundred')).toBe(2500);
    expect(wordsToNumber('one hundred eighty')).toBe(180);
    expect(wordsToNumber('Twelve Thousand Three Hundred Forty-Five')).toBe(12345);
  });

  it('reads money in words with its cents, and counts words beside figures once', () => {
    expect(findAmounts('a deposit of One Thousand Eight Hundred Fifty and 00/100 Dollars').map((a) => a.value)).toEqual([1850]);
    expect(findAmounts('Thirty-One Thousand and No/100 Dollars ($31,000.00).').map((a) => a.value)).toEqual([31000]);
    expect(findAmounts('Seven Hundred Fifty Dollars ($750) per month').map((a) => a.value)).toEqual([750]);
  });

  it('never reads the cents fraction "No/100 Dollars" as a hundred dollars', () => {
    expect(findAmounts('Five Thousand and No/100 Dollars').map((a) => a.value)).toEqual([5000]);
  });
});

describe('durations written with halves', () => {
  it('reads half a year as six months and a year and a half as eighteen, not as a year', () => {
    const read = (t: string) => findDurations(t).map((d) => [d.amount, d.unit]);
    expect(read('shall be extended for an additional period of half a year unless either party objects')).toEqual([[6, 'month']]);
    expect(read('a half-year term')).toEqual([[6, 'month']]);
    expect(read('for one and a half years')).toEqual([[18, 'month']]);
    expect(read('for a year and a half')).toEqual([[18, 'month']]);
    expect(read('for one year and a half')).toEqual([[18, 'month']]);
    expect(read('for a year')).toEqual([[1, 'year']]);
  });
});

describe('street addresses in parts', () => {
  it('splits street, unit, city, state and ZIP code', () => {
    const [a] = findStreetAddresses('the apartment at 88 Harbor View Drive, Apt. 12, Portland, Oregon 97201 (the "Premises")');
    expect(a).toMatchObject({ street: '88 Harbor View Drive', unit: 'Apt. 12', city: 'Portland', state: 'Oregon', zip: '97201' });
  });

  it('knows more street types and directions', () => {
    expect(findAddress('known as 4500 N. Lamar Blvd., Suite 210, Austin, Texas 78756')?.name).toBe('4500 N. Lamar Blvd., Suite 210, Austin, Texas 78756');
    expect(findAddress('located at 31 Quarry Ridge Trail, Bend, OR 97701')?.name).toBe('31 Quarry Ridge Trail, Bend, OR 97701');
  });
});

describe('street addresses named with their city', () => {
  it('reads "in the City of" between street and city', () => {
    const [a] = findStreetAddresses('the home at 41 Quarry Lane, in the City of Dayton, Ohio 45402 (the "Home")');
    expect(a).toMatchObject({ street: '41 Quarry Lane', city: 'Dayton', state: 'Ohio', zip: '45402' });
  });
});
