/**
 * The Terms and Privacy texts shipped with the product: samples, marked as such on the page, until
 * TERMS_FILE and PRIVACY_FILE point at the operator's own (text or Markdown).
 */
export const SAMPLE_NOTICE = 'Sample text: the operator of this service has not published its own yet (TERMS_FILE / PRIVACY_FILE). It is not a contract.';

export const sampleTerms = `# What you buy
A private US phone number with a prepaid plan. The plan's price, its period and what renews are shown before you pay, on the pricing and checkout pages.

# Payments and renewals
Your card is charged when you pay and again at each renewal, until you cancel. Outbound credits bought as an add-on are a separate charge with a receipt of their own.

# Your number
The number stays yours while your plan is paid. After a plan lapses, the number is held for you for a while before it is released.

# Contact
Questions about these terms: write to support.`;

export const samplePrivacy = `# What we keep
Your name, email address, the numbers you use and the history of your calls and messages, so that the service works.

# Payments
Card details go to the payment provider; we keep only what identifies the card to you (brand and last four digits).

# What we never do
We do not sell your data. Your number and its history are shown to you only.

# Contact
Questions about your data: write to support.`;
