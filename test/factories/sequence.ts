let lastId = 1000;

/** A fresh id for factory defaults, so that two built records never collide by accident. */
export function nextId(): number {
  lastId += 1;
  return lastId;
}

/** A US number (10 digits) that differs per call. */
export function nextPhoneNumber(): string {
  return `857555${String(nextId() % 10_000).padStart(4, '0')}`;
}
