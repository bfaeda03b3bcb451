import { chakra } from '@zu/shared-ui';
import { usePacksQuery } from '@zu/shared-platform';
import { nativeSelectStyle } from '../catalogue-filters/CatalogueFiltersBar';

export interface PackSelectProps {
  /** The chosen pack's id; undefined: the first choice, `emptyLabel`. */
  value: string | undefined;
  onChange: (packId: string | undefined) => void;
  /** What choosing no pack reads ('Tous les packs', 'Choisis un pack'). */
  emptyLabel: string;
  /** For a visible label's `htmlFor`; without one, `aria-label` names the list. */
  id?: string;
  'aria-label'?: string;
}

/** A native list of every pack ('Name 2024'), the game's packs read once for the whole site. */
export function PackSelect({ value, onChange, emptyLabel, id, 'aria-label': ariaLabel }: PackSelectProps) {
  const packs = usePacksQuery();
  return (
    <chakra.select
      {...nativeSelectStyle}
      id={id}
      aria-label={ariaLabel}
      value={value ?? ''}
      disabled={!packs.data}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{emptyLabel}</option>
      {(packs.data ?? []).map((pack) => (
        <option key={pack.id} value={pack.id}>
          {pack.name}
          {pack.year ? ` ${pack.year}` : ''}
        </option>
      ))}
    </chakra.select>
  );
}
