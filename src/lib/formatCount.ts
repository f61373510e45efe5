// The one count formatter lives in the contract, shared with the server's texts.
export { formatCount } from '../contract/count';
