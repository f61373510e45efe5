import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/formatMoney';
import { Spaced } from '../../../components/plain/layout/Spaced';

interface EsimPlanCardProps {
  /** Dollars. */
  price: number;
  description?: string;
  /** A radio that selects this plan when there are several. */
  control?: ReactNode;
  /** Extra lines, e.g. the data included. */
  children?: ReactNode;
  /** Among several plans the facts every eSIM shares are said once, above them (EsimFacts). */
  withFacts?: boolean;
}

/** What every eSIM plan shares (SPEC §2): a one-time fee, speed and availability. */
export function EsimFacts({ children }: { children?: ReactNode }) {
  return (
    <ul className="pn-facts">
      <li className="pn-body1">Speed: up to 5G</li>
      <li className="pn-body1">Availability: global</li>
      {children}
    </ul>
  );
}

/**
 * The eSIM offer: price, one-time fee, description, and (unless said once above) speed and
 * availability. Plain elements drawn as MUI's outlined Paper and Typography: on the purchase page
 * it paints before MUI's code.
 */
export function EsimPlanCard({ price, description, control, children, withFacts = true }: EsimPlanCardProps) {
  return (
    <div className="pn-panel">
      <div className="pn-price-row">
        {control}
        <p className="pn-body1 pn-price">{formatMoney(price)}</p>
      </div>
      <p className="pn-body1 pn-secondary">One-time activation fee</p>
      {description && (
        <Spaced above={2}>
          <p className="pn-body1">{description}</p>
        </Spaced>
      )}
      {withFacts && (
        <Spaced above={2}>
          <EsimFacts>{children}</EsimFacts>
        </Spaced>
      )}
    </div>
  );
}
