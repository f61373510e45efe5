import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PageTabs, tabPanelOf, type PageTab } from '../../../src/components/layout/PageTabs';

type Tab = 'activation' | 'usage';
const tabs: readonly PageTab<Tab>[] = [
  { value: 'activation', label: 'eSIM activation' },
  { value: 'usage', label: 'Usage report' },
];

function TabbedPage() {
  const [tab, setTab] = useState<Tab>('activation');
  return (
    <>
      <PageTabs label="eSIM" tabs={tabs} value={tab} onChange={setTab} />
      <div {...tabPanelOf('eSIM', tab)}>{tab === 'activation' ? 'Scan the QR code' : '30 days of usage'}</div>
    </>
  );
}

describe('PageTabs', () => {
  it('names the tab list, marks the chosen tab, and labels the panel by it', async () => {
    render(<TabbedPage />);
    expect(screen.getByRole('tablist', { name: 'eSIM' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'eSIM activation' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'eSIM activation' })).toHaveAttribute('aria-controls', 'esim-panel-activation');
    expect(screen.getByRole('tabpanel', { name: 'eSIM activation' })).toHaveTextContent('Scan the QR code');
  });

  it('draws its frame first and its tabs one paint later (two short commits rather than one long one)', async () => {
    render(<TabbedPage />);
    const strip = screen.getByRole('tablist', { name: 'eSIM' });
    expect(within(strip).queryAllByRole('tab')).toHaveLength(0);
    expect(await within(strip).findAllByRole('tab')).toHaveLength(2);
  });

  it('choosing a tab shows its panel', async () => {
    render(<TabbedPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Usage report' }));
    expect(screen.getByRole('tab', { name: 'Usage report' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Usage report' })).toHaveTextContent('30 days of usage');
  });
});
