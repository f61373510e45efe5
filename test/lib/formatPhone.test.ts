import { digitsOf, formatPhone, formatPhoneAsTyped, samePhone, usDigits } from '../../src/lib/formatPhone';

describe('formatPhone', () => {
  it.each([
    ['8575550100', '(857) 555-0100'],
    ['18575550100', '(857) 555-0100'],
    ['+1 857 555 0100', '(857) 555-0100'],
    ['(857)555-0100', '(857) 555-0100'],
    ['55512', '55512'],
    ['+447700900123', '+447700900123'],
    ['', ''],
  ])('%p shows as %p', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown);
  });
});

describe('usDigits', () => {
  it.each([
    ['8575550100', '8575550100'],
    ['18575550100', '8575550100'],
    ['28575550100', null],
    ['857555010', null],
  ])('%p → %p', (phone, digits) => {
    expect(usDigits(phone)).toBe(digits);
  });
});

describe('samePhone', () => {
  it.each([
    ['8575550100', '+18575550100', true],
    ['8575550100', '(857) 555-0100', true],
    ['8575550100', '8575550101', false],
    ['55512', '55512', true],
  ])('%p and %p: %p', (a, b, same) => {
    expect(samePhone(a, b)).toBe(same);
  });
});

describe('formatPhoneAsTyped (the port form)', () => {
  it.each([
    ['', ''],
    ['8', '(8'],
    ['857', '(857'],
    ['8575', '(857)5'],
    ['857555', '(857)555'],
    ['8575550', '(857)555-0'],
    ['8575550100', '(857)555-0100'],
    ['(857)555-01009', '(857)555-0100'],
    ['857-abc-555', '(857)555'],
  ])('%p shows as %p', (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });
});

describe('digitsOf', () => {
  it('keeps only the digits', () => {
    expect(digitsOf('+1 (857) 555-0100')).toBe('18575550100');
  });
});
