import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { regionsQuery } from '@/entities/regions/queries';
import { useCreateRegion, useUpdateRegion } from '@/entities/regions/mutations';
import type { Region } from '@/entities/regions/schema';
import { ChangedElsewhereNotice } from '@/shared/concurrent-edits/changed-elsewhere-notice';
import { keptChangesToast, useConcurrentEdit } from '@/shared/concurrent-edits/use-concurrent-edit';
import { clearDraft } from '@/shared/drafts/drafts';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { revealFocusedField, useRefocusWhenSettled } from '@/shared/layout/form-focus';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { Field } from '@/shared/ui/field';
import stickyActions from '@/shared/ui/sticky-actions.module.css';
import { toast } from '@/shared/ui/toast/toast-store';
import { RegionDeleteButton } from './region-delete-button';
import styles from './region-form.module.css';

type RegionValues = { region_name: string; weight: string };

const BLANK: RegionValues = { region_name: '', weight: '' };
const REGION_LABELS: Record<keyof RegionValues, string> = { region_name: 'Название региона', weight: 'Вес' };
const regionValues = ({ region_name, weight }: Region): RegionValues => ({ region_name, weight: String(weight) });

/**
 * The region form has no rule to stop on (docs/product.md, Validation): an empty or unreadable weight
 * goes as 0, the neutral weight, not as NaN, which JSON would turn into null and a careful server
 * would refuse.
 */
function toRegionWeight(text: string): number {
  const weight = Number(text);
  return text.trim() !== '' && Number.isFinite(weight) ? weight : 0;
}

/** The region's own fields; without `region` it creates one. */
export function RegionDetailsForm({ region }: { region?: Region }) {
  const navigation = useHomeNavigation();
  const queryClient = useQueryClient();
  const createRegion = useCreateRegion();
  const updateRegion = useUpdateRegion();
  // A draft through a reload (record 0009). What the form opened with is frozen: the region coming
  // back from the server (after this save, or another admin's) is not typing.
  const draftKey = region ? `region-edit:${region.id}` : 'region-create';
  const form = useFormDraft(draftKey, region ? regionValues(region) : BLANK);
  const { values, setValues, restored, discardDraft } = form;
  // The region as the list has it: refetched when the admin comes back, and by the check before a save.
  const { data: listed } = useQuery({
    ...regionsQuery(),
    select: (regions) => regions.find((candidate) => candidate.id === region?.id),
    enabled: region !== undefined,
  });
  const concurrent = useConcurrentEdit({
    opened: form.opened,
    values,
    live: listed,
    fromItem: regionValues,
    rebase: (server: Region, next: RegionValues) => form.rebase(regionValues(server), next),
    loadServer: async () =>
      region && (await queryClient.fetchQuery({ ...regionsQuery(), staleTime: 0 })).find((candidate) => candidate.id === region.id),
    texts: { changedByAnother: 'Регион изменён другим администратором', labels: REGION_LABELS },
  });
  const saving = createRegion.isPending || updateRegion.isPending || concurrent.checking;
  const title = region ? 'Редактировать регион' : 'Добавить регион';
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(...(region ? [region.region_name] : []), title));
  const nameRef = useRef<HTMLInputElement>(null);
  // 'Сохранить' is disabled while saving; after a failure the admin goes on from the name.
  useRefocusWhenSettled(saving, () => nameRef.current);
  const text = (key: keyof RegionValues) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const startOver = () => {
    discardDraft();
    // The notice and its button go: the admin starts over from the first field.
    nameRef.current?.focus();
  };

  // On failure what was typed stays in the fields for another try; the query client reports it.
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    // An edit is laid over the region's current version first, so another admin's changes stay.
    const checked = region ? await concurrent.checkBeforeSave() : { values, kept: undefined };
    if (!checked) return;
    const fields = { region_name: checked.values.region_name.trim(), weight: toRegionWeight(checked.values.weight) };
    if (region) {
      updateRegion.mutate(
        { id: region.id, ...fields },
        {
          onSuccess: () => {
            clearDraft(draftKey);
            toast.success('Регион обновлён!', keptChangesToast(checked.kept));
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
      <form className="form" noValidate onSubmit={(event) => void save(event)} onFocus={revealFocusedField}>
        {restored ? <DraftNotice onDiscard={startOver} /> : null}
        {concurrent.changedElsewhere && !saving ? <ChangedElsewhereNotice onLoad={concurrent.loadChanges} /> : null}
        <div className={styles.fields}>
          {/* Required by the server, though the product gives the form no rule of its own. */}
          <Field label={REGION_LABELS.region_name} required>
            <input ref={nameRef} className="input" autoComplete="off" {...text('region_name')} />
          </Field>
          <Field label={REGION_LABELS.weight} hint="Чем больше вес, тем выше регион в списке.">
            <input className="input" type="number" {...text('weight')} />
          </Field>
        </div>
        <div className={`form-actions ${stickyActions.sticky}`}>
          <button type="submit" className="button button--primary" disabled={saving}>
            Сохранить
          </button>
          <button type="button" className="button" onClick={() => navigation.cancelForm()}>
            Отмена
          </button>
          {region ? <RegionDeleteButton region={region} /> : null}
        </div>
      </form>
      {concurrent.question}
    </section>
  );
}
