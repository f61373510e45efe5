import { formatCount } from './count';

const MB_PER_GB = 1024;

/**
 * A data package's size as it is sold, on screens, receipts and mails alike: '500 MB', '1 GB',
 * '1.5 GB' (whole megabytes below a gigabyte, at most two decimals above).
 */
export function formatPackageSize(dataMb: number): string {
  if (dataMb < MB_PER_GB) return `${formatCount(dataMb)} MB`;
  return `${Math.round((dataMb / MB_PER_GB) * 100) / 100} GB`;
}
