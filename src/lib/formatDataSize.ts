const MB_PER_GB = 1024;

/**
 * A data amount given in MB, as the usage report shows it (SPEC §9): at or above 1024 MB in GB
 * with one decimal ('1.5 GB'), otherwise in whole MB ('512 MB').
 */
export function formatDataSize(megabytes: number): string {
  if (megabytes >= MB_PER_GB) return `${(megabytes / MB_PER_GB).toFixed(1)} GB`;
  return `${Math.round(megabytes)} MB`;
}
