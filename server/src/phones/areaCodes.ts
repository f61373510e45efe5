import usAreaCodes from '../../data/us-area-codes.json';

/** SPEC §9: suggested when the searched area code has no numbers. */
export const DEFAULT_SUGGESTED_AREA_CODES: readonly string[] = ['339', '508', '857'];

/** US geographic area codes (data/us-area-codes.json) → the state or district they serve. */
const stateByAreaCode: ReadonlyMap<string, string> = new Map(usAreaCodes.areaCodes.map((entry) => [entry.code, entry.state]));

export function isUsAreaCode(code: string): boolean {
  return stateByAreaCode.has(code);
}

export function stateOfAreaCode(code: string): string | undefined {
  return stateByAreaCode.get(code);
}

/** Every US area code we know, ascending. */
export function allUsAreaCodes(): string[] {
  return [...stateByAreaCode.keys()].sort();
}
