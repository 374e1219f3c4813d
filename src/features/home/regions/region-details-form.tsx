import { useRef, useState, type FormEvent } from 'react';
import { useCreateRegion, useUpdateRegion } from '@/entities/regions/queries';
import type { Region } from '@/entities/regions/schema';
import { documentTitle, revealFocusedField, useRefocusWhenSettled, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/shared/navigation/use-home-navigation';
import { Field } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast/toast-store';
import { useUnsavedChanges } from '@/shared/unsaved-changes/pending-work';
import { RegionDeleteButton } from './region-delete-button';
import { toRegionWeight } from './region-weight';
import styles from './region-form.module.css';

/** The region's own fields; without `region` it creates one. */
export function RegionDetailsForm({ region }: { region?: Region }) {
  const navigation = useHomeNavigation();
  const createRegion = useCreateRegion();
  const updateRegion = useUpdateRegion();
  const loadedName = region?.region_name ?? '';
  const loadedWeight = region ? String(region.weight) : '';
  const [name, setName] = useState(loadedName);
  const [weight, setWeight] = useState(loadedWeight);
  const saving = createRegion.isPending || updateRegion.isPending;
  const title = region ? 'Редактировать регион' : 'Добавить регион';
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(...(region ? [region.region_name] : []), title));
  const nameRef = useRef<HTMLInputElement>(null);
  // 'Сохранить' is disabled while saving; after a failure the admin goes on from the name.
  useRefocusWhenSettled(saving, () => nameRef.current);
  useUnsavedChanges(name !== loadedName || weight !== loadedWeight);

  // On failure what was typed stays in the fields for another try; the query client reports it.
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const fields = { region_name: name.trim(), weight: toRegionWeight(weight) };
    if (region) {
      updateRegion.mutate(
        { id: region.id, ...fields },
        {
          onSuccess: () => {
            toast.success('Регион обновлён!');
            navigation.backToList(region.id, { saved: true });
          },
        },
      );
    } else {
      createRegion.mutate(fields, {
        onSuccess: (created) => {
          toast.success('Регион создан!');
          // Straight on to its beaches; a server that does not echo the region leaves the list.
          if (created) navigation.editNewRegion(created.id);
          else navigation.backToList(undefined, { saved: true });
        },
      });
    }
  }

  return (
    <section className="card" aria-labelledby="region-form-title">
      <h1 id="region-form-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <form className="form" onSubmit={save} onFocus={revealFocusedField}>
        <div className={styles.fields}>
          <Field label="Название региона">
            <input ref={nameRef} className="input" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          </Field>
          <Field label="Вес" hint="Чем больше вес, тем выше регион в списке.">
            <input
              className="input"
              type="number"
              value={weight}
              onChange={(event) => setWeight(event.target.value)}
            />
          </Field>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            Сохранить
          </button>
          <button type="button" className="button" onClick={() => navigation.cancelForm()}>
            Отмена
          </button>
          {region ? <RegionDeleteButton region={region} /> : null}
        </div>
      </form>
    </section>
  );
}
