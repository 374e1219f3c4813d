import { useState, type FormEvent } from 'react';
import { useCreateBeach } from '@/entities/beaches/queries';
import { Field } from '@/shared/ui/field';
import { PlusIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast/toast-store';
import styles from './region-form.module.css';
import { reportFailure } from '@/shared/feedback/report-failure';

export function AddBeachForm({ regionId }: { regionId: number }) {
  const createBeach = useCreateBeach();
  const [name, setName] = useState('');

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const beachName = name.trim();
    if (beachName === '') {
      toast.error('Название пляжа не может быть пустым!');
      return;
    }
    try {
      await createBeach.mutateAsync({ beach_name: beachName, region_id: regionId });
      toast.success('Пляж создан!');
      setName('');
    } catch (error) {
      reportFailure('Не удалось создать пляж', 'Ошибка при создании пляжа!', error);
    }
  }

  return (
    <form className={styles.addBeach} onSubmit={create}>
      <Field label="Название пляжа">
        <input className="input" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </Field>
      <button type="submit" className="button button--primary" disabled={createBeach.isPending}>
        <PlusIcon size={18} />
        Создать
      </button>
    </form>
  );
}
