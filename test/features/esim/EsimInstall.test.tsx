// Item 3: installing the eSIM from the phone showing the page, and the included data.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { formatDay } from '../../../src/contract/dateFormat';
import { buildEsimRecord, buildEsimUsage, buildUsageDay } from '../../factories';
import { esimCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';

const LPA = 'LPA:1$smdp.example.com$K7QX9-4242A';
const notInstalled = buildEsimRecord({ imei: null, textQrCode: LPA });

const userAgents = {
  iphone174: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphone16: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

function useUserAgent(userAgent: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => jest.restoreAllMocks());

function openEsimPage(record = notInstalled) {
  server.use(...esimCustomer({ record }), ...dashboardServer());
  return renderApp('/dashboard/esim', { session: signedInSession() });
}

async function stepsShown(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'How to install the eSIM' });
  return within(list).getAllByRole('listitem').map((step) => step.textContent ?? '');
}

describe('eSIM install options by platform', () => {
  it('iOS 17.4: Install on this iPhone opens Apple’s installer link with the activation string', async () => {
    useUserAgent(userAgents.iphone174);
    openEsimPage();

    const install = await screen.findByRole('link', { name: 'Install on this iPhone' });
    expect(install).toHaveAttribute('href', `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(LPA)}`);
    expect(await stepsShown()).toEqual([
      'Open Settings on this iPhone.',
      'Go to Cellular > Add eSIM > Use QR Code > Enter Details Manually.',
      'Paste the SM-DP+ address and the activation code.',
    ]);
  });

  it('iOS 16: no install link (it needs 17.4), the manual steps', async () => {
    useUserAgent(userAgents.iphone16);
    openEsimPage();

    expect((await stepsShown())[1]).toBe('Go to Cellular > Add eSIM > Use QR Code > Enter Details Manually.');
    expect(screen.queryByRole('link', { name: 'Install on this iPhone' })).not.toBeInTheDocument();
  });

  it('Android: the Android steps and why there is no button', async () => {
    useUserAgent(userAgents.android);
    openEsimPage();

    expect((await stepsShown())[1]).toMatch(/^Go to Network & internet > SIMs > Add eSIM/);
    expect(screen.getByText('Android has no install link for web pages: add the eSIM in Settings with the codes above.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Install on this iPhone' })).not.toBeInTheDocument();
  });

  it('a computer: scan the QR code with the phone, no install link', async () => {
    openEsimPage();

    expect(await stepsShown()).toEqual(['Open Settings on your phone.', 'Go to Cellular > Add eSIM.', 'Scan this QR code.']);
    expect(screen.queryByRole('link', { name: 'Install on this iPhone' })).not.toBeInTheDocument();
    // The codes are offered on every platform, beside the QR code.
    expect(screen.getByRole('button', { name: 'Copy the SM-DP+ address' })).toBeInTheDocument();
  });
});

describe('SM-DP+ address and activation code', () => {
  it('each is shown, parsed from the LPA string, and copies to the clipboard with a confirmation', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    openEsimPage();

    expect(await screen.findByText('smdp.example.com')).toBeInTheDocument();
    expect(screen.getByText('K7QX9-4242A')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the SM-DP+ address' }));
    expect(writeText).toHaveBeenLastCalledWith('smdp.example.com');
    expect(within(screen.getByRole('group', { name: 'SM-DP+ address' })).getByRole('status')).toHaveTextContent(/^Copied$/);
    expect(within(screen.getByRole('group', { name: 'Activation code' })).getByRole('status')).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('button', { name: 'Copy the activation code' }));
    expect(writeText).toHaveBeenLastCalledWith('K7QX9-4242A');
    expect(within(screen.getByRole('group', { name: 'Activation code' })).getByRole('status')).toHaveTextContent(/^Copied$/);
  });

  it('a refused clipboard: says so and selects the code for copying by hand', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    openEsimPage();

    await user.click(await screen.findByRole('button', { name: 'Copy the activation code' }));
    expect(writeText).toHaveBeenCalledWith('K7QX9-4242A');
    expect(await screen.findByText('Your browser did not allow copying. The code is selected: copy it with your keyboard or menu.')).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('K7QX9-4242A');
    expect(within(screen.getByRole('group', { name: 'Activation code' })).getByRole('status')).not.toHaveTextContent('Copied');
  });

  it('an activation string without a code: shows the address, says the code is missing, no crash', async () => {
    openEsimPage(buildEsimRecord({ imei: null, textQrCode: 'LPA:1$smdp.example.com' }));

    expect(await screen.findByText('smdp.example.com')).toBeInTheDocument();
    expect(screen.getByText('Not in the activation code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy the activation code' })).not.toBeInTheDocument();
  });

  it('a string that is no activation string: the QR code and steps still show, no codes to copy', async () => {
    openEsimPage(buildEsimRecord({ imei: null, textQrCode: 'not-an-lpa-string' }));

    expect(await screen.findByRole('img', { name: 'eSIM activation QR code' })).toBeInTheDocument();
    expect(screen.getAllByText('Not in the activation code')).toHaveLength(2);
  });
});

