/** How a QR code must be drawn in either scheme: 200 px, error correction H, black on white, a 4-module quiet zone. */
export const darkOnLight = { width: 200, margin: 4, errorCorrectionLevel: 'H', color: { dark: '#000000ff', light: '#ffffffff' } } as const;
