import { formatPhone, samePhone, usDigits } from '../../src/lib/formatPhone';

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
