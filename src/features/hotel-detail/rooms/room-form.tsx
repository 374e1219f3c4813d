import type { Room } from '@/entities/rooms/schema';
import { Field } from '@/shared/ui/field';
import { FormCard } from '../form-card';
import type { TabFormProps } from '../editable-list-tab';
import { ROOM_LABELS, type RoomFormValues } from './room-values';
import styles from './room-form.module.css';

export function RoomForm(props: TabFormProps<Room, RoomFormValues>) {
  const { values, setField, errorOf } = props.form;
  const bind = (name: keyof RoomFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return (
    <FormCard title={props.item ? 'Редактирование номера' : 'Новый номер'} {...props}>
      <div className={styles.fields}>
        <div className={styles.wide}>
          <Field label={ROOM_LABELS.room_type} error={errorOf('room_type')}>
            <input className="input" autoComplete="off" {...bind('room_type')} />
          </Field>
        </div>
        <div className={styles.wide}>
          <Field label={ROOM_LABELS.view} error={errorOf('view')}>
            <input className="input" autoComplete="off" {...bind('view')} />
          </Field>
        </div>
        <Field label={ROOM_LABELS.square_meters} error={errorOf('square_meters')}>
          <input className="input" type="number" inputMode="numeric" min={0} step={1} {...bind('square_meters')} />
        </Field>
        <Field label={ROOM_LABELS.max_occupancy} hint="Например, 2 или 2+2" error={errorOf('max_occupancy')}>
          <input className="input" autoComplete="off" {...bind('max_occupancy')} />
        </Field>
      </div>
    </FormCard>
  );
}
