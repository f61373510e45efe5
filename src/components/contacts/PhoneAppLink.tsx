import { getConfig } from '../../config/loadConfig';
import { PlainIcon } from '../icons/PlainIcon';
import { downloadPath } from '../icons/paths/download';

/** DOWNLOAD APP: calling and texting happen in the phone app (SPEC §1). A link drawn as a contained button (plain kit). */
export function PhoneAppLink() {
  return (
    <a className="pn-button pn-button--contained" href={getConfig().appStoreUrl} target="_blank" rel="noopener noreferrer">
      <span className="pn-button__icon">
        <PlainIcon path={downloadPath} />
      </span>
      DOWNLOAD APP
    </a>
  );
}
