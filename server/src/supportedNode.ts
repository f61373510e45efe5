/** The oldest Node the server runs on: package.json's engines (nodeRuntime.test.ts keeps them equal). */
export const MINIMUM_NODE_VERSION = '24.21.0';

const numbersOf = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);

/** Why Node `version` (process.versions.node) cannot run the server, or null when it can. */
export function unsupportedNodeReason(version: string): string | null {
  const have = numbersOf(version);
  const need = numbersOf(MINIMUM_NODE_VERSION);
  for (let index = 0; index < need.length; index += 1) {
    if (have[index] !== need[index]) {
      if (have[index] > need[index]) return null;
      return `This server needs Node ${MINIMUM_NODE_VERSION} or newer and this is Node ${version}: start it with npm start, which runs the project's own Node, or install Node ${need[0]}.`;
    }
  }
  return null;
}
