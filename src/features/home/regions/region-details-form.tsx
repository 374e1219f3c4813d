import { useRef, useState, type FormEvent } from 'react';
import { useCreateRegion, useUpdateRegion } from '@/entities/regions/queries';
import type { Region } from '@/entities/regions/schema';
import { clearDraft } from '@/shared/drafts/drafts';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { documentTitle, revealFocusedField, useRefocusWhenSettled, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/shared/navigation/use-home-navigation';
import { Field } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toast/toast-store';
import { RegionDeleteButton } from './region-delete-button';
import { toRegionWeight } from './region-weight';
import styles from './region-form.module.css';

/** The region's own fields; without `region` it creates one. */
export function RegionDetailsForm({ region }: { region?: Region }) {
  const navigation = useHomeNavigation();
  const createRegion = useCreateRegion();
  const updateRegion = useUpdateRegion();
  // The fields as typed, kept as a draft through a reload (record 0009): a new region's under one
  // key, an edit's per region. What the form opened with is frozen: the region coming back from the
  // server (after this save, or another admin's) is not typing.
  const draftKey = region ? `region-edit:${region.id}` : 'region-create';
  const [opened] = useState(() => ({ region_name: region?.region_name ?? '', weight: region ? String(region.weight) : '' }));
  const { values, setValues, restored, discardDraft } = useFormDraft(draftKey, opened);
  const saving = createRegion.isPending || updateRegion.isPending;
  const title = region ? 'Редактировать регион' : 'Добавить регион';
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(...(region ? [region.region_name] : []), title));
  const nameRef = useRef<HTMLInputElement>(null);
  // 'Сохранить' is disabled while saving; after a failure the admin goes on from the name.
  useRefocusWhenSettled(saving, () => nameRef.current);
  const startOver = () => {
    discardDraft();
    // The notice and its button go: the admin starts over from the first field.
    nameRef.current?.focus();
  };

  // On failure what was typed stays in the fields for another try; the query client reports it.
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const fields = { region_name: values.region_name.trim(), weight: toRegionWeight(values.weight) };
    if (region) {
      updateRegion.mutate(
        { id: region.id, ...fields },
        {
          onSuccess: () => {
            clearDraft(draftKey);
            toast.success('Регион обновлён!');
            navigation.backToList(region.id, { saved: true });
          },
        },
      );
    } else {
      createRegion.mutate(fields, {
        onSuccess: (created) => {
          clearDraft(draftKey);
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
        {restored ? <DraftNotice onDiscard={startOver} /> : null}
        <div className={styles.fields}>
          <Field label="Название региона">
            <input
              ref={nameRef}
              className="input"
              value={values.region_name}
              onChange={(event) => setValues((current) => ({ ...current, region_name: event.target.value }))}
              autoComplete="off"
            />
          </Field>
          <Field label="Вес" hint="Чем больше вес, тем выше регион в списке.">
            <input
              className="input"
              type="number"
              value={values.weight}
              onChange={(event) => setValues((current) => ({ ...current, weight: event.target.value }))}
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
