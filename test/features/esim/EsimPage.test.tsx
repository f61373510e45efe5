import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { darkOnLight } from '../../lib/qrDarkOnLight';
import { buildEsimPlan, buildEsimPlans, buildEsimRecord } from '../../factories';
import { answersFailure, esimCustomer } from '../../mocks/scenarios';
import { server } from '../../mocks/server';
import { expectLandedOn, renderApp, signedInSession } from '../../app/renderApp';
import { dashboardServer } from '../dashboardServer';
import { aSandboxRecaptchaToken } from '../testCard';

const noEsim = buildEsimRecord({ success: false, textQrCode: null, imei: null, iccid: null, createdAt: null, esimId: null });

function openEsimPage() {
  return renderApp('/dashboard/esim', { session: signedInSession() });
}

describe('eSIM page: the first paint', () => {
  it('draws the heading plain and keeps the tab strip\'s place until the strip comes; the offer comes too', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: noEsim, plans: buildEsimPlans({ plans: [buildEsimPlan({ price: 15 })] }) }));
    // The browser has not painted yet: the frames it would paint are held.
    const frames: FrameRequestCallback[] = [];
    const painting = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const { container } = openEsimPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'eSIM' })).toHaveClass('pn-h1');
    // Before the strip: its place is kept (nothing below moves when it comes).
    expect(container.querySelector('.pn-tabs-space')).toBeInTheDocument();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    painting.mockRestore();
    act(() => frames.forEach((frame) => frame(0)));
    expect(await screen.findByRole('tab', { name: 'eSIM activation' })).toHaveAttribute('aria-selected', 'true');
    expect(container.querySelector('.pn-tabs-space')).not.toBeInTheDocument();
    expect(await screen.findByText('$15.00')).toBeInTheDocument();
  });
});

describe('eSIM page: an installed eSIM, first paint', () => {
  it('draws where it is installed and the details without MUI; the ways to install load when shown', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ imei: '353911104242426', textQrCode: 'LPA:1$smdp.example.com$CODE-42' }) }));
    openEsimPage();

    const where = await screen.findByText('Installed on the phone with IMEI 353911104242426');
    expect(where).toHaveClass('pn-body1', 'pn-secondary');
    expect(where.closest('section')).toHaveClass('pn-panel');
    expect(screen.getByRole('heading', { level: 2, name: 'Your eSIM is installed' })).toHaveClass('pn-h2');
    expect(screen.getByText('ICCID').closest('dl')).toHaveClass('pn-details');
    expect(screen.queryByRole('img', { name: 'eSIM activation QR code' })).not.toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Usage report' });

    await user.click(screen.getByRole('button', { name: 'Show installation details' }));
    expect(await screen.findByRole('img', { name: 'eSIM activation QR code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide installation details' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('eSIM page without an eSIM', () => {
  it('shows the purchase card and only the activation tab', async () => {
    const plan = buildEsimPlan({ price: 15, descriptions: { en: '5 GB for 30 days' } });
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: noEsim, plans: buildEsimPlans({ plans: [plan] }) }));
    openEsimPage();

    expect(await screen.findByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('One-time activation fee')).toBeInTheDocument();
    expect(screen.getByText('5 GB for 30 days')).toBeInTheDocument();
    expect(screen.getByText('Speed: up to 5G')).toBeInTheDocument();
    expect(screen.getByText('Availability: global')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'eSIM activation' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Usage report' })).not.toBeInTheDocument();
  });

  it('Purchase waits for the reCAPTCHA, then goes to /purchase-esim with the plan and the token', async () => {
    const user = userEvent.setup();
    const plan = buildEsimPlan({ id: 41, price: 15 });
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: noEsim, plans: buildEsimPlans({ plans: [plan] }) }));
    const { router } = openEsimPage();

    const purchase = await screen.findByRole('button', { name: 'Purchase' });
    expect(purchase).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(purchase);

    await expectLandedOn(router, 'Purchase eSIM', '/purchase-esim');
    expect(router.state.location.state).toEqual({ selectedPlan: { id: 41, price: 15 }, recaptchaToken: aSandboxRecaptchaToken() });
  });

  it('with several plans, the chosen one is passed on', async () => {
    const user = userEvent.setup();
    const small = buildEsimPlan({ id: 51, price: 15, descriptions: { en: '5 GB for 30 days' } });
    const large = buildEsimPlan({ id: 52, price: 40, descriptions: { en: '20 GB for 30 days' } });
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: noEsim, plans: buildEsimPlans({ plans: [small, large] }) }));
    const { router } = openEsimPage();

    expect(await screen.findByRole('radio', { name: '5 GB for 30 days, $15.00' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '20 GB for 30 days, $40.00' }));
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Purchase' }));

    await expectLandedOn(router, 'Purchase eSIM', '/purchase-esim');
    expect(router.state.location.state).toMatchObject({ selectedPlan: { id: 52, price: 40 } });
  });

  it('plans that fail to load show the error with a retry', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: noEsim }));
    server.use(...answersFailure('/esim/getplans', 'Internal Server Error', 500));
    openEsimPage();

    expect(await screen.findByText('eSIM plans could not be loaded')).toBeInTheDocument();
    server.use(...esimCustomer({ record: noEsim }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: '5 GB for 30 days, $15.00' })).toBeInTheDocument();
  });
});