describe('included data meter and forecast', () => {
  const today = dayjs();
  const lastDays = (count: number, mbPerDay: number) =>
    Array.from({ length: count }, (_, ago) => buildUsageDay({ date: today.subtract(ago, 'day').format('YYYY-MM-DD'), downlink: mbPerDay, uplink: 0 }));

  async function openUsage(record: ReturnType<typeof buildEsimRecord>, usage: ReturnType<typeof buildEsimUsage>) {
    const user = userEvent.setup();
    server.use(...esimCustomer({ record, usage }), ...dashboardServer());
    renderApp('/dashboard/esim', { session: signedInSession() });
    await user.click(await screen.findByRole('tab', { name: 'Usage report' }));
    return screen.findByRole('meter', { name: 'Included data used' });
  }

  it('40 MB when the server names no allowance: used, left and when it lasts until', async () => {
    const meter = await openUsage(buildEsimRecord({ dataMb: undefined }), buildEsimUsage(lastDays(7, 2)));

    expect(meter).toHaveAttribute('aria-valuemax', '40');
    expect(meter).toHaveAttribute('aria-valuenow', '14');
    expect(meter).toHaveAttribute('aria-valuetext', '14 MB used of 40 MB, 26 MB left');
    expect(screen.getByText('14 MB used of 40 MB')).toBeInTheDocument();
    expect(screen.getByText('26 MB left')).toBeInTheDocument();
    // 26 MB at 2 MB a day: 13 more days.
    expect(screen.getByText(`At this pace your data lasts until ${formatDay(today.add(13, 'day').toDate())}`)).toBeInTheDocument();
  });

  it("the plan's own allowance when the server names it", async () => {
    const meter = await openUsage(buildEsimRecord({ dataMb: 100 }), buildEsimUsage(lastDays(3, 5)));

    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('85 MB left')).toBeInTheDocument();
    expect(screen.getByText(`At this pace your data lasts until ${formatDay(today.add(17, 'day').toDate())}`)).toBeInTheDocument();
  });

  it('an allowance the screen cannot use (text, zero) falls back to 40 MB and the record still loads', async () => {
    const meter = await openUsage(buildEsimRecord({ dataMb: 'lots' as unknown as number }), buildEsimUsage(lastDays(7, 2)));
    expect(meter).toHaveAttribute('aria-valuemax', '40');
  });

  it('over the limit: nothing left and the data is used up', async () => {
    await openUsage(buildEsimRecord(), buildEsimUsage(lastDays(7, 8)));

    expect(screen.getByText('56 MB used of 40 MB')).toBeInTheDocument();
    expect(screen.getByText('0 MB left')).toBeInTheDocument();
    expect(screen.getByText('Your data is used up')).toBeInTheDocument();
    expect(screen.queryByText(/^At this pace/)).not.toBeInTheDocument();
  });

  it('no usage in the last week: the meter without a forecast', async () => {
    const old = buildUsageDay({ date: today.subtract(20, 'day').format('YYYY-MM-DD'), downlink: 0, uplink: 0 });
    await openUsage(buildEsimRecord(), buildEsimUsage([old]));

    expect(screen.getByText('40 MB left')).toBeInTheDocument();
    expect(screen.queryByText(/^At this pace/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your data is used up')).not.toBeInTheDocument();
  });
});
