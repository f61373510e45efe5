// The one money formatter lives in the contract, shared with the server's emails, receipts and CSV.
export { formatCents, formatMoney, formatSignedCents } from '../contract/money';
