import { useState, type FormEvent } from 'react';
import { useCreateBeach } from '@/entities/beaches/queries';
import { Field } from '@/shared/ui/field';
import { PlusIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import styles from './region-form.module.css';

export function AddBeachForm({ regionId }: { regionId: number }) {
  const createBeach = useCreateBeach();
  const [name, setName] = useState('');
  useUnsavedChanges(name.trim() !== '');

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const beachName = name.trim();
    if (beachName === '') {
      toast.error('Название пляжа не может быть пустым!');
      return;
    }
    // On failure the name stays in the field for another try; the query client reports it.
    createBeach.mutate(
      { beach_name: beachName, region_id: regionId },
      {
        onSuccess: () => {
          toast.success('Пляж создан!');
          setName('');
        },
      },
    );
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
