import { useState, type ReactNode } from 'react';
import { Box, Button, Dialog, ErrorState, Portal, Stack, Text } from '@zu/shared-ui';
import { corporationAlertOf } from '../model/corporation-refusal';

export interface ConfirmActionProps {
  /** The words of the button that opens the dialog. */
  label: string;
  title: string;
  /** What the action costs, said in the dialog ('Gratuit', '10 000 ZUMonnaie'…). */
  cost: string;
  /** What the dialog says or asks before the cost (fields of a form, a warning). */
  children?: ReactNode;
  confirmLabel: string;
  /** Sends the action; resolves once the API took it (RTK Query's `unwrap`). */
  onConfirm: () => Promise<unknown>;
  /** False keeps the confirm button off (a field not filled in yet). */
  canConfirm?: boolean;
  palette?: 'gold' | 'brand' | 'red';
  size?: 'xs' | 'sm' | 'md';
  /** Called each time the dialog opens (a form starts afresh). */
  onOpen?: () => void;
}

/**
 * A player's corporation action: a button, then a dialog saying what it does and costs; the action is sent only on
 * confirmation, and a refusal is told in the dialog, which stays open. The figures of the page are read again by
 * the write itself (its tags), not here.
 */
export function ConfirmAction({
  label,
  title,
  cost,
  children,
  confirmLabel,
  onConfirm,
  canConfirm = true,
  palette = 'brand',
  size = 'sm',
  onOpen,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<ReturnType<typeof corporationAlertOf>>();

  const show = () => {
    setAlert(undefined);
    onOpen?.();
    setOpen(true);
  };
  const confirm = async () => {
    setAlert(undefined);
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch (error) {
      setAlert(corporationAlertOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button size={size} colorPalette={palette} variant={palette === 'red' ? 'outline' : 'solid'} onClick={show}>
        {label}
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {children}
                  <Text fontWeight="semibold" data-testid="action-cost">
                    Coût : {cost}
                  </Text>
                  {alert ? (
                    // Announced as it appears: the focus stays on the confirm button.
                    <Box role="alert" data-testid="action-refusal">
                      <ErrorState status={alert.status} message={alert.message} codeLabel={alert.codeLabel} />
                    </Box>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Annuler
                </Button>
                <Button colorPalette={palette} loading={pending} disabled={!canConfirm} onClick={() => void confirm()}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
