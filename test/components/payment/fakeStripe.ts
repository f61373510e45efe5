import type { Stripe } from '@stripe/stripe-js';

type Handler = (event: unknown) => void;

/** A mounted Elements field: what Stripe.js would draw in its iframe, and its change events. */
export interface FakeElement {
  type: string;
  options: unknown;
  /** How often the element was cleared. */
  cleared: number;
  emit(event: string, payload: unknown): void;
}

/** A payment request sheet: the options it was made with, and the customer's actions on it. */
export interface FakePaymentRequest {
  options: Record<string, unknown>;
  /** How often the page opened the sheet. */
  shown: number;
  /** The totals the sheet was given, first the one it was made with. */
  totals: unknown[];
  /** The customer authorises: Stripe sends the token event; resolves with what the page completed with. */
  authorise(token: string, payerEmail: string): Promise<string>;
  cancel(): void;
}

interface FakeStripeOptions {
  createToken?: (element: unknown) => Promise<unknown>;
  /** What canMakePayment answers (null: no wallet at all). */
  wallet?: { applePay: boolean } | null;
}

/**
 * Just enough of a Stripe.js instance for @stripe/react-stripe-js and our card form and Apple
 * Pay button: elements that mount, emit change events and are found again, createToken, and
 * payment requests. Tests decide what createToken answers.
 */
export function fakeStripe({ createToken, wallet = { applePay: true } }: FakeStripeOptions = {}) {
  const elements: FakeElement[] = [];
  const requests: FakePaymentRequest[] = [];
  const tokenRequests: unknown[] = [];

  const makeElement = (type: string, options: unknown) => {
    const handlers = new Map<string, Set<Handler>>();
    const element = {
      type,
      options,
      mount: (node: HTMLElement) => {
        node.setAttribute('data-stripe-element', type);
      },
      on(event: string, handler: Handler) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)?.add(handler);
        return element;
      },
      off(event: string, handler: Handler) {
        handlers.get(event)?.delete(handler);
        return element;
      },
      /** Stripe merges changed options (a new style when the colour scheme changes). */
      update(changed: object) {
        element.options = { ...(element.options as object), ...changed };
      },
      destroy: () => undefined,
      cleared: 0,
      clear() {
        element.cleared += 1;
      },
      emit(event: string, payload: unknown) {
        for (const handler of handlers.get(event) ?? []) handler(payload);
      },
    };
    elements.push(element);
    return element;
  };

  /** The Elements group's appearance: the one it was made with, then each update. */
  const appearances: unknown[] = [];
  const elementsInstance = {
    create: makeElement,
    getElement: (type: string | { __elementType?: string }) => {
      const wanted = typeof type === 'string' ? type : type.__elementType;
      return elements.find((element) => element.type === wanted) ?? null;
    },
    update: (options: { appearance?: unknown }) => void (options.appearance && appearances.push(options.appearance)),
  };

  const stripe = {
    elements: (options?: { appearance?: unknown }) => {
      if (options?.appearance) appearances.push(options.appearance);
      return elementsInstance;
    },
    createToken: async (element: unknown) => {
      tokenRequests.push(element);
      return createToken ? createToken(element) : { token: { id: 'tok_from_elements' } };
    },
    createPaymentMethod: async () => ({}),
    confirmCardPayment: async () => ({}),
    paymentRequest(options: Record<string, unknown>) {
      const handlers = new Map<string, Handler>();
      let showing = false;
      const request = {
        options,
        shown: 0,
        totals: [options.total],
        authorise: (token: string, payerEmail: string) =>
          new Promise<string>((resolve) => {
            handlers.get('token')?.({ token: { id: token }, payerEmail, complete: (status: string) => resolve(status) });
          }),
        cancel: () => {
          showing = false;
          handlers.get('cancel')?.({});
        },
        canMakePayment: async () => wallet,
        on: (event: string, handler: Handler) => handlers.set(event, handler),
        off: (event: string) => handlers.delete(event),
        show: () => {
          showing = true;
          request.shown += 1;
        },
        isShowing: () => showing,
        update: ({ total }: { total: unknown }) => request.totals.push(total),
      };
      requests.push(request);
      return request;
    },
  };

  return { stripe: stripe as unknown as Stripe, elements, requests, tokenRequests, appearances };
}
