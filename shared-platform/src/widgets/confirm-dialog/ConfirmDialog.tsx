import type { ReactNode } from 'react';
import { Box, Button, Dialog, ErrorState, Portal, Stack } from '@zu/shared-ui';
import type { ActionAlert } from '@zu/shared-platform';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action does and costs. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** The confirmation cannot be given yet (a form in the dialog is not filled in). */
  confirmDisabled?: boolean;
  /** Why the last try failed, in the API's words. */
  alert?: ActionAlert;
  palette?: 'gold' | 'brand' | 'red';
  /** `wide`: room for a choice among pictures (the banners). */
  width?: 'normal' | 'wide';
}

/**
 * Every player action that spends or gives something away asks first: a dialog saying what it does and for how
 * much. The dialog keeps the keyboard inside it while open (Escape closes it) and gives the focus back after; a
 * refusal is told inside it, which stays open.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  confirmDisabled = false,
  alert,
  palette = 'gold',
  width = 'normal',
}: ConfirmDialogProps) {
  const wide = width === 'wide';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
      size={wide ? 'lg' : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" maxW={wide ? '800px' : undefined}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children}
                {alert ? (
                  // Announced as it appears: the focus stays on the confirm button.
                  <Box role="alert" data-testid="action-refusal">
                    <ErrorState status={alert.status} message={alert.message} codeLabel={alert.codeLabel} />
                  </Box>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Annuler
              </Button>
              <Button colorPalette={palette} loading={pending} disabled={confirmDisabled} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
