import { useGetEsimDetailsQuery } from '../../../api/esimApi';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { simCardPath } from '../../../components/icons/paths/simCard';
import { PlainLink } from '../../../components/plain/PlainLink';
import { paths } from '../../../config/paths';
import { PanelBlock } from './PanelBlock';

/** The eSIM add-on: whether there is one, and the way to its page. */
export function CellularDataBlock() {
  const esim = useGetEsimDetailsQuery();
  const hasEsim = Boolean(esim.data?.success);
  return (
    <PanelBlock label="Cellular data" query={esim}>
      <div className="panel-row">
        <PlainIcon path={simCardPath} className="panel-row__icon" />
        <PlainLink to={paths.dashboard.esim} className="pn-bold">
          Cellular data
        </PlainLink>
      </div>
      <p className="pn-body2 pn-secondary">{hasEsim ? 'eSIM active' : 'No eSIM yet'}</p>
    </PanelBlock>
  );
}
