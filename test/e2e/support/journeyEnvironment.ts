import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';

/**
 * The journeys' environment: Jest's Node environment (the string 'node' resolves to the same
 * package) that also tells a journey's afterEach whether its test failed, through
 * `globalThis.journeyFailed`: the page a failed journey stopped on is photographed, a passing
 * one's is not (a full-page screenshot costs up to a second of a busy machine's time).
 */
export default class JourneyEnvironment extends NodeEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global.journeyFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.journeyFailed = true;
  }
}
