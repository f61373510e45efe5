// The contract holds it (the server's notifications use it too).
export { formatDuration } from '../contract/durationFormat';
