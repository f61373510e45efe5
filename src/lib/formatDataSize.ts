const MB_PER_GB = 1024;

/** Below this, whole megabytes would make parts that do not add up ('Down 1 + Up 0 = Total 2 MB'). */
const DECIMAL_BELOW_MB = 10;

/**
 * A data amount given in MB, as the usage report shows it (SPEC §9): at or above 1024 MB in GB
 * with one decimal ('1.5 GB'), otherwise rounded MB: to a tenth below 10 MB ('1.4 MB'), whole above ('512 MB').
 */
export function formatDataSize(megabytes: number): string {
  if (megabytes >= MB_PER_GB) return `${(megabytes / MB_PER_GB).toFixed(1)} GB`;
  if (megabytes < DECIMAL_BELOW_MB) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.round(megabytes)} MB`;
}
