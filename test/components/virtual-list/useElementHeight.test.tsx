import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useElementHeight } from '../../../src/components/virtual-list/useElementHeight';

const FALLBACK_PX = 600;

/** jsdom has no ResizeObserver: this one reports when told, as a browser does after a layout. */
class ReportingResizeObserver {
  static last: ReportingResizeObserver | null = null;
  target: Element | null = null;
  constructor(private readonly callback: ResizeObserverCallback) {
    ReportingResizeObserver.last = this;
  }
  observe(element: Element) {
    this.target = element;
  }
  unobserve() {
    this.target = null;
  }
  disconnect() {
    this.target = null;
  }
  report() {
    if (this.target) this.callback([{ target: this.target } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

function Viewport() {
  const ref = useRef<HTMLDivElement>(null);
  const height = useElementHeight(ref, FALLBACK_PX);
  return <div ref={ref} data-testid="viewport" data-height={height} />;
}

describe('useElementHeight', () => {
  let layoutReads = 0;
  beforeEach(() => {
    layoutReads = 0;
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ReportingResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => {
      layoutReads += 1;
      return 423;
    });
  });
  afterEach(() => {
    delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
    jest.restoreAllMocks();
  });

  it('reads no layout while mounting (a forced style recalculation inside the commit): the fallback until the observer reports', () => {
    render(<Viewport />);
    expect(layoutReads).toBe(0);
    expect(screen.getByTestId('viewport')).toHaveAttribute('data-height', String(FALLBACK_PX));
  });

  it("takes the element's height from the observer's reports, after the browser's layout", () => {
    render(<Viewport />);
    act(() => ReportingResizeObserver.last?.report());
    expect(screen.getByTestId('viewport')).toHaveAttribute('data-height', '423');
  });

  it('without ResizeObserver, measures once at mount', () => {
    delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
    render(<Viewport />);
    expect(screen.getByTestId('viewport')).toHaveAttribute('data-height', '423');
  });
});
