import { money, receiptFacts, type Receipt } from './receipts';

/** US Letter, 8.5 × 11 in, in points: the paper the customers print on. */
export const LETTER_PAGE = { width: 612, height: 792 } as const;

/**
 * The standard PDF fonts encode WinAnsi only: the minus sign becomes '-', the en dash is kept,
 * anything else outside printable Latin-1 '?', so that no configured brand or address can break
 * the document.
 */
function winAnsi(text: string): string {
  return text.replace(/−/g, '-').replace(/[^\x20-\x7e\xa0-\xff\u2013]/g, '?');
}

/** The same receipt as the page (pages/receiptPage.ts), as a US Letter PDF made with pdf-lib. */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  // Loaded on the first PDF, not at start-up: loading pdf-lib was some 2–3 % of a cold start's CPU.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${receipt.brand} receipt ${receipt.number}`));
  doc.setCreator(winAnsi(receipt.brand));
  const page = doc.addPage([LETTER_PAGE.width, LETTER_PAGE.height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const right = LETTER_PAGE.width - 56;
  let y = LETTER_PAGE.height - 64;
  const write = (text: string, options: { size?: number; font?: typeof regular; alignRight?: boolean } = {}) => {
    const size = options.size ?? 11;
    const font = options.font ?? regular;
    const safe = winAnsi(text);
    const x = options.alignRight ? right - font.widthOfTextAtSize(safe, size) : left;
    page.drawText(safe, { x, y, size, font, color: rgb(0.13, 0.13, 0.13) });
  };
  write(receipt.brand, { size: 22, font: bold });
  y -= 32;
  write(`Receipt ${receipt.number}`, { font: bold });
  y -= 16;
  for (const [name, value] of receiptFacts(receipt)) {
    write(`${name}: ${value}`);
    y -= 16;
  }
  y -= 20;
  for (const line of receipt.lines) {
    write(line.label);
    write(money(line.amountCents), { alignRight: true });
    y -= 20;
  }
  page.drawLine({ start: { x: left, y: y + 12 }, end: { x: right, y: y + 12 }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
  y -= 4;
  write(`Total paid (${receipt.currency})`, { font: bold });
  write(money(receipt.totalCents), { font: bold, alignRight: true });
  y -= 32;
  if (receipt.card) {
    write(`Paid with ${receipt.card}`);
    y -= 28;
  }
  if (receipt.businessAddress) write(receipt.businessAddress, { size: 9 });
  return doc.save();
}
