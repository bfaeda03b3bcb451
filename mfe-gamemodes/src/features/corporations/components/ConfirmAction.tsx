import { useState, type ReactNode } from 'react';
import { type ActionAlert, apiRefusalAlertOf } from '@zu/shared-platform';
import { ConfirmDialog } from '@zu/shared-platform/widgets';
import { Button, Text } from '@zu/shared-ui';

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
 * A player's corporation action: a button, then the shared confirmation dialog saying what it does and costs; the
 * action is sent only on confirmation. The figures of the page are read again by
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
  const [alert, setAlert] = useState<ActionAlert>();

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
      setAlert(apiRefusalAlertOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button size={size} colorPalette={palette} variant={palette === 'red' ? 'outline' : 'solid'} onClick={show}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        pending={pending}
        confirmDisabled={!canConfirm}
        alert={alert}
        palette={palette}
      >
        {children}
        <Text fontWeight="semibold" data-testid="action-cost">
          Coût : {cost}
        </Text>
      </ConfirmDialog>
    </>
  );
}
