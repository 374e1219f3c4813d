import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useCreateBeach } from '@/entities/beaches/mutations';
import { revealFocusedField, useRefocusWhenSettled } from '@/shared/layout/form-focus';
import { Field } from '@/shared/ui/field';
import { PlusIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast/toast-store';
import { useFieldError } from '@/shared/ui/use-field-error';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import styles from './region-form.module.css';

/** `beachCount`: how many the list above shows, which moves this form down as it grows. */
export function AddBeachForm({ regionId, beachCount }: { regionId: number; beachCount: number | undefined }) {
  const createBeach = useCreateBeach();
  const [name, setName] = useState('');
  const errors = useFieldError<'beach_name'>();
  const inputRef = useRef<HTMLInputElement>(null);
  useUnsavedChanges(name.trim() !== '');
  // «Создать» is disabled while it runs; then the admin goes on from the field, for the next beach.
  useRefocusWhenSettled(createBeach.isPending, () => inputRef.current);
  // The beach just added takes a row above the form and pushes it down, possibly under the footer
  // or the toast confirming it: the admin adding the next one keeps the field and «Создать» in sight.
  useLayoutEffect(() => {
    const form = inputRef.current?.form;
    if (form?.contains(document.activeElement)) form.scrollIntoView?.({ block: 'nearest' });
  }, [beachCount]);

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createBeach.isPending) return;
    const beachName = name.trim();
    if (beachName === '') {
      toast.error('Название пляжа не может быть пустым!');
      errors.refuse('beach_name', 'Название пляжа не может быть пустым!');
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
    <form className={styles.addBeach} onSubmit={create} onFocus={revealFocusedField} noValidate>
      <Field label="Название пляжа" error={errors.errorOf('beach_name')}>
        <input
          ref={inputRef}
          className="input"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            errors.clear();
          }}
          autoComplete="off"
        />
      </Field>
      <button type="submit" className="button button--primary" disabled={createBeach.isPending}>
        <PlusIcon size={18} />
        Создать
      </button>
    </form>
  );
}
