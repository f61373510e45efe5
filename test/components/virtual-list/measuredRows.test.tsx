import { act, render, screen, within } from '@testing-library/react';
import { VirtualList } from '../../../src/components/virtual-list/VirtualList';

const ESTIMATE_PX = 50;

/**
 * jsdom has no ResizeObserver: this one records what is observed and reports sizes when told,
 * as a browser does once it has laid the rows out.
 */
class RecordingResizeObserver {
  static instances: RecordingResizeObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {
    RecordingResizeObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  disconnect() {
    this.observed.clear();
  }

  /** Lays `element` out at `heightPx` and reports it to this observer, if it follows the element. */
  report(element: HTMLElement, heightPx: number) {
    Object.defineProperty(element, 'offsetHeight', { configurable: true, value: heightPx });
    if (!this.observed.has(element)) return;
    this.callback([{ target: element } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

const rowsObserver = () => RecordingResizeObserver.instances.find((observer) => [...observer.observed].some((element) => element.getAttribute('role') === 'listitem'));

beforeEach(() => {
  RecordingResizeObserver.instances = [];
  globalThis.ResizeObserver = RecordingResizeObserver as unknown as typeof ResizeObserver;
});

afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function renderMeasuredList(itemCount: number) {
  return render(
    <VirtualList
      label="Messages"
      itemCount={itemCount}
      itemHeight={() => ESTIMATE_PX}
      itemKey={(index) => `message-${index}`}
      renderItem={(index) => <p>{`Message ${index + 1}`}</p>}
      height={300}
      overscan={2}
      measureRows
    />,
  );
}

const mountedRows = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('VirtualList with rows measured as laid out', () => {
  it('follows the height of every row of its first paint', () => {
    renderMeasuredList(100);
    const rows = mountedRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rowsObserver()?.observed.size).toBe(rows.length);
  });

  it('moves the rows after a row whose laid-out height differs from its estimate', () => {
    renderMeasuredList(100);
    const [first, second, third] = mountedRows();
    expect(second).toHaveStyle({ top: `${ESTIMATE_PX}px` });

    // A picture's bubble, shorter than guessed.
    act(() => rowsObserver()?.report(first, 30));

    const [, secondNow, thirdNow] = mountedRows();
    expect(secondNow).toBe(second);
    expect(secondNow).toHaveStyle({ top: '30px' });
    expect(thirdNow).toBe(third);
    expect(thirdNow).toHaveStyle({ top: `${30 + ESTIMATE_PX}px` });
  });

  it('stops following a row once it unmounts', () => {
    const { unmount } = renderMeasuredList(100);
    const observer = rowsObserver();
    unmount();
    expect(observer?.observed.size).toBe(0);
  });
});
