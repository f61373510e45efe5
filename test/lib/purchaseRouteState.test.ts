import { addCreditStateFrom, purchaseEsimStateFrom } from '../../src/lib/routeState';

describe('purchase navigation state readers', () => {
  const bundle = { price: 10, credits: 1000, purchase_name: 'credits_1000' };

  it.each([
    ['a bundle', { selectedBundle: bundle }, { selectedBundle: bundle }],
    ['extra fields are dropped', { selectedBundle: { ...bundle, id: 3 } }, { selectedBundle: bundle }],
    ['no state', null, null],
    ['a price that is not a number', { selectedBundle: { ...bundle, price: '10' } }, null],
    ['no purchase name', { selectedBundle: { price: 10, credits: 1000 } }, null],
  ])('addCreditStateFrom: %s', (_case, state, expected) => {
    expect(addCreditStateFrom(state)).toEqual(expected);
  });

  it.each([
    ['a plan and a token', { selectedPlan: { id: 4, price: 15 }, recaptchaToken: 't' }, { selectedPlan: { id: 4, price: 15 }, recaptchaToken: 't' }],
    ['a plan without a token', { selectedPlan: { id: 4, price: 15 } }, { selectedPlan: { id: 4, price: 15 }, recaptchaToken: undefined }],
    ['no state', undefined, null],
    ['an opaque string id', { selectedPlan: { id: 'esim_1gb', price: 15 } }, { selectedPlan: { id: 'esim_1gb', price: 15 }, recaptchaToken: undefined }],
    ['an empty id', { selectedPlan: { id: '', price: 15 } }, null],
    ['an id that is neither text nor a number', { selectedPlan: { id: { value: 4 }, price: 15 } }, null],
  ])('purchaseEsimStateFrom: %s', (_case, state, expected) => {
    expect(purchaseEsimStateFrom(state)).toEqual(expected);
  });
});
