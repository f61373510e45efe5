/**
 * The eSIM network operator: provisions eSIM profiles and reports their daily data usage.
 * Routes use only this interface; index.ts picks the HTTP client or the sandbox.
 */
export interface ProvisionedEsim {
  /** The operator's id of the profile, used for later calls. */
  providerEsimId: string;
  /** 19–20 digits starting 89 (ITU-T E.118), the last one a Luhn check digit. */
  iccid: string;
  /** Null until a device has installed the profile. */
  imei: string | null;
  /** LPA activation string ('LPA:1$<SM-DP+ host>$<activation code>'), shown as a QR code. */
  textQrCode: string;
}

/** One calendar day of data, in MB. */
export interface EsimUsageDay {
  /** 'YYYY-MM-DD' (UTC) */
  date: string;
  downlinkMb: number;
  uplinkMb: number;
}

export interface ProvisionRequest {
  /** The plan's data allowance. */
  dataMb: number;
  /** The same key always answers with the same profile: a retried purchase provisions once. */
  idempotencyKey: string;
}

export interface AddDataRequest {
  /** The profile to add data to. */
  providerEsimId: string;
  /** The top-up package's data. */
  dataMb: number;
  /** The same key always answers with the same top-up: a retried purchase adds the data once. */
  idempotencyKey: string;
}

/** A data package the operator applied to a profile. */
export interface AppliedTopup {
  /** The operator's id of the top-up. */
  providerTopupId: string;
}

export interface EsimProvider {
  provision(request: ProvisionRequest): Promise<ProvisionedEsim>;
  /** Applies a data package to an existing profile (a top-up), once per idempotency key. */
  addData(request: AddDataRequest): Promise<AppliedTopup>;
  /** Usage for each day from `startDate` to `endDate` inclusive ('YYYY-MM-DD'); days without data may be omitted. */
  dailyUsage(input: { providerEsimId: string; startDate: string; endDate: string }): Promise<EsimUsageDay[]>;
  /**
   * The device the profile is installed on, as the operator's profile record names it
   * (its IMEI), or null while no device has installed it.
   */
  installedDevice(input: { providerEsimId: string }): Promise<{ imei: string } | null>;
}

/** The operator could not be reached or refused the call; the message is safe to log, not meant for customers. */
export class EsimProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EsimProviderError';
  }
}
