// The contract holds the one phone format (the server's notifications use it too).
export { digitsOf, formatPhone, formatPhoneAsTyped, samePhone, usDigits } from '../contract/phoneFormat';
