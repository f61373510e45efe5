import { money, receiptFacts, type Receipt } from '../billing/receipts';
import { escapeHtml, htmlDocument } from './htmlPage';

/**
 * A receipt as a printable page: script-free (the policy of htmlPage.ts), every value escaped,
 * laid out for print as well as for a screen.
 */
export function receiptPage(receipt: Receipt): string {
  const rows = receipt.lines.map((line) => `<tr><td>${escapeHtml(line.label)}</td><td class="amount">${escapeHtml(money(line.amountCents))}</td></tr>`).join('\n');
  return htmlDocument({
    title: `${receipt.brand} receipt ${receipt.number}`,
    followsColorScheme: false,
    head: `<style>
body { font-family: system-ui, sans-serif; max-width: 560px; margin: 48px auto; padding: 0 16px; color: #222; }
table { width: 100%; border-collapse: collapse; margin-top: 24px; }
td { padding: 8px 0; border-bottom: 1px solid #ddd; }
.amount { text-align: right; white-space: nowrap; }
.total td { font-weight: bold; border-bottom: none; }
.muted { color: #555; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 16px 0 0; }
dt { color: #555; }
dd { margin: 0; }
@page { size: letter; margin: 0.75in; }
@media print { body { margin: 0; } }
</style>`,
    body: `<h1>${escapeHtml(receipt.brand)}</h1>
<p>Receipt <strong>${escapeHtml(receipt.number)}</strong></p>
<dl>
${receiptFacts(receipt).map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>
<table>
${rows}
<tr class="total"><td>Total paid (${escapeHtml(receipt.currency)})</td><td class="amount">${escapeHtml(money(receipt.totalCents))}</td></tr>
</table>
${receipt.card ? `<p>Paid with ${escapeHtml(receipt.card)}</p>` : ''}
${receipt.businessAddress ? `<p class="muted">${escapeHtml(receipt.businessAddress)}</p>` : ''}`,
  });
}
