import { HOTEL_STATUS_LABELS, HOTEL_STATUSES, type HotelStatus } from '@/navigation/view-state';
import { Field } from '@/shared/ui/field';

type HotelStatusFilterProps = {
  /** Absent: every hotel, active or not. */
  value: HotelStatus | undefined;
  onChange: (status: HotelStatus | undefined) => void;
};

/** «Статус»: all hotels, the active ones or the inactive ones (the search and a region's list). */
export function HotelStatusFilter({ value, onChange }: HotelStatusFilterProps) {
  return (
    <Field label="Статус">
      <select
        className="input"
        value={value ?? ''}
        onChange={(event) => onChange(HOTEL_STATUSES.find((status) => status === event.target.value))}
      >
        <option value="">Все</option>
        {HOTEL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {HOTEL_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </Field>
  );
}
