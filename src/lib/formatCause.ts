// The contract holds it (the server's notifications use it too).
export { formatCause } from '../contract/causeFormat';
