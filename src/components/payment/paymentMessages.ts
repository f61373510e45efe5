import { formatCents } from '../../lib/formatMoney';

/** Texts of the payment panel's card choice, its charge line and the upgrade's priced confirmation. */
export const paymentMessages = {
  cardChoiceLegend: 'How would you like to pay?',
  payWithCardOnFile: (last4: string) => `Pay with card ending ${last4}`,
  useNewCard: 'Use a new card',
  saveCard: 'Save this card',
  saveCardHelp: 'Use it for later purchases and renewals.',
  chargeToday: (cents: number) => `You will be charged ${formatCents(cents)} today`,
  quoteTitle: (planName: string) => `Upgrade to ${planName}`,
  quoteLoading: 'Getting your price',
  quoteFailedTitle: 'Could not get your price',
  dueToday: 'Due today',
  creditFor: (planName: string) => `Credit for unused time on ${planName}`,
  creditForCurrentPlan: 'Credit for unused time on your current plan',
  renewsOn: (date: string) => `Renews on ${date}`,
  chargedTo: (card: string) => `Charged to ${card}`,
  newCard: 'the new card you entered',
  cardOnFile: 'your card on file',
  priceUpdated: 'The price was updated. Nothing was charged: please check the new amount.',
  priceAtPayment: 'The amount due today, with credit for unused time on your current plan, is worked out when you pay.',
  confirmAndPay: (cents: number) => `Confirm and pay ${formatCents(cents)}`,
  confirmUpgrade: 'Confirm and upgrade',
  cancel: 'Cancel',
} as const;
