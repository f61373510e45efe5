import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useHideCallMutation } from '../../../api/callsApi';
import { contactMessages } from '../../../components/contacts/contactMessages';
import { useBlockContact } from '../../../components/contacts/useBlockContact';
import { useNotify } from '../../../components/feedback/useNotify';
import { VirtualList } from '../../../components/virtual-list/VirtualList';
import type { CallLogItem } from '../../../contract/api';
import { whenIdle } from '../../../lib/whenIdle';
import { callDayHeading, otherParty, type CallHistoryRow } from '../callHistory';
import { CALL_ROW_HEIGHT, DATE_ROW_HEIGHT } from '../../../theme/plainStyles/callRowHeights';
import { CallRow } from './CallRow';
import { CallRowMenu, DeleteCallDialog } from '../parts';

interface CallHistoryListProps {
  /** The calls under their date rows (callHistoryRows, or the filtered rows of CallSearch). */
  rows: readonly CallHistoryRow[];
  ownNumber: string | null;
  /** The call the address names (`?call=<id>`): scrolled to, marked and focused once; an id not in the rows changes nothing. */
  linkedCallId?: string | null;
}

/**
 * The history, newest first under date rows, windowed so that long histories stay fast. Memoised:
 * a key typed into the search renders the page more than once (the key, then the deferred query),
 * and the rows change at most once of them.
 */
export const CallHistoryList = memo(function CallHistoryList({ rows, ownNumber, linkedCallId = null }: CallHistoryListProps) {
  const [menu, setMenu] = useState<{ call: CallLogItem; anchor: HTMLElement } | null>(null);
  // 'Today' and 'Yesterday' are as of opening the history.
  const [now] = useState(() => new Date());
  const [hideCall] = useHideCallMutation();
  const { askToBlock, confirmation } = useBlockContact();
  const notify = useNotify();
  // MUI's menu and dialog, needed once the customer acts: loaded then, not while the page starts.
  useEffect(() => whenIdle(() => void CallRowMenu.preload().catch(() => undefined), { afterUserActs: true }), []);
  useEffect(() => whenIdle(() => void DeleteCallDialog.preload().catch(() => undefined), { afterUserActs: true }), []);
  // Deleting costs the customer the call's line in the history: the menu asks, the dialog confirms.
  // The last call asked about stays named while the dialog fades out.
  const [toDelete, setToDelete] = useState<{ call: CallLogItem; open: boolean } | null>(null);
  const askToDelete = (call: CallLogItem) => setToDelete({ call, open: true });
  const closeDelete = () => setToDelete((asked) => (asked ? { ...asked, open: false } : null));

  const onHide = async (call: CallLogItem) => {
    closeDelete();
    try {
      await hideCall({ id: call.id }).unwrap();
      notify.success(contactMessages.deleted);
    } catch {
      // The error middleware has shown the failure.
    }
  };

  const itemHeight = useCallback((index: number) => (rows[index].kind === 'date' ? DATE_ROW_HEIGHT : CALL_ROW_HEIGHT), [rows]);
  const itemKey = useCallback((index: number) => {
    const row = rows[index];
    return row.kind === 'date' ? `date-${row.date}` : `call-${row.call.id}`;
  }, [rows]);
  // The row menu (MUI's popover machinery) is mounted from its first opening on: closed, it draws
  // nothing, but its tree cost the list's first commit on a phone. Mounted open, it
  // opens with the same transition; it stays mounted so that closing animates.
  const [menuOpened, setMenuOpened] = useState(false);
  // The row's own Block (a likely spam call): the same confirmation as the menu's Block contact.
  const blockFromRow = useCallback((call: CallLogItem) => askToBlock(otherParty(call, ownNumber)), [askToBlock, ownNumber]);
  const openMenu = useCallback((call: CallLogItem, anchor: HTMLElement) => {
    setMenuOpened(true);
    setMenu({ call, anchor });
  }, []);

  // The linked call: its row's index, and focus once it has mounted (only once per address: a row
  // scrolled out and back in again does not take the focus back).
  const linkedIndex = useMemo(
    () => (linkedCallId === null ? -1 : rows.findIndex((row) => row.kind === 'call' && String(row.call.id) === linkedCallId)),
    [rows, linkedCallId],
  );
  const [focusedCallId, setFocusedCallId] = useState<string | null>(null);
  const focusLinkedRow = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      element.focus({ preventScroll: true });
      setFocusedCallId(linkedCallId);
    },
    [linkedCallId],
  );
  const focusPending = linkedIndex >= 0 && focusedCallId !== linkedCallId;

  const renderItem = (index: number) => {
    const row = rows[index];
    if (row.kind === 'date') {
      return <h2 className="calls-date">{callDayHeading(row, now)}</h2>;
    }
    const linked = index === linkedIndex;
    return (
      <CallRow
        call={row.call}
        ownNumber={ownNumber}
        onOpenMenu={openMenu}
        onBlock={blockFromRow}
        linked={linked}
        focusRef={linked && focusPending ? focusLinkedRow : undefined}
      />
    );
  };

  return (
    <>
      <VirtualList
        label="Calls"
        itemCount={rows.length}
        itemHeight={itemHeight}
        itemKey={itemKey}
        renderItem={renderItem}
        // The filters stand above the list: it keeps a usable height on a short phone screen.
        height="max(320px, calc(100vh - 400px))"
        scrollToIndex={focusPending ? linkedIndex : undefined}
      />
      {menuOpened && (
        <CallRowMenu
          call={menu?.call ?? null}
          anchor={menu?.anchor ?? null}
          onClose={() => setMenu(null)}
          onHide={askToDelete}
          onBlock={(call) => askToBlock(otherParty(call, ownNumber))}
        />
      )}
      {toDelete && (
        <DeleteCallDialog
          call={toDelete.call}
          open={toDelete.open}
          party={otherParty(toDelete.call, ownNumber)}
          onConfirm={() => void onHide(toDelete.call)}
          onClose={closeDelete}
        />
      )}
      {confirmation}
    </>
  );
});