describe('eSIM page without an eSIM: several plans', () => {
  it('says what every plan shares once, above the plans, not on every card', async () => {
    const plans = [buildEsimPlan({ price: 15, descriptions: { en: '5 GB for 30 days' } }), buildEsimPlan({ price: 40, descriptions: { en: '20 GB for 30 days' } })];
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: noEsim, plans: buildEsimPlans({ plans }) }));
    openEsimPage();

    expect(await screen.findByRole('radio', { name: '20 GB for 30 days, $40.00' })).toBeInTheDocument();
    expect(screen.getAllByText('Speed: up to 5G')).toHaveLength(1);
    expect(screen.getAllByText('Availability: global')).toHaveLength(1);
    expect(screen.getAllByText('One-time activation fee')).toHaveLength(2);
  });
});

describe('eSIM page with an eSIM', () => {
  it('not yet on a phone (no IMEI): the card invites activation', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ imei: null }) }));
    openEsimPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Activate your eSIM' })).toBeInTheDocument();
    expect(screen.queryByText(/^Installed on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show installation details' })).not.toBeInTheDocument();
  });

  it('installed on a phone: says where, no longer invites activation, codes behind a disclosure', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ imei: '356938035643809', textQrCode: 'LPA:1$smdp.example.com$CODE-42' }) }));
    openEsimPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Your eSIM is installed' })).toBeInTheDocument();
    expect(screen.getByText('Installed on the phone with IMEI 356938035643809')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activate your eSIM' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'eSIM activation QR code' })).not.toBeInTheDocument();
    expect(screen.queryByText('CODE-42')).not.toBeInTheDocument();

    const disclosure = screen.getByRole('button', { name: 'Show installation details' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure);
    expect(screen.getByRole('button', { name: 'Hide installation details' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('img', { name: 'eSIM activation QR code' })).toBeInTheDocument();
    expect(screen.getByText('CODE-42')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide installation details' }));
    expect(screen.queryByText('CODE-42')).not.toBeInTheDocument();
  });

  it('draws the activation QR from textQrCode (200 px, error correction H) with the steps and details', async () => {
    const record = buildEsimRecord({
      textQrCode: 'LPA:1$smdp.example.com$CODE-42',
      imei: null,
      iccid: '8901260882200000001',
      createdAt: '2024-05-01T10:00:00.000Z',
    });
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record }));
    openEsimPage();

    const image = await screen.findByRole('img', { name: 'eSIM activation QR code' });
    // The tab strip comes one paint after the panel: the page settles before the awaits below.
    expect(await screen.findByRole('tab', { name: 'Usage report' })).toBeInTheDocument();
    const expected = await QRCode.toDataURL('LPA:1$smdp.example.com$CODE-42', darkOnLight);
    expect(image).toHaveAttribute('src', expected);
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(image).toHaveAttribute('width', '200');

    const steps = within(screen.getByRole('list', { name: 'How to install the eSIM' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Open Settings on your phone.',
      'Go to Cellular > Add eSIM.',
      'Scan this QR code.',
    ]);
    expect(screen.getByText('IMEI').nextSibling).toHaveTextContent(/^-$/);
    expect(screen.getByText('ICCID').nextSibling).toHaveTextContent('8901260882200000001');
    expect(screen.getByText('Created').nextSibling).toHaveTextContent('01 May 2024');
  });

  it("shows '-' for details the server does not have", async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ imei: null, iccid: null, createdAt: null }) }));
    openEsimPage();

    expect(await screen.findByText('IMEI')).toBeInTheDocument();
    for (const term of ['IMEI', 'ICCID', 'Created']) expect(screen.getByText(term).nextSibling).toHaveTextContent(/^-$/);
  });

  it('without QR text: asks to contact support; the eSIM exists, so its usage report is offered', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ textQrCode: null, imei: '356938035643809' }) }));
    openEsimPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show installation details' }));
    expect(await screen.findByText('QR code data is not available. Please contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'eSIM activation QR code' })).not.toBeInTheDocument();
    expect(screen.getByText('IMEI').nextSibling).toHaveTextContent('356938035643809');
    expect(await screen.findByRole('tab', { name: 'Usage report' })).toBeInTheDocument();
  });

  it('QR text too long for a QR code: Failed to generate QR code', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ textQrCode: 'x'.repeat(4000), imei: null }) }));
    openEsimPage();

    expect(await screen.findByText('Failed to generate QR code')).toBeInTheDocument();
  });

  it('an image the browser cannot show: Failed to load QR code image', async () => {
    server.use(...dashboardServer());
    server.use(...esimCustomer({ record: buildEsimRecord({ imei: null }) }));
    openEsimPage();

    fireEvent.error(await screen.findByRole('img', { name: 'eSIM activation QR code' }));
    expect(await screen.findByText('Failed to load QR code image')).toBeInTheDocument();
  });

  it('details that fail to load show the error with a retry', async () => {
    const user = userEvent.setup();
    server.use(...dashboardServer());
    server.use(...esimCustomer());
    server.use(...answersFailure('/esim/details', 'Internal Server Error', 500));
    openEsimPage();

    expect(await screen.findByText('Your eSIM could not be loaded')).toBeInTheDocument();
    server.use(...esimCustomer({ record: buildEsimRecord({ imei: null }) }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'eSIM activation QR code' })).toBeInTheDocument());
  });
});
