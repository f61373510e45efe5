import { fireEvent, render, screen, within } from '@testing-library/react';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList';

const ROW_PX = 50;

function renderList(itemCount: number, options: { startAtEnd?: boolean } = {}) {
  return render(
    <VirtualList
      label="Numbers"
      itemCount={itemCount}
      itemHeight={() => ROW_PX}
      itemKey={(index) => `row-${index}`}
      renderItem={(index) => <span>{`Row ${index + 1}`}</span>}
      height={300}
      overscan={2}
      startAtEnd={options.startAtEnd}
    />,
  );
}

const mountedRows = () => within(screen.getByRole('list', { name: 'Numbers' })).getAllByRole('listitem');

/** jsdom lays nothing out: the list keeps its 600 px fallback viewport, scrolled as a browser would. */
function scrollTo(viewport: HTMLElement, scrollTop: number) {
  viewport.scrollTop = scrollTop;
  fireEvent.scroll(viewport);
}

describe('VirtualList', () => {
  it('mounts only the rows in view and names the list with its full length', () => {
    renderList(10_000);
    const rows = mountedRows();
    // The 600 px fallback viewport holds 12 rows, plus 2 of overscan below.
    expect(rows.map((row) => row.textContent)).toEqual(Array.from({ length: 14 }, (_, index) => `Row ${index + 1}`));
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(screen.getByRole('list', { name: 'Numbers' })).toHaveStyle({ height: `${10_000 * ROW_PX}px` });
  });

  it('mounts the rows under the scroll position as the list scrolls, placed at their offsets', () => {
    renderList(10_000);
    const list = screen.getByRole('list', { name: 'Numbers' });
    scrollTo(list.parentElement as HTMLElement, 250_000);

    const rows = mountedRows();
    expect(rows[0]).toHaveTextContent('Row 4999');
    expect(rows[0]).toHaveStyle({ top: `${4998 * ROW_PX}px` });
    expect(rows.at(-1)).toHaveTextContent('Row 5014');
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
  });

  it('a conversation opens at its newest row', () => {
    renderList(500, { startAtEnd: true });
    const rows = mountedRows();
    expect(rows.at(-1)).toHaveTextContent('Row 500');
    expect(rows.at(-1)).toHaveAttribute('aria-posinset', '500');
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
  });

  it('a conversation shorter than its viewport sits at the bottom, a longer one scrolls as before', () => {
    renderList(3, { startAtEnd: true });
    const list = screen.getByRole('list', { name: 'Numbers' });
    // The viewport is a column: the list's automatic top margin takes the room above a short list.
    expect(list.parentElement).toHaveStyle({ display: 'flex', flexDirection: 'column' });
    expect(list).toHaveStyle({ marginTop: 'auto', flexShrink: '0', height: `${3 * ROW_PX}px` });
  });

  it('a list opened at its start keeps its rows at the top', () => {
    renderList(3);
    expect(screen.getByRole('list', { name: 'Numbers' })).not.toHaveStyle({ marginTop: 'auto' });
  });

  it('the scrolling viewport can be focused, so the keyboard can scroll it', () => {
    renderList(20);
    expect(screen.getByRole('list', { name: 'Numbers' }).parentElement).toHaveAttribute('tabindex', '0');
  });

  it('an empty list mounts no rows', () => {
    renderList(0);
    expect(within(screen.getByRole('list', { name: 'Numbers' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
