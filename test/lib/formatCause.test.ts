import { formatCause } from '../../src/lib/formatCause';

describe('formatCause', () => {
  it.each([
    ['NO_ANSWER', 'No answer'],
    ['USER_BUSY', 'User busy'],
    ['ORIGINATOR_CANCEL', 'Originator cancel'],
    ['CALL_REJECTED', 'Call rejected'],
    ['busy', 'Busy'],
    ['NORMAL_TEMPORARY_FAILURE', 'Normal temporary failure'],
    ['', ''],
  ])('%p shows as %p', (cause, shown) => {
    expect(formatCause(cause)).toBe(shown);
  });
});
