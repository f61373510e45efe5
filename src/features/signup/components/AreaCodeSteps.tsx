import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/apiError';
import { useLazySearchAvailablePhonesQuery, useRequestPortNumberMutation } from '../../../api/phonesApi';
import { useCreatePortRequestMutation } from '../../../api/portingApi';
import { useAppDispatch } from '../../../state/hooks';
import { paths } from '../../../config/paths';
import { pushEvent } from '../../../lib/analytics';
import { phoneNumberChosen } from '../../../session/sessionSlice';
import { AreaCodeSearch } from './AreaCodeSearch';
import { NumberChoice } from './NumberChoice';
import { PortNumberForm, type PortRequestInput } from './PortNumberForm';
import { DEFAULT_SUGGESTED_AREA_CODES } from '../signupMessages';

type View = { kind: 'search' } | { kind: 'results'; areaCode: string; numbers: string[] } | { kind: 'port' };

/**
 * The area-code page's card: the search, the numbers found, or the transfer form; a chunk of
 * its own, loaded after the page's heading has painted (AreaCodePage).
 */
export function AreaCodeSteps() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'search' });
  // False on page load (no focus taken then); true once the customer comes back to the search.
  const [cameBack, setCameBack] = useState(false);
  const [suggestedCodes, setSuggestedCodes] = useState<readonly string[]>(DEFAULT_SUGGESTED_AREA_CODES);
  const [unavailable, setUnavailable] = useState(false);
  const [searchNumbers, { isFetching: searching }] = useLazySearchAvailablePhonesQuery();
  const [requestPortNumber, { isLoading: portingBySpec }] = useRequestPortNumberMutation();
  const [createPortRequest, { isLoading: portingWithDetails }] = useCreatePortRequestMutation();
  const porting = portingBySpec || portingWithDetails;

  const search = async (areaCode: string) => {
    pushEvent({ event: 'confirm_area_code', area_code: areaCode });
    setUnavailable(false);
    try {
      const result = await searchNumbers(areaCode).unwrap();
      if (result.area_code?.length) setSuggestedCodes(result.area_code);
      // SPEC §8: a note, a failure or no numbers all mean 'unavailable'.
      if (result.note || result.failure || result.phone_numbers.length === 0) setUnavailable(true);
      else setView({ kind: 'results', areaCode, numbers: result.phone_numbers });
    } catch {
      setUnavailable(true);
    }
  };

  const choose = (number: string, numberType: 'new' | 'ported') => {
    dispatch(phoneNumberChosen(number));
    pushEvent({ event: 'confirm_number', area_code: number.slice(0, 3), number_type: numberType });
    void navigate(paths.pricing);
  };

  /**
   * Files the transfer with the carrier's details; a backend without the tracker
   * (404) gets SPEC's GET /portphone/{number} with the number only. Any other failure is toasted
   * by the error middleware with the server's text, and what was typed stays.
   */
  const port = async ({ digits, accountNumber, pin, zip }: PortRequestInput) => {
    const filed = await createPortRequest({ phone_number: digits, account_number: accountNumber, pin, zip });
    if ('error' in filed) {
      if (!(isApiError(filed.error) && filed.error.status === 404)) return;
      try {
        await requestPortNumber(digits).unwrap();
      } catch {
        return;
      }
    }
    choose(digits, 'ported');
  };

  const backToSearch = () => {
    setCameBack(true);
    setUnavailable(false);
    setView({ kind: 'search' });
  };

  return (
    <div className="pn-panel area-code-card">
      {view.kind === 'search' && (
        <AreaCodeSearch
          suggestedCodes={suggestedCodes}
          unavailable={unavailable}
          searching={searching}
          autoFocus={cameBack}
          onSearch={(areaCode) => void search(areaCode)}
          onBringNumber={() => setView({ kind: 'port' })}
        />
      )}
      {view.kind === 'results' && (
        <NumberChoice
          areaCode={view.areaCode}
          numbers={view.numbers}
          onChoose={(number) => choose(number, 'new')}
          onTryAnother={backToSearch}
        />
      )}
      {view.kind === 'port' && <PortNumberForm submitting={porting} onPort={port} onPickNew={backToSearch} />}
    </div>
  );
}
