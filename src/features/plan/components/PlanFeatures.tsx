import { PlainIcon } from '../../../components/icons/PlainIcon';
import { checkPath } from '../../../components/icons/paths/check';
import { featureBullets } from '../planRules';

/** A plan's description_en as a bullet list. */
export function PlanFeatures({ description }: { description: string }) {
  return (
    <ul className="plan-features">
      {featureBullets(description).map((feature) => (
        <li className="plan-feature" key={feature}>
          <PlainIcon path={checkPath} className="plan-feature__icon" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
