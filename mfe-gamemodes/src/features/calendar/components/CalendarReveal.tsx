import type { CalendarBox } from '@zu/shared-contract';
import { Button, Dialog, Portal, Text } from '@zu/shared-ui';
import { RewardList } from '../../rewards/components/RewardList';
import { isEmptyReward } from '../../rewards/model/reward';
import { calendarBoxDay, calendarBoxReward } from '../model/calendar-boxes';

/** The box just opened, from the server's answer: what it gave, drawn as a scratched ticket's prize is. */
export function CalendarReveal({ box, onClose }: { box: CalendarBox | undefined; onClose: () => void }) {
  const reward = box ? calendarBoxReward(box) : undefined;
  return (
    <Dialog.Root
      open={box !== undefined}
      onOpenChange={(details) => (details.open ? null : onClose())}
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
