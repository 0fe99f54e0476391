import { describe, expect, it } from 'vitest';
import { AccountMessage } from './messages.ts';
import { setAsideKnownIds, setAsideMessage, unknownIds } from './requested-ids.ts';

const found = [{ Number: '0004100' }, { Number: '4200' }, { Number: '4300' }];

describe('ids set aside before a permission request', () => {
  it('sets aside held and waiting ids, zeros at both ends aside, and keeps the rest', () => {
    const sorted = setAsideKnownIds(found, ['41', '004200', '4300'], ['4100'], ['0042']);
    expect(sorted).toEqual({
      fresh: [{ Number: '4300' }],
      heldTyped: ['41'],
      waitingTyped: ['004200'],
    });
  });

  it('counts an id both held and waiting as held only', () => {
    const sorted = setAsideKnownIds(found, ['4100'], ['4100'], ['4100']);
    expect([sorted.heldTyped, sorted.waitingTyped]).toEqual([['4100'], []]);
  });

  it('says which ids are held and which are waiting, or nothing', () => {
    expect(setAsideMessage('customer', { heldTyped: ['1'], waitingTyped: ['2', '3'] })).toBe(
      `${AccountMessage.customersAlreadyHeld}: 1 ${AccountMessage.customersAlreadyRequested}: 2, 3`,
    );
    expect(setAsideMessage('sales-rep', { heldTyped: [], waitingTyped: [] })).toBeNull();
  });
});

describe('ids that match nothing', () => {
  it('names the typed ids no look-up found, as they were typed', () => {
    expect(unknownIds(found, ['0041', '4200', '999', ' 4300 ', '44'])).toEqual(['999', '44']);
    expect(unknownIds([], ['1', '2'])).toEqual(['1', '2']);
  });
});
