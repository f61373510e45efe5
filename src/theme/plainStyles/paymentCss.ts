import { typeOf, type PlainSheet } from './cssText';

/**
 * The payment panel of every purchase: the card on file or a new card, the card's fields (our
 * sandbox form's, or Stripe's frames in boxes drawn as outlined fields), the charge and Pay.
 */
export const paymentCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  const { sm } = theme.breakpoints.values;
  return `
.payment-charge{font-weight:500}
.payment-status{min-height:1.5em}
.payment-wide{width:100%}
.payment-pay--start{align-items:flex-start}
.payment-choice{min-width:0;margin:0;padding:0;border:0}
.payment-choice__legend{padding:0}
.payment-choice__option{margin-left:-2px}
.payment-choice__detail{display:block}
.payment-card-fields{display:flex;flex-direction:column;gap:${theme.spacing(2)}}
@media (min-width:${sm}px){.payment-card-fields{flex-direction:row}}
.payment-card-field{flex:1;min-width:0}
.payment-card-field--wide{flex:2}
.payment-card-field__label{color:${palette.text.secondary}}
.payment-card-field__box{margin-top:${theme.spacing(0.5)};padding:${theme.spacing(1.75, 1.5)};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}}
.payment-card-field--error .payment-card-field__label,.payment-card-field__error{color:${palette.error.main}}
.payment-card-field--error .payment-card-field__box{border-color:${palette.error.main}}
.payment-card-field__error{${typeOf(theme, 'caption')}}
`;
};
