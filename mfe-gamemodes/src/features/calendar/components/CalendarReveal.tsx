import type { CalendarBox } from '@zu/shared-contract';
import { Button, Dialog, Portal, Text } from '@zu/shared-ui';
import { RewardList, isEmptyReward } from '../../rewards';
import { calendarBoxDay, calendarBoxElementId, calendarBoxReward } from '../model/calendar-boxes';

export interface CalendarRevealProps {
  /** The box last opened: kept once the dialog closes, so that it fades out whole. */
  box: CalendarBox | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * The box just opened, from the server's answer: what it gave, drawn as a scratched ticket's prize is. Closed, it
 * hands the keyboard focus to the box (its button is gone), so that the keyboard goes on from there.
 */
export function CalendarReveal({ box, open, onClose }: CalendarRevealProps) {
  const reward = box ? calendarBoxReward(box) : undefined;
  return (
    <Dialog.Root
      open={open && box !== undefined}
      onOpenChange={(details) => (details.open ? null : onClose())}
      finalFocusEl={() => (box ? document.getElementById(calendarBoxElementId(box)) : null)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="calendar-reveal">
            <Dialog.Header>
              <Dialog.Title>{box ? `Case du ${calendarBoxDay(box)}` : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {reward && !isEmptyReward(reward) ? <RewardList reward={reward} /> : <Text>Cette case était vide.</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Fermer</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
