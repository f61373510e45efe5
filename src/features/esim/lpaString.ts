/** The parts of an eSIM activation string a customer types in when a QR code cannot be scanned. */
export interface LpaParts {
  /** The SM-DP+ server's address, or null when the string has none. */
  smdpAddress: string | null;
  /** The activation (matching) code, or null when the string has none. */
  activationCode: string | null;
}

const NOTHING: LpaParts = { smdpAddress: null, activationCode: null };

/**
 * Reads 'LPA:1$<SM-DP+ address>$<activation code>[$<OID>[$<confirmation flag>]]' (GSMA SGP.22).
 * Tolerant: the 'LPA:' prefix may be missing or in any case, parts may be empty or absent, and
 * anything that is not an activation string gives nulls rather than an error.
 */
export function parseLpaString(text: string | null | undefined): LpaParts {
  if (typeof text !== 'string') return NOTHING;
  const body = text.trim().replace(/^LPA:/i, '');
  const parts = body.split('$');
  // The first part is the format ('1'); without a '$' there is nothing to read.
  if (parts.length < 2) return NOTHING;
  const part = (index: number) => parts[index]?.trim() || null;
  return { smdpAddress: part(1), activationCode: part(2) };
}

const APPLE_ESIM_SETUP = 'https://esimsetup.apple.com/esim_qrcode_provisioning';

/** Apple's universal link that opens the eSIM installer on iOS 17.4 or later with this activation string. */
export function appleEsimSetupLink(lpaString: string): string {
  return `${APPLE_ESIM_SETUP}?carddata=${encodeURIComponent(lpaString.trim())}`;
}
