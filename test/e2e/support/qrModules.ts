import QRCode from 'qrcode';
import type { Locator } from 'playwright-core';

/** A QR symbol as a square of modules, row by row: true is dark. */
export type QrModules = boolean[][];

/**
 * Reads the modules of a QR code drawn by the `qrcode` library (quiet zone `margin` modules) from
 * an <img> on the page: the image's pixels are read through a canvas, the symbol's size is found
 * by counting the runs of the timing pattern (row 6), and each module is sampled at its centre.
 */
export async function qrModulesOfImage(image: Locator, margin: number): Promise<QrModules> {
  const { width, dark } = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const pixels: boolean[] = [];
    for (let i = 0; i < data.length; i += 4) pixels.push(data[i] + data[i + 1] + data[i + 2] < 384);
    return { width: canvas.width, dark: pixels };
  });
  const isDark = (x: number, y: number) => dark[Math.floor(y) * width + Math.floor(x)];

  // The top-left finder pattern is 7 modules wide: its first row's dark run gives the module size roughly.
  const firstDark = dark.indexOf(true);
  const top = Math.floor(firstDark / width);
  const left = firstDark % width;
  let finderEnd = left;
  while (isDark(finderEnd, top)) finderEnd += 1;
  const roughModule = (finderEnd - left) / 7;
  // Row 6 runs: finder edge, separator, alternating timing modules, separator, finder edge (size - 12 runs).
  const timingY = top + 6.5 * roughModule;
  let runs = 0;
  let previous: boolean | null = null;
  for (let x = left; x < width; x += 1) {
    const current = isDark(x, timingY);
    if (current !== previous) runs += 1;
    previous = current;
  }
  // The row ends in the light quiet zone, which is not part of the symbol.
  if (previous === false) runs -= 1;
  const size = runs + 12;
  const module = width / (size + 2 * margin);
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => isDark((margin + column + 0.5) * module, (margin + row + 0.5) * module)),
  );
}

/** The modules the `qrcode` library encodes `text` into, with the given error correction level. */
export function qrModulesOfText(text: string, errorCorrectionLevel: QRCode.QRCodeErrorCorrectionLevel): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1));
}
